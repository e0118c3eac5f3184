import type { DataSource, EntityManager } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
import { requiredStudySecondsSql, studySecondsSql } from './study.sql';

/** What the database holds of a member's study of one item: seconds recorded and seconds the item asks for. */
export interface StudyRow {
  articleId: number;
  recorded: number;
  required: number;
}

/**
 * One heartbeat, in one statement. The member's clock row (study_clocks) is upserted: ON CONFLICT locks it and
 * evaluates the update against its latest version, so parallel beats of one member, from any process, are
 * measured one after another against the same clock. A beat is credited the server time since the previous
 * beat only when that beat was for the same item and at most $3 seconds earlier (a beat whose statement began
 * before the stored one gets nothing, and the clock never goes back), and only when $5 is true (false: a video
 * that was not playing since the previous beat; the beat then only restarts the clock); the credit is then added
 * to the member's total for the item (study_time) in the same statement. No row: the item does not exist or is not published.
 */
const BEAT = `WITH a AS (
    SELECT x.id, ${requiredStudySecondsSql('x', '$4')} AS required FROM articles x WHERE x.id = $2 AND x.is_published
  ), clock AS (
    INSERT INTO study_clocks AS c (user_id, article_id, last_beat_at, credited_seconds)
    SELECT $1, a.id, now(), 0 FROM a
    ON CONFLICT (user_id) DO UPDATE SET
      credited_seconds = CASE
        WHEN $5::boolean AND c.article_id = excluded.article_id AND excluded.last_beat_at > c.last_beat_at
         AND excluded.last_beat_at <= c.last_beat_at + make_interval(secs => $3)
        THEN extract(epoch FROM excluded.last_beat_at - c.last_beat_at) ELSE 0 END,
      last_beat_at = greatest(c.last_beat_at, excluded.last_beat_at),
      article_id = excluded.article_id
    RETURNING credited_seconds
  ), t AS (
    INSERT INTO study_time AS s (user_id, article_id, seconds, first_beat_at, last_beat_at)
    SELECT $1, $2, clock.credited_seconds, now(), now() FROM clock
    ON CONFLICT (user_id, article_id) DO UPDATE SET seconds = s.seconds + excluded.seconds, last_beat_at = greatest(s.last_beat_at, excluded.last_beat_at)
    RETURNING seconds
  )
  SELECT t.seconds AS recorded, clock.credited_seconds AS credited, a.required FROM t, clock, a`;

/** Study time: heartbeats, and what members studied. */
export class StudyRepository {
  constructor(private readonly db: DataSource) {}

  /** Records one heartbeat of `userId` on `articleId` (see BEAT); `counts` false credits nothing. Null when the item is not published. */
  async beat(userId: number, articleId: number, maxGapSeconds: number, share: number, counts: boolean): Promise<(StudyRow & { credited: number }) | null> {
    const [row] = await hotQuery<{ recorded: string; credited: string; required: number }>(this.db, BEAT, [userId, articleId, maxGapSeconds, share, counts]);
    if (!row) return null;
    return { articleId, recorded: Number(row.recorded), credited: Number(row.credited), required: Number(row.required) };
  }

  /** The member's study of each of `articleIds` that exists. */
  async progress(userId: number, articleIds: readonly number[], share: number): Promise<StudyRow[]> {
    const rows = await hotQuery<{ articleId: number; recorded: string; required: number }>(
      this.db,
      `SELECT x.id AS "articleId", ${studySecondsSql('$1', 'x.id')} AS recorded, ${requiredStudySecondsSql('x', '$3')} AS required
         FROM articles x WHERE x.id = ANY($2::int[])`,
      [userId, articleIds, share],
    );
    return rows.map((r) => ({ articleId: Number(r.articleId), recorded: Number(r.recorded), required: Number(r.required) }));
  }

  /** Demo data: `seconds` of study of an item ending at `endedAt`, in the caller's transaction. */
  async recordDemoStudy(m: EntityManager, userId: number, articleId: number, seconds: number, endedAt: Date): Promise<void> {
    await m.query(
      `INSERT INTO study_time (user_id, article_id, seconds, first_beat_at, last_beat_at)
       VALUES ($1, $2, $3::numeric, $4::timestamptz - make_interval(secs => $3::numeric::float8), $4::timestamptz)
       ON CONFLICT (user_id, article_id) DO NOTHING`,
      [userId, articleId, seconds, endedAt.toISOString()],
    );
  }
}
