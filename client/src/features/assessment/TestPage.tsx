import { RequireSubscription } from '../../app/gating';

/** Certification Test (filled in by its feature). */
export default function TestPage() {
  return (
    <RequireSubscription what="take tests.">
      <section className="card">
        <h1>Certification Test</h1>
        <p className="muted">Loading questions...</p>
      </section>
    </RequireSubscription>
  );
}
