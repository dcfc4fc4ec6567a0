export default function SupplementaryAmountPage() {
  return null;
}
