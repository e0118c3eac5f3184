import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/decisions.md keeps each decision once and lists every one in its index by area: a section added without an
 * index entry, an entry whose section was renamed, or a heading written twice fails here.
 */
const text = readFileSync(path.join(__dirname, '../../docs/decisions.md'), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation other than '-' and '_' dropped, spaces as '-'. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\-_ ]/gu, '')
    .replace(/ /g, '-');

const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]).filter((h) => h !== 'Index');
const start = text.indexOf('## Index');
const index = text.slice(start, text.indexOf('\n## ', start + 1));
const links = [...index.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);

describe('docs/decisions.md', () => {
  it('has an index', () => {
    expect(start).toBeGreaterThan(-1);
    expect(headings.length).toBeGreaterThan(50);
  });

  it('lists every decision in its index, once', () => {
    expect(headings.map(anchor).filter((a) => !links.includes(a))).toEqual([]);
    expect(links.filter((l, i) => links.indexOf(l) !== i)).toEqual([]);
  });

  it('has no index entry without its section and no heading twice', () => {
    const anchors = headings.map(anchor);
    expect(links.filter((l) => !anchors.includes(l))).toEqual([]);
    expect(anchors.filter((a, i) => anchors.indexOf(a) !== i)).toEqual([]);
  });
});
