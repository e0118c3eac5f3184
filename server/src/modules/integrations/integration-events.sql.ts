/**
 * The INSERT of a pass's two events (completion.recorded and certificate.issued), for the statement that
 * records the pass: `completion` names a CTE returning the completion's id, user_id, article_id,
 * pe_points_awarded and completed_at, `certificate` one returning the certificate's id, score and total.
 * Nothing is inserted when either is empty, so the events exist exactly when the pass does.
 */
export const passEventsSql = (completion: string, certificate: string) =>
  `INSERT INTO integration_events (type, user_id, data)
   SELECT e.type, ${completion}.user_id, e.data
     FROM ${completion}, ${certificate},
          LATERAL (VALUES
            ('completion.recorded', jsonb_build_object('completionId', ${completion}.id, 'articleId', ${completion}.article_id,
               'certificateId', ${certificate}.id, 'score', ${certificate}.score, 'total', ${certificate}.total,
               'pePoints', ${completion}.pe_points_awarded, 'completedAt', ${completion}.completed_at)),
            ('certificate.issued', jsonb_build_object('certificateId', ${certificate}.id, 'articleId', ${completion}.article_id,
               'completionId', ${completion}.id, 'pePoints', ${completion}.pe_points_awarded, 'issuedAt', ${completion}.completed_at))
          ) AS e(type, data)`;
