import { createHash } from 'node:crypto';

/** ADL verbs the statements use. */
export const XAPI_VERBS = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
} as const;

/** The result extensions this deployment defines, under its own base URL (documented in the README). */
export const xapiExtensions = (publicUrl: string) => ({
  cpdPoints: `${publicUrl}/xapi/extensions/cpd-points`,
  certificateId: `${publicUrl}/xapi/extensions/certificate-id`,
});

/** The activity a statement is about: the article's page. */
export const articleActivityId = (publicUrl: string, articleId: number) => `${publicUrl}/article/${articleId}`;

// RFC 4122 URL namespace, for name-based (version 5) statement ids.
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/**
 * A version 5 UUID of `name`: the same event and verb always give the same statement id, so a retried POST
 * that the LRS already stored is recognised as the same statement instead of being recorded twice.
 */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(URL_NAMESPACE).update(name).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a completion.recorded event holds (see passEventsSql). */
export interface CompletionFacts {
  eventId: number;
  userId: number;
  articleId: number;
  certificateId: string | null;
  score: number;
  total: number;
  pePoints: number;
  completedAt: string;
}

export const completionFacts = (eventId: number, userId: number, data: Record<string, unknown>): CompletionFacts => ({
  eventId,
  userId,
  articleId: Number(data.articleId),
  certificateId: typeof data.certificateId === 'string' ? data.certificateId : null,
  score: Number(data.score),
  total: Number(data.total),
  pePoints: Number(data.pePoints),
  completedAt: new Date(String(data.completedAt)).toISOString(),
});

/**
 * The xAPI 1.0.3 statements of a recorded completion (every completion here is a passed test): "completed"
 * with the CPD credit, and "passed" with the score, success and certificate id. The member is an account on
 * this deployment (home page and member id), so no e-mail address leaves it.
 */
export function completionStatements(publicUrl: string, productName: string, f: CompletionFacts): Array<Record<string, unknown>> {
  const ext = xapiExtensions(publicUrl);
  const actor = { objectType: 'Agent', account: { homePage: publicUrl, name: String(f.userId) } };
  const object = { objectType: 'Activity', id: articleActivityId(publicUrl, f.articleId), definition: { type: 'http://adlnet.gov/expapi/activities/lesson' } };
  const context = { platform: productName, language: 'en' };
  const statement = (verb: keyof typeof XAPI_VERBS, result: Record<string, unknown>) => ({
    id: nameUuid(`${publicUrl}/xapi/events/${f.eventId}/${verb}`),
    actor,
    verb: { id: XAPI_VERBS[verb], display: { 'en-US': verb } },
    object,
    result,
    context,
    timestamp: f.completedAt,
  });
  const credit = { [ext.cpdPoints]: f.pePoints };
  const scaled = f.total > 0 ? Math.round((f.score / f.total) * 10000) / 10000 : 0;
  return [
    statement('completed', { completion: true, extensions: credit }),
    statement('passed', {
      score: { scaled, raw: f.score, min: 0, max: f.total },
      success: true,
      completion: true,
      extensions: f.certificateId ? { ...credit, [ext.certificateId]: f.certificateId } : credit,
    }),
  ];
}
