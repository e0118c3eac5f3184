import type { DataSource } from 'typeorm';

/** One completion as the record lists it, with its certificate when there is one. */
export interface CompletionRow {
  completedAt: Date;
  title: string;
  category: string;
  points: number;
  certificateId: string | null;
  revoked: boolean;
}

/**
 * The record's read of completions, items and certificates. Those tables belong to the completions,
 * articles and certificates modules; the export reads them in one statement.
 */
export class CpdRecordRepository {
  constructor(private readonly db: DataSource) {}

  /** `userId`'s completions with `from <= completed_at < toExclusive` (null = open), oldest first. */
  async completions(userId: number, from: Date | null, toExclusive: Date | null): Promise<CompletionRow[]> {
    // The certificate's copies of title and field of study state what was true when it was earned.
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT c.completed_at, coalesce(ct.article_title, a.title) AS title, coalesce(ct.field_of_study, a.category) AS category,
              c.pe_points_awarded, ct.id AS certificate_id, ct.revoked_at
         FROM article_completions c
         JOIN articles a ON a.id = c.article_id
         LEFT JOIN certificates ct ON ct.completion_id = c.id
        WHERE c.user_id = $1
          AND ($2::timestamptz IS NULL OR c.completed_at >= $2::timestamptz)
          AND ($3::timestamptz IS NULL OR c.completed_at < $3::timestamptz)
        ORDER BY c.completed_at, c.id`,
      [userId, from, toExclusive],
    );
    return rows.map((r) => ({
      completedAt: new Date(r.completed_at as string),
      title: String(r.title),
      category: String(r.category),
      points: Number(r.pe_points_awarded),
      certificateId: (r.certificate_id as string | null) ?? null,
      revoked: r.revoked_at !== null && r.revoked_at !== undefined,
    }));
  }
}
