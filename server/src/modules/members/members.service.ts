import type { DataSource, EntityManager } from 'typeorm';
import { conflict, notFound } from '../../errors';
import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../graphql/connection';
import { MEMBER_LIMITS, MEMBER_MESSAGES } from '@leerpunt/shared/members';
import type { ArticlesRepository } from '../articles/articles.repository';
import type { AuthService } from '../auth/auth.service';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { requireAdmin } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { AdminAuditEntity } from './admin-audit.entity';
import { parseGrant, parseMemberFilter, type MemberListArgs } from './members.inputs';
import { presentGrant, presentItemAttempts, presentMember } from './members.presenter';
import type { MembersRepository } from './members.repository';
import type { AttemptGrantType, MemberDetailType, MemberType } from './members.types';

type Actor = Pick<UserEntity, 'id' | 'email' | 'isAdmin'> | null | undefined;

export interface MembersDeps {
  /** For transactions only; the statements are the repositories'. */
  db: DataSource;
  members: MembersRepository;
  /** The articles feature's repository, for the item a grant names (read in the grant's transaction). */
  articles: Pick<ArticlesRepository, 'byId'>;
  auth: AuthService;
  rateLimit: RateLimitService;
}

/** The admin members page: finding members, their attempts per item, and actions on them, each written to the audit log in the same transaction. */
export class MembersService {
  private readonly members: MembersRepository;

  constructor(private readonly deps: MembersDeps) {
    this.members = deps.members;
  }

  /** Members matching a search and filters, newest registration first, `first` at a time after `after`. */
  async page(actor: Actor, args: MemberListArgs): Promise<ConnectionPage<MemberType>> {
    requireAdmin(actor);
    const size = pageSize(args.first, MEMBER_LIMITS.pageDefault, MEMBER_LIMITS.pageMax);
    const position = timeKeyset(args.after, 'number');
    // One row more than the page tells whether another follows.
    const { rows, total } = await this.members.page(parseMemberFilter(args), size + 1, position);
    return pageOf(rows, size, !!position, total, (r) => [r.position, Number(r.id)], presentMember);
  }

  /** One member as the members list shows them (admins); null for an unknown id. */
  async one(actor: Actor, userId: number): Promise<MemberType | null> {
    requireAdmin(actor);
    const member = await this.members.member(userId);
    return member ? presentMember(member) : null;
  }

  /** One member with their attempts per item and their grants; NOT_FOUND for an unknown id. */
  async detail(actor: Actor, userId: number): Promise<Omit<MemberDetailType, 'outsideUsage'>> {
    requireAdmin(actor);
    const [member, items, grants] = await Promise.all([this.members.member(userId), this.members.itemAttempts(userId), this.members.grantsFor(userId)]);
    if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
    return { member: presentMember(member), items: items.map(presentItemAttempts), grants: grants.map(presentGrant) };
  }

  /** Gives a member extra attempts at one item's test, recorded with the administrator and the reason. */
  async grantAttempts(actor: Actor, input: { userId: number; articleId: number; extraAttempts: number; reason: string }): Promise<AttemptGrantType> {
    requireAdmin(actor);
    const admin = actor!;
    const { extraAttempts, reason } = parseGrant(input);
    return this.deps.db.transaction(async (m) => {
      const [member, adminRow] = await Promise.all([this.members.member(input.userId, m), this.members.member(admin.id, m)]);
      if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
      const article = await this.deps.articles.byId(input.articleId, m);
      if (!article) throw notFound(MEMBER_MESSAGES.articleNotFound);
      const grant = await this.members.saveGrant(m, { userId: member.id, articleId: article.id, extraAttempts, grantedBy: admin.id, reason });
      await this.audit(m, admin, 'grant_attempts', member.id, { articleId: article.id, articleTitle: article.title, extraAttempts, reason });
      return presentGrant({
        id: grant.id,
        user_id: grant.userId,
        article_id: grant.articleId,
        article_title: article.title,
        extra_attempts: grant.extraAttempts,
        granted_by: grant.grantedBy,
        granted_by_name: adminRow ? `${adminRow.first_name} ${adminRow.last_name}` : null,
        reason: grant.reason,
        created_at: grant.createdAt,
      });
    });
  }

  /**
   * Sends an unconfirmed member a new confirmation link. The mail is queued in the outbox in the same
   * transaction as the audit entry and delivered after commit (no mail server is talked to inside it).
   * Shares the public resend limit per address, so the member's inbox is not flooded from either side.
   */
  async resendConfirmation(actor: Actor, userId: number): Promise<MemberType> {
    requireAdmin(actor);
    const admin = actor!;
    const found = await this.members.member(userId);
    if (!found) throw notFound(MEMBER_MESSAGES.memberNotFound);
    if (found.email_confirmed) throw conflict(MEMBER_MESSAGES.alreadyConfirmed);
    await this.deps.rateLimit.consume(RATE_RULES.resendPerEmail, found.email, MEMBER_MESSAGES.resendLimited);
    const member = await this.deps.db.transaction(async (m) => {
      const current = await this.members.member(userId, m);
      if (!current) throw notFound(MEMBER_MESSAGES.memberNotFound);
      if (current.email_confirmed) throw conflict(MEMBER_MESSAGES.alreadyConfirmed);
      await this.deps.auth.sendConfirmation(m, { id: current.id, email: current.email, firstName: current.first_name });
      await this.audit(m, admin, 'resend_confirmation', current.id, { email: current.email });
      return current;
    });
    return presentMember(member);
  }

  /** Grants for one member, newest first. */
  async grantsFor(actor: Actor, userId: number): Promise<AttemptGrantType[]> {
    requireAdmin(actor);
    return (await this.members.grantsFor(userId)).map(presentGrant);
  }

  /** One grant, for admins (as a member's grants list shows it); null for an unknown id. */
  async grant(actor: Actor, id: number): Promise<AttemptGrantType | null> {
    requireAdmin(actor);
    const row = await this.members.grant(id);
    return row && presentGrant(row);
  }

  /** One audit entry, for admins (as the audit log shows it); null for an unknown id. */
  auditEntry(actor: Actor, id: number): Promise<AdminAuditEntity | null> {
    requireAdmin(actor);
    return this.members.auditEntry(id);
  }

  /** The audit log, newest first. */
  auditLog(actor: Actor, limit = 100): Promise<AdminAuditEntity[]> {
    requireAdmin(actor);
    return this.members.auditLog(Math.min(Math.max(limit, 1), 500));
  }

  async audit(
    m: EntityManager,
    admin: Pick<UserEntity, 'id' | 'email'>,
    action: string,
    targetUserId: number | null,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.members.saveAuditEntry(m, { adminId: admin.id, adminEmail: admin.email, action, targetUserId, details });
  }
}
