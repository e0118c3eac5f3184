import { RequireSubscription } from '../../app/gating';

/** Articles Library (filled in by its feature). */
export default function LibraryPage() {
  return (
    <RequireSubscription what="access articles">
      <section className="card">
        <h1>Articles Library</h1>
        <p className="muted">Browse the library.</p>
      </section>
    </RequireSubscription>
  );
}
