/**
 * Splits an article's Markdown into passages: one per section, or per paragraph group when a
 * section is long. A passage is plain text (Markdown syntax removed, list items as sentences)
 * with the heading it sits under.
 */

export interface PassageSource {
  id: number;
  title: string;
  summary: string;
  content: string;
}

export interface Passage {
  articleId: number;
  title: string;
  /** The section heading, 'Summary' for the summary, '' for text before the first heading. */
  heading: string;
  text: string;
}

/** Passages aim for this many words: small paragraphs are merged, long sections are split. */
const TARGET_WORDS = 60;
const MAX_WORDS = 220;

function wordCount(s: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const space = s.charCodeAt(i) <= 32;
    if (!space && !inWord) words += 1;
    inWord = !space;
  }
  return words;
}

const INLINE_SYNTAX = /[<![`*_]/;

/** Removes inline Markdown and HTML, keeping the readable text. */
export function stripInline(text: string): string {
  if (!INLINE_SYNTAX.test(text)) return text.replace(/\s+/g, ' ').trim();
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const endsSentence = (s: string) => /[.!?:;]$/.test(s);

/** One Markdown block (paragraph, list, table, quote) as flowing text. */
function blockText(lines: string[]): string {
  const parts: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (/^\|?\s*:?-{3,}/.test(trimmed)) continue; // table separator row
    if (/^(```|~~~)/.test(trimmed)) continue;
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(trimmed);
    let text = item ? item[1] : trimmed.replace(/^>\s?/, '');
    if (text.startsWith('|'))
      text = text
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean)
        .join(', ');
    text = stripInline(text);
    if (!text) continue;
    // List items and table rows become sentences so excerpts can be cut between them.
    parts.push((item || trimmed.startsWith('|')) && !endsSentence(text) ? `${text}.` : text);
  }
  return parts.join(' ');
}

/** Sections of a Markdown document as (heading, blocks). */
function sections(markdown: string): Array<{ heading: string; blocks: string[] }> {
  const out: Array<{ heading: string; blocks: string[] }> = [{ heading: '', blocks: [] }];
  let block: string[] = [];
  const flush = () => {
    const text = blockText(block);
    if (text) out[out.length - 1].blocks.push(text);
    block = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      out.push({ heading: stripInline(heading[1]), blocks: [] });
    } else if (!line.trim()) {
      flush();
    } else {
      block.push(line);
    }
  }
  flush();
  return out.filter((s) => s.blocks.length);
}

/** Groups a section's blocks into passages of roughly TARGET_WORDS..MAX_WORDS words. */
function group(blocks: string[]): string[] {
  const out: Array<{ text: string; words: number }> = [];
  let current = '';
  let words = 0;
  for (const b of blocks) {
    const n = wordCount(b);
    if (current && words + n > MAX_WORDS) {
      out.push({ text: current, words });
      current = '';
      words = 0;
    }
    current = current ? `${current} ${b}` : b;
    words += n;
    if (words >= TARGET_WORDS) {
      out.push({ text: current, words });
      current = '';
      words = 0;
    }
  }
  if (current) {
    // A short tail joins the previous passage when that stays within bounds.
    const last = out[out.length - 1];
    if (last && last.words + words <= MAX_WORDS) out[out.length - 1] = { text: `${last.text} ${current}`, words: last.words + words };
    else out.push({ text: current, words });
  }
  return out.map((p) => p.text);
}

/** The passages of one article: its summary first, then its sections in order. */
export function articlePassages(article: PassageSource): Passage[] {
  const passages: Passage[] = [];
  const summary = blockText(article.summary.split('\n'));
  if (summary) passages.push({ articleId: article.id, title: article.title, heading: 'Summary', text: summary });
  for (const s of sections(article.content)) {
    for (const text of group(s.blocks)) passages.push({ articleId: article.id, title: article.title, heading: s.heading, text });
  }
  return passages;
}

/** Splits plain text into sentences (keeps abbreviations like "e.g." mostly intact). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+(?=[\p{Lu}\p{N}(¿¡"'“])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
