/** Account tab (built by its feature). */
export default function RequestContentTab() {
  return <p className="muted">Loading...</p>;
}
