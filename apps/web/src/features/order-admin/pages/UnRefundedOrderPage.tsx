export default function UnRefundedOrderPage() {
  return null;
}
