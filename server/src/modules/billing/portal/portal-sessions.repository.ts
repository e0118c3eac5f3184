import type { DataSource } from 'typeorm';
import type { SandboxPortalStore } from '../../../providers/payments/sandbox.provider';
import { PortalSessionEntity } from './portal-session.entity';

/** The sandbox billing portal's links (table billing_portal_sessions): the sandbox provider writes them, the portal page reads them. */
export class PortalSessionsRepository implements SandboxPortalStore {
  constructor(private readonly db: DataSource) {}

  async save(session: { id: string; userId: number; expiresAt: Date }): Promise<void> {
    await this.db.getRepository(PortalSessionEntity).insert(session);
  }

  byId(id: string): Promise<PortalSessionEntity | null> {
    return this.db.getRepository(PortalSessionEntity).findOneBy({ id });
  }
}
