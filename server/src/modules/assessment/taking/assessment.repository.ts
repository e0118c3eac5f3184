import type { DataSource, EntityManager } from 'typeorm';
import { hotQuery } from '../../../db/hot-query';
import { allowanceUsedSql } from '../allowance/allowance.sql';
import type { OptionLetter, ServedQuestion } from '../bank/question.entity';
import { requiredStudySecondsSql, studySecondsSql } from '../../study/study.sql';
import { userColumns } from '../../users/user.row';
import { lockMemberSql, memberVersionGuardSql } from '../../users/users.sql';
import { passStateSql } from './pass-test.sql';

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

/** A served question's text and options as the start read returns them. */
export interface StoredQuestionJson {
  id: number;
  question: string;
  A: string;
  B: string;
  C: string;
  D: string;
}

/** The attempt a start opened, with the standing the insert decided on. */
export interface OpenedAttempt {
  attemptNumber: number;
  graded: number;
  extra: number;
}

/** What a start decides on (startState's one statement); `draw` only without an open attempt. */
export interface StartStateRow extends Record<string, unknown> {
  id: number;
  isAdmin: boolean;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  subscriptionStartedAt: Date | string | null;
  paymentGraceEndsAt: Date | string | null;
  /** Null when the article does not exist or is not published. */
  articleId: number | null;
  title: string | null;
  category: string | null;
  language: string | null;
  pePointsValue: string | number | null;
  completed: boolean;
  graded: number;
  extra: number;
  allowanceUsed: string | number | null;
  studyRecorded: string | number | null;
  studyRequired: string | number | null;
  open: { attemptNumber: number; questions: ServedQuestion[]; stored: StoredQuestionJson[] | null } | null;
  draw: { summary?: string; content?: string; ready?: boolean; bankHash?: string | null; previous?: ServedQuestion[][] } | null;
}

/** What a submit decides on (submitState's one statement): the member's columns (userFromRow), the article, the standing, the open attempt and passStateSql's columns. */
export interface SubmitStateRow extends Record<string, unknown> {
  rowVersion: string;
  /** Null when the article does not exist. */
  articleId: number | null;
  title: string | null;
  category: string | null;
  pePointsValue: string | number | null;
  estimatedReadTime: number | null;
  studyMinutes: number | null;
  pointsOverrideReason: string | null;
  completed: boolean;
  graded: number;
  extra: number;
  attempt: {
    id: number;
    attemptNumber: number;
    questions: ServedQuestion[];
    stored: Array<StoredQuestionJson & { correct: OptionLetter; explanation: string }> | null;
  } | null;
  studySeconds: string | number | null;
}

/** The statements of starting and grading a test; each method runs one. */
export class AssessmentRepository {
  constructor(private readonly db: DataSource) {}

  /** An open first attempt of `userId` at `articleId`, started 12 minutes before `completedAt` (the demo history seed); its id. */
  async insertDemoAttempt(m: EntityManager, userId: number, articleId: number, completedAt: Date): Promise<number> {
    const [attempt]: Array<{ id: number }> = await m.query(
      `INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, total, started_at)
         VALUES ($1, $2, 1, 'open', '[]'::jsonb, 5, $3::timestamptz - interval '12 minutes') RETURNING id`,
      [userId, articleId, completedAt.toISOString()],
    );
    return Number(attempt.id);
  }

  /**
   * Opens attempt number graded + 1 with the `served` questions, unless the member completed the item, has no
   * attempts left of `maxAttempts` (plus granted extras) or another start won the race (unique indexes): then null.
   */
  async openAttempt(userId: number, articleId: number, served: ServedQuestion[], maxAttempts: number): Promise<OpenedAttempt | null> {
    const inserted: Array<{ attempt_number: number; graded: number; extra: number }> = await this.db.query(
      `WITH s AS (
           SELECT (SELECT count(*) FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status <> 'open')::int AS graded,
                  (SELECT coalesce(sum(extra_attempts), 0) FROM attempt_grants WHERE user_id = $1 AND article_id = $2)::int AS extra,
                  EXISTS (SELECT 1 FROM article_completions WHERE user_id = $1 AND article_id = $2) AS completed
         )
         INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, total)
         SELECT $1, $2, s.graded + 1, 'open', $3::jsonb, $4 FROM s WHERE NOT s.completed AND s.graded < $5 + s.extra
         ON CONFLICT DO NOTHING
         RETURNING attempt_number, (SELECT graded FROM s) AS graded, (SELECT extra FROM s) AS extra`,
      [userId, articleId, JSON.stringify(served), served.length, maxAttempts],
    );
    const [row] = inserted;
    return row ? { attemptNumber: Number(row.attempt_number), graded: Number(row.graded), extra: Number(row.extra) } : null;
  }

  /** startState's read; undefined when the member does not exist. */
  async startState(userId: number, articleId: number, minStudyShare: number): Promise<StartStateRow | undefined> {
    const [row] = await hotQuery<StartStateRow>(
      this.db,
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
      [userId, articleId, minStudyShare],
    );
    return row;
  }

  /** Locks the member's row until `m`'s transaction ends. */
  async lockMember(m: EntityManager, userId: number): Promise<void> {
    await hotQuery(m, lockMemberSql('$1'), [userId]);
  }

  /** FAIL_WRITE with [attempt id, answers JSON, score, submitted at]; whether it graded the attempt. */
  async gradeFailed(m: EntityManager, params: unknown[]): Promise<boolean> {
    const rows: unknown[] = await hotQuery(m, FAIL_WRITE, params);
    return rows.length > 0;
  }

  /** GUARDED_FAIL_WRITE with FAIL_WRITE's parameters, the member's id and their row's version; whether it graded the attempt. */
  async gradeFailedGuarded(m: EntityManager, params: unknown[]): Promise<boolean> {
    const rows: unknown[] = await hotQuery(m, GUARDED_FAIL_WRITE, params);
    return rows.length > 0;
  }

  /** submitState's read inside `m`; `candidates` are passCandidates(). Undefined when the member does not exist. */
  async submitState(m: EntityManager, userId: number, articleId: number, candidates: number[]): Promise<SubmitStateRow | undefined> {
    const [row] = await hotQuery<SubmitStateRow>(
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
      [userId, articleId, candidates],
    );
    return row;
  }
}
