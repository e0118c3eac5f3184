/**
 * Checks an Open Badges 3.0 credential: a JWT's signature (Ed25519 or RS256) against the issuer's published key
 * set (WebCrypto, in the browser), its revocation bit in the Bitstring Status List, and its validity dates. For
 * a JWT nothing is sent to our API; only public, signed documents are fetched. A JSON credential's embedded Data
 * Integrity proof (eddsa-rdfc-2022, which needs RDF canonicalisation) is checked by the issuer's verifier, the
 * `checkProof` the caller passes; its status list and dates are still read here.
 */
import { dateTime } from '../../ui/dates';

export type CheckState = 'pass' | 'fail' | 'skip';

export interface CredentialCheck {
  label: string;
  state: CheckState;
  detail: string;
}

export interface CredentialSummary {
  /** A single certificate, or a Comprehensive Learner Record holding several. */
  kind?: 'certificate' | 'record';
  holderName: string | null;
  achievement: string | null;
  credits: number | null;
  issuer: string | null;
  issuedOn: string | null;
  certificateUrl: string | null;
}

export interface CredentialReport {
  valid: boolean;
  checks: CredentialCheck[];
  summary: CredentialSummary | null;
}

type Json = Record<string, unknown>;
interface Jwk {
  kty?: string;
  crv?: string;
  x?: string;
  n?: string;
  e?: string;
  alg?: string;
  kid?: string;
}

/** How each supported JWS algorithm is checked with WebCrypto, and the key it needs. */
const ALGORITHMS = {
  EdDSA: {
    label: 'Ed25519',
    fits: (k: Jwk) => k.kty === 'OKP' && k.crv === 'Ed25519' && typeof k.x === 'string',
    importKey: (k: Jwk) => crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: k.x }, { name: 'Ed25519' }, false, ['verify']),
    params: { name: 'Ed25519' },
  },
  RS256: {
    label: 'RS256 (RSA)',
    fits: (k: Jwk) => k.kty === 'RSA' && typeof k.n === 'string' && typeof k.e === 'string',
    importKey: (k: Jwk) => crypto.subtle.importKey('jwk', { kty: 'RSA', n: k.n, e: k.e }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']),
    params: { name: 'RSASSA-PKCS1-v1_5' },
  },
} as const;
type Algorithm = keyof typeof ALGORITHMS;

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const decodeJson = (segment: string): Json => obj(JSON.parse(new TextDecoder().decode(base64UrlBytes(segment))));

interface ParsedJwt {
  header: Json;
  payload: Json;
  signingInput: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

function parseJwt(jwt: string): ParsedJwt {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) throw new Error('not a compact JWT');
  const signingInput = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
  return { header: decodeJson(parts[0]), payload: decodeJson(parts[1]), signingInput: new Uint8Array(signingInput), signature: base64UrlBytes(parts[2]) };
}

/** The JWT inside what the user dropped: the JWT itself, or a JSON file that wraps one. */
function readInput(text: string): { jwt: ParsedJwt | null; credential: Json | null } {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return { jwt: parseJwt(trimmed), credential: null };
  const json = obj(JSON.parse(trimmed));
  const id = str(json.id);
  // An enveloped credential (earlier downloads) carries the JWT as a data: URL.
  if (id?.startsWith('data:application/vc+jwt,')) return { jwt: parseJwt(id.slice('data:application/vc+jwt,'.length)), credential: null };
  return { jwt: null, credential: json };
}

async function fetchJson(url: string): Promise<Json> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return obj(await res.json());
}

/** The key of `kid` in the key set published at the issuer's origin. */
async function issuerKey(issuerId: string, kid: string): Promise<Jwk> {
  const origin = new URL(issuerId).origin;
  const jwks = await fetchJson(`${origin}/.well-known/jwks.json`);
  const keys = Array.isArray(jwks.keys) ? (jwks.keys as Jwk[]) : [];
  const key = keys.find((k) => k.kid === kid);
  if (!key) throw new Error(`the issuer's key set at ${origin}/.well-known/jwks.json has no key ${kid}`);
  return key;
}

/**
 * Checks `jwt` with the issuer's key named by its `kid`. The algorithm must be one we support, fit the
 * key's type and agree with the key's own `alg`: a header alone never chooses how a key is used.
 */
async function verifyWithIssuerKey(jwt: ParsedJwt, issuerId: string): Promise<{ ok: boolean; algorithm: Algorithm }> {
  const alg = str(jwt.header.alg);
  if (alg !== 'EdDSA' && alg !== 'RS256') throw new Error(`unsupported algorithm ${String(jwt.header.alg)}`);
  const kid = str(jwt.header.kid);
  if (!kid) throw new Error('the JWT names no key (kid)');
  const jwk = await issuerKey(issuerId, kid);
  const spec = ALGORITHMS[alg];
  if ((jwk.alg !== undefined && jwk.alg !== alg) || !spec.fits(jwk)) throw new Error(`the key is not an ${spec.label} key`);
  const key = await spec.importKey(jwk);
  return { ok: await crypto.subtle.verify(spec.params, key, jwt.signature, jwt.signingInput), algorithm: alg };
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function summaryOf(c: Json): CredentialSummary {
  const subject = obj(c.credentialSubject);
  const achievement = obj(subject.achievement);
  return {
    holderName: str(subject.name),
    achievement: str(achievement.name),
    credits: typeof subject.creditsEarned === 'number' ? subject.creditsEarned : null,
    issuer: str(obj(c.issuer).name),
    issuedOn: str(c.validFrom),
    certificateUrl: str(c.id),
  };
}

/** What the issuer's verifier says of a Comprehensive Learner Record and each credential in it (POST /api/verify-credential). */
export interface RecordCheck {
  valid: boolean;
  signature_valid: boolean | null;
  error?: string;
  self_reported_activities?: number;
  credentials?: Array<{
    valid: boolean;
    certificate_id: string;
    article_title: string | null;
    signature_valid: boolean | null;
    revoked: boolean;
    revocation_reason: string | null;
    error?: string;
  }>;
}

/**
 * A Comprehensive Learner Record (1EdTech CLR 2.0): the issuer's verifier checks the record's own proof and each
 * credential inside it (proof, register, revocation); the self-reported activities have nothing to check.
 */
async function verifyRecord(text: string, record: Json, checkRecord: (text: string) => Promise<RecordCheck>): Promise<CredentialReport> {
  const checks: CredentialCheck[] = [];
  const add = (label: string, state: CheckState, detail: string) => checks.push({ label, state, detail });
  const subject = obj(record.credentialSubject);
  const inner = [subject.verifiableCredential ?? []].flat();
  const achievements = [subject.achievement ?? []].flat();
  const summary: CredentialSummary = {
    kind: 'record',
    holderName: str(subject.name),
    achievement: str(record.name),
    credits: null,
    issuer: str(obj(record.issuer).name) ?? str(obj(record.issuer).id),
    issuedOn: str(record.validFrom),
    certificateUrl: null,
  };
  add(
    'Format',
    'pass',
    `Comprehensive Learner Record (CLR 2.0) with ${inner.length} credential${inner.length === 1 ? '' : 's'} and ${achievements.length} self-reported activit${achievements.length === 1 ? 'y' : 'ies'}.`,
  );
  let answer: RecordCheck;
  try {
    answer = await checkRecord(text.trim());
  } catch (e) {
    add('Signature', 'fail', `Could not verify the record: ${(e as Error).message}.`);
    return { valid: false, checks, summary };
  }
  add(
    'Signature',
    answer.signature_valid ? 'pass' : 'fail',
    answer.signature_valid
      ? "The record's own signature verified by this site against the issuer's published key."
      : answer.error && !answer.credentials
        ? answer.error
        : 'The record does not verify: it was altered or not issued by this issuer.',
  );
  (answer.credentials ?? []).forEach((c, i) => {
    const title = c.article_title ?? str(obj(obj(obj(inner[i]).credentialSubject).achievement).name) ?? 'unknown';
    add(
      `Certificate ${i + 1}: ${title}`,
      c.valid ? 'pass' : 'fail',
      c.valid
        ? `Signed by the issuer, not revoked (certificate ${c.certificate_id}).`
        : c.revoked
          ? `Revoked by the issuer${c.revocation_reason ? `: ${c.revocation_reason}` : ''}.`
          : (c.error ?? 'Does not verify.'),
    );
  });
  if (achievements.length) {
    add(
      'Self-reported activities',
      'skip',
      `${achievements.length} activit${achievements.length === 1 ? 'y' : 'ies'} the member reported themselves: stated in the signed record, but without a signature of their own and not checked by the issuer.`,
    );
  }
  return { valid: answer.valid && checks.every((c) => c.state !== 'fail'), checks, summary };
}

/** What the issuer's verifier says of a Data Integrity proof (GraphQL verifyCredential). */
export interface ProofCheck {
  signatureValid?: boolean | null;
  error?: string | null;
}

export async function verifyCredentialText(
  text: string,
  now = new Date(),
  checkProof: ((json: string) => Promise<ProofCheck>) | null = null,
  checkRecord: ((text: string) => Promise<RecordCheck>) | null = null,
): Promise<CredentialReport> {
  const checks: CredentialCheck[] = [];
  const add = (label: string, state: CheckState, detail: string) => checks.push({ label, state, detail });
  const done = (credential: Json | null): CredentialReport => ({
    valid: checks.length > 0 && checks.every((c) => c.state === 'pass'),
    checks,
    summary: credential ? summaryOf(credential) : null,
  });

  let input: ReturnType<typeof readInput>;
  try {
    input = readInput(text);
  } catch {
    add('Format', 'fail', 'This is neither a signed credential (.jwt) nor a credential in JSON.');
    return done(null);
  }
  const credential = input.jwt ? input.jwt.payload : input.credential!;
  const types = Array.isArray(credential.type) ? credential.type : [];
  if (types.includes('ClrCredential') && checkRecord) return verifyRecord(text, credential, checkRecord);
  const issuerId = str(obj(credential.issuer).id) ?? str(credential.issuer);
  if (!types.includes('VerifiableCredential') || !(types.includes('OpenBadgeCredential') || types.includes('AchievementCredential')) || !issuerId) {
    add('Format', 'fail', 'The file is not an Open Badges 3.0 credential.');
    return done(null);
  }
  add('Format', 'pass', `Open Badges 3.0 credential issued by ${str(obj(credential.issuer).name) ?? issuerId}.`);

  // Signature
  let statusKeyCheck: ((jwt: ParsedJwt) => Promise<boolean>) | null = null;
  const proof = obj(credential.proof);
  if (!input.jwt && proof.type === 'DataIntegrityProof' && checkProof) {
    try {
      const answer = await checkProof(text.trim());
      add(
        'Signature',
        answer.signatureValid ? 'pass' : 'fail',
        answer.signatureValid
          ? `Data Integrity proof (${str(proof.cryptosuite) ?? 'unknown cryptosuite'}) verified by this site against the issuer's published key.`
          : 'The Data Integrity proof does not verify: the credential was altered or not issued by this issuer.',
      );
    } catch (e) {
      add('Signature', 'fail', `Could not verify the proof: ${(e as Error).message}.`);
    }
    // The status list is a JWT, signed by one of the issuer's keys.
    statusKeyCheck = async (list) => (await verifyWithIssuerKey(list, issuerId)).ok;
  } else if (!input.jwt) {
    add('Signature', 'fail', 'This JSON file carries no signature: check the .jwt file, or the JSON credential with its proof, to prove who issued it.');
  } else {
    const { payload } = input.jwt;
    try {
      if (payload.iss !== undefined && payload.iss !== issuerId) throw new Error('the JWT issuer (iss) differs from the credential issuer');
      const { ok, algorithm } = await verifyWithIssuerKey(input.jwt, issuerId);
      add(
        'Signature',
        ok ? 'pass' : 'fail',
        ok
          ? `${ALGORITHMS[algorithm].label} signature verified with the issuer's published key.`
          : 'The signature does not match: the credential was altered or not issued by this issuer.',
      );
      // The status list may be signed by a newer key, in another algorithm, after a rotation.
      statusKeyCheck = async (list) => (await verifyWithIssuerKey(list, issuerId)).ok;
    } catch (e) {
      add('Signature', 'fail', `Could not verify the signature: ${(e as Error).message}.`);
    }
  }

  // Revocation (Bitstring Status List)
  const status = obj(credential.credentialStatus);
  const listUrl = str(status.statusListCredential);
  const index = Number(status.statusListIndex);
  if (status.type !== 'BitstringStatusListEntry' || !listUrl || !Number.isInteger(index) || index < 0) {
    add('Revocation', 'skip', 'The credential names no status list.');
  } else {
    try {
      if (new URL(listUrl).origin !== new URL(issuerId).origin) throw new Error('the status list is not hosted by the issuer');
      const res = await fetch(listUrl, { credentials: 'omit' });
      if (!res.ok) throw new Error(`the status list answered HTTP ${res.status}`);
      const list = parseJwt(await res.text());
      if (statusKeyCheck && !(await statusKeyCheck(list))) throw new Error('the status list signature does not verify');
      const encoded = str(obj(list.payload.credentialSubject).encodedList);
      if (!encoded?.startsWith('u')) throw new Error('the status list is not base64url-encoded');
      const bits = await gunzip(base64UrlBytes(encoded.slice(1)));
      if (index >= bits.length * 8) throw new Error('the index is outside the status list');
      const revoked = ((bits[index >> 3] >> (7 - (index & 7))) & 1) === 1;
      add(
        'Revocation',
        revoked ? 'fail' : 'pass',
        revoked ? 'The issuer has revoked this credential.' : 'Not revoked (checked in the issuer’s signed status list).',
      );
    } catch (e) {
      add('Revocation', 'fail', `Could not read the status list: ${(e as Error).message}.`);
    }
  }

  // Validity dates
  const from = new Date(str(credential.validFrom) ?? '');
  const until = str(credential.validUntil) ? new Date(str(credential.validUntil)!) : null;
  if (Number.isNaN(from.getTime())) add('Validity dates', 'fail', 'The credential has no valid issue date.');
  else if (from > now) add('Validity dates', 'fail', `Not valid before ${dateTime(from.toISOString())}.`);
  else if (until && until <= now) add('Validity dates', 'fail', `Expired on ${dateTime(until.toISOString())}.`);
  else add('Validity dates', 'pass', `Valid since ${dateTime(from.toISOString())}${until ? ` until ${dateTime(until.toISOString())}` : ', does not expire'}.`);

  return done(credential);
}
