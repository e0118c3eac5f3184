/** Admin section (built by its feature). */
export default function ArticlesAdmin() {
  return <p className="muted">Loading...</p>;
}
