import { RequireSubscription } from '../../app/gating';

/** News and Updates (filled in by its feature). */
export default function NewsPage() {
  return (
    <RequireSubscription what="access news">
      <section className="card">
        <h1>News and Updates</h1>
        <p className="muted">The latest news from Leerpunt.</p>
      </section>
    </RequireSubscription>
  );
}
