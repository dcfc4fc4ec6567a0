export default function ImportOrdersPage() {
  return null;
}
