import { BILLING, formatEuro, type PlanId, PLANS } from '@leerpunt/shared/plans';
import { escapeHtml as h } from '../../../html';
import type { SandboxCheckoutView, SandboxPortalView } from './sandbox.service';

const euro = formatEuro;
const day = (d: Date | null) => (d ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : '—');
const intervalWord = (plan: PlanId) => (PLANS[plan].interval === 'month' ? 'month' : 'year');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f8fa}
.test-banner{background:#ffb020;color:#3d2a00;text-align:center;padding:10px 16px;font-size:14px;font-weight:600;letter-spacing:.01em}
.test-banner strong{background:#3d2a00;color:#ffb020;border-radius:4px;padding:2px 8px;margin-right:8px;font-size:12px;letter-spacing:.08em}
.page{max-width:960px;margin:0 auto;padding:40px 20px;display:grid;grid-template-columns:1fr 1fr;gap:48px}
@media (max-width:767px){.page{grid-template-columns:1fr;gap:24px;padding:24px 16px}}
.brand{font-weight:700;font-size:15px;color:#425466;margin-bottom:28px;display:flex;align-items:center;gap:8px}
.brand .mark{width:28px;height:28px;border-radius:50%;background:#1d4ed8;color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:14px}
.label{color:#697386;font-size:15px;margin:0 0 6px}
.price{font-size:36px;font-weight:700;margin:0}
.per{color:#697386;font-size:14px;margin:4px 0 24px}
.lines{border-top:1px solid #e3e8ee;margin-top:16px}
.line{display:flex;justify-content:space-between;padding:12px 0;border-bottom:1px solid #e3e8ee;font-size:14px}
.line.total{font-weight:700;font-size:15px}
.line .discount{color:#0e6245}
.note{color:#697386;font-size:12px;margin-top:12px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 1px 1px rgba(0,0,0,.06);padding:28px}
h1{font-size:20px;margin:0 0 20px}
label{display:block;font-size:13px;font-weight:600;color:#3c4257;margin:16px 0 6px}
input{width:100%;font-size:16px;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px;background:#fff;color:#1a1f36}
input:focus{outline:2px solid #1d4ed8;outline-offset:0;border-color:#1d4ed8}
input[readonly]{background:#f6f8fa;color:#697386}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.pay{margin-top:24px;width:100%;background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:13px;font-size:16px;font-weight:600;cursor:pointer}
.pay:hover{background:#1e40af}
.secondary{background:none;border:0;color:#1d4ed8;font-size:14px;cursor:pointer;padding:8px 0;text-decoration:underline}
.danger{background:#fff;color:#b42318;border:1px solid #f1b5b0;border-radius:6px;padding:10px 14px;font-size:14px;font-weight:600;cursor:pointer}
.tool{background:#fff;color:#3c4257;border:1px solid #cfd7df;border-radius:6px;padding:10px 14px;font-size:14px;cursor:pointer}
.primary{background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:10px 14px;font-size:14px;font-weight:600;cursor:pointer}
.error{background:#fdecea;color:#8a1c12;border:1px solid #f5c2bd;border-radius:6px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.notice{background:#e7f6ee;color:#0e6245;border:1px solid #b4e2c8;border-radius:6px;padding:10px 12px;font-size:14px;margin-bottom:16px}
.hint{color:#697386;font-size:12px;margin-top:6px}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600;background:#e3e8ee;color:#3c4257}
.badge.active{background:#d7f7c2;color:#05690d}.badge.bad{background:#fde2dd;color:#a41c0e}
.single{max-width:560px;margin:0 auto;padding:40px 20px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
a{color:#1d4ed8}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:14px;margin:0}dt{color:#697386}dd{margin:0}
`;

function shell(title: string, productName: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${h(title)} · ${h(productName)} · TEST MODE</title><style>${STYLE}</style></head><body>
<div class="test-banner" role="status"><strong>TEST MODE</strong>No real payment is made. Pay with the test card 4242 4242 4242 4242, any future expiry date and any CVC.</div>
${body}</body></html>`;
}

const brand = (productName: string) => `<div class="brand"><span class="mark" aria-hidden="true">${h(productName.slice(0, 1))}</span>${h(productName)}</div>`;

export interface CheckoutFormValues {
  name?: string;
  expiry?: string;
}

/** The sandbox checkout page: order summary beside a card form (styled after a hosted payment page). */
export function checkoutPage(productName: string, view: SandboxCheckoutView, error: string | null, values: CheckoutFormValues = {}): string {
  const { session, user, discountCode } = view;
  const plan = session.plan as PlanId;
  const per = intervalWord(plan);
  const summary = `<section aria-label="Order summary">
${brand(productName)}
<p class="label">Subscribe to ${h(PLANS[plan].name)}</p>
<p class="price">${h(euro(session.amount))}</p>
<p class="per">${session.discountAmount > 0 ? `for the first ${per}, excluding VAT; then ${h(euro(session.originalAmount))} per ${per}` : `per ${per}, excluding VAT`}</p>
<div class="lines">
<div class="line"><span>${h(PLANS[plan].name)}<br><small class="note">Billed ${per === 'year' ? 'yearly' : 'monthly'}</small></span><span>${h(euro(session.originalAmount))}</span></div>
${session.discountAmount > 0 ? `<div class="line"><span class="discount">Discount${discountCode ? ` (${h(discountCode)})` : ''}</span><span class="discount">−${h(euro(session.discountAmount))}</span></div>` : ''}
<div class="line total"><span>Total due today</span><span>${h(euro(session.amount))}</span></div>
</div>
<p class="note">${h(BILLING.vatNote)} No VAT is charged in test mode.</p>
</section>`;
  const form = `<section class="card" aria-label="Payment">
<h1>Pay with card</h1>
${error ? `<div class="error" role="alert">${h(error)}</div>` : ''}
<form method="post" action="/sandbox/checkout/${h(session.id)}/pay" novalidate>
<label for="email">Email</label><input id="email" type="email" value="${h(user.email)}" readonly>
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" value="${h(values.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${h(values.name ?? `${user.firstName} ${user.lastName}`)}" maxlength="100" required>
<button class="pay" type="submit">Pay ${h(euro(session.amount))}</button>
<p class="hint">Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
</form>
<form method="post" action="/sandbox/checkout/${h(session.id)}/cancel"><button class="secondary" type="submit">← Cancel and return to ${h(productName)}</button></form>
</section>`;
  return shell(`Checkout: ${PLANS[plan].name}`, productName, `<main class="page">${summary}${form}</main>`);
}

/** A page for a checkout that can no longer be paid (unknown, paid, cancelled or expired). */
export function messagePage(productName: string, title: string, message: string, link: { href: string; label: string }): string {
  return shell(
    title,
    productName,
    `<main class="single">${brand(productName)}<section class="card"><h1>${h(title)}</h1><p>${h(message)}</p><p><a href="${h(link.href)}">${h(link.label)}</a></p></section></main>`,
  );
}

/** The card form of a past-due subscription: a new (test) card pays the failed renewal again. */
function retryForm(portalId: string, sub: NonNullable<SandboxPortalView['subscription']>, retry: RetryFormState): string {
  const plan = sub.plan as PlanId;
  return `<section aria-labelledby="retry-title" style="margin-top:20px">
<h2 id="retry-title" style="font-size:17px;margin:0 0 8px">Update card and pay</h2>
<div class="error" role="alert">${retry.error ? h(retry.error) : 'Your last renewal payment failed. Enter a card to pay it again.'}</div>
<form method="post" action="/sandbox/portal/${h(portalId)}/retry" novalidate>
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" value="${h(retry.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${h(retry.name ?? '')}" maxlength="100" required>
<button class="pay" type="submit">Pay ${h(euro(PLANS[plan].amount))} and update card</button>
<p class="hint">Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
</form></section>`;
}

export interface RetryFormState {
  error?: string | null;
  name?: string;
  expiry?: string;
}

/** The sandbox billing portal: the current plan, cancellation, a past-due payment's retry, and test tools for renewals. */
export function portalPage(productName: string, portalId: string, view: SandboxPortalView, notice: string | null, retry: RetryFormState = {}): string {
  const { user, subscription: sub } = view;
  const plan = sub ? (sub.plan as PlanId) : null;
  const statusClass = sub?.status === 'active' ? 'active' : 'bad';
  const details =
    sub && plan
      ? `<dl>
<dt>Plan</dt><dd>${h(PLANS[plan].name)}</dd>
<dt>Status</dt><dd><span class="badge ${statusClass}">${h(sub.status.replace('_', ' '))}</span></dd>
<dt>Price</dt><dd>${h(euro(PLANS[plan].amount))} per ${intervalWord(plan)}, excluding VAT</dd>
<dt>${sub.status === 'canceled' ? 'Ended' : sub.cancelAtPeriodEnd ? 'Active until' : 'Renews on'}</dt><dd>${h(day(sub.currentPeriodEnd))}</dd>
<dt>Payment method</dt><dd>Visa •••• 4242 (test card)</dd>
</dl>`
      : '<p>There is no paid subscription on this account.</p>';
  const live = sub && sub.status !== 'canceled';
  const overdue = sub && (sub.status === 'past_due' || sub.status === 'unpaid');
  const action = (name: string, label: string, cls: string) =>
    `<form method="post" action="/sandbox/portal/${h(portalId)}/${name}"><button class="${cls}" type="submit">${h(label)}</button></form>`;
  const body = `<main class="single">${brand(productName)}
<section class="card"><h1>Billing portal</h1>
${notice ? `<div class="notice" role="status">${h(notice)}</div>` : ''}
<p class="label" style="margin-bottom:16px">${h(user.firstName)} ${h(user.lastName)} · ${h(user.email)}</p>
${details}
${overdue ? retryForm(portalId, sub, { name: `${user.firstName} ${user.lastName}`, ...retry }) : ''}
${
  live
    ? `<div class="actions">${sub.cancelAtPeriodEnd ? action('resume', 'Resume subscription', 'primary') : `<form method="get" action="/sandbox/portal/${h(portalId)}/cancel"><button class="danger" type="submit">Cancel subscription</button></form>`}</div>
<p class="hint">Test tools (sandbox only):</p><div class="actions">${action('renew', 'Simulate renewal payment', 'tool')}${action('fail', 'Simulate failed payment', 'tool')}</div>`
    : ''
}
<p style="margin-top:24px"><a href="/account">← Return to ${h(productName)}</a></p>
</section></main>`;
  return shell('Billing portal', productName, body);
}

/** Asks before cancelling: the plan stays active until the end of the paid period. */
export function cancelConfirmPage(productName: string, portalId: string, view: SandboxPortalView): string {
  const sub = view.subscription;
  const until = sub ? day(sub.currentPeriodEnd) : '';
  const body = `<main class="single">${brand(productName)}
<section class="card"><h1>Cancel subscription?</h1>
<p>Your plan stays active until ${h(until)}. After that date it ends and is not renewed. You can resume it before then.</p>
<div class="actions"><form method="post" action="/sandbox/portal/${h(portalId)}/cancel"><button class="danger" type="submit">Yes, cancel at period end</button></form>
<form method="get" action="/sandbox/portal/${h(portalId)}"><button class="tool" type="submit">Keep my subscription</button></form></div>
</section></main>`;
  return shell('Cancel subscription', productName, body);
}
