export default function OrderDetailPage() {
  return null;
}
