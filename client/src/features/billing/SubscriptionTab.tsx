/** Account tab (built by its feature). */
export default function SubscriptionTab() {
  return <p className="muted">Loading...</p>;
}
