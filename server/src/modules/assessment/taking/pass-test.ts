import type { EntityManager } from 'typeorm';
import { conflict } from '../../../errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { ArticleEntity } from '../../articles/article.entity';
import type { UserEntity } from '../../users/user.entity';
import { allowanceCharge, allowanceCovers, allowanceOf, allowanceTooLow, allowanceUsedSql } from '../allowance/allowance.service';
import type { OptionLetter } from '../bank/question.entity';
import {
  issueStateSql,
  statusIndexCandidates,
  type CertificateIssuer,
  type IssueInput,
  type IssueState,
  type PreparedCertificate,
} from '../certificates/certificate-issuer';

export type PassedArticle = Pick<ArticleEntity, 'id' | 'title' | 'category' | 'pePointsValue'> &
  Partial<Pick<ArticleEntity, 'estimatedReadTime' | 'studyMinutes' | 'pointsOverrideReason'>>;

/** What a pass depends on besides the attempt, read under the member's lock (passStateSql in the caller's read). */
export interface PassState {
  /** Points already charged to the monthly allowance in the current subscription. */
  allowanceUsed: number;
  issue: IssueState;
}

/** Everything passTest records. */
export interface PassedTest {
  /** The member's row, locked by the caller for this transaction. */
  user: UserEntity;
  article: PassedArticle;
  /** The open attempt that passed; it is graded as passed by the same statement that records the pass. */
  attempt: { id: number; answers: Record<string, OptionLetter> | null; score: number; total: number };
  completedAt: Date;
  /** Left out by a caller that did not read it itself; passTest then reads it (one more statement). */
  state?: PassState;
}

/** The certificate a pass issued, as lists show it. */
export type IssuedCertificate = Pick<PreparedCertificate, 'id' | 'articleId' | 'articleTitle' | 'fieldOfStudy' | 'pePoints' | 'completedAt'>;

export interface PassOutcome {
  completionId: number;
  certificateId: string;
  certificate: IssuedCertificate;
}

/**
 * PassState's columns ("allowanceUsed" and issue) for a caller's own read under the member's lock, given
 * the parameter numbers of the user id, the subscription start and the status index candidates (passCandidates()).
 */
export const passStateSql = (userParam: string, startParam: string, candidatesParam: string) =>
  `(${allowanceUsedSql(userParam, startParam)}) AS "allowanceUsed", ${issueStateSql(candidatesParam)} AS issue`;

/** The value of passStateSql's candidates parameter: fresh random status indexes for each read. */
export const passCandidates = statusIndexCandidates;

export const passStateOf = (row: Record<string, unknown>): PassState => ({ allowanceUsed: Number(row.allowanceUsed ?? 0), issue: row.issue as IssueState });

/** What the certificate of a pass states. */
function certificateInput(pass: PassedTest): Omit<IssueInput, 'completionId'> {
  const { user, article } = pass;
  return {
    userId: user.id,
    holderName: `${user.firstName} ${user.lastName}`.trim(),
    holderEmail: user.email,
    licenseNumber: user.licenseNumber,
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
  };
}

/**
 * Records a passed test inside the caller's transaction, which holds the member's row lock: the attempt
 * graded as passed, the completion (unique per member and article), the points, the monthly allowance
 * charge and the signed certificate — all or nothing. One statement writes them all; the allowance is
 * checked first, so a pass it does not cover changes nothing (the attempt stays open).
 */
export async function passTest(m: EntityManager, issuer: CertificateIssuer, pass: PassedTest): Promise<PassOutcome> {
  const { user, article, attempt, completedAt } = pass;
  const state = pass.state ?? (await readPassState(m, user));
  const points = article.pePointsValue;
  const allowance = allowanceOf(user, state.allowanceUsed);
  if (!allowanceCovers(allowance, points)) throw allowanceTooLow(allowance, points);
  const certificate: PreparedCertificate = await issuer.prepare(m, certificateInput(pass), state.issue);
  const [written]: Array<{ graded: number; completion_id: number | null; certified: number }> = await m.query(
    `WITH g AS (
       UPDATE test_attempts SET status = 'passed', answers = $2::jsonb, score = $3, submitted_at = $4 WHERE id = $1 AND status = 'open' RETURNING id
     ), c AS (
       INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, allowance_charged, completed_at)
       SELECT $5, $6, g.id, $7, $8, $9, $4 FROM g RETURNING id
     ), p AS (
       UPDATE users SET pe_points_earned = pe_points_earned + $8 WHERE id = $5 AND EXISTS (SELECT 1 FROM c) RETURNING id
     ), cert AS (
       INSERT INTO certificates (id, user_id, article_id, completion_id, holder_name, article_title, field_of_study, pe_points, score, total,
                                 completed_at, credential_jws, status_list, status_index, points_basis)
       SELECT $10, $5, $6, c.id, $11, $12, $13, $8, $3, $14, $4, $15, $16, $17, $18 FROM c
       ON CONFLICT DO NOTHING RETURNING id
     )
     SELECT (SELECT count(*) FROM g)::int AS graded, (SELECT id FROM c) AS completion_id,
            (SELECT count(*) FROM cert)::int AS certified`,
    [
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
    ],
  );
  // Graded meanwhile by a parallel submit of the same attempt.
  if (!written.graded) throw conflict(MESSAGES.testNotStarted);
  const completionId = Number(written.completion_id);
  if (written.certified) return { completionId, certificateId: certificate.id, certificate: issuedFacts(certificate) };
  // A concurrent pass took the same random status index: issue with a fresh one (rare).
  const issued = await issuer.issue(m, { ...certificateInput(pass), completionId });
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

/** passStateSql on its own, for a caller whose read did not include it. */
async function readPassState(m: EntityManager, user: UserEntity): Promise<PassState> {
  const [row]: Array<Record<string, unknown>> = await m.query(`SELECT ${passStateSql('$1', '$2', '$3')}`, [
    user.id,
    user.subscriptionStartedAt ?? null,
    passCandidates(),
  ]);
  return passStateOf(row);
}
