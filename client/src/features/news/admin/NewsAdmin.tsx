/** Admin section (built by its feature). */
export default function NewsAdmin() {
  return <p className="muted">Loading...</p>;
}
