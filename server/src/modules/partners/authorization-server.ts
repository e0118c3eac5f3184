import { createECDH, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PartnersRepository } from './partners.repository';
import { ALL_PARTNER_SCOPES, CLIENT_SCOPES } from './scopes';

/**
 * The OAuth 2.0 authorisation server: `oidc-provider` (certified, maintained), configured for Leerpunt.
 * Only what this module uses of it is typed here (the package ships no types of its own).
 */

/** A grant as oidc-provider models it: what a member allowed a client. */
export interface OidcGrant {
  accountId?: string;
  clientId?: string;
  addOIDCScope(scope: string): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

/** A token found in the store (an access token or a client-credentials token). */
export interface OidcToken {
  accountId?: string;
  clientId: string;
  scope?: string;
  grantId?: string;
  aud?: string | string[];
}

/** An interaction (a sign-in and consent the authorisation request waits for). */
export interface OidcInteraction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  grantId?: string;
  session?: { accountId?: string };
}

export interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionResult(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<string>;
  Grant: { new (init: { accountId: string; clientId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> };
  AccessToken: { find(value: string): Promise<OidcToken | undefined> };
  ClientCredentials: { find(value: string): Promise<OidcToken | undefined> };
  Client: { prototype: { compareClientSecret(this: { clientSecret?: string }, actual: string): Promise<boolean> | boolean } };
  on(event: string, listener: (...args: unknown[]) => void): void;
}

type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
interface OidcModule {
  default: ProviderConstructor;
  errors: { InvalidTarget: new (description?: string) => Error };
}

/**
 * Loads the ESM-only package from this CommonJS build: a dynamic import, which the `nodenext` compile keeps as
 * `import()`. A host whose VM gives scripts no dynamic import (jest without --experimental-vm-modules) gets it
 * through Node's own `require` of an ES module (Node ≥ 20.19), outside the host's module registry.
 */
/**
 * Hands plain objects to the library. Loaded outside the host's VM (see loadOidcModule), the library lives in
 * another realm, whose checks for plain objects compare prototypes: there objects are given that realm's.
 */
let adopt = <T>(value: T): T => value;

function adoptInto(proto: object): <T>(value: T) => T {
  const visit = (value: unknown, seen: Set<object>) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Object.getPrototypeOf(value) === Object.prototype) Object.setPrototypeOf(value, proto);
    for (const v of Object.values(value)) visit(v, seen);
  };
  return (value) => {
    visit(value, new Set());
    return value;
  };
}

async function loadOidcModule(): Promise<OidcModule> {
  // A name in a variable: the package ships no types (the shapes used are declared above).
  const specifier = 'oidc-provider';
  try {
    return (await import(specifier)) as OidcModule;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING' && !String(error).includes('--experimental-vm-modules')) throw error;
    const nodeModule = process.getBuiltinModule('node:module');
    adopt = adoptInto(Object.getPrototypeOf(process.getBuiltinModule('node:path')) as object);
    return nodeModule.createRequire(__filename)(specifier) as OidcModule;
  }
}

/** `sha256:<hex>` of a client secret; the only form it is stored in. */
export const hashSecret = (secret: string) => `sha256:${createHmac('sha256', 'leerpunt-client-secret').update(secret).digest('hex')}`;

/** The ES256 key that signs what the server signs (ID tokens), derived from the app secret so every process holds the same one. */
function signingJwk(secret: string): Record<string, string> {
  const d = createHmac('sha256', secret).update('leerpunt oauth signing key').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const pub = ecdh.getPublicKey();
  const x = pub.subarray(1, 33).toString('base64url');
  return { kty: 'EC', crv: 'P-256', d: d.toString('base64url'), x, y: pub.subarray(33).toString('base64url'), use: 'sig', alg: 'ES256', kid: x.slice(0, 16) };
}

/** Client metadata as oidc-provider reads it, for a registered client in force. */
export interface ClientMetadata {
  client_id: string;
  client_secret: string;
  client_name: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: string;
  id_token_signed_response_alg: string;
}

/** How long what the server issues lives (seconds). */
export const OAUTH_TTL = {
  accessToken: 600,
  authorizationCode: 60,
  interaction: 900,
  session: 900,
  refreshToken: 30 * 24 * 3600,
  grant: 365 * 24 * 3600,
};

/** oidc-provider's adapter over the repository: every process reads and writes the same rows. */
class DatabaseAdapter {
  constructor(
    private readonly model: string,
    private readonly repo: PartnersRepository,
    private readonly clientMetadata: (clientId: string) => Promise<ClientMetadata | undefined>,
  ) {}

  async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
    if (this.model === 'Client') return;
    await this.repo.upsertRecord(this.model, id, payload, expiresIn ? new Date(Date.now() + expiresIn * 1000) : null);
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    if (this.model === 'Client') return adopt(await this.clientMetadata(id)) as Record<string, unknown> | undefined;
    return this.present(await this.repo.findRecord(this.model, id));
  }

  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    return this.present(await this.repo.findRecordByUid(this.model, uid));
  }

  async findByUserCode(): Promise<undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    await this.repo.consumeRecord(this.model, id);
  }

  async destroy(id: string): Promise<void> {
    await this.repo.destroyRecord(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.repo.destroyByGrant(grantId);
  }

  private present(row: { payload: Record<string, unknown>; consumedAt: Date | null } | null): Record<string, unknown> | undefined {
    if (!row) return undefined;
    return adopt(row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload);
  }
}

export interface AuthorizationServerOptions {
  /** Where the server is mounted, e.g. https://cpd.example.org/oauth. */
  issuer: string;
  /** The resource indicator of the API the tokens are for, e.g. https://cpd.example.org/api. */
  resource: string;
  secret: string;
  repo: PartnersRepository;
  clientMetadata: (clientId: string) => Promise<ClientMetadata | undefined>;
  /** The scopes a client is registered for. */
  allowedScopes: (clientId: string) => Promise<readonly string[]>;
  secureCookies: boolean;
}

/** Builds the authorisation server. */
export async function createAuthorizationServer(o: AuthorizationServerOptions): Promise<OidcProvider> {
  const { default: Provider, errors } = await loadOidcModule();
  const provider = new Provider(
    o.issuer,
    adopt({
      adapter: (model: string) => new DatabaseAdapter(model, o.repo, o.clientMetadata),
      clients: [],
      findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
      jwks: { keys: [signingJwk(o.secret)] },
      cookies: {
        keys: [createHmac('sha256', o.secret).update('leerpunt oauth cookies').digest('base64url')],
        long: { signed: true, secure: o.secureCookies, sameSite: 'lax' },
        short: { signed: true, secure: o.secureCookies, sameSite: 'lax' },
      },
      clientDefaults: { id_token_signed_response_alg: 'ES256' },
      responseTypes: ['code'],
      pkce: { required: () => true },
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        introspection: { enabled: true },
        revocation: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => o.resource,
          useGrantedResource: () => true,
          getResourceServerInfo: async (ctx: { oidc: { params?: { grant_type?: unknown } } }, indicator: string, client: { clientId: string }) => {
            if (indicator !== o.resource) throw new errors.InvalidTarget();
            const forClient = ctx.oidc.params?.grant_type === 'client_credentials';
            const allowed = (await o.allowedScopes(client.clientId)).filter(
              (s) => (ALL_PARTNER_SCOPES as readonly string[]).includes(s) && (!forClient || (CLIENT_SCOPES as readonly string[]).includes(s)),
            );
            return adopt({ scope: allowed.join(' '), audience: o.resource, accessTokenFormat: 'opaque', accessTokenTTL: OAUTH_TTL.accessToken });
          },
        },
      },
      ttl: {
        AccessToken: OAUTH_TTL.accessToken,
        ClientCredentials: OAUTH_TTL.accessToken,
        AuthorizationCode: OAUTH_TTL.authorizationCode,
        Interaction: OAUTH_TTL.interaction,
        Session: OAUTH_TTL.session,
        Grant: OAUTH_TTL.grant,
        RefreshToken: OAUTH_TTL.refreshToken,
        IdToken: OAUTH_TTL.accessToken,
      },
      // Tokens outlive the short sign-in session of the authorisation server; consent is what ends them.
      expiresWithSession: () => false,
      issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) => client.grantTypeAllowed('refresh_token'),
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/consent/${interaction.uid}` },
    }),
  );
  // Secrets are stored as hashes: compare the hash of what the client sends.
  provider.Client.prototype.compareClientSecret = function (actual: string) {
    const stored = this.clientSecret ?? '';
    const given = hashSecret(actual);
    return Promise.resolve(stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given)));
  };
  return provider;
}
