import { Suspense, useEffect } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/constants';
import { Spinner } from '../ui/components';
import { useAppConfig } from './app-config';
import { AppRoutes } from './routes';
import { hasAccess, useSession } from './session';

/** Paths a visitor may open without signing in. */
const PUBLIC_PREFIXES = ['/login', '/register', '/home', '/confirm/', '/confirm-email/', '/reset-password/', '/subscription-required', '/subscription-success', '/subscription-cancelled', '/verify', '/pricing'];
/** Paths a signed-in member without a subscription may stay on. */
const NO_SUBSCRIPTION_OK = ['/subscription-required', '/subscription-success', '/subscription-cancelled'];

const isPublicPath = (p: string) => p === '/' || PUBLIC_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || p === prefix);

/** The one shell: top bar, access rules and the routed view. */
export function Shell() {
  const { status, user, signOut } = useSession();
  const { productName } = useAppConfig().config;
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  const active = hasAccess(user);
  const onPlanChooser = path === '/subscription-required';

  useEffect(() => {
    document.title = `${productName} · Continuing Professional Development`;
  }, [productName]);

  useEffect(() => {
    if (status === 'signedOut' && !isPublicPath(path)) navigate('/login', { replace: true });
    if (status === 'signedIn' && user && !user.isAdmin && user.subscriptionStatus !== 'active' && path === '/' && !NO_SUBSCRIPTION_OK.includes(path)) {
      navigate('/subscription-required', { replace: true });
    }
  }, [status, user, path, navigate]);

  if (status === 'checking') {
    return (
      <div className="checking">
        <Spinner label={MESSAGES.checkingAuth} />
      </div>
    );
  }

  const signedIn = status === 'signedIn' && !!user;
  const showTabs = signedIn && active && !onPlanChooser && path !== '/home';
  const dimmed = signedIn && onPlanChooser && !active;

  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="topbar">
        <div className="topbar-inner">
          {dimmed ? (
            <span className="brand dimmed" aria-disabled="true">{productName}</span>
          ) : (
            <Link className="brand" to="/">
              {productName}
            </Link>
          )}
          {showTabs ? (
            <nav className="tabs" aria-label="Main">
              <NavLink to="/articles">Library</NavLink>
              <NavLink to="/news">News</NavLink>
              <NavLink to="/help">Help Center</NavLink>
            </nav>
          ) : (
            <span className="tabs-spacer" />
          )}
          {signedIn ? (
            <div className="account-area">
              {dimmed ? (
                <span className="greeting dimmed" aria-disabled="true">
                  <span className="avatar" aria-hidden="true">{user.firstName.charAt(0).toUpperCase()}</span> {user.firstName}
                </span>
              ) : (
                <Link className="greeting" to="/account" aria-label={`Account of ${user.firstName}`}>
                  <span className="avatar" aria-hidden="true">{user.firstName.charAt(0).toUpperCase()}</span> {user.firstName}
                </Link>
              )}
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  signOut();
                  navigate('/');
                }}
              >
                Logout
              </button>
            </div>
          ) : (
            <div className="account-area">
              <Link className="btn btn-ghost" to="/login">Sign In</Link>
              <Link className="btn btn-primary" to="/register">Get Started</Link>
            </div>
          )}
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <AppRoutes />
        </Suspense>
      </main>
    </>
  );
}
