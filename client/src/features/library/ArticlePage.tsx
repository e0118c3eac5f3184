import { RequireSubscription } from '../../app/gating';

/** Article (filled in by its feature). */
export default function ArticlePage() {
  return (
    <RequireSubscription what="read articles">
      <section className="card">
        <h1>Article</h1>
        <p className="muted">Loading the article...</p>
      </section>
    </RequireSubscription>
  );
}
