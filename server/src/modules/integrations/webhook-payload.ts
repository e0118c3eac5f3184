import { verificationUrl } from '../certificates/credential';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The body of a webhook (Standard Webhooks shape: type, timestamp, data). It carries ids, figures and links
 * only: the partner reads anything more through the API, under the scopes the member allowed.
 */
export function webhookPayload(publicUrl: string, event: { type: string; userId: number; data: Record<string, unknown>; createdAt: Date }) {
  const data: Record<string, unknown> = { member_id: String(event.userId) };
  for (const [key, value] of Object.entries(event.data)) data[snake(key)] = value;
  const links: Record<string, string> = {};
  if (typeof event.data.certificateId === 'string') links.certificate = verificationUrl(publicUrl, event.data.certificateId);
  if (event.data.articleId !== undefined) links.article = `${publicUrl}/article/${Number(event.data.articleId)}`;
  if (Object.keys(links).length) data.links = links;
  return { type: event.type, timestamp: event.createdAt.toISOString(), data };
}
