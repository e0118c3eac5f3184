import { AppError } from '../../errors';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { lrsClient } from './integration-delivery.service';
import type { ConnectLrsCommand } from './integrations.inputs';
import type { IntegrationsRepository } from './integrations.repository';
import type { SecretBox } from './secret-box';

/** A member's LRS as their account shows it: never the secret, only the key's last characters. */
export interface LrsStatus {
  endpoint: string;
  keyHint: string;
  connectedAt: Date;
  statementsDelivered: number;
  statementsWaiting: number;
  statementsFailed: number;
}

/** What a test of the connection found. */
export interface LrsTestResult {
  ok: boolean;
  message: string;
}

/** Members: their own learning record store (xAPI), which receives their completions from the outbox. */
export class LrsService {
  constructor(
    private readonly repo: IntegrationsRepository,
    private readonly secrets: SecretBox,
    private readonly rateLimit: RateLimitService,
    private readonly timeoutMs = 10_000,
  ) {}

  async status(actor: UserEntity | null): Promise<LrsStatus | null> {
    const user = requireUser(actor);
    const row = await this.repo.lrsOf(user.id);
    if (!row) return null;
    const counts = await this.repo.lrsDeliveryCounts(row.id);
    return {
      endpoint: row.endpoint,
      keyHint: row.keyHint,
      connectedAt: row.connectedAt,
      statementsDelivered: counts.delivered,
      statementsWaiting: counts.waiting,
      statementsFailed: counts.failed,
    };
  }

  /** Connects (or replaces) the member's LRS; later completions are sent to it. */
  async connect(actor: UserEntity | null, cmd: ConnectLrsCommand): Promise<LrsStatus> {
    const user = requireUser(actor);
    await this.rateLimit.consume(RATE_RULES.lrsPerUser, String(user.id));
    const sealed = this.secrets.seal(JSON.stringify({ key: cmd.key, secret: cmd.secret }));
    await this.repo.saveLrs(user.id, cmd.endpoint, sealed, cmd.key.slice(-4));
    return (await this.status(user))!;
  }

  async disconnect(actor: UserEntity | null): Promise<boolean> {
    const user = requireUser(actor);
    return this.repo.deleteLrs(user.id);
  }

  /** Reads one statement from the LRS with the stored key and secret (which /about would not check) and says whether it accepted them. */
  async test(actor: UserEntity | null): Promise<LrsTestResult> {
    const user = requireUser(actor);
    const row = await this.repo.lrsOf(user.id);
    if (!row) throw new AppError('NOT_FOUND', 'No learning record store is connected');
    await this.rateLimit.consume(RATE_RULES.lrsPerUser, String(user.id));
    const { key, secret } = JSON.parse(this.secrets.open(row.credentialsEncrypted)) as { key: string; secret: string };
    try {
      await lrsClient(row.endpoint, key, secret, this.timeoutMs).getStatements({ limit: 1 });
      return { ok: true, message: 'The learning record store accepted the key and secret.' };
    } catch (e) {
      const status = (e as { statusCode?: number | null }).statusCode;
      const detail = status ? `it answered HTTP ${status}` : 'it could not be reached';
      return { ok: false, message: `The learning record store did not accept the connection: ${detail}.` };
    }
  }
}
