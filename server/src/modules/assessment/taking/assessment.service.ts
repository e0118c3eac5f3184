import type { DataSource, EntityManager } from 'typeorm';
import { hotQuery } from '../../../db/hot-query';
import { AppError, badInput, conflict, forbidden, notFound } from '../../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { allowanceCharge, allowanceOf, type Allowance } from '../allowance/allowance.service';
import { allowanceUsedSql } from '../allowance/allowance.sql';
import type { ArticleEntity } from '../../articles/article.entity';
import { canTakeTests, requireOwner } from '../../users/access';
import { userColumns, userFromRow } from '../../users/user.row';
import type { CertificateIssuer } from '../certificates/certificate-issuer';
import { wholeSeconds } from '../../certificates/credential';
import type { UserEntity } from '../../users/user.entity';
import { attemptsRemaining, ineligibilityError, isPass, percentageOf, testIneligibility, type TestStanding } from './assessment.rules';
import type { Answers } from './assessment.inputs';
import { memberVersionGuardSql } from '../../users/users.sql';
import { passCandidates, passStateOf, passStateSql, passTest, type IssuedCertificate, type PassOutcome } from './pass-test';
import { articleContentHash, type QuestionBankService } from '../bank/question-bank.service';
import type { OptionLetter, ServedQuestion, TestQuestionEntity } from '../bank/question.entity';
import { requiredStudySecondsSql, studySecondsSql } from '../../study/study.sql';
import { studyProgress, studyTimeRequiredError } from '../../study/study.rules';

/** A question as the test taker sees it: options in the attempt's own order, no answer key. */
export interface ServedQuestionView {
  id: number;
  question: string;
  options: [string, string, string, string];
}

export interface TestSession {
  articleId: number;
  attemptNumber: number;
  attemptsRemaining: number;
  questions: ServedQuestionView[];
}

export interface QuestionReview {
  questionId: number;
  question: string;
  userAnswer: OptionLetter | null;
  /** Only in a passed result, or a failed one with no attempts left. */
  correctAnswer: OptionLetter | null;
  correctAnswerText: string | null;
  isCorrect: boolean;
  /** Only in a passed result. */
  explanation: string | null;
}

export interface TestResult {
  articleId: number;
  score: number;
  total: number;
  percentage: number;
  passed: boolean;
  attemptsRemaining: number;
  pePointsAwarded: number;
  certificateId: string | null;
  message: string | null;
  results: QuestionReview[];
}

/**
 * A graded attempt with what the grading wrote, for a caller that shows the changed records (GraphQL's
 * submit payload); REST answers the TestResult part only.
 */
export interface GradedTest extends TestResult {
  /** The member after the grading, their PE points included. */
  member: UserEntity;
  /** The graded attempt as the activity history lists it. */
  attempt: { id: number; attemptNumber: number; submittedAt: Date; articleTitle: string };
  /** The completion a pass recorded; null when not passed. */
  completion: { id: number; completionYear: number; completedAt: Date } | null;
  /** The certificate a pass issued; null when not passed. */
  certificate: IssuedCertificate | null;
  /** The member's monthly allowance after the grading. */
  allowance: Allowance;
}

export interface AssessmentDeps {
  db: DataSource;
  certificateIssuer: CertificateIssuer;
  questionBank: QuestionBankService;
  /** MIN_STUDY_SHARE: the share of an item's reading and video minutes a member studies before its test (0: no minimum). */
  minStudyShare: number;
}

const storedOption = (q: TestQuestionEntity, letter: OptionLetter) => ({ A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD })[letter];

const LETTERS: OptionLetter[] = ['A', 'B', 'C', 'D'];

const USER_SELECT = userColumns('u');

/** A failed attempt's write: it grades the attempt only while it is still open. */
const FAIL_WRITE = `UPDATE test_attempts SET status = 'failed', answers = $2::jsonb, score = $3, submitted_at = $4
  WHERE id = $1 AND status = 'open' RETURNING id`;

/** FAIL_WRITE without a transaction: only while the member's row ($5) is still the version read ($6, its xmin), locked meanwhile. */
const GUARDED_FAIL_WRITE = `WITH ${memberVersionGuardSql('$5', '$6')}
  UPDATE test_attempts SET status = 'failed', answers = $2::jsonb, score = $3, submitted_at = $4
  WHERE id = $1 AND status = 'open' AND EXISTS (SELECT 1 FROM v) RETURNING id`;

/**
 * The stored questions an attempt served (`questions`, its JSON list), as a JSON array of `fields`
 * (jsonb_build_object arguments over `q`). Each is found by its primary key: OFFSET 0 keeps the lookup a
 * probe per served question, which the planner otherwise may turn into a scan of every question when its
 * statistics lag behind a growing bank (0.36 ms of a 0.73 ms resume read at 720 questions).
 */
const servedQuestionsSql = (questions: string, fields: string) =>
  `(SELECT jsonb_agg(jsonb_build_object(${fields})) FROM jsonb_array_elements(${questions}) e
     CROSS JOIN LATERAL (SELECT * FROM test_questions q WHERE q.id = (e->>'questionId')::int OFFSET 0) q)`;

/** Points are numeric(…, 2): sums are kept to the hundredth, as the database keeps them. */
const hundredths = (points: number) => Math.round(points * 100) / 100;

/** A served question's text and options as the start read returns them. */
interface StoredQuestionJson {
  id: number;
  question: string;
  A: string;
  B: string;
  C: string;
  D: string;
}

/**
 * Certification tests: starting (or resuming) an attempt and grading it. Parallel requests of one member
 * are decided by unique indexes (starts) and by the member's row (passes): see startTest and submitTest.
 */
export class AssessmentService {
  constructor(private readonly deps: AssessmentDeps) {}

  /**
   * Starts a test on `articleId` for `userId`, or resumes the attempt already open (same questions, same
   * order). Resuming is one read. A new attempt is that read, the draw and one insert that re-checks the
   * standing on fresh data; the unique indexes (one open attempt per member and article, one row per
   * attempt number) make parallel starts create one attempt, and a start that loses the race answers
   * with the winner's attempt.
   */
  async startTest(actor: UserEntity | null, userId: number, articleId: number): Promise<TestSession> {
    requireOwner(actor, userId);
    for (let round = 0; round < 4; round++) {
      const state = await this.startState(userId, articleId);
      if (state.open) return this.session(articleId, state.open.attemptNumber, state.standing, state.open.questions, state.open.stored);
      const article = state.article;
      if (!state.bankReady) await this.deps.questionBank.ensure(article);
      const { served, questions } = await this.deps.questionBank.draw(this.deps.db, article, userId, LIMITS.questionsPerTest, state.previous);
      // Never a short test for credit: without a full draw the test is still in preparation.
      if (served.length < LIMITS.questionsPerTest) throw conflict(MESSAGES.testUnavailable);
      const inserted: Array<{ attempt_number: number; graded: number; extra: number }> = await this.deps.db.query(
        `WITH s AS (
           SELECT (SELECT count(*) FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status <> 'open')::int AS graded,
                  (SELECT coalesce(sum(extra_attempts), 0) FROM attempt_grants WHERE user_id = $1 AND article_id = $2)::int AS extra,
                  EXISTS (SELECT 1 FROM article_completions WHERE user_id = $1 AND article_id = $2) AS completed
         )
         INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, total)
         SELECT $1, $2, s.graded + 1, 'open', $3::jsonb, $4 FROM s WHERE NOT s.completed AND s.graded < $5 + s.extra
         ON CONFLICT DO NOTHING
         RETURNING attempt_number, (SELECT graded FROM s) AS graded, (SELECT extra FROM s) AS extra`,
        [userId, articleId, JSON.stringify(served), served.length, LIMITS.maxTestAttempts],
      );
      if (inserted[0]) {
        const standing = { ...state.standing, gradedAttempts: Number(inserted[0].graded), extraAttempts: Number(inserted[0].extra) };
        return this.session(articleId, Number(inserted[0].attempt_number), standing, served, questions);
      }
      // Another request opened or graded an attempt meanwhile: read again, then resume or refuse.
    }
    throw conflict(MESSAGES.testNotStarted);
  }

  /**
   * Everything a start decides on, in one statement: the member's access, the published article, the
   * standing, the monthly allowance used and the open attempt with its questions. Without an open
   * attempt it also carries what a draw needs (bank state, text for the bank's hash, earlier draws).
   * Throws the spec's errors when the member may not take the test now.
   */
  private async startState(userId: number, articleId: number) {
    const [row] = await hotQuery(
      this.deps.db,
      `SELECT u.id, u.is_admin AS "isAdmin", u.subscription_status AS "subscriptionStatus", u.subscription_plan AS "subscriptionPlan",
              u.subscription_started_at AS "subscriptionStartedAt", u.payment_grace_ends_at AS "paymentGraceEndsAt",
              a.id AS "articleId", a.title, a.category, a.language, a.pe_points_value AS "pePointsValue",
              EXISTS (SELECT 1 FROM article_completions c WHERE c.user_id = $1 AND c.article_id = $2) AS completed,
              (SELECT count(*) FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = $2 AND t.status <> 'open')::int AS graded,
              (SELECT coalesce(sum(g.extra_attempts), 0) FROM attempt_grants g WHERE g.user_id = $1 AND g.article_id = $2)::int AS extra,
              CASE WHEN u.subscription_plan = 'professionalMonthly' THEN (${allowanceUsedSql('$1', 'u.subscription_started_at')}) END AS "allowanceUsed",
              ${studySecondsSql('$1', '$2')} AS "studyRecorded", ${requiredStudySecondsSql('a', '$3')} AS "studyRequired",
              o.attempt AS open,
              CASE WHEN o.attempt IS NULL AND a.id IS NOT NULL THEN jsonb_build_object(
                'summary', a.summary, 'content', a.content,
                'ready', EXISTS (SELECT 1 FROM test_questions q WHERE q.article_id = $2 AND q.retired_at IS NULL AND q.status = 'approved'),
                'bankHash', (SELECT b.content_hash FROM question_banks b WHERE b.article_id = $2),
                'previous', (SELECT coalesce(jsonb_agg(t.questions), '[]'::jsonb) FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = $2)
              ) END AS draw
         FROM users u
         LEFT JOIN articles a ON a.id = $2 AND a.is_published
         LEFT JOIN LATERAL (
           SELECT jsonb_build_object('attemptNumber', t.attempt_number, 'questions', t.questions, 'stored',
                    ${servedQuestionsSql('t.questions', `'id', q.id, 'question', q.question, 'A', q.option_a, 'B', q.option_b, 'C', q.option_c, 'D', q.option_d`)}) AS attempt
             FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = $2 AND t.status = 'open'
         ) o ON a.id IS NOT NULL
        WHERE u.id = $1`,
      [userId, articleId, this.deps.minStudyShare],
    );
    if (!row || row.articleId === null) throw notFound(row ? 'Article not found' : 'User not found');
    const user = {
      id: userId,
      isAdmin: !!row.isAdmin,
      subscriptionStatus: String(row.subscriptionStatus),
      subscriptionPlan: (row.subscriptionPlan as string | null) ?? null,
      subscriptionStartedAt: row.subscriptionStartedAt ? new Date(row.subscriptionStartedAt as string) : null,
      paymentGraceEndsAt: row.paymentGraceEndsAt ? new Date(row.paymentGraceEndsAt as string) : null,
    };
    const pePointsValue = Number(row.pePointsValue);
    const standing: TestStanding = { completed: !!row.completed, gradedAttempts: Number(row.graded), extraAttempts: Number(row.extra), points: pePointsValue };
    const allowance = allowanceOf(user, Number(row.allowanceUsed ?? 0));
    const reason = testIneligibility(user, standing, allowance);
    if (reason) throw ineligibilityError(reason, standing, allowance);
    const open = row.open as { attemptNumber: number; questions: ServedQuestion[]; stored: StoredQuestionJson[] | null } | null;
    // A new attempt asks for study first (admins are exempt); an attempt already open resumes.
    if (!open) {
      const study = studyProgress(user, articleId, Number(row.studyRecorded), Number(row.studyRequired));
      if (study.remainingSeconds > 0) throw studyTimeRequiredError(study);
    }
    const draw = (row.draw ?? {}) as { summary?: string; content?: string; ready?: boolean; bankHash?: string | null; previous?: ServedQuestion[][] };
    const article = {
      id: articleId,
      title: String(row.title),
      category: String(row.category),
      language: String(row.language),
      summary: draw.summary ?? '',
      content: draw.content ?? '',
      pePointsValue,
    } as ArticleEntity;
    return {
      standing,
      open: open && {
        attemptNumber: Number(open.attemptNumber),
        questions: open.questions,
        stored: new Map(
          (open.stored ?? []).map((q) => [
            Number(q.id),
            { id: Number(q.id), question: q.question, optionA: q.A, optionB: q.B, optionC: q.C, optionD: q.D } as TestQuestionEntity,
          ]),
        ),
      },
      article,
      bankReady: !!draw.ready || (draw.bankHash != null && draw.bankHash === articleContentHash(article)),
      previous: (draw.previous ?? []).map((questions) => ({ questions })),
    };
  }

  private session(
    articleId: number,
    attemptNumber: number,
    standing: TestStanding,
    served: ServedQuestion[],
    stored: Map<number, TestQuestionEntity>,
  ): TestSession {
    return {
      articleId,
      attemptNumber,
      attemptsRemaining: attemptsRemaining(standing.gradedAttempts, standing.extraAttempts),
      questions: served.map((q) => {
        const s = stored.get(q.questionId)!;
        return { id: s.id, question: s.question, options: q.order.map((l) => storedOption(s, l)) as ServedQuestionView['options'] };
      }),
    };
  }

  /**
   * Grades the open attempt. A pass is recorded by passTest (completion, points, allowance charge and
   * certificate) in one statement. A pass (or a last failed attempt) returns every question with the
   * correct answer and explanation; a failed attempt with retakes left returns no per-question results.
   *
   * First without a transaction: one read of everything the grading and passTest need, then one write
   * that applies only if the member's row is still the version read (every pass adds points to that row
   * and every plan change updates it, so a parallel pass of the same member or a plan change in between
   * shows there) and the attempt is still open; a status index taken meanwhile aborts a pass's write.
   * Whatever did not apply changed nothing, and the submit is then graded again under the member's row
   * lock (lock, read, write in one transaction), where parallel submits of one member run one after
   * another and the monthly allowance cannot be overdrawn. Refusals that depend on the member's row (plan,
   * allowance) are decided under the lock too, so a plan change in flight is waited for, as before.
   */
  async submitTest(actor: UserEntity | null, userId: number, articleId: number, answers: Answers): Promise<GradedTest> {
    requireOwner(actor, userId);
    const first = await this.grade(this.deps.db.manager, userId, articleId, answers, { locked: false });
    if (!('retry' in first)) return first;
    return this.deps.db.transaction(async (m) => {
      await hotQuery(m, 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      return this.grade(m, userId, articleId, answers, { locked: true, attemptId: first.retry });
    });
  }

  /**
   * One grading of a submit: the read, the checks, the write. Unlocked, it answers `retry` (with the
   * attempt it read) wherever the locked grading has to decide (see submitTest). Locked, the caller's
   * transaction holds the member's row lock; it grades only the attempt the unlocked read found, as the
   * answers are that test's.
   */
  private async grade(m: EntityManager, userId: number, articleId: number, answers: Answers, mode: { locked: true; attemptId: number }): Promise<GradedTest>;
  private async grade(m: EntityManager, userId: number, articleId: number, answers: Answers, mode: { locked: false }): Promise<GradedTest | { retry: number }>;
  private async grade(
    m: EntityManager,
    userId: number,
    articleId: number,
    answers: Answers,
    mode: { locked: false } | { locked: true; attemptId: number },
  ): Promise<GradedTest | { retry: number }> {
    const state = await this.submitState(m, userId, articleId);
    if (!state) throw notFound('User not found');
    const { user, article, standing, attempt } = state;
    if (!article) throw notFound('Article not found');
    if (!attempt) {
      if (standing.completed) throw conflict(MESSAGES.testAlreadyPassed);
      if (attemptsRemaining(standing.gradedAttempts, standing.extraAttempts) === 0) {
        throw new AppError('CONFLICT', `${MESSAGES.testMaxAttempts}0`, { attempts_remaining: 0 });
      }
      throw conflict(MESSAGES.testNotStarted);
    }
    // Graded meanwhile by a parallel submit, and another attempt opened since: these answers were not for it.
    if (mode.locked && attempt.id !== mode.attemptId) throw conflict(MESSAGES.testNotStarted);
    const retry = { retry: attempt.id };
    if (!canTakeTests(user)) {
      if (!mode.locked) return retry;
      throw forbidden(MESSAGES.testNotIncluded);
    }
    const servedIds = new Set(attempt.questions.map((q) => String(q.questionId)));
    const unknown = Object.keys(answers).find((id) => !servedIds.has(id));
    if (unknown) throw badInput(`Question ${unknown} is not part of this test`);

    const graded = attempt.questions.map((served) => {
      const q = attempt.stored.get(served.questionId)!;
      const userAnswer = answers[String(q.id)] ?? null;
      const correctAnswer = LETTERS[served.order.indexOf(q.correctOption)];
      return { q, userAnswer, correctAnswer, isCorrect: userAnswer === correctAnswer };
    });
    const score = graded.filter((g) => g.isCorrect).length;
    const total = graded.length;
    const passed = isPass(score, total);
    // Whole seconds: a pass's completion and its certificate's credential (validFrom = the JWT's nbf) share it.
    const now = wholeSeconds(new Date());

    let outcome: PassOutcome | null = null;
    if (passed) {
      // A pass the allowance does not cover changes nothing: under the lock it throws and the attempt stays open
      // for later; without it passTest answers null and the pass is graded again under the lock.
      const pass = { user, article, attempt: { id: attempt.id, answers, score, total }, completedAt: now, state: state.pass, studySeconds: state.studySeconds };
      const recorded = await passTest(m, this.deps.certificateIssuer, pass, mode.locked ? undefined : state.rowVersion);
      if (!recorded) return retry;
      outcome = recorded;
    } else {
      const params = [attempt.id, JSON.stringify(answers), score, now.toISOString()];
      const failed: unknown[] = mode.locked
        ? await hotQuery(m, FAIL_WRITE, params)
        : await hotQuery(m, GUARDED_FAIL_WRITE, [...params, userId, state.rowVersion]);
      if (!failed.length) {
        if (!mode.locked) return retry;
        throw conflict(MESSAGES.testNotStarted);
      }
    }

    const remaining = attemptsRemaining(standing.gradedAttempts + 1, standing.extraAttempts);
    // A failed attempt with retakes left shows score and verdict only: any per-question right/wrong
    // would let the member narrow down the key for the next attempt. Once none remain, it may be shown.
    const reveal = passed || remaining === 0;
    return {
      articleId,
      score,
      total,
      percentage: percentageOf(score, total),
      passed,
      attemptsRemaining: remaining,
      pePointsAwarded: passed ? article.pePointsValue : 0,
      certificateId: outcome?.certificateId ?? null,
      message: passed ? null : MESSAGES.testFailScore,
      results: reveal
        ? graded.map((g) => ({
            questionId: g.q.id,
            question: g.q.question,
            userAnswer: g.userAnswer,
            correctAnswer: g.correctAnswer,
            correctAnswerText: storedOption(g.q, g.q.correctOption),
            isCorrect: g.isCorrect,
            explanation: g.q.explanation,
          }))
        : [],
      member: passed ? { ...user, pePointsEarned: hundredths(user.pePointsEarned + article.pePointsValue) } : user,
      attempt: { id: attempt.id, attemptNumber: attempt.attemptNumber, submittedAt: now, articleTitle: article.title },
      completion: outcome && { id: outcome.completionId, completionYear: now.getUTCFullYear(), completedAt: now },
      certificate: outcome?.certificate ?? null,
      allowance: allowanceOf(user, state.pass.allowanceUsed + (passed ? allowanceCharge(user, article.pePointsValue) : 0), now),
    };
  }

  /**
   * One statement: the member with their row's version (xmin, which every update of the row changes), the
   * article, the standing, the allowance used, the open attempt with its questions and answer keys, and
   * what issuing a certificate needs. Null when the member does not exist; `article` null when the article
   * does not.
   */
  private async submitState(m: EntityManager, userId: number, articleId: number) {
    const [row] = await hotQuery(
      m,
      `SELECT ${USER_SELECT}, u.xmin::text AS "rowVersion", a.id AS "articleId", a.title, a.category, a.pe_points_value AS "pePointsValue", a.estimated_read_time AS "estimatedReadTime",
              a.study_minutes AS "studyMinutes", a.points_override_reason AS "pointsOverrideReason",
              EXISTS (SELECT 1 FROM article_completions c WHERE c.user_id = $1 AND c.article_id = $2) AS completed,
              (SELECT count(*) FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = $2 AND t.status <> 'open')::int AS graded,
              (SELECT coalesce(sum(g.extra_attempts), 0) FROM attempt_grants g WHERE g.user_id = $1 AND g.article_id = $2)::int AS extra,
              (SELECT jsonb_build_object('id', t.id, 'attemptNumber', t.attempt_number, 'questions', t.questions, 'stored',
                        ${servedQuestionsSql(
                          't.questions',
                          `'id', q.id, 'question', q.question, 'A', q.option_a, 'B', q.option_b, 'C', q.option_c, 'D', q.option_d,
                           'correct', q.correct_option, 'explanation', q.explanation`,
                        )})
                 FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = $2 AND t.status = 'open') AS attempt,
              ${studySecondsSql('$1', '$2')} AS "studySeconds",
              ${passStateSql('$1', 'u.subscription_started_at', '$3')}
         FROM users u LEFT JOIN articles a ON a.id = $2 WHERE u.id = $1`,
      [userId, articleId, passCandidates()],
    );
    if (!row) return null;
    const article =
      row.articleId == null
        ? null
        : {
            id: Number(row.articleId),
            title: String(row.title),
            category: String(row.category),
            pePointsValue: Number(row.pePointsValue),
            estimatedReadTime: (row.estimatedReadTime as number | null) ?? null,
            studyMinutes: (row.studyMinutes as number | null) ?? null,
            pointsOverrideReason: (row.pointsOverrideReason as string | null) ?? null,
          };
    const standing: TestStanding = {
      completed: !!row.completed,
      gradedAttempts: Number(row.graded),
      extraAttempts: Number(row.extra),
      points: article?.pePointsValue ?? 0,
    };
    const open = row.attempt as {
      id: number;
      attemptNumber: number;
      questions: ServedQuestion[];
      stored: Array<StoredQuestionJson & { correct: OptionLetter; explanation: string }> | null;
    } | null;
    const attempt = open && {
      id: Number(open.id),
      attemptNumber: Number(open.attemptNumber),
      questions: open.questions,
      stored: new Map(
        (open.stored ?? []).map((q) => [
          Number(q.id),
          {
            id: Number(q.id),
            question: q.question,
            optionA: q.A,
            optionB: q.B,
            optionC: q.C,
            optionD: q.D,
            correctOption: q.correct,
            explanation: q.explanation,
          } as TestQuestionEntity,
        ]),
      ),
    };
    return {
      user: userFromRow(row),
      rowVersion: String(row.rowVersion),
      article,
      standing,
      attempt,
      pass: passStateOf(row),
      studySeconds: Math.floor(Number(row.studySeconds)),
    };
  }
}
