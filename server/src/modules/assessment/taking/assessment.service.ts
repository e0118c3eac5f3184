import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput, conflict, forbidden, notFound } from '../../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { allowanceCharge, allowanceOf, type Allowance } from '../allowance/allowance.service';
import type { ArticleEntity } from '../../articles/article.entity';
import { canTakeTests, requireOwner } from '../../users/access';
import { userFromRow } from '../../users/user.row';
import type { CertificateIssuer } from '../certificates/certificate-issuer';
import { wholeSeconds } from '../../certificates/credential';
import type { UserEntity } from '../../users/user.entity';
import { attemptsRemaining, ineligibilityError, isPass, percentageOf, testIneligibility, type TestStanding } from './assessment.rules';
import type { Answers } from './assessment.inputs';
import type { Unparsed } from '../../../validation';
import type { AssessmentRepository } from './assessment.repository';
import { passCandidates, passStateOf, passTest, type IssuedCertificate, type PassOutcome } from './pass-test';
import { articleContentHash, type QuestionBankService } from '../bank/question-bank.service';
import type { OptionLetter, ServedQuestion, TestQuestionEntity } from '../bank/question.entity';
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
  repo: AssessmentRepository;
  certificateIssuer: CertificateIssuer;
  questionBank: QuestionBankService;
  /** MIN_STUDY_SHARE: the share of an item's reading and video minutes a member studies before its test (0: no minimum). */
  minStudyShare: number;
}

const storedOption = (q: TestQuestionEntity, letter: OptionLetter) => ({ A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD })[letter];

const LETTERS: OptionLetter[] = ['A', 'B', 'C', 'D'];

/** Points are numeric(…, 2): sums are kept to the hundredth, as the database keeps them. */
const hundredths = (points: number) => Math.round(points * 100) / 100;

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
      const inserted = await this.deps.repo.openAttempt(userId, articleId, served, LIMITS.maxTestAttempts);
      if (inserted) {
        const standing = { ...state.standing, gradedAttempts: inserted.graded, extraAttempts: inserted.extra };
        return this.session(articleId, inserted.attemptNumber, standing, served, questions);
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
    const row = await this.deps.repo.startState(userId, articleId, this.deps.minStudyShare);
    if (!row || row.articleId === null) throw notFound(row ? 'Article not found' : 'User not found');
    const user = {
      id: userId,
      isAdmin: !!row.isAdmin,
      subscriptionStatus: String(row.subscriptionStatus),
      subscriptionPlan: row.subscriptionPlan ?? null,
      subscriptionStartedAt: row.subscriptionStartedAt ? new Date(row.subscriptionStartedAt) : null,
      paymentGraceEndsAt: row.paymentGraceEndsAt ? new Date(row.paymentGraceEndsAt) : null,
    };
    const pePointsValue = Number(row.pePointsValue);
    const standing: TestStanding = { completed: !!row.completed, gradedAttempts: Number(row.graded), extraAttempts: Number(row.extra), points: pePointsValue };
    const allowance = allowanceOf(user, Number(row.allowanceUsed ?? 0));
    const reason = testIneligibility(user, standing, allowance);
    if (reason) throw ineligibilityError(reason, standing, allowance);
    const open = row.open;
    // A new attempt asks for study first (admins are exempt); an attempt already open resumes.
    if (!open) {
      const study = studyProgress(user, articleId, Number(row.studyRecorded), Number(row.studyRequired));
      if (study.remainingSeconds > 0) throw studyTimeRequiredError(study);
    }
    const draw = row.draw ?? {};
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
  async submitTest(actor: UserEntity | null, userId: number, articleId: number, input: Unparsed<Answers>): Promise<GradedTest> {
    requireOwner(actor, userId);
    const answers = input();
    const first = await this.grade(this.deps.db.manager, userId, articleId, answers, { locked: false });
    if (!('retry' in first)) return first;
    return this.deps.db.transaction(async (m) => {
      await this.deps.repo.lockMember(m, userId);
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
      const failed = mode.locked
        ? await this.deps.repo.gradeFailed(m, params)
        : await this.deps.repo.gradeFailedGuarded(m, [...params, userId, state.rowVersion]);
      if (!failed) {
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
    const row = await this.deps.repo.submitState(m, userId, articleId, passCandidates());
    if (!row) return null;
    const article =
      row.articleId == null
        ? null
        : {
            id: Number(row.articleId),
            title: String(row.title),
            category: String(row.category),
            pePointsValue: Number(row.pePointsValue),
            estimatedReadTime: row.estimatedReadTime ?? null,
            studyMinutes: row.studyMinutes ?? null,
            pointsOverrideReason: row.pointsOverrideReason ?? null,
          };
    const standing: TestStanding = {
      completed: !!row.completed,
      gradedAttempts: Number(row.graded),
      extraAttempts: Number(row.extra),
      points: article?.pePointsValue ?? 0,
    };
    const open = row.attempt;
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
