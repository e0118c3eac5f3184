import { LIBRARY_LANGUAGES, SEARCH_MATCH_MARKS } from '@leerpunt/shared/catalog';

/**
 * Full-text search over the library. Each item is indexed with the text-search configuration of its
 * own language (stemming and stop words), so "audits" finds "auditing" in English and "fietsen" finds
 * "fiets" in Dutch. Items in a language without a configuration here are indexed with 'simple'
 * (lower-cased words, no stemming, no stop words): they are still found by their exact words.
 */
export const SEARCH_CONFIGS: Record<(typeof LIBRARY_LANGUAGES)[number], string> = {
  English: 'english',
  Dutch: 'dutch',
  German: 'german',
  Spanish: 'spanish',
};
export const FALLBACK_SEARCH_CONFIG = 'simple';

/** The configuration of a row's language, as a SQL expression over `column`. */
function configOf(column: string): string {
  const arms = Object.entries(SEARCH_CONFIGS).map(([language, config]) => `WHEN '${language}' THEN '${config}'::regconfig`);
  return `CASE ${column} ${arms.join(' ')} ELSE '${FALLBACK_SEARCH_CONFIG}'::regconfig END`;
}

/**
 * The stored search vector: title (weight A) above summary (B) above the rendered content (C). The
 * HTML is indexed rather than the Markdown: the parser skips tags, while Markdown link targets would
 * be indexed as words. Must stay identical to the expression its migration writes.
 */
export const SEARCH_VECTOR_SQL =
  `setweight(to_tsvector(${configOf('"language"')}, "title"), 'A') || ` +
  `setweight(to_tsvector(${configOf('"language"')}, "summary"), 'B') || ` +
  `setweight(to_tsvector(${configOf('"language"')}, "content_html"), 'C')`;

/** The member's words as a query in the row's own language; `param` is the placeholder of the raw text. */
export function rowQuerySql(param: string): string {
  const arms = Object.entries(SEARCH_CONFIGS).map(([language, config]) => `WHEN '${language}' THEN websearch_to_tsquery('${config}', ${param})`);
  return `(CASE language ${arms.join(' ')} ELSE websearch_to_tsquery('${FALLBACK_SEARCH_CONFIG}', ${param}) END)`;
}

/**
 * Matching rows of a search, for a WHERE clause: per language, the rows of that language whose vector matches the
 * member's words in that language's configuration, and rows of other languages by their exact words ('simple').
 * Each arm is answered exactly by its language's partial GIN index (migration 1795912600000), so neither the count
 * nor the page reads a candidate's search vector again to check its language.
 */
export function searchConditionSql(param: string): string {
  const arms = Object.entries(SEARCH_CONFIGS).map(
    ([language, config]) => `("language" = '${language}' AND search_vector @@ websearch_to_tsquery('${config}', ${param}))`,
  );
  const others = Object.keys(SEARCH_CONFIGS)
    .map((language) => `'${language}'`)
    .join(', ');
  arms.push(`("language" NOT IN (${others}) AND search_vector @@ websearch_to_tsquery('${FALLBACK_SEARCH_CONFIG}', ${param}))`);
  return `(${arms.join(' OR ')})`;
}

/** Relevance with ts_rank's default weights (A 1.0, B 0.4, C 0.2): a title match outweighs any number of body matches. */
export function searchRankSql(param: string): string {
  return `ts_rank(search_vector, ${rowQuerySql(param)})`;
}

/** Marks around matched words (ts_headline's StartSel/StopSel); stripped from the stored text first, so never ambiguous. */
export const MATCH_START = SEARCH_MATCH_MARKS.start;
export const MATCH_END = SEARCH_MATCH_MARKS.end;

/** Headline SQL for `textSql` in the row's language: the whole text (`all`) or fragments around the matches. */
export function headlineSql(textSql: string, param: string, all: boolean): string {
  const options = all
    ? `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`
    : `MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
  return `ts_headline(${configOf('language')}, translate(${textSql}, E'\\x02\\x03', ''), ${rowQuerySql(param)}, '${options}')`;
}

export interface ArticleSearchHighlight {
  id: number;
  /** The whole title with matched words between the marks. */
  title: string;
  /** The whole summary with matched words between the marks, line breaks kept. */
  summary: string;
  /** Excerpts around matches in the content, or '' when the content has none. */
  snippet: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Turns the character references the HTML renderer writes back into text (the client renders text, never HTML). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Tidies a ts_headline result: character references of the rendered HTML decoded (the client shows
 * text, never HTML), whitespace left where tags were removed collapsed, and marks kept.
 */
export function tidyHeadline(headline: string, html = false): string {
  return (html ? decodeEntities(headline) : headline).replace(/\s+/g, ' ').trim();
}

/** Like tidyHeadline for plain text whose line breaks carry meaning (summary bullets). */
export function tidyLines(headline: string): string {
  return headline
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .trim();
}
