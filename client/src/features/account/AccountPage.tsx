import { useSession } from '../../app/session';

/** Account management. */
export default function AccountPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="card">
      <h1>My Account</h1>
      <p>
        {user.firstName} {user.lastName} · {user.email}
      </p>
      <p>Account status: {user.isAdmin || user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'}</p>
    </section>
  );
}
