/** Public certificate verification (filled in by the certificates feature). */
export default function VerifyPage() {
  return (
    <section className="card">
      <h1>Certificate Verification</h1>
    </section>
  );
}
