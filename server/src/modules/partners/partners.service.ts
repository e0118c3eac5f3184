import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { idOrderedPage, type ConnectionPage } from '../../graphql/connection';
import { AppError, notFound } from '../../errors';
import type { UserEntity } from '../users/user.entity';
import { requireAdmin, requireUser } from '../users/access';
import { createAuthorizationServer, hashSecret, type ClientMetadata, type OidcProvider } from './authorization-server';
import type { RegisterClientCommand } from './partners.inputs';
import type { PartnerClientRow, PartnerConsentRow, PartnersRepository } from './partners.repository';
import { describeScope, isPartnerScope, MEMBER_SCOPES } from './scopes';

/** The caller behind a partner's access token: the client, its scopes, and the member who consented (null for client credentials). */
export interface PartnerCaller {
  clientId: string;
  scopes: ReadonlySet<string>;
  member: UserEntity | null;
}

/** What the consent page shows. */
export interface ConsentRequest {
  clientId: string;
  clientName: string;
  scopes: Array<{ scope: string; description: string }>;
}

/** A client with the secret shown once (registration and rotation). */
export interface ClientWithSecret {
  client: PartnerClientRow;
  clientSecret: string;
}

const newSecret = () => randomBytes(32).toString('base64url');
const newClientId = () => `lp_${randomBytes(12).toString('hex')}`;

/**
 * Partner applications: the clients admins register, the OAuth 2.0 authorisation server that issues their
 * tokens (oidc-provider, storing through the repository), members' consents, and what a token allows.
 */
export class PartnersService {
  private server: Promise<OidcProvider> | null = null;
  private lastPrune = 0;

  constructor(
    private readonly deps: {
      repo: PartnersRepository;
      users: { byId(id: number): Promise<UserEntity | null> };
      /** Read when needed: the deployment's address (tests learn theirs after the app starts). */
      publicUrl: () => string;
      secret: string;
      log: Logger;
    },
  ) {}

  /** The resource indicator of the API (the audience of every access token). */
  get resource(): string {
    return `${this.deps.publicUrl()}/api`;
  }

  /** The authorisation server, built on first use (its library is an ES module, loaded asynchronously). */
  authorizationServer(): Promise<OidcProvider> {
    this.server ??= createAuthorizationServer({
      issuer: `${this.deps.publicUrl()}/oauth`,
      resource: this.resource,
      secret: this.deps.secret,
      repo: this.deps.repo,
      clientMetadata: (id) => this.clientMetadata(id),
      allowedScopes: async (id) => (await this.deps.repo.clientByClientId(id))?.scopes ?? [],
      secureCookies: this.deps.publicUrl().startsWith('https://'),
    }).catch((error: unknown) => {
      this.server = null;
      throw error;
    });
    return this.server;
  }

  private async clientMetadata(clientId: string): Promise<ClientMetadata | undefined> {
    const c = await this.deps.repo.clientByClientId(clientId);
    if (!c || c.revokedAt) return undefined;
    return {
      client_id: c.clientId,
      client_secret: c.secretHash,
      client_name: c.name,
      redirect_uris: c.redirectUris,
      grant_types: c.redirectUris.length > 0 ? ['authorization_code', 'refresh_token', 'client_credentials'] : ['client_credentials'],
      response_types: c.redirectUris.length > 0 ? ['code'] : [],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    };
  }

  // ---- admins: clients

  async register(actor: UserEntity | null, cmd: RegisterClientCommand): Promise<ClientWithSecret> {
    requireAdmin(actor);
    const clientSecret = newSecret();
    const client = await this.deps.repo.insertClient({ ...cmd, clientId: newClientId(), secretHash: hashSecret(clientSecret) });
    return { client, clientSecret };
  }

  async rotateSecret(actor: UserEntity | null, id: number): Promise<ClientWithSecret> {
    requireAdmin(actor);
    const clientSecret = newSecret();
    const client = await this.deps.repo.replaceSecret(id, hashSecret(clientSecret));
    if (!client) throw notFound('Partner client not found or revoked');
    return { client, clientSecret };
  }

  async revoke(actor: UserEntity | null, id: number): Promise<PartnerClientRow> {
    requireAdmin(actor);
    const client = await this.deps.repo.revokeClient(id);
    if (!client) throw notFound('Partner client not found');
    return client;
  }

  /** One client, for admins (as clientPage shows it); null for an unknown id. */
  client(actor: UserEntity | null, id: number): Promise<PartnerClientRow | null> {
    requireAdmin(actor);
    return this.deps.repo.clientById(id);
  }

  async clientPage(actor: UserEntity | null, { first, after }: { first?: number | null; after?: string | null }): Promise<ConnectionPage<PartnerClientRow>> {
    requireAdmin(actor);
    return idOrderedPage({ first, after }, (afterId, limit) => this.deps.repo.clientPage(afterId, limit));
  }

  // ---- members: consent

  /** What the authorisation request waiting at the consent page asks of the signed-in member. */
  async consentRequest(req: IncomingMessage, res: ServerResponse, actor: UserEntity | null): Promise<ConsentRequest> {
    requireUser(actor);
    const details = await this.interaction(req, res);
    const clientId = String(details.params.client_id);
    const client = await this.deps.repo.clientByClientId(clientId);
    if (!client || client.revokedAt) throw notFound('This application is no longer registered');
    const scopes = this.requestedScopes(details.params.scope, client.scopes);
    return { clientId, clientName: client.name, scopes: scopes.map((scope) => ({ scope, description: describeScope(scope) })) };
  }

  /** The member allows: the grant is saved, the consent recorded, and the address the browser continues at answered. */
  async allow(req: IncomingMessage, res: ServerResponse, actor: UserEntity | null): Promise<string> {
    const user = requireUser(actor);
    const server = await this.authorizationServer();
    const details = await this.interaction(req, res);
    const clientId = String(details.params.client_id);
    const client = await this.deps.repo.clientByClientId(clientId);
    if (!client || client.revokedAt) throw notFound('This application is no longer registered');
    const scopes = this.requestedScopes(details.params.scope, client.scopes);
    const accountId = String(user.id);
    const existing = details.grantId ? await server.Grant.find(details.grantId) : undefined;
    const grant = existing && existing.accountId === accountId ? existing : new server.Grant({ accountId, clientId });
    const missingOidc = details.prompt.details.missingOIDCScope;
    if (Array.isArray(missingOidc)) grant.addOIDCScope(missingOidc.join(' '));
    if (scopes.length > 0) grant.addResourceScope(this.resource, scopes.join(' '));
    const grantId = await grant.save();
    await this.deps.repo.recordConsent(user.id, clientId, scopes, grantId);
    return server.interactionResult(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  /** The member denies: the partner gets `access_denied` at its redirect URI. */
  async deny(req: IncomingMessage, res: ServerResponse, actor: UserEntity | null): Promise<string> {
    requireUser(actor);
    const server = await this.authorizationServer();
    await this.interaction(req, res);
    return server.interactionResult(
      req,
      res,
      { error: 'access_denied', error_description: 'The member did not allow access' },
      { mergeWithLastSubmission: false },
    );
  }

  private async interaction(req: IncomingMessage, res: ServerResponse) {
    const server = await this.authorizationServer();
    try {
      return await server.interactionDetails(req, res);
    } catch (error) {
      if ((error as { name?: string }).name === 'SessionNotFound') throw notFound('This sign-in request has expired. Start again from the application.');
      throw error;
    }
  }

  /** The scopes of a request that this client may have, in our order (member scopes first). */
  private requestedScopes(scopeParam: unknown, allowed: readonly string[]): string[] {
    const asked = new Set((typeof scopeParam === 'string' ? scopeParam : '').split(' '));
    const ours = [...MEMBER_SCOPES, ...allowed.filter((s) => !MEMBER_SCOPES.includes(s as never))];
    return [...new Set(ours)].filter((s) => asked.has(s) && allowed.includes(s) && isPartnerScope(s));
  }

  async consentPage(actor: UserEntity | null, { first, after }: { first?: number | null; after?: string | null }): Promise<ConnectionPage<PartnerConsentRow>> {
    const user = requireUser(actor);
    return idOrderedPage({ first, after }, (afterId, limit) => this.deps.repo.consentPage(user.id, afterId, limit));
  }

  /** One of the member's consents in force (as consentPage shows them); null for anyone else's, a withdrawn one or an unknown id. */
  consent(actor: UserEntity | null, consentId: number): Promise<PartnerConsentRow | null> {
    const user = requireUser(actor);
    return this.deps.repo.consentOf(user.id, consentId);
  }

  /** Withdraws one of the member's consents: its grant and every token under it end at once. */
  async withdraw(actor: UserEntity | null, consentId: number): Promise<PartnerConsentRow> {
    const user = requireUser(actor);
    const consent = await this.deps.repo.withdrawConsent(user.id, consentId);
    if (!consent) throw notFound('Connected application not found');
    if (consent.grantId) await this.deps.repo.destroyByGrant(consent.grantId);
    return consent;
  }

  // ---- tokens

  /** Whether `userId`'s consent in force lets `clientId` use `scope` (and the client is not revoked). */
  async hasPartnerConsent(clientId: string, userId: number, scope: string): Promise<boolean> {
    const consent = await this.deps.repo.consentInForce(userId, clientId);
    return !!consent && consent.scopes.includes(scope);
  }

  /**
   * The caller behind an access token the authorisation server issued, or null when it is unknown, expired,
   * for another audience, its client is revoked, or (for a member's token) the consent is withdrawn. The
   * scopes are those of the token that the consent still covers.
   */
  async callerFromToken(token: string): Promise<PartnerCaller | null> {
    if (token.length > 200) return null;
    const server = await this.authorizationServer();
    this.prune();
    const found = (await server.AccessToken.find(token)) ?? (await server.ClientCredentials.find(token));
    if (!found) return null;
    const audiences = [found.aud ?? []].flat();
    if (!audiences.includes(this.resource)) return null;
    const client = await this.deps.repo.clientByClientId(found.clientId);
    if (!client || client.revokedAt) return null;
    let scopes = String(found.scope ?? '')
      .split(' ')
      .filter((s) => isPartnerScope(s) && client.scopes.includes(s));
    let member: UserEntity | null = null;
    if (found.accountId) {
      const userId = Number(found.accountId);
      const consent = Number.isSafeInteger(userId) ? await this.deps.repo.consentInForce(userId, client.clientId) : null;
      if (!consent) return null;
      scopes = scopes.filter((s) => consent.scopes.includes(s));
      member = await this.deps.users.byId(userId);
      if (!member) return null;
    } else {
      scopes = scopes.filter((s) => !MEMBER_SCOPES.includes(s as never));
    }
    return { clientId: client.clientId, scopes: new Set(scopes), member };
  }

  /** Now and then (at most once a minute per process) removes long-expired records. */
  private prune(): void {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    this.deps.repo.pruneExpired().catch((error: unknown) => this.deps.log.warn({ err: error }, 'pruning OAuth records failed'));
  }
}

/** The refusal of a partner token that lacks a scope (403, GraphQL FORBIDDEN). */
export const insufficientScope = (scope: string) => new AppError('FORBIDDEN', `This access token does not grant the ${scope} scope`, { required_scope: scope });
