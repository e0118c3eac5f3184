import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { LIMITS, MESSAGES } from '../../shared/constants';
import { parseInput } from '../auth/auth.validation';
import { allowanceCovers, type AllowanceService } from '../allowance/allowance.service';
import { ArticleEntity } from '../articles/article.entity';
import type { CompletionsService } from '../completions/completions.service';
import { canTakeTests, requireOwner } from '../users/access';
import { UserEntity } from '../users/user.entity';
import { attemptsRemaining, ineligibilityError, isPass, percentageOf, testIneligibility, type TestStanding } from './assessment.rules';
import { answersSchema, type Answers } from './assessment.validation';
import { TestAttemptEntity } from './attempt.entity';
import type { QuestionBankService } from './question-bank.service';
import type { OptionLetter, TestQuestionEntity } from './question.entity';

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

export interface AssessmentDeps {
  db: DataSource;
  allowance: AllowanceService;
  completions: CompletionsService;
  questionBank: QuestionBankService;
}

const storedOption = (q: TestQuestionEntity, letter: OptionLetter) =>
  ({ A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD })[letter];

const LETTERS: OptionLetter[] = ['A', 'B', 'C', 'D'];

/**
 * Certification tests: starting (or resuming) an attempt and grading it. Both run in one transaction
 * holding the user's row lock, so parallel requests of one user are applied one after another.
 */
export class AssessmentService {
  constructor(private readonly deps: AssessmentDeps) {}

  /** Starts a test on `articleId` for `userId`, or resumes the attempt already open (same questions, same order). */
  async startTest(actor: UserEntity | null, userId: number, articleId: number): Promise<TestSession> {
    requireOwner(actor, userId);
    const article = await this.deps.db.getRepository(ArticleEntity).findOneBy({ id: articleId, isPublished: true });
    if (!article) throw notFound('Article not found');
    // Refuse early, before any question generation, when the answer is certainly no.
    await this.checkEligibility(this.deps.db.manager, userId, article, false);
    await this.deps.questionBank.ensure(article);
    return this.deps.db.transaction(async (m) => {
      const { user, standing } = await this.checkEligibility(m, userId, article, true);
      const attempts = m.getRepository(TestAttemptEntity);
      let attempt = await attempts.findOneBy({ userId, articleId, status: 'open' });
      if (!attempt) {
        const served = await this.deps.questionBank.pick(m, article, user.id, LIMITS.questionsPerTest);
        // Never a short test for credit: without a full draw the test is still in preparation.
        if (served.length < LIMITS.questionsPerTest) throw conflict(MESSAGES.testUnavailable);
        attempt = attempts.create({
          userId,
          articleId,
          attemptNumber: standing.gradedAttempts + 1,
          status: 'open',
          questions: served,
          answers: null,
          score: null,
          total: served.length,
        });
        await attempts.insert(attempt);
      }
      const stored = await this.deps.questionBank.questions(m, attempt.questions.map((q) => q.questionId));
      return {
        articleId,
        attemptNumber: attempt.attemptNumber,
        attemptsRemaining: attemptsRemaining(standing.gradedAttempts, standing.extraAttempts),
        questions: attempt.questions.map((served) => {
          const q = stored.get(served.questionId)!;
          return { id: q.id, question: q.question, options: served.order.map((l) => storedOption(q, l)) as ServedQuestionView['options'] };
        }),
      };
    });
  }

  /**
   * Grades the open attempt. A pass records the completion, points, allowance charge and certificate in
   * the same transaction. A pass (or a last failed attempt) returns every question with the correct
   * answer and explanation; a failed attempt with retakes left returns no per-question results at all.
   */
  async submitTest(actor: UserEntity | null, userId: number, articleId: number, rawAnswers: unknown): Promise<TestResult> {
    requireOwner(actor, userId);
    if (rawAnswers === undefined || rawAnswers === null) throw badInput('answers is required');
    const answers: Answers = parseInput(answersSchema, rawAnswers);
    const article = await this.deps.db.getRepository(ArticleEntity).findOneBy({ id: articleId });
    if (!article) throw notFound('Article not found');
    return this.deps.db.transaction(async (m) => {
      const user = await this.lockUser(m, userId);
      const standing = await this.standing(m, userId, article);
      const attempts = m.getRepository(TestAttemptEntity);
      const attempt = await attempts.findOneBy({ userId, articleId, status: 'open' });
      if (!attempt) {
        if (standing.completed) throw conflict(MESSAGES.testAlreadyPassed);
        if (attemptsRemaining(standing.gradedAttempts, standing.extraAttempts) === 0) {
          throw new AppError('CONFLICT', `${MESSAGES.testMaxAttempts}0`, { attempts_remaining: 0 });
        }
        throw conflict(MESSAGES.testNotStarted);
      }
      if (!canTakeTests(user)) throw forbidden(MESSAGES.testNotIncluded);
      const servedIds = new Set(attempt.questions.map((q) => String(q.questionId)));
      const unknown = Object.keys(answers).find((id) => !servedIds.has(id));
      if (unknown) throw badInput(`Question ${unknown} is not part of this test`);

      const stored = await this.deps.questionBank.questions(m, attempt.questions.map((q) => q.questionId));
      const graded = attempt.questions.map((served) => {
        const q = stored.get(served.questionId)!;
        const userAnswer = answers[String(q.id)] ?? null;
        const correctAnswer = LETTERS[served.order.indexOf(q.correctOption)];
        return { q, userAnswer, correctAnswer, isCorrect: userAnswer === correctAnswer };
      });
      const score = graded.filter((g) => g.isCorrect).length;
      const total = graded.length;
      const passed = isPass(score, total);
      const now = new Date();

      let certificateId: string | null = null;
      if (passed) {
        const allowance = await this.deps.allowance.of(user, m);
        if (!allowanceCovers(allowance, article.pePointsValue)) {
          // Rolled back: the attempt stays open and can be submitted once the allowance has grown.
          throw ineligibilityError('allowance_too_low', { ...standing, points: article.pePointsValue }, allowance);
        }
        const award = await this.deps.completions.recordPassedTest(m, { user, article, attemptId: attempt.id, score, total, completedAt: now });
        certificateId = award.certificate.id;
      }
      const result = await m.query(
        `UPDATE test_attempts SET status = $2, answers = $3::jsonb, score = $4, submitted_at = $5 WHERE id = $1 AND status = 'open' RETURNING id`,
        [attempt.id, passed ? 'passed' : 'failed', JSON.stringify(answers), score, now.toISOString()],
      );
      if (!(result as [unknown[], number])[1]) throw conflict(MESSAGES.testNotStarted);

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
        certificateId,
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
      };
    });
  }

  /** Locks the user row and throws the spec's error when the user may not take the test now. */
  private async checkEligibility(m: EntityManager, userId: number, article: ArticleEntity, lock: boolean): Promise<{ user: UserEntity; standing: TestStanding }> {
    const user = lock ? await this.lockUser(m, userId) : await m.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
    const standing = await this.standing(m, userId, article);
    const allowance = await this.deps.allowance.of(user, m);
    const reason = testIneligibility(user, standing, allowance);
    if (reason) throw ineligibilityError(reason, standing, allowance);
    return { user, standing };
  }

  private async lockUser(m: EntityManager, userId: number): Promise<UserEntity> {
    const user = await m.getRepository(UserEntity).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :userId', { userId }).getOne();
    if (!user) throw notFound('User not found');
    return user;
  }

  private async standing(m: EntityManager, userId: number, article: ArticleEntity): Promise<TestStanding> {
    const [row]: Array<{ completed: boolean; graded: number; extra: number }> = await m.query(
      `SELECT EXISTS (SELECT 1 FROM article_completions WHERE user_id = $1 AND article_id = $2) AS completed,
              (SELECT count(*) FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status <> 'open')::int AS graded,
              (SELECT coalesce(sum(extra_attempts), 0) FROM attempt_grants WHERE user_id = $1 AND article_id = $2)::int AS extra`,
      [userId, article.id],
    );
    return { completed: !!row.completed, gradedAttempts: Number(row.graded), extraAttempts: Number(row.extra), points: article.pePointsValue };
  }
}
