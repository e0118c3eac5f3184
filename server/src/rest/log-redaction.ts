import { redactBillingUrl } from '../modules/billing/billing.log';

/** The request URL as logged: e-mail link tokens, record share tokens, certificate ids and billing credentials replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  return redactBillingUrl(url)!
    .replace(/\/(confirm-email|verify-reset-token|reset-password|confirm|record-shares|shared-record)\/[^/?#]+/g, '/$1/[redacted]')
    .replace(/([?&](?:token|admin_token|certificate_id)=)[^&#]*/g, '$1[redacted]');
}
