import { formatEuro, noticeDate, PLANS } from '@leerpunt/shared/plans';
import { plainMail, type MailContent, type UnsubscribeLink } from '../mail/mail.templates';
import type { UpcomingRenewal } from '../billing/upcoming-renewals';
import type { CpdDeadlineShortfall } from '../cpd-profiles/cpd-profiles.service';

interface Brand {
  productName: string;
  supportEmail: string;
}

const amount = (n: number) => (Math.round(n * 100) / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** Before a paid plan renews: the plan, the date and what will be charged, and where to change or cancel it. */
export function renewalUpcomingMail(brand: Brand, r: UpcomingRenewal & { accountUrl: string; testMode: boolean }, unsubscribe: UnsubscribeLink): MailContent {
  const plan = PLANS[r.plan];
  const date = noticeDate(r.renewsAt);
  const lines = [
    `Hello ${r.firstName},`,
    `Your ${plan.name} plan renews on ${date}. We will then charge ${formatEuro(r.amount)} (excluding VAT) for the next ${plan.interval === 'month' ? 'month' : 'year'} to your payment method on file.`,
    'Nothing to do if you want to keep your plan. To change the card, switch plans or cancel before that date, open your subscription.',
    ...(r.testMode ? ['This is a TEST MODE subscription: no money will be charged.'] : []),
  ];
  return plainMail(
    brand,
    'renewal_upcoming',
    `Your ${plan.name} plan renews on ${date}`,
    lines,
    { label: 'View your subscription', url: r.accountUrl },
    unsubscribe,
  );
}

/** Before a body's deadline while points are missing: how many, by when, and the library. */
export function cycleDeadlineMail(brand: Brand, d: CpdDeadlineShortfall & { libraryUrl: string }, unsubscribe: UnsubscribeLink): MailContent {
  const date = noticeDate(`${d.deadline}T00:00:00Z`);
  const unit = d.profile.unitLabel;
  const what = d.cycleEnds ? 'CPD cycle' : 'CPD year';
  const lines = [
    `Hello ${d.firstName},`,
    `Your ${what} for ${d.profile.body} ends on ${date}. You still need ${amount(d.missing)} ${unit} to meet its requirement.`,
    `Each test you pass in the library adds its PE points to your record; activities outside ${brand.productName} can be added in My Account.`,
    `The figures follow the requirement as we recorded it; check the details with ${d.profile.body}.`,
  ];
  return plainMail(
    brand,
    'cycle_deadline',
    `${amount(d.missing)} ${unit} to go before ${date}`,
    lines,
    { label: 'Find an article in the library', url: d.libraryUrl },
    unsubscribe,
  );
}
