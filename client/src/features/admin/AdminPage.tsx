import { useSession } from '../../app/session';

/** Administration (admins only; filled in by the features it manages). */
export default function AdminPage() {
  const { user } = useSession();
  if (!user?.isAdmin) {
    return (
      <section className="card">
        <h1>Access denied</h1>
        <p>This page is for administrators.</p>
      </section>
    );
  }
  return (
    <section className="card">
      <h1>Administration</h1>
    </section>
  );
}
