import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';

/** The member's start page. */
export default function DashboardPage() {
  const { user } = useSession();
  return (
    <section className="welcome card">
      <h1>Welcome back, {user?.firstName}</h1>
      <p>Continue your professional development</p>
      <Link className="btn btn-primary" to="/articles">BROWSE ARTICLES</Link>
    </section>
  );
}
