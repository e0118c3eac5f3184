/** Account tab (built by its feature). */
export default function CertificatesTab() {
  return <p className="muted">Loading...</p>;
}
