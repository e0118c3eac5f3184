import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { PaymentBanner } from '../features/billing/PaymentBanner';
import { Spinner } from '../ui/components';
import { useAppConfig } from './app-config';
import { AppRoutes, isPublicPath, routeTitle } from './routes';
import { useSession } from './session';

/** The one shell: top bar, access rules and the routed view. */
export function Shell() {
  const { status, user, signOut } = useSession();
  const { productName } = useAppConfig().config;
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  const active = !!user?.capabilities.hasAccess;
  const onPlanChooser = path === '/subscription-required';

  const signedIn = status === 'signedIn' && !!user;
  useEffect(() => {
    const page = routeTitle(path, signedIn);
    document.title = page ? `${page} · ${productName}` : `${productName} · Continuing Professional Development`;
  }, [productName, path, signedIn]);

  const menu = useMenu(path);

  // Logout goes to / (SPEC §2); until that navigation lands, the signed-out guard must not send the page to /login.
  const leaving = useRef(false);
  const logout = useCallback(() => {
    leaving.current = true;
    signOut();
    void navigate('/');
  }, [signOut, navigate]);

  useEffect(() => {
    if (leaving.current) {
      if (path === '/') leaving.current = false;
      return;
    }
    if (status === 'signedOut' && !isPublicPath(path)) void navigate('/login', { replace: true });
    if (status === 'signedIn' && user && !user.capabilities.hasAccess && path === '/') {
      void navigate('/subscription-required', { replace: true });
    }
  }, [status, user, path, navigate]);

  if (status === 'checking') {
    return (
      <div className="checking">
        <Spinner label={MESSAGES.checkingAuth} />
      </div>
    );
  }

  const showTabs = signedIn && active && !onPlanChooser && path !== '/home';
  const dimmed = signedIn && onPlanChooser && !active;

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          {dimmed ? (
            <span className="brand dimmed" aria-disabled="true">
              {productName}
            </span>
          ) : (
            <Link className="brand" to="/">
              {productName}
            </Link>
          )}
          {showTabs ? (
            <nav className="tabs collapsible" aria-label="Main">
              <NavLink to="/articles">Library</NavLink>
              <NavLink to="/news">News</NavLink>
              <NavLink to="/help">Help Center</NavLink>
              {user?.isAdmin ? <NavLink to="/admin">Admin</NavLink> : null}
            </nav>
          ) : (
            <span className="tabs-spacer" />
          )}
          {signedIn && !dimmed ? (
            <button
              ref={menu.buttonRef}
              type="button"
              className="btn btn-ghost menu-button"
              aria-expanded={menu.open}
              aria-controls="site-menu"
              onClick={menu.toggle}
            >
              <MenuIcon open={menu.open} /> Menu
            </button>
          ) : null}
          {signedIn ? (
            <div className={`account-area${dimmed ? '' : ' collapsible'}`}>
              {dimmed ? (
                <>
                  <span className="greeting dimmed" aria-disabled="true">
                    <span className="avatar" aria-hidden="true">
                      {user.firstName.charAt(0).toUpperCase()}
                    </span>{' '}
                    {user.firstName}
                  </span>
                  <button type="button" className="btn btn-ghost" onClick={logout}>
                    Logout
                  </button>
                </>
              ) : (
                <AccountLinks firstName={user.firstName} onLogout={logout} />
              )}
            </div>
          ) : (
            <div className="account-area">
              <Link className="btn btn-ghost" to="/login">
                Sign In
              </Link>
              <Link className="btn btn-primary" to="/register">
                Get Started
              </Link>
            </div>
          )}
        </div>
        {signedIn && !dimmed ? (
          <div id="site-menu" className="site-menu" ref={menu.panelRef} hidden={!menu.open}>
            {showTabs ? (
              <nav aria-label="Main menu">
                <NavLink to="/articles">Library</NavLink>
                <NavLink to="/news">News</NavLink>
                <NavLink to="/help">Help Center</NavLink>
                {user.isAdmin ? <NavLink to="/admin">Admin</NavLink> : null}
              </nav>
            ) : null}
            <AccountLinks firstName={user.firstName} onLogout={logout} />
          </div>
        ) : null}
      </header>
      {signedIn ? <PaymentBanner user={user} /> : null}
      <main id="main" className="page" tabIndex={-1}>
        {/* A visitor on a member-only path is on the way to sign in: that page's code is not fetched for nothing. */}
        {status === 'signedOut' && !isPublicPath(path) ? null : (
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        )}
      </main>
    </>
  );
}

/** The phone menu's state: closes on navigation and on Escape (focus returns to the button), focuses its first entry when opened. */
function useMenu(path: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return { open, toggle, buttonRef, panelRef };
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The greeting (to /account) and the Logout button, in the top bar and in the phone menu. */
function AccountLinks({ firstName, onLogout }: { firstName: string; onLogout: () => void }) {
  return (
    <>
      <Link className="greeting" to="/account" aria-label={`Account of ${firstName}`}>
        <span className="avatar" aria-hidden="true">
          {firstName.charAt(0).toUpperCase()}
        </span>{' '}
        {firstName}
      </Link>
      <button type="button" className="btn btn-ghost" onClick={onLogout}>
        Logout
      </button>
    </>
  );
}
