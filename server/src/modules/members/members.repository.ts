import type { DataSource, EntityManager } from 'typeorm';
import { AdminAuditEntity } from './admin-audit.entity';
import { AttemptGrantEntity } from './attempt-grant.entity';

type NewGrant = Pick<AttemptGrantEntity, 'userId' | 'articleId' | 'extraAttempts' | 'grantedBy' | 'reason'>;
type NewAuditEntry = Pick<AdminAuditEntity, 'adminId' | 'adminEmail' | 'action' | 'targetUserId' | 'details'>;

/** The attempt_grants and admin_audit tables. Writes take the caller's transaction, so an action and its audit entry commit together. */
export class MembersRepository {
  constructor(private readonly db: DataSource) {}

  saveGrant(m: EntityManager, grant: NewGrant): Promise<AttemptGrantEntity> {
    const repo = m.getRepository(AttemptGrantEntity);
    return repo.save(repo.create(grant));
  }

  /** One member's grants, newest first. */
  grantsFor(userId: number): Promise<AttemptGrantEntity[]> {
    return this.db.getRepository(AttemptGrantEntity).find({ where: { userId }, order: { id: 'DESC' } });
  }

  async saveAuditEntry(m: EntityManager, entry: NewAuditEntry): Promise<void> {
    const repo = m.getRepository(AdminAuditEntity);
    await repo.save(repo.create(entry));
  }

  /** The newest `take` audit entries. */
  auditLog(take: number): Promise<AdminAuditEntity[]> {
    return this.db.getRepository(AdminAuditEntity).find({ order: { id: 'DESC' }, take });
  }
}
