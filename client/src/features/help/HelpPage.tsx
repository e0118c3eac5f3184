import { RequireSubscription } from '../../app/gating';

/** Help Center (filled in by its feature). */
export default function HelpPage() {
  return (
    <RequireSubscription what="access the help center">
      <section className="card">
        <h1>Help Center</h1>
        <p className="muted">Support is available Monday-Friday 9:00-18:00 CET.</p>
      </section>
    </RequireSubscription>
  );
}
