import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
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
  '/reset-password/',
  '/subscription-required',
  '/subscription-success',
  '/subscription-cancelled',
  '/verify',
  '/pricing',
];

export const isPublicPath = (p: string) =>
  p === '/' || PUBLIC_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || p === prefix);

/** The page each first path segment opens, as in the route table below ('' is the dashboard for a member). */
const PAGES: Record<string, LazyPage> = {
  '': DashboardPage,
  home: LandingPage,
  login: LoginPage,
  register: RegisterPage,
  articles: LibraryPage,
  article: ArticlePage,
  test: TestPage,
  account: AccountPage,
  help: HelpPage,
  news: NewsPage,
  confirm: ConfirmPage,
  'confirm-email': ConfirmPage,
  'reset-password': ResetPasswordPage,
  'subscription-required': SubscriptionRequiredPage,
  'subscription-success': SubscriptionSuccessPage,
  'subscription-cancelled': SubscriptionCancelledPage,
  pricing: PricingPage,
  verify: VerifyPage,
  admin: AdminPage,
};
const WITHOUT_APOLLO = new Set<LazyPage>([LandingPage, LoginPage]);

/**
 * Requests the code of the page an address opens (with Apollo's when the page queries through it) before the
 * first render: the page then renders at once instead of behind a fallback, and for a stored session the
 * downloads overlap its check instead of following it. A visitor on a member-only path is sent to sign in.
 */
export function preloadPage(path: string, signedIn: boolean): Promise<unknown> {
  const segment = path.split('/')[1] ?? '';
  const page = !signedIn && !isPublicPath(path) ? LoginPage : !signedIn && segment === '' ? LandingPage : PAGES[segment];
  if (!page) return Promise.resolve();
  return Promise.all([page.preload(), WITHOUT_APOLLO.has(page) ? null : ApolloBoundary.preload()]);
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

/** The route table of SPEC §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/home" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<WithApollo page={RegisterPage} />} />
      <Route path="/articles" element={<WithApollo page={LibraryPage} />} />
      <Route path="/article/:id" element={<WithApollo page={ArticlePage} />} />
      <Route path="/test/:id" element={<WithApollo page={TestPage} />} />
      <Route path="/account" element={<WithApollo page={AccountPage} />} />
      <Route path="/help" element={<WithApollo page={HelpPage} />} />
      <Route path="/news" element={<WithApollo page={NewsPage} />} />
      <Route path="/confirm/:token" element={<WithApollo page={ConfirmPage} />} />
      <Route path="/confirm-email/:token" element={<ConfirmEmailRedirect />} />
      <Route path="/reset-password/:token" element={<WithApollo page={ResetPasswordPage} />} />
      <Route path="/reset-password" element={<WithApollo page={ResetPasswordPage} />} />
      <Route path="/subscription-required" element={<WithApollo page={SubscriptionRequiredPage} />} />
      <Route path="/subscription-success" element={<WithApollo page={SubscriptionSuccessPage} />} />
      <Route path="/subscription-cancelled" element={<WithApollo page={SubscriptionCancelledPage} />} />
      <Route path="/pricing" element={<WithApollo page={PricingPage} />} />
      <Route path="/verify" element={<WithApollo page={VerifyPage} />} />
      <Route path="/admin" element={<WithApollo page={AdminPage} />} />
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
