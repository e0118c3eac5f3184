/** Account tab (built by its feature). */
export default function ProfileTab() {
  return <p className="muted">Loading...</p>;
}
