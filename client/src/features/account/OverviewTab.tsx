/** Account tab (built by its feature). */
export default function OverviewTab() {
  return <p className="muted">Loading...</p>;
}
