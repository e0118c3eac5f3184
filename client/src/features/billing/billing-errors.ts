import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { MESSAGES, portalConfigurationError } from '@leerpunt/shared/messages';
import { UserErrors } from '../../app/user-errors';

/**
 * What went wrong with a billing call: the server refused it (a GraphQL error, or the payload's userErrors,
 * whose `code` it keeps), or it could not be reached.
 */
export type Failure = { kind: 'server'; message: string; code: string | null; extensions: Record<string, unknown> } | { kind: 'network' };

export function readFailure(error: unknown): Failure {
  if (error instanceof UserErrors) return { kind: 'server', message: error.message, code: error.problems[0]?.code ?? null, extensions: {} };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return { kind: 'server', message: first?.message ?? '', code: null, extensions: first?.extensions ?? {} };
  }
  return { kind: 'network' };
}

/**
 * The server was reached but failed the request: an internal error, or an answer that is not GraphQL at all
 * (a gateway's error page, a body cut short). Not a refusal, which says what is wrong with the input.
 */
export function isServerFault(error: unknown): boolean {
  if (ServerError.is(error) || ServerParseError.is(error)) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
}

/**
 * SPEC §8 Discount: the server's refusal (else 'Invalid discount code'); a request that failed on the server
 * 'Error validating discount code…'; one that did not reach it 'Failed to validate discount code…'.
 */
export function discountErrorText(error: unknown): string {
  if (isServerFault(error)) return MESSAGES.discountValidationError;
  const f = readFailure(error);
  return f.kind === 'network' ? MESSAGES.discountNetwork : f.message || MESSAGES.discountInvalid;
}

/** SPEC §8 Checkout; `authFailed` means the stored hand-off is stale and the member must sign in again. */
export function checkoutErrorText(error: unknown): { text: string; authFailed: boolean } {
  const f = readFailure(error);
  if (f.kind === 'network') return { text: MESSAGES.checkoutInitiateFailed, authFailed: false };
  if (f.code === 'INVALID_CREDENTIALS' || f.message.includes('Invalid credentials')) return { text: MESSAGES.checkoutAuthFailed, authFailed: true };
  if (f.code === 'EMAIL_NOT_CONFIRMED' || f.message.includes('Email not confirmed')) return { text: MESSAGES.checkoutEmailNotConfirmed, authFailed: false };
  return { text: MESSAGES.checkoutProcessFailed, authFailed: false };
}

/** SPEC §8 Billing portal, chosen by the server's error_type. */
export function portalErrorText(error: unknown, supportEmail: string): string {
  const f = readFailure(error);
  if (f.kind === 'network') return MESSAGES.portalNetwork;
  if (f.extensions.error_type === 'configuration_error') return portalConfigurationError(supportEmail);
  if (f.extensions.error_type === 'stripe_error') return MESSAGES.portalStripeError;
  return f.message || MESSAGES.portalFailed;
}

/** SPEC §8 Payment verification. */
export function verificationErrorText(error: unknown): string {
  const f = readFailure(error);
  return f.kind === 'network' ? MESSAGES.networkError : f.message || MESSAGES.paymentVerifyFailed;
}
