import type { DataSource, EntityManager } from 'typeorm';
import { OutsideActivityEntity } from './outside-activity.entity';

/** The activity's own fields, as create and edit write them. */
export type ActivityFields = Pick<OutsideActivityEntity, 'kind' | 'activityDate' | 'title' | 'provider' | 'category' | 'hours' | 'points'>;

/** The evidence file columns; all null when there is none. */
export type EvidenceFields = Pick<OutsideActivityEntity, 'evidenceFile' | 'evidenceName' | 'evidenceType' | 'evidenceSize'>;

/**
 * A scalar subquery's body, for a statement of another feature (the dashboard): `userParam`'s outside activities
 * summed per calendar month, as a JSON array of { year, month, points, activities } in date order ('[]' without any).
 */
export const outsideMonthsSql = (
  userParam: string,
) => `SELECT coalesce(json_agg(json_build_object('year', o.y, 'month', o.m, 'points', o.points, 'activities', o.n) ORDER BY o.y, o.m), '[]'::json)
     FROM (SELECT extract(year FROM x.activity_date)::int AS y, extract(month FROM x.activity_date)::int AS m, sum(x.points) AS points, count(*)::int AS n
             FROM outside_activities x
            WHERE x.user_id = ${userParam}
            GROUP BY 1, 2) o`;

/** A scalar subquery's body, for a statement of another feature (the demo seed): how many outside activities `userParam` has. */
export const outsideActivityCountSql = (userParam: string) => `SELECT count(*) FROM outside_activities WHERE user_id = ${userParam}`;

/** The outside_activities table. Every write names the owner too, so no statement can touch another member's row. */
export class OutsideActivitiesRepository {
  constructor(private readonly db: DataSource) {}

  private get repo() {
    return this.db.getRepository(OutsideActivityEntity);
  }

  /** Activity `id` when it belongs to `userId`; `id` must be a UUID. */
  ownedBy(id: string, userId: number): Promise<OutsideActivityEntity | null> {
    return this.repo.findOneBy({ id, userId });
  }

  byIdOrFail(id: string): Promise<OutsideActivityEntity> {
    return this.repo.findOneByOrFail({ id });
  }

  /** Up to `limit` of the member's activities, newest first, after the (date, id) position when given. */
  newestFirst(userId: number, limit: number, after: { date: string; id: string } | null): Promise<OutsideActivityEntity[]> {
    const qb = this.repo.createQueryBuilder('a').where('a.user_id = :userId', { userId });
    if (after) qb.andWhere('(a.activity_date, a.id) < (CAST(:afterDate AS date), CAST(:afterId AS uuid))', { afterDate: after.date, afterId: after.id });
    return qb.orderBy('a.activity_date', 'DESC').addOrderBy('a.id', 'DESC').limit(limit).getMany();
  }

  countFor(userId: number): Promise<number> {
    return this.repo.countBy({ userId });
  }

  /** Inserts the activity in the caller's transaction and returns its id. */
  async insert(m: EntityManager, userId: number, fields: ActivityFields): Promise<string> {
    const repo = m.getRepository(OutsideActivityEntity);
    const row = repo.create({ userId, ...fields });
    await repo.insert(row);
    return row.id;
  }

  /** Changes the member's activity; the number of rows changed (0 when it is gone). */
  async update(id: string, userId: number, fields: Partial<ActivityFields & EvidenceFields>): Promise<number> {
    const result = await this.repo.update({ id, userId }, fields);
    return result.affected ?? 0;
  }

  /** `userId`'s activities between the inclusive YYYY-MM-DD bounds (null = open), oldest first. */
  between(userId: number, from: string | null, to: string | null): Promise<OutsideActivityEntity[]> {
    return this.repo
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .andWhere('(CAST(:from AS date) IS NULL OR a.activity_date >= CAST(:from AS date))', { from })
      .andWhere('(CAST(:to AS date) IS NULL OR a.activity_date <= CAST(:to AS date))', { to })
      .orderBy('a.activity_date', 'ASC')
      .addOrderBy('a.created_at', 'ASC')
      .getMany();
  }
}
