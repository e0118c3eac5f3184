/** Admin section (built by its feature). */
export default function DiscountCodesAdmin() {
  return <p className="muted">Loading...</p>;
}
