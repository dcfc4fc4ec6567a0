export default function OrderListPage() {
  return null;
}
