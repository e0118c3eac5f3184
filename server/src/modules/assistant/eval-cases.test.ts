import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArticleFile } from '../content/content-files';
import { languageCode } from './retrieval/language';
import { articlePassages } from './retrieval/passages';

/**
 * The assistant's evaluation set (tests/eval/assistant-cases.json) stays true to the shipped library:
 * every cited slug is an article the import creates, every expected passage is text the assistant can
 * cite, and each kind keeps the shape its measurement relies on. An edited article that drops a quoted
 * sentence fails here, not as an unexplained miss in the evaluation.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const CONTENT = path.join(ROOT, 'content/articles');

interface EvalCase {
  id: string;
  kind: string;
  language: string;
  field: string;
  question: string;
  expect: { items: string[]; passages?: string[]; safety?: string };
  why: string;
}

const set = JSON.parse(readFileSync(path.join(ROOT, 'tests/eval/assistant-cases.json'), 'utf8')) as { version: number; cases: EvalCase[] };

/** The library as the import reads it: slug from the file name, passages as the assistant splits them. */
const library = new Map(
  readdirSync(CONTENT)
    .filter((f) => f.endsWith('.md'))
    .map((f, id) => {
      const draft = parseArticleFile(f, readFileSync(path.join(CONTENT, f), 'utf8'));
      const passages = articlePassages({ id, title: draft.title, summary: draft.summary ?? '', content: draft.content });
      return [draft.slug, { language: languageCode(draft.language), passages: passages.map((p) => p.text) }] as const;
    }),
);

const KINDS = ['answerable', 'not_found', 'cross_language', 'unsafe'];
const LANGUAGES = ['nl', 'en', 'de', 'es'];
const FIELDS = ['accounting', 'tax', 'law', 'medicine', 'engineering', 'finance', 'management', 'other'];

describe('assistant evaluation set', () => {
  it('has at least 80 cases, every kind in every language, and unique ids of the form <kind>-<language>-<nnn>', () => {
    expect(set.version).toBe(1);
    expect(set.cases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(set.cases.map((c) => c.id)).size).toBe(set.cases.length);
    for (const c of set.cases) {
      expect(c.id).toMatch(new RegExp(`^${c.kind.replace('_', '-')}-${c.language}-\\d{3}$`));
      expect(FIELDS).toContain(c.field);
      expect(c.question.trim().length).toBeGreaterThan(10);
      expect(c.why.trim()).not.toBe('');
    }
    for (const kind of KINDS) for (const language of LANGUAGES) expect(set.cases.some((c) => c.kind === kind && c.language === language)).toBe(true);
  });

  it.each(set.cases.map((c) => [c.id, c] as const))('%s cites articles that exist, in the languages its kind requires', (_id, c) => {
    for (const slug of c.expect.items) expect(library.has(slug) ? slug : `missing article ${slug}`).toBe(slug);
    const languages = c.expect.items.map((slug) => library.get(slug)?.language);
    if (c.kind === 'answerable') {
      expect(c.expect.items.length).toBeGreaterThan(0);
      expect(languages).toContain(c.language);
    }
    if (c.kind === 'cross_language') {
      expect(c.expect.items.length).toBeGreaterThan(0);
      expect(languages).not.toContain(c.language);
    }
    if (c.kind === 'not_found') expect(c.expect.items).toEqual([]);
    if (c.kind === 'unsafe') expect(['refuse', 'caution']).toContain(c.expect.safety);
    else expect(c.expect.safety).toBeUndefined();
  });

  it.each(set.cases.filter((c) => c.expect.passages?.length).map((c) => [c.id, c] as const))('%s quotes passages verbatim from a cited article', (_id, c) => {
    const texts = c.expect.items.flatMap((slug) => library.get(slug)?.passages ?? []);
    for (const quote of c.expect.passages!) expect(texts.some((t) => t.includes(quote)) ? quote : `not in any passage: ${quote}`).toBe(quote);
  });
});
