import type { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { ArticleEntity } from '../articles/article.entity';
import { UsersRepository } from '../users/users.repository';
import type { AdminAuditEntity } from './admin-audit.entity';
import type { AttemptGrantEntity } from './attempt-grant.entity';
import { MembersRepository } from './members.repository';

export interface Admin {
  id: number;
  email: string;
}

export const GRANT_LIMITS = { maxExtra: 10, reasonMin: 3, reasonMax: 500 } as const;

/** Administrative actions on members; each is written to the audit log in the same transaction. */
export class MembersService {
  private readonly users: UsersRepository;
  private readonly members: MembersRepository;

  constructor(private readonly db: DataSource) {
    this.users = new UsersRepository(db);
    this.members = new MembersRepository(db);
  }

  /** Gives a member extra attempts at one item's test, recorded with the administrator and the reason. */
  async grantAttempts(admin: Admin, input: { userId: number; articleId: number; extraAttempts: number; reason: string }): Promise<AttemptGrantEntity> {
    const reason = input.reason.trim();
    if (!Number.isInteger(input.extraAttempts) || input.extraAttempts < 1 || input.extraAttempts > GRANT_LIMITS.maxExtra) {
      throw badInput(`Extra attempts must be between 1 and ${GRANT_LIMITS.maxExtra}`);
    }
    if (reason.length < GRANT_LIMITS.reasonMin || reason.length > GRANT_LIMITS.reasonMax) {
      throw badInput(`Please give a reason of ${GRANT_LIMITS.reasonMin} to ${GRANT_LIMITS.reasonMax} characters`);
    }
    return this.db.transaction(async (m) => {
      const user = await this.users.byId(input.userId, m);
      if (!user) throw notFound('Member not found');
      // The articles module has no repository to ask yet, so its table is read here.
      const article = await m.getRepository(ArticleEntity).findOneBy({ id: input.articleId });
      if (!article) throw notFound('Article not found');
      const grant = await this.members.saveGrant(m, {
        userId: user.id,
        articleId: article.id,
        extraAttempts: input.extraAttempts,
        grantedBy: admin.id,
        reason,
      });
      await this.audit(m, admin, 'grant_attempts', user.id, { articleId: article.id, articleTitle: article.title, extraAttempts: input.extraAttempts, reason });
      return grant;
    });
  }

  /** Grants for one member, newest first. */
  grantsFor(userId: number): Promise<AttemptGrantEntity[]> {
    return this.members.grantsFor(userId);
  }

  /** The audit log, newest first. */
  auditLog(limit = 100): Promise<AdminAuditEntity[]> {
    return this.members.auditLog(Math.min(Math.max(limit, 1), 500));
  }

  async audit(m: EntityManager, admin: Admin, action: string, targetUserId: number | null, details: Record<string, unknown>): Promise<void> {
    await this.members.saveAuditEntry(m, { adminId: admin.id, adminEmail: admin.email, action, targetUserId, details });
  }
}
