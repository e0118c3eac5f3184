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
const ConfirmEmailChangePage = lazyPage(() => import('../features/account/ConfirmEmailChangePage'));
const TestPage = lazyPage(() => import('../features/assessment/TestPage'));
const VerifyPage = lazyPage(() => import('../features/certificates/VerifyPage'));
const SubscriptionRequiredPage = lazyPage(() => import('../features/billing/SubscriptionRequiredPage'));
const SubscriptionSuccessPage = lazyPage(() => import('../features/billing/SubscriptionSuccessPage'));
const SubscriptionCancelledPage = lazyPage(() => import('../features/billing/SubscriptionCancelledPage'));
const PricingPage = lazyPage(() => import('../features/billing/PricingPage'));
const AdminPage = lazyPage(() => import('../features/admin/AdminPage'));
const ConsentPage = lazyPage(() => import('../features/partners/ConsentPage'));
const SharedRecordPage = lazyPage(() => import('../features/record-shares/SharedRecordPage'));
/** Not lazily loaded: it only redirects, so there is nothing to fetch. */
const ConfirmEmailRedirect: LazyPage = Object.assign(() => <ConfirmEmailRedirectPage />, { preload: () => Promise.resolve() });
const ApolloBoundary = lazyComponent<{ children: ReactNode }>(() => import('./ApolloBoundary'));

/**
 * The route table of SPEC §2, besides `/` (the dashboard or the landing page): each path's page, whether it queries
 * through Apollo, its name in the document title, and whether a visitor may open it without signing in. A public path
 * also covers what follows it (`/verify/…`); one with a parameter covers its prefix (`/confirm/…`).
 */
const PAGE_ROUTES: Array<{ path: string; page: LazyPage; apollo: boolean; title: string; public: boolean }> = [
  { path: '/home', page: LandingPage, apollo: false, title: 'Home', public: true },
  { path: '/login', page: LoginPage, apollo: false, title: 'Sign In', public: true },
  { path: '/register', page: RegisterPage, apollo: true, title: 'Create Account', public: true },
  { path: '/articles', page: LibraryPage, apollo: true, title: 'Library', public: false },
  { path: '/article/:id', page: ArticlePage, apollo: true, title: 'Article', public: false },
  { path: '/test/:id', page: TestPage, apollo: true, title: 'Certification Test', public: false },
  { path: '/account', page: AccountPage, apollo: true, title: 'My Account', public: false },
  { path: '/help', page: HelpPage, apollo: true, title: 'Help Center', public: false },
  { path: '/news', page: NewsPage, apollo: true, title: 'News', public: false },
  { path: '/confirm/:token', page: ConfirmPage, apollo: true, title: 'Email Confirmation', public: true },
  // An old confirmation link: it only redirects to /confirm/:token.
  { path: '/confirm-email/:token', page: ConfirmEmailRedirect, apollo: false, title: 'Email Confirmation', public: true },
  { path: '/confirm-email-change/:token', page: ConfirmEmailChangePage, apollo: true, title: 'E-mail Change', public: true },
  { path: '/reset-password/:token', page: ResetPasswordPage, apollo: true, title: 'Reset Password', public: true },
  { path: '/reset-password', page: ResetPasswordPage, apollo: true, title: 'Reset Password', public: true },
  { path: '/subscription-required', page: SubscriptionRequiredPage, apollo: true, title: 'Choose Your Plan', public: true },
  { path: '/subscription-success', page: SubscriptionSuccessPage, apollo: true, title: 'Subscription Active', public: true },
  { path: '/subscription-cancelled', page: SubscriptionCancelledPage, apollo: true, title: 'Checkout Cancelled', public: true },
  { path: '/pricing', page: PricingPage, apollo: true, title: 'Pricing', public: true },
  { path: '/verify', page: VerifyPage, apollo: true, title: 'Verify Certificate', public: true },
  // A member's CPD record shared with an auditor: read-only, no sign-in, no Apollo (one REST call).
  { path: '/shared-record/:token', page: SharedRecordPage, apollo: false, title: 'Shared CPD Record', public: true },
  { path: '/admin', page: AdminPage, apollo: true, title: 'Admin', public: false },
  // A partner application's consent step: open to visitors, who are asked to sign in first.
  { path: '/oauth/consent/:uid', page: ConsentPage, apollo: false, title: 'Connect an Application', public: true },
];

/** The part of a route's path a public address starts with: up to its first parameter (`/confirm/`), else all of it. */
const prefixOf = (routePath: string) => (routePath.includes(':') ? routePath.slice(0, routePath.indexOf(':')) : routePath);

/** Paths a visitor may open without signing in. */
export const isPublicPath = (p: string) =>
  p === '/' ||
  PAGE_ROUTES.some((route) => {
    if (!route.public) return false;
    const prefix = prefixOf(route.path);
    return p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  });

/** The page name for document.title, by the path's first segment; null for a visitor's start page. */
export function routeTitle(path: string, signedIn: boolean): string | null {
  const segment = path.split('/')[1] ?? '';
  if (segment === '') return signedIn ? 'Dashboard' : null;
  return PAGE_ROUTES.find((route) => route.path.split('/')[1] === segment)?.title ?? 'Page not found';
}

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

function ConfirmEmailRedirectPage() {
  const { token } = useParams();
  return <Navigate to={`/confirm/${token ?? ''}`} replace />;
}

/** The routes of SPEC §2 (PAGE_ROUTES, `/` and the not-found page). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      {PAGE_ROUTES.map(({ path, page: Page, apollo }) => (
        <Route key={path} path={path} element={apollo ? <WithApollo page={Page} /> : <Page />} />
      ))}
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
