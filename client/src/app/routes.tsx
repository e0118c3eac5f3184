import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from './session';

// Each route is its own chunk so a page only loads the code it needs.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ConfirmPage = lazy(() => import('../features/auth/ConfirmPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const LibraryPage = lazy(() => import('../features/library/LibraryPage'));
const ArticlePage = lazy(() => import('../features/library/ArticlePage'));
const NewsPage = lazy(() => import('../features/news/NewsPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const TestPage = lazy(() => import('../features/assessment/TestPage'));
const VerifyPage = lazy(() => import('../features/certificates/VerifyPage'));
const SubscriptionRequiredPage = lazy(() => import('../features/billing/SubscriptionRequiredPage'));
const SubscriptionSuccessPage = lazy(() => import('../features/billing/SubscriptionSuccessPage'));
const SubscriptionCancelledPage = lazy(() => import('../features/billing/SubscriptionCancelledPage'));
const PricingPage = lazy(() => import('../features/billing/PricingPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const ApolloBoundary = lazy(() => import('./ApolloBoundary'));

/** Pages that query through Apollo; the landing page and the shell render without it. */
const withApollo = (page: ReactNode) => <ApolloBoundary>{page}</ApolloBoundary>;

function Home() {
  const { status } = useSession();
  return status === 'signedIn' ? withApollo(<DashboardPage />) : <LandingPage />;
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
      <Route path="/register" element={withApollo(<RegisterPage />)} />
      <Route path="/articles" element={withApollo(<LibraryPage />)} />
      <Route path="/article/:id" element={withApollo(<ArticlePage />)} />
      <Route path="/test/:id" element={withApollo(<TestPage />)} />
      <Route path="/account" element={withApollo(<AccountPage />)} />
      <Route path="/help" element={withApollo(<HelpPage />)} />
      <Route path="/news" element={withApollo(<NewsPage />)} />
      <Route path="/confirm/:token" element={withApollo(<ConfirmPage />)} />
      <Route path="/confirm-email/:token" element={<ConfirmEmailRedirect />} />
      <Route path="/reset-password/:token" element={withApollo(<ResetPasswordPage />)} />
      <Route path="/reset-password" element={withApollo(<ResetPasswordPage />)} />
      <Route path="/subscription-required" element={withApollo(<SubscriptionRequiredPage />)} />
      <Route path="/subscription-success" element={withApollo(<SubscriptionSuccessPage />)} />
      <Route path="/subscription-cancelled" element={withApollo(<SubscriptionCancelledPage />)} />
      <Route path="/pricing" element={withApollo(<PricingPage />)} />
      <Route path="/verify" element={withApollo(<VerifyPage />)} />
      <Route path="/admin" element={withApollo(<AdminPage />)} />
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
