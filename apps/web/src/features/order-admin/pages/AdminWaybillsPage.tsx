export default function AdminWaybillsPage() {
  return null;
}
