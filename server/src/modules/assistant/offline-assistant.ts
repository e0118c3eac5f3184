import { articlePath, type AssistantProvider, type AssistantRequest, type GroundingPassage, type LibraryLanguage } from '../../providers/ai/assistant';
import { ANSWER_TEXTS, noticeParagraph } from './answer-texts';
import { sentences } from './retrieval/passages';
import { tokenize } from './retrieval/tokenize';

/** Passages quoted in one answer. */
const MAX_QUOTED = 3;
/** Longest excerpt quoted from one passage, in characters. */
const EXCERPT_CHARS = 480;
/**
 * Clinical, legal and tax passages are quoted whole up to this length: a dose or a legal rule
 * must keep the conditions and exceptions around it, which an excerpt could leave out.
 */
const WHOLE_PASSAGE_CHARS = 2400;

/**
 * The embedded assistant: no model, only the library. It quotes the best sentences of the most
 * relevant passages, links each to its article and says plainly that it answers from the library,
 * in the question's language. Clinical, legal and tax questions get the professional-judgement
 * notice and whole passages, never a figure cut loose from its conditions.
 */
export class OfflineAssistant implements AssistantProvider {
  readonly kind = 'offline' as const;

  constructor(private readonly productName: string) {}

  async answer({ question, passages, language = 'en', sensitivity = null, led = false }: AssistantRequest): Promise<string> {
    if (!passages.length) return noMatchAnswer(this.productName, language);
    const texts = ANSWER_TEXTS[language];
    const terms = new Set(tokenize(question, { query: true }));
    const parts = [
      texts.intro(this.productName),
      ...(sensitivity && !led ? [noticeParagraph(language, sensitivity)] : []),
      ...passages.slice(0, MAX_QUOTED).map((p) => quote(p, terms, language, sensitivity !== null)),
      texts.closing,
    ];
    return parts.join('\n\n');
  }
}

/** The answer when retrieval finds nothing relevant: says so and points to Request Content. */
export function noMatchAnswer(productName: string, language: LibraryLanguage = 'en'): string {
  return ANSWER_TEXTS[language].noMatch(productName);
}

function quote(p: GroundingPassage, terms: Set<string>, language: LibraryLanguage, whole: boolean): string {
  const texts = ANSWER_TEXTS[language];
  const where = p.heading && p.heading !== p.title ? `${p.title} — ${p.heading}` : p.title;
  const text = whole && p.text.length <= WHOLE_PASSAGE_CHARS ? p.text : excerpt(p.text, terms);
  const writtenIn = p.language && p.language !== language ? ` ${texts.writtenIn[p.language]}` : '';
  return `**${where}**\n> ${text}\n${texts.source}: [${p.title}](${articlePath(p.articleId)})${writtenIn}`;
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
