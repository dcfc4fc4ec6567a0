export default function ApiLogPage() {
  return null;
}
