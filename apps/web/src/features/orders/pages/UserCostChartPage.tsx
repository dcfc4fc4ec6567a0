export default function UserCostChartPage() {
  return null;
}
