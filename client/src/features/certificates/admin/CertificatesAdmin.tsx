/** Admin section (built by its feature). */
export default function CertificatesAdmin() {
  return <p className="muted">Loading...</p>;
}
