export default function NewOrderPage() {
  return null;
}
