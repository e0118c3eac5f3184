import { inSentence } from '@leerpunt/shared/mail';
import { escapeHtml } from '../../html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  template: string;
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post on mails a member can switch off). */
  headers?: Record<string, string>;
}

interface Brand {
  productName: string;
  supportEmail: string;
}

/** The one-click way out of an optional mail: the signed link and what the member stops receiving ("Renewal reminders"). */
export interface UnsubscribeLink {
  url: string;
  what: string;
}

const unsubscribeLine = (u: UnsubscribeLink) => `You can stop ${inSentence(u.what)} with one click: `;

/** Wraps paragraphs and one call-to-action link into a plain, widely supported HTML layout. */
function layout(brand: Brand, title: string, paragraphs: string[], action?: { label: string; url: string }, unsubscribe?: UnsubscribeLink): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px"><h2 style="color:#1d4ed8">${escapeHtml(brand.productName)}</h2><h3>${escapeHtml(title)}</h3>${body}${button}<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">Questions? Write to ${escapeHtml(brand.supportEmail)}.</p>${unsubscribe ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(unsubscribeLine(unsubscribe))}<a href="${escapeHtml(unsubscribe.url)}" style="color:#6b7280">Unsubscribe</a></p>` : ''}</body></html>`;
}

function text(brand: Brand, paragraphs: string[], action?: { label: string; url: string }, unsubscribe?: UnsubscribeLink): string {
  return [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `-- ${brand.productName} (${brand.supportEmail})`,
    ...(unsubscribe ? [`${unsubscribeLine(unsubscribe)}${unsubscribe.url}`] : []),
  ].join('\n\n');
}

/*
 * The account mails (confirmation, password reset, an address already registered) can reach an address
 * before its owner has confirmed anything: anyone may register someone else's address with a "name" of
 * their choosing. So they greet without a name and carry no text a visitor typed (see docs/decisions.md).
 */
export function confirmationMail(brand: Brand, url: string): MailContent {
  const paragraphs = [
    'Hello,',
    `Welcome to ${brand.productName}. Please confirm your e-mail address to activate your account. The link is valid for 72 hours.`,
  ];
  const action = { label: 'Confirm e-mail address', url };
  return {
    subject: `Confirm your ${brand.productName} account`,
    text: text(brand, paragraphs, action),
    html: layout(brand, 'Confirm your e-mail address', paragraphs, action),
    template: 'email_confirmation',
  };
}

export function passwordResetMail(brand: Brand, url: string): MailContent {
  const paragraphs = [
    'Hello,',
    'We received a request to reset your password. The link expires in 1 hour and can be used once.',
    'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
  ];
  const action = { label: 'Reset password', url };
  return {
    subject: `Reset your ${brand.productName} password`,
    text: text(brand, paragraphs, action),
    html: layout(brand, 'Reset your password', paragraphs, action),
    template: 'password_reset',
  };
}

export function existingAccountMail(brand: Brand, loginUrl: string): MailContent {
  const paragraphs = [
    'Hello,',
    `Someone tried to create a ${brand.productName} account with this e-mail address, which already has an account.`,
    'If it was you, sign in or use "Forgot your password" on the sign-in page. Otherwise you can ignore this e-mail.',
  ];
  const action = { label: 'Sign in', url: loginUrl };
  return {
    subject: `Your ${brand.productName} account`,
    text: text(brand, paragraphs, action),
    html: layout(brand, 'You already have an account', paragraphs, action),
    template: 'registration_existing',
  };
}

/**
 * Generic message for other features (receipts, contact forms). An optional mail (a reminder or notice the member
 * can switch off) passes its `unsubscribe` link, which the footer shows and the List-Unsubscribe headers carry.
 */
export function plainMail(
  brand: Brand,
  template: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  unsubscribe?: UnsubscribeLink,
): MailContent {
  return {
    subject,
    text: text(brand, paragraphs, action, unsubscribe),
    html: layout(brand, subject, paragraphs, action, unsubscribe),
    template,
    ...(unsubscribe ? { headers: { 'List-Unsubscribe': `<${unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

/** What a member is told when an administrator revokes one of their certificates. */
export interface CertificateRevokedDetails {
  firstName: string;
  articleTitle: string;
  certificateId: string;
  pePoints: number;
  reason: string;
  accountUrl: string;
  helpUrl: string;
}

export function certificateRevokedMail(brand: Brand, d: CertificateRevokedDetails, unsubscribe?: UnsubscribeLink): MailContent {
  const points = d.pePoints.toFixed(2);
  const paragraphs = [
    `Hello ${d.firstName},`,
    `Your certificate for "${d.articleTitle}" (certificate ID ${d.certificateId}) has been revoked.`,
    `Reason: ${d.reason}`,
    `Its ${points} PE points no longer count toward your totals, and anyone who verifies the certificate is told it is revoked. Your CPD record lists it as revoked.`,
    `If you think this is a mistake, reply to this e-mail or write to us through the Help Center (${d.helpUrl}).`,
  ];
  return plainMail(
    brand,
    'certificate_revoked',
    `Your certificate for "${d.articleTitle}" has been revoked`,
    paragraphs,
    {
      label: 'View your certificates',
      url: d.accountUrl,
    },
    unsubscribe,
  );
}

/** The link that moves an account to a new e-mail address, sent to that new address. */
export function emailChangeMail(brand: Brand, confirmUrl: string, ttlHours: number): MailContent {
  const paragraphs = [
    'Hello,',
    `You asked to use this e-mail address for your ${brand.productName} account. The change takes effect when you open the link below.`,
    `The link works once and expires in ${ttlHours} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
  ];
  const action = { label: 'Confirm new e-mail address', url: confirmUrl };
  return {
    subject: `Confirm your new ${brand.productName} e-mail address`,
    text: text(brand, paragraphs, action),
    html: layout(brand, 'Confirm your new e-mail address', paragraphs, action),
    template: 'email_change_confirm',
  };
}

/** Sent to a new address that already has an account: nothing moves, and the requester hears the same as for a free one. */
export function emailChangeTakenMail(brand: Brand, loginUrl: string): MailContent {
  const paragraphs = [
    'Hello,',
    `Someone asked to move a ${brand.productName} account to this e-mail address, which already has an account. Nothing has changed.`,
    'If it was you, sign in with this address instead, or delete the account that uses it first. Otherwise you can ignore this e-mail.',
  ];
  const action = { label: 'Sign in', url: loginUrl };
  return {
    subject: `Your ${brand.productName} account`,
    text: text(brand, paragraphs, action),
    html: layout(brand, 'This address already has an account', paragraphs, action),
    template: 'email_change_taken',
  };
}

/** Tells the current address that a move to another one was asked for; the new address is shown masked. */
export function emailChangeNoticeMail(brand: Brand, maskedNewEmail: string, helpUrl: string): MailContent {
  const paragraphs = [
    'Hello,',
    `Someone signed in to your ${brand.productName} account with its password and asked to change its e-mail address to ${maskedNewEmail}.`,
    'The change only takes effect when the link sent to that address is opened. If this was not you, change your password now and contact support.',
  ];
  const action = { label: 'Contact support', url: helpUrl };
  return {
    subject: `Your ${brand.productName} e-mail address is about to change`,
    text: text(brand, paragraphs, action),
    html: layout(brand, 'E-mail address change requested', paragraphs, action),
    template: 'email_change_notice',
  };
}
