/** Admin section (built by its feature). */
export default function MessagesAdmin() {
  return <p className="muted">Loading...</p>;
}
