import { randomBytes, randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CertificateEntity } from '../../certificates/certificate.entity';
import type { CertificatesRepository } from '../../certificates/certificates.repository';
import type { CredentialSigner, CurrentKey } from '../../certificates/credential-signer';
import { buildCredential, hashEmail, jwtPayload, wholeSeconds, type CertificateFacts, type IssuerInfo } from '../../certificates/credential';
import { STATUS_LIST_FILL, STATUS_LIST_SIZE, statusListUrl } from '../../certificates/status-list';

export interface CertificateIssuerDeps {
  signer: CredentialSigner;
  /** Who issues, as the credential and the printed certificate name it. */
  issuer: () => IssuerInfo;
  /** The register's writes inside the passing transaction. */
  register: Pick<CertificatesRepository, 'openStatusList' | 'statusIndexTaken' | 'create' | 'insertUnlessTaken' | 'exists'>;
}

export interface IssueInput {
  userId: number;
  holderName: string;
  /** Only its salted hash goes into the credential. */
  holderEmail: string;
  licenseNumber: string | null;
  /** The credentialSubject.id: the member's bound wallet DID, else `urn:uuid:` + their stable users.credential_subject_id. */
  subjectId?: string | null;
  article: { id: number; title: string; category: string; estimatedReadTime?: number | null; studyMinutes?: number | null };
  completionId: number;
  pePoints: number;
  score: number;
  total: number;
  completedAt: Date;
  /** How the points were set (study time or an admin's override reason); shown on the certificate. */
  pointsBasis?: string | null;
  /** Study time the server recorded for the holder and item up to the pass, in seconds (null: not known). */
  studySeconds?: number | null;
}

/**
 * What issuing reads in the passing submit's read: the newest status list, how many status entries have
 * been handed out (`issued`), the current key and `free`, the first of the caller's random candidate
 * indexes (statusIndexCandidates) that no certificate of the newest list holds, or null when every
 * candidate is taken.
 */
export interface IssueState {
  list: number | null;
  issued: number;
  key: CurrentKey | null;
  free: number | null;
}

/** Random status indexes a pass offers its read; the first free one is used. */
const STATUS_CANDIDATES = 16;

/**
 * STATUS_CANDIDATES independent random status indexes, for issueStateSql. The first of them that is free is
 * a uniform draw among the free indexes (herd privacy), and the read that finds it spares the passing write
 * a collision with a certificate issued earlier: the list is at most half full, so all of them are taken
 * with a chance of at most 2^-16.
 */
export const statusIndexCandidates = (): number[] => Array.from({ length: STATUS_CANDIDATES }, () => randomInt(STATUS_LIST_SIZE));

/**
 * The status list a new certificate goes into: the newest, until STATUS_LIST_FILL entries (half a list)
 * have been handed out in it; then the next. Parallel passes may put a few more into a list, never near full.
 */
const listFor = (newest: number | null, issued: number) => Math.max(newest ?? 1, 1 + Math.floor(issued / STATUS_LIST_FILL));

/** A certificate row a caller inserts itself, once its completion exists. */
export type PreparedCertificate = Pick<
  CertificateEntity,
  | 'id'
  | 'userId'
  | 'articleId'
  | 'holderName'
  | 'articleTitle'
  | 'fieldOfStudy'
  | 'pePoints'
  | 'score'
  | 'total'
  | 'completedAt'
  | 'credentialJws'
  | 'statusList'
  | 'statusIndex'
  | 'pointsBasis'
  | 'studySeconds'
>;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 128 random bits as 26 Crockford base-32 characters (no I, L, O, U: easy to read back from paper). */
export function newCertificateId(): string {
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const b of bytes.subarray(0, 16)) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 26; i++) {
    out = CROCKFORD[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

/**
 * Issues the certificate of a pass, inside the passing transaction: a random public id, the signed
 * credential and a revocation bit in a status list. Verification, download and revocation stay with the
 * certificate register (modules/certificates), which knows nothing of tests.
 */
export class CertificateIssuer {
  constructor(private readonly deps: CertificateIssuerDeps) {}

  /** Takes a status entry and returns the list it belongs to (listFor). */
  private async openStatusList(m: EntityManager): Promise<number> {
    const { newest, issued } = await this.deps.register.openStatusList(m);
    return listFor(newest, issued);
  }

  /**
   * A certificate ready to insert, signed, for a caller that writes it in its own statement (the
   * passing submit). `state` comes from issueStateSql in the caller's read.
   * Its status index is random: the candidate that read found free, or a fresh draw in a list just opened.
   * A concurrent pass may take the same index meanwhile: the caller's insert then does not apply, and the
   * caller grades again under the member's lock, falling back to `issue` if that insert collides too.
   */
  async prepare(m: EntityManager, input: Omit<IssueInput, 'completionId'>, state: IssueState): Promise<PreparedCertificate> {
    const newest = state.list === null ? null : Number(state.list);
    let list = listFor(newest, Number(state.issued));
    // Every candidate taken, a chance of 2^-16 in a list at most half full, means the count is behind the
    // list (a restore of the database without it, say): the list is taken for full and the next one opened.
    if (list === newest && state.free == null) list += 1;
    const index = list === newest ? Number(state.free) : randomInt(STATUS_LIST_SIZE);
    const { id, facts, credentialJws } = await this.sealed(m, { ...input, completionId: 0 }, list, index, state.key);
    return {
      id,
      userId: input.userId,
      articleId: input.article.id,
      holderName: facts.holderName,
      articleTitle: facts.articleTitle,
      fieldOfStudy: facts.fieldOfStudy,
      pePoints: facts.pePoints,
      score: input.score,
      total: input.total,
      completedAt: facts.completedAt,
      credentialJws,
      statusList: list,
      statusIndex: index,
      pointsBasis: input.pointsBasis ?? null,
      studySeconds: input.studySeconds ?? null,
    };
  }

  /** A new certificate id, its facts and the signed credential for status entry (`list`, `index`). */
  private async sealed(m: EntityManager, input: IssueInput, list: number, index: number, key: CurrentKey | null = null, id = newCertificateId()) {
    const facts: CertificateFacts = {
      certificateId: id,
      holderName: input.holderName,
      articleId: input.article.id,
      articleTitle: input.article.title,
      fieldOfStudy: input.article.category,
      pePoints: input.pePoints,
      // Whole seconds: the credential's validFrom must equal its JWT's nbf, and the record the credential.
      completedAt: wholeSeconds(input.completedAt),
    };
    const issuer = this.deps.issuer();
    const salt = randomBytes(16).toString('base64url');
    const credential = buildCredential(facts, issuer, {
      holder: { emailHash: hashEmail(input.holderEmail, salt), salt, licenseNumber: input.licenseNumber },
      subjectId: input.subjectId ?? null,
      score: input.score,
      total: input.total,
      studyMinutes: input.article.studyMinutes ?? input.article.estimatedReadTime ?? null,
      recordedStudySeconds: input.studySeconds ?? null,
      status: { listUrl: statusListUrl(issuer.publicUrl, list), index },
    });
    const { jws: credentialJws } = await this.deps.signer.signWith(key, jwtPayload(credential), m);
    return { id, facts, credentialJws };
  }

  /**
   * Creates the certificate of a completion inside the passing transaction, with its signed credential.
   * Its revocation bit sits at a random free index of the status list (herd privacy); a concurrent pass
   * that takes the same index makes the insert do nothing, and another index is drawn.
   */
  async issue(m: EntityManager, input: IssueInput): Promise<CertificateEntity> {
    const id = newCertificateId();
    const list = await this.openStatusList(m);
    for (let attempt = 0; attempt < 16; attempt++) {
      const index = randomInt(STATUS_LIST_SIZE);
      if (await this.deps.register.statusIndexTaken(m, list, index)) continue;
      const { facts, credentialJws } = await this.sealed(m, input, list, index, null, id);
      const certificate = this.deps.register.create(m, {
        id,
        userId: input.userId,
        articleId: input.article.id,
        completionId: input.completionId,
        holderName: facts.holderName,
        articleTitle: facts.articleTitle,
        fieldOfStudy: facts.fieldOfStudy,
        pePoints: facts.pePoints,
        score: input.score,
        total: input.total,
        completedAt: facts.completedAt,
        credentialJws,
        statusList: list,
        statusIndex: index,
        revokedAt: null,
        revocationReason: null,
        revokedBy: null,
        pointsBasis: input.pointsBasis ?? null,
        studySeconds: input.studySeconds ?? null,
      });
      await this.deps.register.insertUnlessTaken(m, certificate);
      if (await this.deps.register.exists(m, id)) return certificate;
    }
    throw new Error('No free status list index found');
  }
}
