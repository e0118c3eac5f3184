import { z } from 'zod/v4';
import { badInput, type AppError } from '../../errors';
import { parseInput, typeError } from '../../validation';
import { MESSAGES } from '@leerpunt/shared/messages';
import { CredentialSigner } from './credential-signer';

/** Most certificate ids one bulk verification call may carry. */
export const BULK_VERIFY_MAX = 100;

/** Members type these ids from paper: the messages say what an id looks like, not which parameter was wrong. */
export const certificateIdSchema = z
  .string(typeError(MESSAGES.certificateIdRequired, MESSAGES.certificateIdInvalid))
  .trim()
  .min(1, MESSAGES.certificateIdRequired)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .refine((v) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(v), MESSAGES.certificateIdInvalid);

export const revokeSchema = z.object({
  certificateId: certificateIdSchema,
  reason: z
    .string(typeError('A reason is required', 'Reason must be text'))
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});

export type RevokeInput = z.output<typeof revokeSchema>;

/**
 * A public check's input after parsing, or the error it earned. The public checks count a hit against the
 * caller's rate limit before they judge the input, so the edge parses and the service decides when to throw.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: AppError };

const refused = <T>(error: AppError): Checked<T> => ({ ok: false, error });

/** The id of GET /api/verify-certificate and the verifyCertificate query, normalised (case, spaces and dashes). */
export function checkCertificateId(raw: unknown): Checked<string> {
  try {
    return { ok: true, value: parseInput(certificateIdSchema, raw) };
  } catch (e) {
    return refused(e as AppError);
  }
}

/** One id of a bulk check: the normalised id, or the id as sent (cut to 40 characters) with why it is not one. */
export interface BulkCertificateId {
  id: string;
  error: string | null;
}

/** The ids of a bulk check, each parsed on its own: a bad id becomes that row's error, not the request's. */
export function checkCertificateIds(raw: unknown): Checked<BulkCertificateId[]> {
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) return refused(badInput('ids must be a list of certificate ids'));
  if (raw.length === 0) return refused(badInput('ids must contain at least one certificate id'));
  if (raw.length > BULK_VERIFY_MAX) return refused(badInput(`At most ${BULK_VERIFY_MAX} certificate ids per request`));
  return {
    ok: true,
    value: (raw as string[]).map((sent) => {
      const r = certificateIdSchema.safeParse(sent);
      return r.success ? { id: r.data, error: null } : { id: sent.slice(0, 40), error: r.error.issues[0].message };
    }),
  };
}

/** A credential to check: a JWT, or a JSON credential with an embedded Data Integrity proof. */
export type SignedCredential = { kind: 'jwt'; jws: string } | { kind: 'data-integrity'; credential: Record<string, unknown> };

/** Longest JSON credential (as text) a check reads; a Leerpunt credential with its proof is a few kilobytes. */
const MAX_CREDENTIAL_CHARS = 100_000;

/** Longest compact JWS of one credential a check reads. */
const MAX_JWS_CHARS = 20_000;

/**
 * Longest Comprehensive Learner Record (as JSON text or compact JWS) a check reads: a member's every certificate,
 * each a few kilobytes with its proof.
 */
export const MAX_RECORD_CHARS = 3_000_000;

/** True when `value` (a parsed object) says it is a ClrCredential. */
const isRecord = (value: unknown) => {
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  return Array.isArray(type) ? type.includes('ClrCredential') : type === 'ClrCredential';
};

/** True when the payload of compact JWS `jws` is a ClrCredential. */
function jwsCarriesRecord(jws: string): boolean {
  try {
    return isRecord(JSON.parse(Buffer.from(jws.split('.')[1] ?? '', 'base64url').toString('utf8')));
  } catch {
    return false;
  }
}

/**
 * What a credential check was given: the JWS itself, an envelope object or its JSON text (the JWT), or a
 * credential object or its JSON text that carries a `proof` (Data Integrity). A Comprehensive Learner Record may
 * be larger than a single credential.
 */
export function checkCredential(raw: unknown): Checked<SignedCredential> {
  const signed = readCredential(raw);
  return signed
    ? { ok: true, value: signed }
    : refused(badInput('credential must be a signed credential (compact JWS, EnvelopedVerifiableCredential, or JSON with a Data Integrity proof)'));
}

function readCredential(input: unknown): SignedCredential | null {
  let value: unknown = input;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    if (value.length > MAX_RECORD_CHARS) return null;
    const length = value.length;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
    if (length > MAX_CREDENTIAL_CHARS && !isRecord(value)) return null;
  } else if (value && typeof value === 'object') {
    const length = JSON.stringify(value).length;
    if (length > MAX_RECORD_CHARS || (length > MAX_CREDENTIAL_CHARS && !isRecord(value))) return null;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    if (object.proof && typeof object.proof === 'object') return { kind: 'data-integrity', credential: object };
    if (typeof object.id === 'string') value = object.id.replace(/^data:application\/vc\+jwt,/, '');
  }
  if (typeof value !== 'string' || value.length > MAX_RECORD_CHARS) return null;
  const jws = value.trim();
  if (jws.length > MAX_JWS_CHARS && !jwsCarriesRecord(jws)) return null;
  return CredentialSigner.looksLikeJws(jws) ? { kind: 'jwt', jws } : null;
}
