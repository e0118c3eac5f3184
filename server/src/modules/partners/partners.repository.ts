import type { DataSource } from 'typeorm';
import { hotQuery } from '../../db/hot-query';

/** A registered partner client as the service sees it. */
export interface PartnerClientRow {
  id: number;
  clientId: string;
  name: string;
  redirectUris: string[];
  scopes: string[];
  secretHash: string;
  createdAt: Date;
  secretRotatedAt: Date | null;
  revokedAt: Date | null;
}

/** A member's consent to a client, with the client's name. */
export interface PartnerConsentRow {
  id: number;
  userId: number;
  clientId: string;
  clientName: string;
  scopes: string[];
  grantId: string | null;
  grantedAt: Date;
  withdrawnAt: Date | null;
}

/** One record the authorisation server keeps (a grant, code, token, session or interaction). */
export interface OAuthRecordRow {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

type RawClient = {
  id: number;
  client_id: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
  secret_hash: string;
  created_at: Date | string;
  secret_rotated_at: Date | string | null;
  revoked_at: Date | string | null;
};
type RawConsent = {
  id: number;
  user_id: number;
  client_id: string;
  client_name: string;
  scopes: string[];
  grant_id: string | null;
  granted_at: Date | string;
  withdrawn_at: Date | string | null;
};

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: Date | string | null) => (v === null ? null : date(v));

const clientOf = (r: RawClient): PartnerClientRow => ({
  id: Number(r.id),
  clientId: r.client_id,
  name: r.name,
  redirectUris: r.redirect_uris,
  scopes: r.scopes,
  secretHash: r.secret_hash,
  createdAt: date(r.created_at),
  secretRotatedAt: maybeDate(r.secret_rotated_at),
  revokedAt: maybeDate(r.revoked_at),
});

const consentOf = (r: RawConsent): PartnerConsentRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  clientId: r.client_id,
  clientName: r.client_name,
  scopes: r.scopes,
  grantId: r.grant_id,
  grantedAt: date(r.granted_at),
  withdrawnAt: maybeDate(r.withdrawn_at),
});

const CLIENT_COLUMNS = 'id, client_id, name, redirect_uris, scopes, secret_hash, created_at, secret_rotated_at, revoked_at';
const CONSENT_COLUMNS = 'c.id, c.user_id, c.client_id, p.name AS client_name, c.scopes, c.grant_id, c.granted_at, c.withdrawn_at';

/** The SQL of partner applications: clients, consents, and the authorisation server's records. */
export class PartnersRepository {
  constructor(private readonly db: DataSource) {}

  // ---- clients

  async insertClient(c: { clientId: string; name: string; redirectUris: string[]; scopes: string[]; secretHash: string }): Promise<PartnerClientRow> {
    const [row] = await hotQuery<RawClient>(
      this.db,
      `INSERT INTO partner_clients (client_id, name, redirect_uris, scopes, secret_hash) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5) RETURNING ${CLIENT_COLUMNS}`,
      [c.clientId, c.name, JSON.stringify(c.redirectUris), JSON.stringify(c.scopes), c.secretHash],
    );
    return clientOf(row);
  }

  async clientByClientId(clientId: string): Promise<PartnerClientRow | null> {
    const [row] = await hotQuery<RawClient>(this.db, `SELECT ${CLIENT_COLUMNS} FROM partner_clients WHERE client_id = $1`, [clientId]);
    return row ? clientOf(row) : null;
  }

  async clientById(id: number): Promise<PartnerClientRow | null> {
    const [row] = await hotQuery<RawClient>(this.db, `SELECT ${CLIENT_COLUMNS} FROM partner_clients WHERE id = $1`, [id]);
    return row ? clientOf(row) : null;
  }

  /** Up to `limit` clients after id `afterId`, oldest first, and how many there are. */
  async clientPage(afterId: number | null, limit: number): Promise<{ rows: PartnerClientRow[]; total: number }> {
    const rows = await hotQuery<RawClient>(this.db, `SELECT ${CLIENT_COLUMNS} FROM partner_clients WHERE id > $1 ORDER BY id LIMIT $2`, [afterId ?? 0, limit]);
    const [count] = await hotQuery<{ n: string }>(this.db, 'SELECT count(*) AS n FROM partner_clients');
    return { rows: rows.map(clientOf), total: Number(count.n) };
  }

  /** A new secret hash for a client still in force; null when it is unknown or revoked. */
  async replaceSecret(id: number, secretHash: string): Promise<PartnerClientRow | null> {
    const [row] = await hotQuery<RawClient>(
      this.db,
      `WITH u AS (UPDATE partner_clients SET secret_hash = $2, secret_rotated_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING ${CLIENT_COLUMNS}) SELECT * FROM u`,
      [id, secretHash],
    );
    return row ? clientOf(row) : null;
  }

  /** Revokes a client (once; a revoked client answers as it is) and forgets every grant, code and token issued to it. */
  async revokeClient(id: number): Promise<PartnerClientRow | null> {
    const [row] = await hotQuery<RawClient>(
      this.db,
      `WITH u AS (UPDATE partner_clients SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${CLIENT_COLUMNS}) SELECT * FROM u`,
      [id],
    );
    if (!row) return null;
    await this.db.query('DELETE FROM oauth_records WHERE client_id = $1', [row.client_id]);
    return clientOf(row);
  }

  // ---- consents

  /**
   * Records a member's consent: the one in force for this client gains the scopes (and takes the new grant),
   * or a new one starts. One statement, so two consents at once still leave one in force.
   */
  async recordConsent(userId: number, clientId: string, scopes: string[], grantId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO partner_consents AS c (user_id, client_id, scopes, grant_id, granted_at) VALUES ($1, $2, $3::jsonb, $4, now())
       ON CONFLICT (user_id, client_id) WHERE withdrawn_at IS NULL DO UPDATE SET
         scopes = (SELECT jsonb_agg(DISTINCT s ORDER BY s) FROM jsonb_array_elements_text(c.scopes || excluded.scopes) AS s),
         grant_id = excluded.grant_id, granted_at = now()`,
      [userId, clientId, JSON.stringify(scopes), grantId],
    );
  }

  /** The consent in force of a member for a client, or null. */
  async consentInForce(userId: number, clientId: string): Promise<PartnerConsentRow | null> {
    const [row] = await hotQuery<RawConsent>(
      this.db,
      `SELECT ${CONSENT_COLUMNS} FROM partner_consents c JOIN partner_clients p ON p.client_id = c.client_id
       WHERE c.user_id = $1 AND c.client_id = $2 AND c.withdrawn_at IS NULL AND p.revoked_at IS NULL`,
      [userId, clientId],
    );
    return row ? consentOf(row) : null;
  }

  /** A member's consents in force, newest first, `limit` after id `afterId`, and how many there are. */
  async consentPage(userId: number, afterId: number | null, limit: number): Promise<{ rows: PartnerConsentRow[]; total: number }> {
    const rows = await hotQuery<RawConsent>(
      this.db,
      `SELECT ${CONSENT_COLUMNS} FROM partner_consents c JOIN partner_clients p ON p.client_id = c.client_id
       WHERE c.user_id = $1 AND c.withdrawn_at IS NULL AND p.revoked_at IS NULL AND ($2::int IS NULL OR c.id < $2) ORDER BY c.id DESC LIMIT $3`,
      [userId, afterId, limit],
    );
    const [count] = await hotQuery<{ n: string }>(
      this.db,
      `SELECT count(*) AS n FROM partner_consents c JOIN partner_clients p ON p.client_id = c.client_id
       WHERE c.user_id = $1 AND c.withdrawn_at IS NULL AND p.revoked_at IS NULL`,
      [userId],
    );
    return { rows: rows.map(consentOf), total: Number(count.n) };
  }

  /** A member's consent in force `consentId` (its client not revoked), or null: another member's, withdrawn, or unknown. */
  async consentOf(userId: number, consentId: number): Promise<PartnerConsentRow | null> {
    const [row] = await hotQuery<RawConsent>(
      this.db,
      `SELECT ${CONSENT_COLUMNS} FROM partner_consents c JOIN partner_clients p ON p.client_id = c.client_id
       WHERE c.id = $1 AND c.user_id = $2 AND c.withdrawn_at IS NULL AND p.revoked_at IS NULL`,
      [consentId, userId],
    );
    return row ? consentOf(row) : null;
  }

  /** Withdraws a member's consent in force; null when the member has no such consent (someone else's, or already withdrawn). */
  async withdrawConsent(userId: number, consentId: number): Promise<PartnerConsentRow | null> {
    const [row] = await hotQuery<RawConsent>(
      this.db,
      `WITH u AS (UPDATE partner_consents SET withdrawn_at = now() WHERE id = $1 AND user_id = $2 AND withdrawn_at IS NULL RETURNING *)
       SELECT ${CONSENT_COLUMNS} FROM u c JOIN partner_clients p ON p.client_id = c.client_id`,
      [consentId, userId],
    );
    return row ? consentOf(row) : null;
  }

  // ---- the authorisation server's records (its adapter)

  async upsertRecord(model: string, id: string, payload: Record<string, unknown>, expiresAt: Date | null): Promise<void> {
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    await this.db.query(
      `INSERT INTO oauth_records (model, id, payload, grant_id, uid, client_id, expires_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
         client_id = excluded.client_id, expires_at = excluded.expires_at`,
      [model, id, JSON.stringify(payload), str(payload.grantId), str(payload.uid), str(payload.clientId), expiresAt],
    );
  }

  /** A record that has not expired, or null. */
  async findRecord(model: string, id: string): Promise<OAuthRecordRow | null> {
    const [row] = await hotQuery<{ payload: Record<string, unknown>; consumed_at: Date | string | null }>(
      this.db,
      'SELECT payload, consumed_at FROM oauth_records WHERE model = $1 AND id = $2 AND (expires_at IS NULL OR expires_at > now())',
      [model, id],
    );
    return row ? { payload: row.payload, consumedAt: maybeDate(row.consumed_at) } : null;
  }

  async findRecordByUid(model: string, uid: string): Promise<OAuthRecordRow | null> {
    const [row] = await hotQuery<{ payload: Record<string, unknown>; consumed_at: Date | string | null }>(
      this.db,
      'SELECT payload, consumed_at FROM oauth_records WHERE model = $1 AND uid = $2 AND (expires_at IS NULL OR expires_at > now())',
      [model, uid],
    );
    return row ? { payload: row.payload, consumedAt: maybeDate(row.consumed_at) } : null;
  }

  async consumeRecord(model: string, id: string): Promise<void> {
    await this.db.query('UPDATE oauth_records SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id]);
  }

  async destroyRecord(model: string, id: string): Promise<void> {
    await this.db.query('DELETE FROM oauth_records WHERE model = $1 AND id = $2', [model, id]);
  }

  /** Forgets everything issued under a grant (codes, tokens) and the grant itself. */
  async destroyByGrant(grantId: string): Promise<void> {
    await this.db.query(`DELETE FROM oauth_records WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
  }

  /** Removes records that expired more than a day ago (called now and then, from any process). */
  async pruneExpired(): Promise<void> {
    await this.db.query(`DELETE FROM oauth_records WHERE expires_at < now() - interval '1 day'`);
  }
}
