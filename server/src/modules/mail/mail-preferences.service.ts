import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isMailKind, MAIL_KIND_LABELS, MAIL_KINDS, type MailKind } from '@leerpunt/shared/mail';
import { requireUser } from '../users/access';
import type { MailService } from './mail.service';
import type { MailContent, UnsubscribeLink } from './mail.templates';
import type { SetMailPreferenceCommand } from './mail-preferences.inputs';
import type { MailPreferencesRepository } from './mail-preferences.repository';
import type { OutboxMessageEntity } from './outbox-message.entity';

export interface MailPreference {
  kind: MailKind;
  subscribed: boolean;
}

/** The member an optional mail is for. */
export interface MailRecipient {
  id: number;
  email: string;
}

const TOKEN = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

/**
 * Optional mails (reminders and notices a member may switch off, per kind): the signed one-click unsubscribe link,
 * the member's choices, and the one way such a mail is queued, which leaves out a kind the member switched off.
 *
 * The link names the member and the kind and carries an HMAC-SHA256 of both under a key derived from the app's
 * secret, so it cannot be made for another member or another kind. It has no expiry: a mail read months later
 * must still unsubscribe, and all it can do is switch one kind of mail off.
 */
export class MailPreferencesService {
  private readonly key: Buffer;

  constructor(
    private readonly repo: MailPreferencesRepository,
    private readonly mail: Pick<MailService, 'enqueue'>,
    secret: string,
    private readonly publicUrl: () => string,
  ) {
    this.key = createHmac('sha256', secret).update('leerpunt mail unsubscribe v1').digest();
  }

  private sign(userId: number, kind: MailKind): string {
    return createHmac('sha256', this.key).update(`${userId}.${kind}`).digest('base64url');
  }

  /** The token of `userId`'s link for `kind`: `<user id>.<kind>.<signature>`. */
  token(userId: number, kind: MailKind): string {
    return `${userId}.${kind}.${this.sign(userId, kind)}`;
  }

  /** The member and kind a token names, or null when it is malformed or its signature does not match. */
  readToken(token: unknown): { userId: number; kind: MailKind } | null {
    if (typeof token !== 'string') return null;
    const m = TOKEN.exec(token);
    if (!m) return null;
    const userId = Number(m[1]);
    const kind = m[2];
    if (!isMailKind(kind) || !Number.isSafeInteger(userId)) return null;
    const expected = Buffer.from(this.sign(userId, kind));
    const given = Buffer.from(m[3]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
  }

  /** The page that confirms the unsubscribe (GET) and also takes the one-click POST of RFC 8058. */
  unsubscribeLink(userId: number, kind: MailKind): UnsubscribeLink {
    return { url: `${this.publicUrl()}/unsubscribe?token=${this.token(userId, kind)}`, what: MAIL_KIND_LABELS[kind].label };
  }

  /**
   * Queues an optional mail of `kind` for `to` through the outbox (inside the caller's transaction when `m` is one),
   * unless the member switched that kind off: then nothing is queued and the answer is null.
   */
  async enqueue(
    to: MailRecipient,
    kind: MailKind,
    build: (unsubscribe: UnsubscribeLink) => MailContent,
    m?: EntityManager,
  ): Promise<OutboxMessageEntity | null> {
    if (await this.repo.isUnsubscribed(to.id, kind, m)) return null;
    return this.mail.enqueue(to.email, build(this.unsubscribeLink(to.id, kind)), m);
  }

  /** Whether `userId` still receives `kind` (inside the caller's transaction when `m` is one). */
  async allows(userId: number, kind: MailKind, m?: EntityManager): Promise<boolean> {
    return !(await this.repo.isUnsubscribed(userId, kind, m));
  }

  /** The caller's choice for every kind. */
  async preferencesOf(actor: { id: number } | null | undefined): Promise<MailPreference[]> {
    const user = requireUser(actor);
    const off = new Set(await this.repo.unsubscribed(user.id));
    return MAIL_KINDS.map((kind) => ({ kind, subscribed: !off.has(kind) }));
  }

  /** Switches one kind on or off for the caller (My Account). */
  async setPreference(actor: { id: number } | null | undefined, { kind, subscribed }: SetMailPreferenceCommand): Promise<MailPreference[]> {
    const user = requireUser(actor);
    if (subscribed) await this.repo.resubscribe(user.id, kind);
    else await this.repo.unsubscribe(user.id, kind);
    return this.preferencesOf(user);
  }

  /** Carries out an unsubscribe link: the kind switched off, or null for a link that is not valid (or a member who is gone). */
  async unsubscribeByToken(token: unknown): Promise<MailKind | null> {
    const named = this.readToken(token);
    if (!named) return null;
    return (await this.repo.unsubscribe(named.userId, named.kind)) ? named.kind : null;
  }
}
