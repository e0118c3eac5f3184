import { Bm25Index } from './bm25';
import { Lexicon, parseLexicon, shippedLexicon } from './concepts';
import { LEXICON } from './lexicon';
import { alignedKeywords } from './library-index';
import { conceptWeights, namedTerms, outsideLibrary, references } from './relevance';
import { tokenize } from './tokenize';

describe('the lexicon', () => {
  const sample = parseLexicon(`
# a comment
going concern | continuïteit; continuïteitsveronderstelling | Unternehmensfortführung | empresa en funcionamiento
data protection authority | Autoriteit Persoonsgegevens | Datenschutzbehörde |
`);

  it('parses one concept a line, synonyms by ";", as index terms with their language', () => {
    expect(sample).toHaveLength(2);
    expect(sample[0].wordings).toEqual([
      ['going', 'concern'],
      ['continuiteit'],
      ['continuiteitsveronderstelling'],
      ['unternehmensfortfuhrung'],
      ['empresa', 'funcionamiento'],
    ]);
    expect(sample[0].languages).toEqual(['en', 'nl', 'nl', 'de', 'es']);
    expect(sample[1].languages).toEqual(['en', 'nl', 'de']);
  });

  it('rejects a line without its four columns', () => {
    expect(() => parseLexicon('going concern | continuïteit')).toThrow(/4 columns/);
  });

  it('groups a question into concepts, longest wording first, each with its translations', () => {
    const concepts = new Lexicon(sample).concepts(tokenize('Who is the data protection authority for a going concern doubt?', { query: true }));
    expect(concepts.map((c) => c.terms.join(' '))).toEqual(['data protection authority', 'going concern', 'doubt']);
    expect(concepts[0].alternatives).toContainEqual(['autoriteit', 'persoonsgegev']);
    expect(concepts[1].alternatives).toContainEqual(['continuiteit']);
    expect(concepts[2]).toEqual({ terms: ['doubt'], alternatives: [['doubt']], fromLexicon: false });
  });

  it('ships a few hundred concepts, each worded in at least three of the four languages', () => {
    const entries = parseLexicon(LEXICON);
    expect(entries.length).toBeGreaterThanOrEqual(250);
    const lines = LEXICON.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines.filter((l) => l.split('|').filter((column) => column.trim()).length < 3)).toEqual([]);
    expect(shippedLexicon().entries).toHaveLength(entries.length);
  });

  it('turns aligned keyword lists into concepts, and ignores lists that do not line up', () => {
    const phrases = new Map([
      ['en', [['limitation', 'period'], ['stuiting']]],
      ['nl', [['verjaringstermijn'], ['stuiting']]],
    ]);
    expect(alignedKeywords(phrases)).toEqual([{ wordings: [['limitation', 'period'], ['verjaringstermijn']], languages: ['en', 'nl'] }]);
    expect(alignedKeywords(new Map([...phrases, ['de', [['verjahrung']]]]))).toEqual([]);
  });
});

describe('concept search', () => {
  const index = Bm25Index.fromTokens([['continuiteit', 'accountant'], ['going', 'concern', 'auditor'], ['going', 'home'], ['other']]);

  it('matches a concept in any of its wordings and counts a partial wording in proportion', () => {
    const { hits, idfs } = index.searchConcepts([{ alternatives: [['going', 'concern'], ['continuiteit']] }], 10);
    expect(hits.map((h) => h.doc).sort()).toEqual([0, 1, 2]);
    const share = (doc: number) => hits.find((h) => h.doc === doc)!.matches[0];
    expect(share(0)).toBe(1);
    expect(share(1)).toBe(1);
    expect(share(2)).toBeGreaterThan(0);
    expect(share(2)).toBeLessThan(1);
    // Two documents hold a full wording: the concept's idf is that of a term in two documents of four.
    expect(idfs[0]).toBeCloseTo(Math.log(1 + 2.5 / 2.5), 12);
  });

  it('reports a concept no document contains as unknown (idf null)', () => {
    expect(index.searchConcepts([{ alternatives: [['apixaban']] }], 10)).toEqual({ hits: [], idfs: [null] });
  });
});

describe('relevance', () => {
  it('weighs an unknown concept as the mean of the known ones', () => {
    expect(conceptWeights([2, null, 4])).toEqual([2, 3, 4]);
    expect(conceptWeights([null])).toEqual([1]);
  });

  it('finds the names in a question: acronyms, mixed case, letters with digits, capitals inside a sentence', () => {
    expect([...namedTerms('Can I use ChatGPT for ISA 230 papers under SOX?', 'en')]).toEqual(['chatgpt', 'isa', 'sox']);
    expect([...namedTerms('What is the HbA1c target and when is the CT600 due?', 'en')]).toEqual(['hba1c', 'ct600']);
    expect([...namedTerms('How do I price an option with Black-Scholes?', 'en')]).toEqual(['black', 'schol']);
    // German writes every noun with a capital: only acronyms and codes count there.
    expect([...namedTerms('Wann muss der Steuerberater eine Meldung an die FIU abgeben?', 'de')]).toEqual(['fiu']);
  });

  it('finds the numbered things a text cites, not figures', () => {
    expect(references('Under IFRS 17 and § 622 BGB, see Titel 9, box 3 and modelo 303.')).toEqual(['ifrs 17', '§ 622', 'titel 9', 'box 3', 'modelo 303']);
    expect(references('NEN-EN 1990 applies.')).toEqual(['en 1990']);
    expect(references('In 2026 the rate is 21 %, paid net 30 or 95%-sure, € 750 and 2.5 times')).toEqual([]);
    expect(references('Question 6: what is going concern? Article 6 applies.')).toEqual(['article 6']);
  });

  const concept = (term: string) => ({ terms: [term], alternatives: [[term]], fromLexicon: false });

  it('puts a question outside the library when it names something the library never mentions', () => {
    const concepts = ['interaction', 'apixaban'].map(concept);
    expect(outsideLibrary(concepts, [3, null], new Set(['apixaban']))).toMatch(/apixaban/);
    expect(outsideLibrary(concepts, [3, 2], new Set(['apixaban']))).toBeNull();
  });

  it('puts a question outside the library when two or more and a third of its concepts are unknown, never for one word', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map(concept);
    expect(outsideLibrary(five, [1, 2, 3, null, null], new Set())).toMatch(/2 of 5/);
    expect(outsideLibrary(five, [1, 2, 3, 4, null], new Set())).toBeNull();
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(concept);
    expect(outsideLibrary(seven, [1, 2, 3, 4, 5, null, null], new Set())).toBeNull();
    expect(outsideLibrary([concept('a')], [null], new Set())).toBeNull();
  });
});
