import type { DataSource } from 'typeorm';
import { requireAdmin, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { MailService } from '../mail/mail.service';
import { plainMail } from '../mail/mail.templates';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { SUPPORT_REPLY } from '@leerpunt/shared/messages';
import { UsersRepository } from '../users/users.repository';
import type { ContactMessageEntity } from './contact-message.entity';
import type { ContactReplyEntity } from './contact-reply.entity';
import { parseContactReply, type ContactCommand } from './account.inputs';
import { notFound } from '../../errors';
import { AccountRepository } from './account.repository';
import { newestPage, type PageRequest } from './paging';
import type { ConnectionPage } from '../../graphql/connection';
import { submittedForm } from './submitter';
import type { Unparsed } from '../../validation';

export interface ContactDeps {
  db: DataSource;
  mail: MailService;
  rateLimit: RateLimitService;
  brand: { productName: string; supportEmail: string };
  /** The app's public address: the reply mail links to the Help Center, where the conversation is kept. */
  publicUrl: () => string;
}

/** A contact message with support's answers, oldest first. */
export type ContactThread = ContactMessageEntity & { replies: ContactReplyEntity[] };

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The help page's contact form: stored, e-mailed to support, acknowledged to the member. */
export class ContactService {
  private readonly users: UsersRepository;
  private readonly account: AccountRepository;

  constructor(private readonly deps: ContactDeps) {
    this.users = new UsersRepository(deps.db);
    this.account = new AccountRepository(deps.db);
  }

  async send(actor: UserEntity | null | undefined, input: Unparsed<ContactCommand>, forMember?: number | null): Promise<ContactThread> {
    const { caller, member, command: form } = await submittedForm(this.users, actor, input, forMember);
    await this.deps.rateLimit.consume(RATE_RULES.contactPerUser, String(caller.id));
    const { brand, mail } = this.deps;
    return this.deps.db.transaction(async (m) => {
      const saved = await this.account.saveContactMessage(m, {
        userId: member.id,
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
      });
      await mail.enqueue(
        brand.supportEmail,
        plainMail(brand, 'contact_message', `[Contact #${saved.id}] ${form.subject}`, [
          `From: ${form.name} <${form.email}>`,
          `Member #${member.id} (${member.firstName} ${member.lastName}, account e-mail ${member.email}, plan ${member.subscriptionPlan ?? 'none'})`,
          `Subject: ${form.subject}`,
          ...paragraphs(form.message),
        ]),
        m,
      );
      await mail.enqueue(
        member.email,
        plainMail(brand, 'contact_acknowledgement', `We received your message: ${form.subject}`, [
          `Hello ${member.firstName},`,
          `Thank you for contacting ${brand.productName} support. ${SUPPORT_REPLY}`,
          `Your message (reference #${saved.id}):`,
          ...paragraphs(form.message),
        ]),
        m,
      );
      return { ...saved, replies: [] };
    });
  }

  /**
   * Support answers a message: the answer is kept with it (the member reads it in the Help Center) and mailed to the
   * reply address the member typed, through the outbox in the same transaction.
   */
  async reply(actor: UserEntity | null | undefined, messageId: number, raw: unknown): Promise<ContactThread> {
    requireAdmin(actor);
    const admin = requireUser(actor);
    const { body } = parseContactReply(raw);
    const message = await this.account.contactMessage(messageId);
    if (!message) throw notFound('Contact message not found');
    const { brand, mail } = this.deps;
    await this.deps.db.transaction(async (m) => {
      await this.account.saveContactReply(m, { messageId: message.id, adminId: admin.id, body });
      await mail.enqueue(
        message.email,
        plainMail(
          brand,
          'contact_reply',
          `Re: ${message.subject} [Contact #${message.id}]`,
          [
            `Hello ${message.name},`,
            ...paragraphs(body),
            `You wrote on ${message.createdAt.toISOString().slice(0, 10)} (reference #${message.id}):`,
            ...paragraphs(message.message),
          ],
          { label: 'Open the Help Center', url: `${this.deps.publicUrl()}/help#your-messages` },
        ),
        m,
      );
    });
    const [withReplies] = await this.withReplies([message]);
    return withReplies;
  }

  /** Newest first, a page at a time, for the admin page. */
  async page(actor: UserEntity | null | undefined, request: PageRequest): Promise<ConnectionPage<ContactThread>> {
    requireAdmin(actor);
    return this.threads(await newestPage(request, (limit, position) => this.account.contactMessages(limit, position)));
  }

  /** The caller's own messages with support's answers, newest first, a page at a time (Help Center). */
  async mine(actor: UserEntity | null | undefined, request: PageRequest): Promise<ConnectionPage<ContactThread>> {
    const member = requireUser(actor);
    return this.threads(await newestPage(request, (limit, position) => this.account.contactMessages(limit, position, member.id)));
  }

  /** One message with its answers, for its sender or an admin (as mine and page show it); null for anyone else or an unknown id. */
  async message(actor: UserEntity | null | undefined, id: number): Promise<ContactThread | null> {
    const reader = requireUser(actor);
    const message = await this.account.contactMessage(id);
    if (!message || (message.userId !== reader.id && !reader.isAdmin)) return null;
    const [thread] = await this.withReplies([message]);
    return thread;
  }

  /** One answer of support, for the message's sender or an admin (who read it with the message); null otherwise. */
  async answer(actor: UserEntity | null | undefined, id: number): Promise<ContactReplyEntity | null> {
    const reader = requireUser(actor);
    const reply = await this.account.contactReply(id);
    const message = reply && (await this.account.contactMessage(reply.messageId));
    if (!reply || !message || (message.userId !== reader.id && !reader.isAdmin)) return null;
    return reply;
  }

  private async threads(page: ConnectionPage<ContactMessageEntity>): Promise<ConnectionPage<ContactThread>> {
    const threads = await this.withReplies(page.edges.map((e) => e.node));
    return { ...page, edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: threads[i] })) };
  }

  private async withReplies(messages: ContactMessageEntity[]): Promise<ContactThread[]> {
    const replies = await this.account.contactReplies(messages.map((m) => m.id));
    return messages.map((m) => ({ ...m, replies: replies.filter((r) => r.messageId === m.id) }));
  }
}
