/**
 * Checkout-session ids (in /sandbox/checkout/:id and /subscription-success?session_id=…) and
 * portal ids work as short-lived credentials, so they never reach the logs in full.
 */

/** A short reference to a checkout session for log lines (the first 8 of 43 characters). */
export const checkoutRef = (id: string) => `${id.slice(0, 8)}…`;

/** The request URL as logged: billing credentials in the path or query replaced. */
export function redactBillingUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  return url.replace(/\/sandbox\/(checkout|portal)\/[^/?#]+/g, '/sandbox/$1/[redacted]').replace(/([?&]session_id=)[^&#]*/g, '$1[redacted]');
}
