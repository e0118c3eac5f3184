import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, with its meaning. This module is the only
 * reader of process.env; `.env.example` mirrors this list.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HTTP port of the app. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Absolute base URL used in e-mailed links and certificates. */
  PUBLIC_URL: z.string().url().optional(),
  /** Folder for the embedded database, generated secrets and uploaded files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Folder for stored files (article PDFs); unset → DATA_DIR/storage. */
  STORAGE_DIR: z.string().min(1).optional(),
  /** S3-compatible bucket for stored files, shared by several processes (s3://bucket?endpoint=...); unset → disk under STORAGE_DIR. */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/?#]+/, 'must look like s3://bucket?endpoint=...')
    .optional(),
  /** PostgreSQL connection string; unset → embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** SMTP connection string (smtp://user:pass@host:port); unset → outbox only. */
  SMTP_URL: z.string().url().optional(),
  /** SMTP waits in seconds: connecting, the server's greeting, and silence on an open connection. */
  SMTP_CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SMTP_GREETING_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SMTP_SOCKET_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_FROM: z.string().min(3).default('Leerpunt <no-reply@leerpunt.example>'),
  /** Secret for signing access tokens (≥ 32 chars); generated into DATA_DIR when unset outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime in seconds. */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 12),
  /** Seed demo accounts and content on first start (defaults to on for the embedded database). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed by CORS (empty: same origin only). */
  CORS_ORIGINS: z.string().default(''),
  /** The offline GraphQL explorer at /graphiql: always outside production, in production only when 'on'. */
  EXPLORER: z.enum(['on', 'off']).optional(),
  /** 'persisted': GraphQL runs only registered operations (the client's and docs/api's) unless a partner key is sent. */
  GRAPHQL_OPERATIONS: z.enum(['any', 'persisted']).default('any'),
  /** Documents kept for automatic persisted queries (Apollo's hash-first protocol), least recently used dropped first; 0 turns registration off. */
  GRAPHQL_APQ_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  /** Deprecated (partners use OAuth 2.0, see README "For integrators"). Comma-separated partner API keys (each at least 32 characters): sent as X-Api-Key, they allow any operation. */
  PARTNER_API_KEYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.every((k) => k.length >= 32), 'each key must be at least 32 characters (openssl rand -hex 24)'),
  /** Product name, support contact and accreditation body shown in the UI and certificates. */
  PRODUCT_NAME: z.string().default('Leerpunt'),
  SUPPORT_EMAIL: z.string().email().default('support@leerpunt.example'),
  /**
   * The body that accredits this deployment as a CPD provider. Unset (the default and the demo): every
   * surface says the deployment is not accredited. Name, URL and reference are set together.
   */
  ACCREDITATION_BODY_NAME: z.string().trim().min(1).optional(),
  ACCREDITATION_BODY_URL: z.string().url().optional(),
  ACCREDITATION_REFERENCE: z.string().trim().min(1).optional(),
  /** The sentence about the points counting toward a CPD requirement, shown only when set (with a body). */
  ACCREDITATION_CPD_STATEMENT: z.string().trim().min(1).optional(),
  /** Logo of the accreditation body: an absolute URL or a path served by the app (default: server/public). */
  ACCREDITATION_LOGO_URL: z
    .string()
    .refine((v) => /^\/[^/]/.test(v) || /^https?:\/\//.test(v), 'must be an http(s) URL or a path starting with /')
    .default('/accreditation-logo.svg'),
  /** Stripe: when STRIPE_SECRET_KEY is unset the sandbox checkout is used. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().default('price_professional_yearly'),
  STRIPE_PRICE_MONTHLY: z.string().default('price_professional_monthly'),
  /** Stripe API host override (tests point the SDK at a local server). */
  STRIPE_API_HOST: z.string().optional(),
  /** Stripe API port override, used together with STRIPE_API_HOST. */
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Stripe API protocol override ('http' only for a local test server). */
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** 'true' lets Stripe Tax add VAT at checkout (needs Stripe Tax set up); prices stay excluding VAT. */
  STRIPE_AUTOMATIC_TAX: z.enum(['true', 'false']).default('false'),
  /** Days a member keeps the access their plan gives after a renewal payment fails, while they update their payment method. */
  PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** VAT rate in percent put on invoices (21: the Netherlands' standard rate); Stripe Tax's own amounts win when Stripe computes tax. */
  VAT_RATE: z.coerce.number().min(0).max(50).default(21),
  /** The seller on invoices: name (default PRODUCT_NAME), postal address and VAT number. */
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).optional(),
  INVOICE_SELLER_ADDRESS: z.string().trim().max(500).default('Seller address not configured (INVOICE_SELLER_ADDRESS)'),
  INVOICE_SELLER_VAT_ID: z.string().trim().max(40).default(''),
  /**
   * Street-level address autocomplete from an OpenStreetMap geocoder speaking Photon's API (its base URL,
   * e.g. https://photon.example.org); unset keeps the offline city list.
   */
  ADDRESS_PROVIDER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL')
    .refine((v) => !/[?#]/.test(v), 'must be a base URL without query or fragment')
    .optional(),
  /** How long a geocoder lookup may take before the offline city list answers instead. */
  ADDRESS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10000).default(2500),
  /** OpenAI: when OPENAI_API_KEY is unset the offline generator and assistant are used. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /** The model that embeds the library's passages for the assistant's hybrid retrieval (with OPENAI_API_KEY only). */
  OPENAI_EMBEDDING_MODEL: z.string().min(1).default('text-embedding-3-small'),
  /**
   * Ed25519 private key (a JWK as JSON: {"kty":"OKP","crv":"Ed25519","d":…,"x":…}) of an earlier deployment:
   * imported as the first signing key when the database has none, so certificates it signed keep verifying.
   * Keys otherwise live in the database (`npm run keys:rotate`).
   */
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .refine((v) => {
      try {
        const k = JSON.parse(v) as Record<string, unknown>;
        return k.kty === 'OKP' && k.crv === 'Ed25519' && typeof k.d === 'string' && typeof k.x === 'string';
      } catch {
        return false;
      }
    }, 'must be an Ed25519 private JWK as JSON')
    .optional(),
  /**
   * Key-encryption secret (≥ 32 chars) protecting the credential signing keys stored in the database, or
   * CREDENTIAL_KEY_FILE: a file holding it (a container secret). Required in production; every app process
   * must use the same one.
   */
  CREDENTIAL_KEY_SECRET: z.string().min(32).optional(),
  /**
   * Algorithm of credential signing keys created from now on (the first key, `npm run keys:rotate`):
   * EdDSA (Ed25519) or RS256 (RSA 2048, which every Open Badges 3.0 verifier must support). Existing keys
   * keep signing in their own algorithm until the next rotation.
   */
  CREDENTIAL_SIGNING_ALG: z.enum(['EdDSA', 'RS256']).default('EdDSA'),
  CREDENTIAL_KEY_FILE: z.string().min(1).optional(),
  /**
   * required: generated drafts are served only after an admin approves them; auto: drafts that pass the
   * question gate are served while an article has no approved bank. Default: required in production, auto otherwise.
   */
  QUESTION_REVIEW: z.enum(['required', 'auto']).optional(),
  /** Study minutes per PE point (60: the Dutch PE-hour; 50 for a NASBA-style deployment). */
  CREDIT_MINUTES: z.coerce.number().int().min(10).max(600).default(60),
  /**
   * Share of an item's reading and video minutes (its study time by the credit formula, less the test questions) a
   * member must have studied in the reader, as the server recorded it, before a test can start; 0 switches the rule off.
   */
  MIN_STUDY_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** Evidence storage each member may use for outside-activity files, in MB (MiB); default 100: twenty files of the 5 MB maximum. */
  EVIDENCE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /**
   * A JSON file of professional bodies' CPD profiles used instead of the shipped content/cpd-profiles.json (same format);
   * read and validated at start-up, and a bad file stops the start with the problems listed.
   */
  CPD_PROFILES_FILE: z.string().trim().min(1).optional(),
  /** Outside activities a member may keep (default 1000: decades of a busy professional's CPD). */
  OUTSIDE_ACTIVITIES_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Most bytes of S3 objects kept in the local cache (STORAGE_DIR/s3-cache), in MB; the oldest go first (default 1024). */
  STORAGE_CACHE_MB: z.coerce.number().int().min(1).max(10_000_000).default(1024),
  /** Multiplies every abuse limit (default 1); only load tests raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /**
   * Bulk verification calls a minute for a partner client whose token holds `verify:bulk`, counted per client
   * (default 100: ten times the public 10 a minute per IP, i.e. 10,000 ids a minute at 100 ids a call).
   */
  PARTNER_BULK_VERIFY_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Redis for shared rate-limit counters across app processes; unset → PostgreSQL. */
  REDIS_URL: z.string().url().optional(),
  /** 'allow' lets production run payments on the built-in sandbox (TEST MODE) when STRIPE_SECRET_KEY is unset. */
  PAYMENTS_SANDBOX: z.enum(['allow']).optional(),
  /** Bearer token that /metrics requires (`Authorization: Bearer <METRICS_TOKEN>`). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Separate port serving only /metrics (keep it internal); the app port then has no /metrics. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

/**
 * JWT secrets written anywhere in this repository, now or in its history (examples, compose files, tests,
 * benchmarks): public, so production refuses them. tests/api/production-config.test.ts scans the repository and fails when a new one is
 * written without being listed here.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'change-me-to-a-long-random-secret-of-48-chars',
  'test-secret-test-secret-test-secret-0123',
  'bench-secret-bench-secret-bench-secret-000',
  'replace-me-with-the-output-of-openssl-rand-base64-48',
  'change-me-to-another-long-random-secret-of-48-chars',
]);

/** Loopback or a single-label name (a service on the same private network, e.g. http://photon:2322). */
function internalHost(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\./.test(host) || !host.includes('.');
  } catch {
    return false;
  }
}

/** Everything production refuses, one line per problem (empty outside production). */
function productionProblems(c: Partial<Record<keyof z.infer<typeof schema>, unknown>>): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = typeof c.JWT_SECRET === 'string' ? c.JWT_SECRET : '';
  if (!secret) problems.push('JWT_SECRET: required in production');
  else if (PUBLISHED_SECRETS.has(secret)) problems.push('JWT_SECRET: this value is published in the repository; generate your own (openssl rand -hex 32)');
  // A repeated character or short pattern ('x'.repeat(40)) passes the length check but is no secret.
  else if (new Set(secret).size < 10) problems.push('JWT_SECRET: too predictable; generate a random one (openssl rand -hex 32)');
  if (!c.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  if (c.SEED_DEMO === 'true') problems.push('SEED_DEMO: demo accounts with published passwords are refused in production');
  if (!c.STRIPE_SECRET_KEY && c.PAYMENTS_SANDBOX !== 'allow') {
    problems.push('STRIPE_SECRET_KEY: required in production (or set PAYMENTS_SANDBOX=allow to run the TEST MODE sandbox checkout on purpose)');
  }
  if (!c.CREDENTIAL_KEY_SECRET && !c.CREDENTIAL_KEY_FILE) problems.push('CREDENTIAL_KEY_SECRET: required in production (or CREDENTIAL_KEY_FILE)');
  else if (
    typeof c.CREDENTIAL_KEY_SECRET === 'string' &&
    (PUBLISHED_SECRETS.has(c.CREDENTIAL_KEY_SECRET) || c.CREDENTIAL_KEY_SECRET === DEVELOPMENT_CREDENTIAL_KEY_SECRET)
  ) {
    problems.push('CREDENTIAL_KEY_SECRET: this value is published in the repository; generate your own (openssl rand -hex 32)');
  }
  if (typeof c.ADDRESS_PROVIDER_URL === 'string' && /^http:/i.test(c.ADDRESS_PROVIDER_URL) && !internalHost(c.ADDRESS_PROVIDER_URL)) {
    problems.push("ADDRESS_PROVIDER_URL: must use https in production (members' addresses are sent to it), unless it is a local or internal host");
  }
  if (!c.METRICS_TOKEN && !c.METRICS_PORT) problems.push('METRICS_TOKEN: required in production (or METRICS_PORT to serve /metrics on an internal port)');
  return problems;
}

export type Config = Omit<z.infer<typeof schema>, 'QUESTION_REVIEW'> & {
  QUESTION_REVIEW: 'required' | 'auto';
  publicUrl: string;
  jwtSecret: string;
  dataDir: string;
  storageDir: string;
  seedDemo: boolean;
  isProduction: boolean;
  /** The key-encryption secret of the signing keys (see CREDENTIAL_KEY_SECRET). */
  credentialKeySecret: string;
  /** The configured accrediting body; null when none is configured (not accredited). */
  accreditation: Accreditation | null;
};

/** A configured accreditation: the body, our provider reference with it and its optional CPD sentence. */
export interface Accreditation {
  bodyName: string;
  bodyUrl: string;
  reference: string;
  /** e.g. "PE points earned on Leerpunt count toward your annual CPD requirement."; null when not configured. */
  cpdStatement: string | null;
  logoUrl: string;
}

/** The ACCREDITATION_* variables that only make sense together; a partial set is refused. */
function accreditationProblems(c: Partial<Record<keyof z.infer<typeof schema>, unknown>>): string[] {
  const named = c.ACCREDITATION_BODY_NAME !== undefined;
  const problems: string[] = [];
  if (named) {
    for (const k of ['ACCREDITATION_BODY_URL', 'ACCREDITATION_REFERENCE'] as const)
      if (c[k] === undefined) problems.push(`${k}: required when ACCREDITATION_BODY_NAME is set`);
  } else {
    for (const k of ['ACCREDITATION_BODY_URL', 'ACCREDITATION_REFERENCE', 'ACCREDITATION_CPD_STATEMENT'] as const)
      if (c[k] !== undefined) problems.push(`${k}: set ACCREDITATION_BODY_NAME too, or leave ${k} unset (no accreditation)`);
  }
  return problems;
}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    // Production's own checks too, so one start lists everything to fix; a variable already reported is not repeated.
    const reported = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    for (const p of [...productionProblems(cleaned), ...accreditationProblems(cleaned)]) if (!reported.has(p.split(':')[0])) lines.push(`  ${p}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const dataDir = path.resolve(c.DATA_DIR);
  const problems = [...productionProblems(c), ...accreditationProblems(c)];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const credentialKeySecret = readCredentialKeySecret(c, isProduction);
  return {
    ...c,
    QUESTION_REVIEW: c.QUESTION_REVIEW ?? (isProduction ? 'required' : 'auto'),
    dataDir,
    credentialKeySecret,
    accreditation:
      c.ACCREDITATION_BODY_NAME && c.ACCREDITATION_BODY_URL && c.ACCREDITATION_REFERENCE
        ? {
            bodyName: c.ACCREDITATION_BODY_NAME,
            bodyUrl: c.ACCREDITATION_BODY_URL,
            reference: c.ACCREDITATION_REFERENCE,
            cpdStatement: c.ACCREDITATION_CPD_STATEMENT ?? null,
            logoUrl: c.ACCREDITATION_LOGO_URL,
          }
        : null,
    storageDir: c.STORAGE_DIR ? path.resolve(c.STORAGE_DIR) : path.join(dataDir, 'storage'),
    isProduction,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: c.JWT_SECRET ?? developmentSecret(dataDir),
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : !c.DATABASE_URL && !isProduction,
  };
}

/**
 * Outside production a fixed development secret keeps `npm start` working without setup; it is public,
 * so production refuses to start without a real one.
 */
const DEVELOPMENT_CREDENTIAL_KEY_SECRET = 'leerpunt-development-only-credential-key-encryption-secret';

function readCredentialKeySecret(c: { CREDENTIAL_KEY_SECRET?: string; CREDENTIAL_KEY_FILE?: string }, isProduction: boolean): string {
  if (c.CREDENTIAL_KEY_SECRET) return c.CREDENTIAL_KEY_SECRET;
  if (c.CREDENTIAL_KEY_FILE) {
    let secret: string;
    try {
      secret = readFileSync(c.CREDENTIAL_KEY_FILE, 'utf8').trim();
    } catch {
      throw new Error('Invalid configuration:\n  CREDENTIAL_KEY_FILE: cannot be read');
    }
    if (secret.length < 32) throw new Error('Invalid configuration:\n  CREDENTIAL_KEY_FILE: the secret must have at least 32 characters');
    return secret;
  }
  if (isProduction) throw new Error('Invalid configuration:\n  CREDENTIAL_KEY_SECRET: required in production (or CREDENTIAL_KEY_FILE)');
  return DEVELOPMENT_CREDENTIAL_KEY_SECRET;
}

/** A secret generated once per DATA_DIR so tokens survive restarts in development. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
