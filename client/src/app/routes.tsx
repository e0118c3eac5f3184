import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from './session';

// Each route is its own chunk so a page only loads the code it needs.

/** A lazily loaded page whose code can be requested before React renders it. */
type LazyPage = ComponentType & { preload: () => void };

function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(lazy(start), { preload: () => void start() });
}
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
const ApolloBoundary = lazy(() => import('./ApolloBoundary'));

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

/**
 * A page that queries through Apollo (the landing page and the shell render without it). The page's code
 * is requested together with Apollo's: inside the boundary alone it would only be asked for once Apollo's
 * chunk had arrived, one more round of downloads before the page's data can be fetched.
 */
function WithApollo({ page: Page }: { page: LazyPage }) {
  Page.preload();
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
