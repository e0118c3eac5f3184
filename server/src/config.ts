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
  STORAGE_URL: z.string().regex(/^s3:\/\/[^/?#]+/, 'must look like s3://bucket?endpoint=...').optional(),
  /** PostgreSQL connection string; unset → embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** SMTP connection string (smtp://user:pass@host:port); unset → outbox only. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Leerpunt <no-reply@leerpunt.example>'),
  /** Secret for signing access tokens (≥ 32 chars); generated into DATA_DIR when unset outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime in seconds. */
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).default(60 * 60 * 12),
  /** Seed demo accounts and content on first start (defaults to on for the embedded database). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed by CORS (empty: same origin only). */
  CORS_ORIGINS: z.string().default(''),
  /** Product name, support contact and accreditation body shown in the UI and certificates. */
  PRODUCT_NAME: z.string().default('Leerpunt'),
  SUPPORT_EMAIL: z.string().email().default('support@leerpunt.example'),
  ACCREDITATION_BODY_NAME: z.string().default('European CPD Accreditation Council'),
  ACCREDITATION_BODY_URL: z.string().url().default('https://cpd-accreditation.example.org'),
  ACCREDITATION_REFERENCE: z.string().default('ECAC-PROVIDER-2026-0417'),
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
  /** OpenAI: when OPENAI_API_KEY is unset the offline generator and assistant are used. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /**
   * Ed25519 private key (a JWK as JSON: {"kty":"OKP","crv":"Ed25519","d":…,"x":…}) that signs certificate
   * credentials; unset → generated once into DATA_DIR/credential-signing-key.json. Every app process must share it.
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
  /** Multiplies every abuse limit (default 1); only load tests raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Redis for shared rate-limit counters across app processes; unset → PostgreSQL. */
  REDIS_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  jwtSecret: string;
  dataDir: string;
  storageDir: string;
  seedDemo: boolean;
  isProduction: boolean;
};

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const dataDir = path.resolve(c.DATA_DIR);
  if (isProduction && !c.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (isProduction && !c.PUBLIC_URL) {
    throw new Error('Invalid configuration:\n  PUBLIC_URL: required in production');
  }
  return {
    ...c,
    dataDir,
    storageDir: c.STORAGE_DIR ? path.resolve(c.STORAGE_DIR) : path.join(dataDir, 'storage'),
    isProduction,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: c.JWT_SECRET ?? developmentSecret(dataDir),
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : !c.DATABASE_URL,
  };
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
