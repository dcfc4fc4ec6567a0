export default function BatchProcessOrdersPage() {
  return null;
}
