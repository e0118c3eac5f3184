import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from './session';

// Each route is its own chunk so a page only loads the code it needs.

/** A lazily loaded component whose code can be requested before React renders it. */
type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };
type LazyPage = Preloadable<object>;

/**
 * Like `lazy`, and a component whose code has already arrived renders at once. `lazy` suspends on its first
 * render even then, and a Suspense fallback once shown holds back what replaces it for React's reveal
 * throttle (about 300 ms). Each instance keeps the form it mounted with, so nothing remounts later.
 */
function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(start);
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload: start });
}
const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => lazyComponent<object>(load);

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'));
const ConfirmPage = lazyPage(() => import('../features/auth/ConfirmPage'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'));
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage'));
const ArticlePage = lazyPage(() => import('../features/library/ArticlePage'));
const NewsPage = lazyPage(() => import('../features/news/NewsPage'));
const HelpPage = lazyPage(() => import('../features/help/HelpPage'));
const AccountPage = lazyPage(() => import('../features/account/AccountPage'));
const TestPage = lazyPage(() => import('../features/assessment/TestPage'));
const VerifyPage = lazyPage(() => import('../features/certificates/VerifyPage'));
const SubscriptionRequiredPage = lazyPage(() => import('../features/billing/SubscriptionRequiredPage'));
const SubscriptionSuccessPage = lazyPage(() => import('../features/billing/SubscriptionSuccessPage'));
const SubscriptionCancelledPage = lazyPage(() => import('../features/billing/SubscriptionCancelledPage'));
const PricingPage = lazyPage(() => import('../features/billing/PricingPage'));
const AdminPage = lazyPage(() => import('../features/admin/AdminPage'));
const ApolloBoundary = lazyComponent<{ children: ReactNode }>(() => import('./ApolloBoundary'));

/** Paths a visitor may open without signing in. */
const PUBLIC_PREFIXES = [
  '/login',
  '/register',
  '/home',
  '/confirm/',
  '/confirm-email/',
  '/reset-password',
  '/subscription-required',
  '/subscription-success',
  '/subscription-cancelled',
  '/verify',
  '/pricing',
];

export const isPublicPath = (p: string) =>
  p === '/' || PUBLIC_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

/** The route table of SPEC §2, besides `/`, a redirect and the not-found page: each path's page, and whether it queries through Apollo. */
const PAGE_ROUTES: Array<{ path: string; page: LazyPage; apollo: boolean }> = [
  { path: '/home', page: LandingPage, apollo: false },
  { path: '/login', page: LoginPage, apollo: false },
  { path: '/register', page: RegisterPage, apollo: true },
  { path: '/articles', page: LibraryPage, apollo: true },
  { path: '/article/:id', page: ArticlePage, apollo: true },
  { path: '/test/:id', page: TestPage, apollo: true },
  { path: '/account', page: AccountPage, apollo: true },
  { path: '/help', page: HelpPage, apollo: true },
  { path: '/news', page: NewsPage, apollo: true },
  { path: '/confirm/:token', page: ConfirmPage, apollo: true },
  { path: '/reset-password/:token', page: ResetPasswordPage, apollo: true },
  { path: '/reset-password', page: ResetPasswordPage, apollo: true },
  { path: '/subscription-required', page: SubscriptionRequiredPage, apollo: true },
  { path: '/subscription-success', page: SubscriptionSuccessPage, apollo: true },
  { path: '/subscription-cancelled', page: SubscriptionCancelledPage, apollo: true },
  { path: '/pricing', page: PricingPage, apollo: true },
  { path: '/verify', page: VerifyPage, apollo: true },
  { path: '/admin', page: AdminPage, apollo: true },
];

/**
 * Requests the code of the page an address opens (with Apollo's when the page queries through it) before the
 * first render: the page then renders at once instead of behind a fallback, and for a stored session the
 * downloads overlap its check instead of following it. A visitor on a member-only path is sent to sign in.
 */
export function preloadPage(path: string, signedIn: boolean): Promise<unknown> {
  const route =
    path === '/'
      ? { page: signedIn ? DashboardPage : LandingPage, apollo: signedIn }
      : PAGE_ROUTES.find((r) => matchPath(r.path, !signedIn && !isPublicPath(path) ? '/login' : path));
  if (!route) return Promise.resolve();
  return Promise.all([route.page.preload(), route.apollo ? ApolloBoundary.preload() : null]);
}

/**
 * A page that queries through Apollo (the landing page and the shell render without it). The page's code
 * is requested together with Apollo's: inside the boundary alone it would only be asked for once Apollo's
 * chunk had arrived, one more round of downloads before the page's data can be fetched.
 */
function WithApollo({ page: Page }: { page: LazyPage }) {
  void Page.preload();
  return (
    <ApolloBoundary>
      <Page />
    </ApolloBoundary>
  );
}

function Home() {
  const { status } = useSession();
  return status === 'signedIn' ? <WithApollo page={DashboardPage} /> : <LandingPage />;
}

function ConfirmEmailRedirect() {
  const { token } = useParams();
  return <Navigate to={`/confirm/${token ?? ''}`} replace />;
}

/** The routes of SPEC §2 (PAGE_ROUTES and the three that are not a page of their own). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      {PAGE_ROUTES.map(({ path, page: Page, apollo }) => (
        <Route key={path} path={path} element={apollo ? <WithApollo page={Page} /> : <Page />} />
      ))}
      <Route path="/confirm-email/:token" element={<ConfirmEmailRedirect />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function NotFound() {
  return (
    <section className="card narrow">
      <h1>Page not found</h1>
      <p>The page you opened does not exist.</p>
      <a href="/">Go to the start page</a>
    </section>
  );
}
