import { formatEuro, noticeDate, PAYMENT_NOTICES, type PlanId, PLANS } from '@leerpunt/shared/plans';
import { plainMail, type MailContent, type UnsubscribeLink } from '../../mail/mail.templates';

interface Brand {
  productName: string;
  supportEmail: string;
}

export interface ReceiptDetails {
  firstName: string;
  plan: PlanId;
  originalAmount: number;
  discountAmount: number;
  amount: number;
  discountCode: string | null;
  /** A prorated upgrade: the credit for the unused part of the previous plan's period, and that plan. */
  credit?: { amount: number; fromPlan: PlanId } | null;
  paidAt: Date;
  periodEnd: Date | null;
  accountUrl: string;
  testMode: boolean;
}

const eur = formatEuro;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The receipt sent when a paid plan is activated (amounts excluding VAT, as charged). */
export function receiptMail(brand: Brand, r: ReceiptDetails): MailContent {
  const plan = PLANS[r.plan];
  const billing = plan.interval === 'year' ? 'billed yearly' : 'billed monthly';
  const lines = [
    `Hello ${r.firstName},`,
    `Thank you for your payment. Your ${plan.name} subscription is active.`,
    `Plan: ${plan.name} (${billing})`,
    `Price: ${eur(r.originalAmount)}`,
    ...(r.discountAmount > 0 ? [`Discount${r.discountCode ? ` (${r.discountCode})` : ''}: -${eur(r.discountAmount)}`] : []),
    ...(r.credit && r.credit.amount > 0 ? [`Credit for unused ${PLANS[r.credit.fromPlan].name} time: -${eur(r.credit.amount)}`] : []),
    `Total paid: ${eur(r.amount)} (excluding VAT)`,
    `Paid on: ${day(r.paidAt)}`,
    ...(r.periodEnd ? [`Renews on: ${day(r.periodEnd)}`] : []),
    ...(r.testMode ? ['This payment was made in TEST MODE: no money was charged.'] : []),
  ];
  return plainMail(brand, 'payment_receipt', `Your ${brand.productName} receipt: ${plan.name}`, lines, { label: 'View your subscription', url: r.accountUrl });
}

export interface PaymentFailedDetails {
  firstName: string;
  plan: PlanId | null;
  graceEndsAt: Date;
  /** Account › Subscription, where the member updates the payment method and retries. */
  accountUrl: string;
  testMode: boolean;
}

/**
 * Sent once when a renewal payment fails and the grace period starts. The member may switch these notices off (the
 * link in the footer); the Subscription tab and its banner still say the same (see docs/decisions.md).
 */
export function paymentFailedMail(brand: Brand, d: PaymentFailedDetails, unsubscribe?: UnsubscribeLink): MailContent {
  const date = noticeDate(d.graceEndsAt);
  const planName = d.plan ? PLANS[d.plan].name : 'subscription';
  const lines = [
    `Hello ${d.firstName},`,
    `We could not collect the renewal payment for your ${planName} plan. ${PAYMENT_NOTICES.banner(date)}`,
    `Until ${date} everything your plan includes stays available. After that date you can still read your CPD record, certificates and the Help Center, but the library and tests need an active plan again.`,
    'Open your subscription to update your card and retry the payment.',
    ...(d.testMode ? ['This is a TEST MODE payment: no money is charged.'] : []),
  ];
  return plainMail(
    brand,
    'payment_failed',
    `${PAYMENT_NOTICES.bannerTitle} Update your payment method by ${date}`,
    lines,
    { label: PAYMENT_NOTICES.retryButton, url: d.accountUrl },
    unsubscribe,
  );
}

/**
 * A reminder shortly before the grace period of a failed renewal ends, while the payment is still missing: the same
 * kind as the failure notice (the member switches both off together).
 */
export function graceEndingMail(brand: Brand, d: PaymentFailedDetails, unsubscribe?: UnsubscribeLink): MailContent {
  const date = noticeDate(d.graceEndsAt);
  const planName = d.plan ? PLANS[d.plan].name : 'subscription';
  const lines = [
    `Hello ${d.firstName},`,
    `The renewal payment for your ${planName} plan is still missing. Your access to the library and tests ends on ${date} unless the payment goes through before then.`,
    'Open your subscription to update your card and retry the payment. Your CPD record, certificates and the Help Center stay available either way.',
    ...(d.testMode ? ['This is a TEST MODE payment: no money is charged.'] : []),
  ];
  return plainMail(
    brand,
    'payment_failed',
    `Reminder: update your payment method by ${date}`,
    lines,
    { label: PAYMENT_NOTICES.retryButton, url: d.accountUrl },
    unsubscribe,
  );
}
