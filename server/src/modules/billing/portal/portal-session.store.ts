import type { DataSource } from 'typeorm';
import type { SandboxPortalStore } from '../../../providers/payments/sandbox.provider';
import { PortalSessionEntity } from './portal-session.entity';

/** The sandbox provider's portal links, kept in billing_portal_sessions where the sandbox portal page reads them. */
export class PortalSessionStore implements SandboxPortalStore {
  constructor(private readonly db: DataSource) {}

  async save(session: { id: string; userId: number; expiresAt: Date }): Promise<void> {
    await this.db.getRepository(PortalSessionEntity).insert(session);
  }
}
