import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RequireSubscription, type GatedWhat } from './gating';
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

/** What a route needs besides signing in: an active subscription, named for the gate's sentence (`lapsedToo`: see RequireSubscription). */
type SubscriptionGate = { what: GatedWhat; lapsedToo?: boolean };

/** One row of the route table. */
interface PageRoute {
  path: string;
  page: LazyPage;
  /** Its name in the document title. */
  title: string;
  /** A visitor may open it without signing in. */
  public: boolean;
  /** `false`: no subscription needed; otherwise a member without one sees the gate (RequireSubscription) instead of the page. */
  subscription: false | SubscriptionGate;
  /** The code requested before its first render: the page's own, and Apollo's for a page that queries through it (it renders inside the Apollo boundary). */
  preloads: 'page' | 'page+apollo';
}

/**
 * The route table of SPEC §2, besides `/` (the dashboard or the landing page): each path's page, its name in the
 * document title, whether a visitor may open it without signing in, whether it needs a subscription, and the code
 * requested before it renders. A public path also covers what follows it (`/verify/…`); one with a parameter covers
 * its prefix (`/confirm/…`).
 */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/home', page: LandingPage, title: 'Home', public: true, subscription: false, preloads: 'page' },
  { path: '/login', page: LoginPage, title: 'Sign In', public: true, subscription: false, preloads: 'page' },
  { path: '/register', page: RegisterPage, title: 'Create Account', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/articles', page: LibraryPage, title: 'Library', public: false, subscription: { what: 'access articles' }, preloads: 'page+apollo' },
  { path: '/article/:id', page: ArticlePage, title: 'Article', public: false, subscription: { what: 'read articles' }, preloads: 'page+apollo' },
  { path: '/test/:id', page: TestPage, title: 'Certification Test', public: false, subscription: { what: 'take tests.' }, preloads: 'page+apollo' },
  { path: '/account', page: AccountPage, title: 'My Account', public: false, subscription: false, preloads: 'page+apollo' },
  // The Help Center stays open to a member whose paid plan lapsed.
  {
    path: '/help',
    page: HelpPage,
    title: 'Help Center',
    public: false,
    subscription: { what: 'access the help center', lapsedToo: true },
    preloads: 'page+apollo',
  },
  { path: '/news', page: NewsPage, title: 'News', public: false, subscription: { what: 'access news' }, preloads: 'page+apollo' },
  { path: '/confirm/:token', page: ConfirmPage, title: 'Email Confirmation', public: true, subscription: false, preloads: 'page+apollo' },
  // An old confirmation link: it only redirects to /confirm/:token.
  { path: '/confirm-email/:token', page: ConfirmEmailRedirect, title: 'Email Confirmation', public: true, subscription: false, preloads: 'page' },
  { path: '/confirm-email-change/:token', page: ConfirmEmailChangePage, title: 'E-mail Change', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/reset-password/:token', page: ResetPasswordPage, title: 'Reset Password', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/reset-password', page: ResetPasswordPage, title: 'Reset Password', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/subscription-required', page: SubscriptionRequiredPage, title: 'Choose Your Plan', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/subscription-success', page: SubscriptionSuccessPage, title: 'Subscription Active', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/subscription-cancelled', page: SubscriptionCancelledPage, title: 'Checkout Cancelled', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/pricing', page: PricingPage, title: 'Pricing', public: true, subscription: false, preloads: 'page+apollo' },
  { path: '/verify', page: VerifyPage, title: 'Verify Certificate', public: true, subscription: false, preloads: 'page+apollo' },
  // A member's CPD record shared with an auditor: read-only, no sign-in, no Apollo (one REST call).
  { path: '/shared-record/:token', page: SharedRecordPage, title: 'Shared CPD Record', public: true, subscription: false, preloads: 'page' },
  { path: '/admin', page: AdminPage, title: 'Admin', public: false, subscription: false, preloads: 'page+apollo' },
  // A partner application's consent step: open to visitors, who are asked to sign in first.
  { path: '/oauth/consent/:uid', page: ConsentPage, title: 'Connect an Application', public: true, subscription: false, preloads: 'page' },
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
  const route: Pick<PageRoute, 'page' | 'preloads'> | undefined =
    path === '/'
      ? { page: signedIn ? DashboardPage : LandingPage, preloads: signedIn ? 'page+apollo' : 'page' }
      : PAGE_ROUTES.find((r) => matchPath(r.path, !signedIn && !isPublicPath(path) ? '/login' : path));
  if (!route) return Promise.resolve();
  return Promise.all([route.page.preload(), route.preloads === 'page+apollo' ? ApolloBoundary.preload() : null]);
}

/**
 * A page that queries through Apollo (the landing page and the shell render without it). The page's code
 * is requested together with Apollo's: inside the boundary alone it would only be asked for once Apollo's
 * chunk had arrived, one more round of downloads before the page's data can be fetched.
 */
function WithApollo({ page: Page, gate = false }: { page: LazyPage; gate?: PageRoute['subscription'] }) {
  void Page.preload();
  return (
    <ApolloBoundary>
      <Gated gate={gate}>
        <Page />
      </Gated>
    </ApolloBoundary>
  );
}

/** A page behind its route's subscription gate, if it has one. */
function Gated({ gate, children }: { gate: PageRoute['subscription']; children: ReactNode }) {
  return gate ? (
    <RequireSubscription what={gate.what} lapsedToo={gate.lapsedToo}>
      {children}
    </RequireSubscription>
  ) : (
    <>{children}</>
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
      {PAGE_ROUTES.map(({ path, page: Page, preloads, subscription }) => (
        <Route
          key={path}
          path={path}
          element={
            preloads === 'page+apollo' ? (
              <WithApollo page={Page} gate={subscription} />
            ) : (
              <Gated gate={subscription}>
                <Page />
              </Gated>
            )
          }
        />
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
