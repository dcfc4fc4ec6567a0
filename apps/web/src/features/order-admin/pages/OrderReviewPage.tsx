export default function OrderReviewPage() {
  return null;
}
