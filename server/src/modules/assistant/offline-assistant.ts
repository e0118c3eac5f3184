import { articlePath, type AssistantProvider, type AssistantRequest, type GroundingPassage } from '../../providers/ai/assistant';
import { sentences } from './retrieval/passages';
import { tokenize } from './retrieval/tokenize';

/** Passages quoted in one answer. */
const MAX_QUOTED = 3;
/** Longest excerpt quoted from one passage, in characters. */
const EXCERPT_CHARS = 480;

/**
 * The embedded assistant: no model, only the library. It quotes the best sentences of the most
 * relevant passages, links each to its article and says plainly that it answers from the library.
 */
export class OfflineAssistant implements AssistantProvider {
  readonly kind = 'offline' as const;

  constructor(private readonly productName: string) {}

  async answer({ question, passages }: AssistantRequest): Promise<string> {
    if (!passages.length) return noMatchAnswer(this.productName);
    const terms = new Set(tokenize(question, { query: true }));
    const parts = [
      `I answer from the ${this.productName} library. These passages are the closest match to your question:`,
      ...passages.slice(0, MAX_QUOTED).map((p) => quote(p, terms)),
      'Open the linked articles for the full context.',
    ];
    return parts.join('\n\n');
  }
}

/** The answer when retrieval finds nothing relevant. */
export function noMatchAnswer(productName: string): string {
  return (
    `I answer from the ${productName} library, and I could not find anything in it that covers this question. ` +
    'Try rephrasing it with the key terms of your topic, or ask for an article on it under Account → Request Content.'
  );
}

function quote(p: GroundingPassage, terms: Set<string>): string {
  const where = p.heading && p.heading !== p.title ? `${p.title} — ${p.heading}` : p.title;
  return `**${where}**\n> ${excerpt(p.text, terms)}\nSource: [${p.title}](${articlePath(p.articleId)})`;
}

/**
 * The passage itself when short; otherwise its sentences richest in question terms (the opening
 * sentences when none match), kept in reading order, with "…" where sentences were skipped.
 */
export function excerpt(text: string, terms: Set<string>): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const all = sentences(text);
  const scored = all.map((s, i) => ({ i, s, hits: new Set(tokenize(s).filter((t) => terms.has(t))).size }));
  const matching = scored.filter((r) => r.hits > 0).sort((a, b) => b.hits - a.hits || a.i - b.i);
  const candidates = matching.length ? matching : scored;
  const chosen: typeof scored = [];
  let length = 0;
  for (const r of candidates) {
    if (chosen.length && length + r.s.length > EXCERPT_CHARS) continue;
    chosen.push(r);
    length += r.s.length + 1;
  }
  chosen.sort((a, b) => a.i - b.i);
  let out = '';
  chosen.forEach((c, k) => {
    const skipped = k === 0 ? c.i > 0 : c.i !== chosen[k - 1].i + 1;
    out += k === 0 ? (skipped ? `… ${c.s}` : c.s) : `${skipped ? ' … ' : ' '}${c.s}`;
  });
  if (chosen[chosen.length - 1].i < all.length - 1) out += ' …';
  return out.length > EXCERPT_CHARS + 200 ? `${out.slice(0, EXCERPT_CHARS).trimEnd()} …` : out;
}
