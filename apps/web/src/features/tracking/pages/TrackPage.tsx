export default function TrackPage() {
  return null;
}
