/** Billing page (filled in by the billing feature). */
export default function SubscriptionSuccessPage() {
  return (
    <section className="card">
      <h1>Plans</h1>
    </section>
  );
}
