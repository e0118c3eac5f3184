import { useState } from 'react';
import { accessLevel, noticeDate, PAYMENT_NOTICES } from '@leerpunt/shared/plans';
import { graphqlRequest, operation } from '../../app/graphql-request';
import type { SessionUser } from '../../app/session';
import type { CreatePaymentRetrySessionMutation, CreatePaymentRetrySessionMutationVariables } from '../../gql/graphql';
import { errorMessage } from '../../ui/components';
import retryOperations from './payment-retry.graphql?raw';
import './payment-banner.css';

/** Sent over fetch: the shell renders without the Apollo client. */
const RETRY = operation<CreatePaymentRetrySessionMutation, CreatePaymentRetrySessionMutationVariables>(retryOperations, 'CreatePaymentRetrySession');

/** Opens the page where the member updates the card and pays the failed renewal again; an error message, or null on the way out. */
export async function openPaymentRetry(userId: string): Promise<string | null> {
  try {
    const data = await graphqlRequest(RETRY, { input: { userId } });
    const { url, userErrors } = data.createPaymentRetrySession;
    if (!url) return userErrors[0]?.message ?? 'The payment page could not be opened. Please try again.';
    window.location.assign(url);
    return null;
  } catch (error) {
    return errorMessage(error, 'The payment page could not be opened. Please try again.');
  }
}

/** The past-due member's payment state, by the shared access rule: in the grace period, lapsed after it, or nothing to say. */
export function paymentNotice(user: SessionUser | null): { kind: 'grace'; date: string } | { kind: 'lapsed' } | null {
  if (!user || user.isAdmin) return null;
  if (user.subscriptionStatus !== 'past_due' && user.subscriptionStatus !== 'unpaid') return null;
  const level = accessLevel({ ...user, subscriptionPlan: user.subscriptionPlan ?? null });
  if (level === 'grace' && user.paymentGraceEndsAt) return { kind: 'grace', date: noticeDate(user.paymentGraceEndsAt) };
  return level === 'readOnly' ? { kind: 'lapsed' } : null;
}

/** On every page for a member whose renewal payment failed: the deadline and a button to update the card and retry. */
export function PaymentBanner({ user }: { user: SessionUser | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = paymentNotice(user);
  if (!user || !notice) return null;

  async function retry() {
    setBusy(true);
    setError(null);
    const problem = await openPaymentRetry(user!.id);
    if (problem) {
      setError(problem);
      setBusy(false);
    }
  }

  return (
    <div className={`payment-banner${notice.kind === 'lapsed' ? ' lapsed' : ''}`} role="region" aria-label="Payment problem">
      <div className="payment-banner-inner">
        <p>
          {notice.kind === 'grace' ? (
            <>
              <strong>{PAYMENT_NOTICES.bannerTitle}</strong> {PAYMENT_NOTICES.banner(notice.date)}
            </>
          ) : (
            PAYMENT_NOTICES.lapsed
          )}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void retry()} disabled={busy}>
          {busy ? 'Opening...' : PAYMENT_NOTICES.retryButton}
        </button>
      </div>
      {error ? (
        <p className="payment-banner-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
