import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { DataSource } from 'typeorm';
import { PATHS } from '../../../paths';
import type { ArticleRow } from '../evaluation/content-library';
import { LibraryRetriever } from './library-index';

type Row = ArticleRow;

/** Answers the retriever's three queries from an in-memory articles table. */
class FakeArticlesTable {
  rows: Row[] = [];
  /** The ids of every content load, in order. */
  loads: number[][] = [];
  private clock = 0;

  add(row: Omit<Row, 'id' | 'updated_at' | 'is_published' | 'language' | 'category' | 'keywords'> & Partial<Row>): Row {
    const full = { is_published: true, language: 'English', category: 'Accounting', keywords: {}, ...row, id: this.rows.length + 1, updated_at: this.tick() };
    this.rows.push(full);
    return full;
  }

  touch(id: number, change: Partial<Row>): void {
    Object.assign(
      this.rows.find((r) => r.id === id)!,
      change,
      { updated_at: this.tick() },
    );
  }

  private tick(): string {
    this.clock += 1;
    return `2026-01-01 00:00:${String(this.clock).padStart(2, '0')}+00`;
  }

  async query(sql: string, params: unknown[] = []): Promise<unknown[]> {
    const published = this.rows.filter((r) => r.is_published);
    if (sql.includes('count(*)')) {
      const changed =
        this.rows
          .map((r) => r.updated_at)
          .sort()
          .pop() ?? null;
      return [{ total: this.rows.length, published: published.length, changed, max_id: this.rows.length || null }];
    }
    if (sql.includes('ANY($1)')) {
      const ids = params[0] as number[];
      // The index load reads any listed article; the answer's text lookup only published ones.
      if (sql.includes('AND is_published')) return published.filter((r) => ids.includes(r.id));
      this.loads.push([...ids]);
      return this.rows.filter((r) => ids.includes(r.id));
    }
    return published.map((r) => ({ id: r.id, updated_at: r.updated_at }));
  }

  asDataSource(): DataSource {
    return this as unknown as DataSource;
  }
}

function loadLibrary(table: FakeArticlesTable): Map<number, string> {
  const dir = path.join(PATHS.content, 'articles');
  const slugs = new Map<number, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'));
    const row = table.add({
      slug: file.replace(/\.md$/, ''),
      title: String(data.title),
      summary: String(data.summary ?? ''),
      content,
      language: String(data.language),
      category: String(data.category),
      keywords: (data.keywords as Record<string, string[]>) ?? {},
    });
    slugs.set(row.id, row.slug);
  }
  return slugs;
}

describe('LibraryRetriever over the shipped library', () => {
  const table = new FakeArticlesTable();
  const slugs = loadLibrary(table);
  const retriever = new LibraryRetriever(table.asDataSource());
  const top = async (question: string) => (await retriever.search(question, 5)).map((p) => slugs.get(p.articleId));

  it.each([
    ['How is the lease liability measured by a lessee under IFRS 16?', ['a-ifrs-16-lessee-accounting']],
    ['What sample size do I need when I use audit sampling?', ['a-audit-sampling-isa-530']],
    ['How should I interpret the qSOFA score when I suspect sepsis?', ['a-sepsis-recognition-qsofa-sofa']],
    ['Welke btw-tarieven gelden er en hoe werkt de kleineondernemersregeling?', ['a-btw-basis-kleine-ondernemers']],
    ['Wanneer is een rechtsvordering verjaard en hoe werkt stuiting?', ['a-verjaring-rechtsvorderingen-nederland']],
    ['Wie führt man den Ermüdungsnachweis im Stahlbau nach EN 1993-1-9?', ['a-ermuedung-stahlbau-en-1993-1-9']],
    ['Wann kommt ein Vertrag durch Angebot und Annahme zustande?', ['a-vertragsschluss-bgb-angebot-annahme']],
    ['¿Qué es la diligencia debida reforzada en la prevención del blanqueo de capitales?', ['a-diligencia-debida-blanqueo-capitales']],
    ['¿Cuáles son los cinco momentos de la higiene de manos?', ['b-higiene-de-manos-cinco-momentos-oms']],
    ['How do I avoid data leakage during cross-validation?', ['b-cross-validation-and-data-leakage']],
  ])('%s → %s', async (question, expected) => {
    const [first] = await top(question);
    expect(expected).toContain(first);
  });

  it.each([
    ['data breach notification 72 hours', 'b-datalekken-en-de-meldplicht-onder-de-avg'],
    ['Meldepflicht bei einer Datenpanne', 'b-datalekken-en-de-meldplicht-onder-de-avg'],
    ['Does the small business scheme exempt me from charging VAT?', 'a-btw-basis-kleine-ondernemers'],
    ['¿Qué es el régimen de pequeñas empresas del IVA?', 'a-btw-basis-kleine-ondernemers'],
    ['How long is the limitation period for a claim in the Netherlands?', 'a-verjaring-rechtsvorderingen-nederland'],
  ])('finds across languages through the lexicon and the keyword layer: %s → %s', async (question, expected) => {
    const hits = await retriever.search(question, 5);
    expect(slugs.get(hits[0]?.articleId)).toBe(expected);
    // Each of these articles is written in Dutch; none of the questions is.
    expect(hits[0].language).toBe('nl');
  });

  it('picks the passage of a keyword match that states the matched term in its own language', async () => {
    const [hit] = await retriever.search('data breach notification 72 hours', 5);
    expect(hit.language).toBe('nl');
    expect(hit.text).toMatch(/72 uur/);
  });

  it.each([
    ['How should I interpret the qSOFA score when I suspect sepsis?', 'en'],
    ['data breach notification 72 hours', 'en'],
    ['Wat is de verjaringstermijn?', 'nl'],
    ['Welke btw-tarieven gelden er?', 'nl'],
    ['Wie führt man den Ermüdungsnachweis?', 'de'],
    ['Meldepflicht bei einer Datenpanne', 'de'],
    ['¿Qué es la diligencia debida reforzada?', 'es'],
    ['régimen de pequeñas empresas', 'es'],
  ])('tells the language of %j by the library vocabulary: %s', async (question, language) => {
    expect(await retriever.detectLanguage(question)).toBe(language);
  });

  it.each([
    'Who won the football world cup in 2014?',
    'Give me a recipe for apple pie',
    'the and of',
    '',
    // Near misses: a named thing, a numbered rule or mostly words the library never uses.
    'Which duties does a managing director have under the GmbHG?',
    'When is Form 1120 due for a corporation?',
    'Wat zegt artikel 7:669 BW over ontslag op staande voet en de transitievergoeding?',
  ])('finds nothing relevant for %j', async (question) => {
    expect(await retriever.search(question)).toEqual([]);
  });

  it('returns at most two passages of one article, best first', async () => {
    const hits = await retriever.search('IFRS 16 lease liability right-of-use asset lessee', 6);
    const perArticle = new Map<number, number>();
    for (const h of hits) perArticle.set(h.articleId, (perArticle.get(h.articleId) ?? 0) + 1);
    expect(Math.max(...perArticle.values())).toBeLessThanOrEqual(2);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(hits[0].coverage).toBeGreaterThanOrEqual(0.35);
  });
});

describe('LibraryRetriever refresh', () => {
  const article = (title: string, content: string) => ({ slug: title, title, summary: '', content });

  it('builds once, then rebuilds only when the table changes, re-reading only changed articles', async () => {
    const table = new FakeArticlesTable();
    table.add(article('Audit sampling', 'Statistical sampling selects items at random for audit testing.'));
    table.add(article('Lease accounting', 'A lessee recognises a right-of-use asset and a lease liability.'));
    const retriever = new LibraryRetriever(table.asDataSource());

    expect((await retriever.search('lease liability'))[0].articleId).toBe(2);
    await retriever.search('audit sampling');
    expect(retriever.builds).toBe(1);
    expect(table.loads).toEqual([[1, 2]]);

    table.touch(1, { content: 'Monetary unit sampling weights the selection by value for sepsis screening.' });
    expect((await retriever.search('sepsis screening'))[0].articleId).toBe(1);
    expect(retriever.builds).toBe(2);
    expect(table.loads[1]).toEqual([1]);

    table.touch(2, { is_published: false });
    expect(await retriever.search('lease liability')).toEqual([]);

    const added = table.add(article('Working capital', 'The cash conversion cycle measures working capital efficiency.'));
    expect((await retriever.search('cash conversion cycle'))[0].articleId).toBe(added.id);
    expect(retriever.builds).toBe(4);
    expect(table.loads[table.loads.length - 1]).toEqual([added.id]);
  });

  it('shares one build between concurrent first searches', async () => {
    const table = new FakeArticlesTable();
    table.add(article('Going concern', 'Auditors evaluate going concern over twelve months.'));
    const retriever = new LibraryRetriever(table.asDataSource());
    await Promise.all([retriever.search('going concern'), retriever.search('auditors'), retriever.search('twelve months')]);
    expect(retriever.builds).toBe(1);
    expect(table.loads).toEqual([[1]]);
  });
});
