import { credentialSubjectOf } from '../../wallet/wallet.service';
import type { EntityManager } from 'typeorm';
import { conflict } from '../../../errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { ArticleEntity } from '../../articles/article.entity';
import type { UserEntity } from '../../users/user.entity';
import { allowanceCharge, allowanceCovers, allowanceOf, allowanceTooLow } from '../allowance/allowance.service';
import type { OptionLetter } from '../bank/question.entity';
import { statusIndexCandidates, type CertificateIssuer, type IssueInput, type IssueState, type PreparedCertificate } from '../certificates/certificate-issuer';
import { recordIntegrationEvents } from '../../integrations/integration-events.repository';
import { passEvents } from '../../integrations/integration-events';
import { readPassState, writePass, type PassWritten } from './pass.repository';
import { passStateOf } from './pass-test.sql';

export { passStateOf, passStateSql } from './pass-test.sql';

export type PassedArticle = Pick<ArticleEntity, 'id' | 'title' | 'category' | 'pePointsValue'> &
  Partial<Pick<ArticleEntity, 'estimatedReadTime' | 'studyMinutes' | 'pointsOverrideReason'>>;

/** What a pass depends on besides the attempt, from the caller's read (passStateSql in it). */
export interface PassState {
  /** Points already charged to the monthly allowance in the current subscription. */
  allowanceUsed: number;
  issue: IssueState;
}

/** Everything passTest records. */
export interface PassedTest {
  /** The member, as the caller's read found them. */
  user: UserEntity;
  article: PassedArticle;
  /** The open attempt that passed; it is graded as passed by the same statement that records the pass. */
  attempt: { id: number; answers: Record<string, OptionLetter> | null; score: number; total: number };
  completedAt: Date;
  /** Left out by a caller that did not read it itself; passTest then reads it (one more statement). */
  state?: PassState;
  /** Study time the server recorded for the member and item up to this pass, in seconds; null when unknown. */
  studySeconds?: number | null;
}

/** The certificate a pass issued, as lists show it. */
export type IssuedCertificate = Pick<PreparedCertificate, 'id' | 'articleId' | 'articleTitle' | 'fieldOfStudy' | 'pePoints' | 'completedAt'>;

export interface PassOutcome {
  completionId: number;
  certificateId: string;
  certificate: IssuedCertificate;
}

/** The value of passStateSql's candidates parameter: fresh random status indexes for each read. */
export const passCandidates = statusIndexCandidates;

/** What the certificate of a pass states. */
function certificateInput(pass: PassedTest): Omit<IssueInput, 'completionId'> {
  const { user, article } = pass;
  return {
    userId: user.id,
    holderName: `${user.firstName} ${user.lastName}`.trim(),
    holderEmail: user.email,
    licenseNumber: user.licenseNumber,
    subjectId: credentialSubjectOf(user),
    article,
    pePoints: article.pePointsValue,
    pointsBasis: article.pointsOverrideReason
      ? `Set by the provider: ${article.pointsOverrideReason}`
      : article.studyMinutes
        ? `Estimated study time ${article.studyMinutes} minutes`
        : null,
    score: pass.attempt.score,
    total: pass.attempt.total,
    completedAt: pass.completedAt,
    studySeconds: pass.studySeconds ?? null,
  };
}

/** A unique index refused the row (PostgreSQL's unique_violation, on either driver). */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === '23505';
};

/**
 * Records a passed test: the attempt graded as passed, the completion (unique per member and article),
 * the points, the monthly allowance charge and the signed certificate — all or nothing, in one statement.
 * The allowance is checked first, so a pass it does not cover changes nothing (the attempt stays open).
 *
 * Locked: the caller's transaction holds the member's row lock and read `pass.state` under it. A status
 * index a concurrent pass took meanwhile is then replaced by a fresh one (one more statement, rare).
 *
 * Unlocked (with `rowVersion`, the xmin of the member's row in the read `pass.state` came from): the
 * statement locks the member's row only if it is still that version — every pass updates the row, so a
 * pass recorded since would show — and a taken status index aborts it. Null when it did not apply, having
 * changed nothing, or when the allowance read does not cover the pass; the caller then grades again under
 * the lock.
 */
export async function passTest(m: EntityManager, issuer: CertificateIssuer, pass: PassedTest): Promise<PassOutcome>;
export async function passTest(m: EntityManager, issuer: CertificateIssuer, pass: PassedTest, rowVersion: string | undefined): Promise<PassOutcome | null>;
export async function passTest(m: EntityManager, issuer: CertificateIssuer, pass: PassedTest, rowVersion?: string): Promise<PassOutcome | null> {
  const { user, article, attempt, completedAt } = pass;
  const guarded = rowVersion !== undefined;
  const state = pass.state ?? passStateOf(await readPassState(m, user.id, user.subscriptionStartedAt ?? null, passCandidates()));
  const points = article.pePointsValue;
  const allowance = allowanceOf(user, state.allowanceUsed);
  if (!allowanceCovers(allowance, points)) {
    if (guarded) return null;
    throw allowanceTooLow(allowance, points);
  }
  const certificate: PreparedCertificate = await issuer.prepare(m, certificateInput(pass), state.issue);
  const params = [
    attempt.id,
    attempt.answers === null ? null : JSON.stringify(attempt.answers),
    attempt.score,
    completedAt.toISOString(),
    user.id,
    article.id,
    completedAt.getUTCFullYear(),
    points,
    allowanceCharge(user, points),
    certificate.id,
    certificate.holderName,
    certificate.articleTitle,
    certificate.fieldOfStudy,
    attempt.total,
    certificate.credentialJws,
    certificate.statusList,
    certificate.statusIndex,
    certificate.pointsBasis,
    certificate.studySeconds,
  ];
  let written: PassWritten;
  try {
    written = await writePass(m, guarded ? [...params, rowVersion] : params, guarded);
  } catch (error) {
    if (guarded && isUniqueViolation(error)) return null;
    throw error;
  }
  if (!written.graded) {
    if (guarded) return null;
    // Graded meanwhile by a parallel submit of the same attempt.
    throw conflict(MESSAGES.testNotStarted);
  }
  const completionId = Number(written.completionId);
  if (written.certified) return { completionId, certificateId: certificate.id, certificate: issuedFacts(certificate) };
  // A concurrent pass took the same random status index: issue with a fresh one (rare).
  const issued = await issuer.issue(m, { ...certificateInput(pass), completionId });
  await recordIntegrationEvents(
    m,
    passEvents({
      userId: user.id,
      articleId: article.id,
      completionId,
      certificateId: issued.id,
      score: attempt.score,
      total: attempt.total,
      pePoints: points,
      completedAt,
    }),
  );
  return { completionId, certificateId: issued.id, certificate: issuedFacts(issued) };
}

const issuedFacts = (c: IssuedCertificate): IssuedCertificate => ({
  id: c.id,
  articleId: c.articleId,
  articleTitle: c.articleTitle,
  fieldOfStudy: c.fieldOfStudy,
  pePoints: c.pePoints,
  completedAt: c.completedAt,
});
