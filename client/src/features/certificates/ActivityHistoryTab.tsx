/** Account tab (built by its feature). */
export default function ActivityHistoryTab() {
  return <p className="muted">Loading...</p>;
}
