import { lazy } from 'react';
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

function Home() {
  const { status } = useSession();
  return status === 'signedIn' ? <DashboardPage /> : <LandingPage />;
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
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/articles" element={<LibraryPage />} />
      <Route path="/article/:id" element={<ArticlePage />} />
      <Route path="/test/:id" element={<TestPage />} />
      <Route path="/account" element={<AccountPage />} />
      <Route path="/help" element={<HelpPage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/confirm/:token" element={<ConfirmPage />} />
      <Route path="/confirm-email/:token" element={<ConfirmEmailRedirect />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/subscription-required" element={<SubscriptionRequiredPage />} />
      <Route path="/subscription-success" element={<SubscriptionSuccessPage />} />
      <Route path="/subscription-cancelled" element={<SubscriptionCancelledPage />} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/verify" element={<VerifyPage />} />
      <Route path="/admin" element={<AdminPage />} />
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
