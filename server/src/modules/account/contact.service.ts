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
import type { ContactCommand } from './account.inputs';
import { AccountRepository } from './account.repository';
import { newestPage, type PageRequest } from './paging';
import type { ConnectionPage } from '../../graphql/connection';
import { submittingUser } from './submitter';

export interface ContactDeps {
  db: DataSource;
  mail: MailService;
  rateLimit: RateLimitService;
  brand: { productName: string; supportEmail: string };
}

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

  async send(actor: UserEntity | null | undefined, form: ContactCommand): Promise<ContactMessageEntity> {
    const caller = requireUser(actor);
    const member = await submittingUser(this.users, caller, form.userId);
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
      return saved;
    });
  }

  /** Newest first, a page at a time, for the admin page. */
  page(actor: UserEntity | null | undefined, request: PageRequest): Promise<ConnectionPage<ContactMessageEntity>> {
    requireAdmin(actor);
    return newestPage(request, (limit, position) => this.account.contactMessages(limit, position));
  }
}
