import { Bm25Index } from './bm25';
import { articlePassages, sentences, stripInline } from './passages';
import { STOP_WORDS, fold, lightStem, tokenize } from './tokenize';

describe('fold', () => {
  it.each([
    ['Prüfung', 'prufung'],
    ['Straße', 'strasse'],
    ['Información Básica', 'informacion basica'],
    ['Ermüdung im Stahlbau', 'ermudung im stahlbau'],
    ['Diligencia debida en prevención', 'diligencia debida en prevencion'],
    ['coöperatie', 'cooperatie'],
  ])('%s → %s', (input, output) => expect(fold(input)).toBe(output));
});

describe('lightStem', () => {
  it.each([
    ['riesgos', 'riesgo'],
    ['vorderingen', 'vordering'],
    ['policies', 'policy'],
    ['auditores', 'auditor'],
    ['taxes', 'tax'],
    ['antibiotics', 'antibiotic'],
  ])('%s and its singular %s meet', (plural, singular) => expect(lightStem(plural)).toBe(lightStem(singular)));

  it('leaves short words, numbers and -ss/-us/-is endings alone', () => {
    expect(lightStem('tax')).toBe('tax');
    expect(lightStem('1993')).toBe('1993');
    expect(lightStem('business')).toBe('business');
    expect(lightStem('status')).toBe('status');
    expect(lightStem('analysis')).toBe('analysis');
  });
});

describe('tokenize', () => {
  it('removes stop words of English, Dutch, German and Spanish', () => {
    expect(tokenize('What is the going concern assessment?')).toEqual(['going', 'concern', 'assessment']);
    expect(tokenize('Wat is de verjaring van een rechtsvordering?')).toEqual(['verjaring', 'rechtsvordering']);
    expect(tokenize('Wie funktioniert die Ermüdung von Stahl?')).toEqual(['funktioniert', 'ermudung', 'stahl']);
    expect(tokenize('¿Cuáles son los riesgos del proyecto?')).toEqual(['riesgo', 'proyecto']);
  });

  it('keeps numbers, splits on punctuation and drops single letters', () => {
    expect(tokenize('IFRS-16 and ISA 530: a guide')).toEqual(['ifr', '16', 'isa', '530', 'guid']);
    expect(tokenize("the patient's x-ray")).toEqual(['patient', 'ray']);
  });

  it('drops question noise only from queries', () => {
    expect(tokenize('Please explain transfer pricing', { query: true })).toEqual(['transfer', 'pricing']);
    expect(tokenize('Please explain transfer pricing')).toEqual(['pleas', 'explain', 'transfer', 'pricing']);
  });

  it('stores stop words folded, as text is matched after folding', () => {
    expect(STOP_WORDS.has('fur')).toBe(true);
    expect(STOP_WORDS.has('uber')).toBe(true);
    expect(STOP_WORDS.has('tambien')).toBe(true);
  });
});

describe('Bm25Index', () => {
  const docs = [['a', 'b'], ['b', 'c', 'c'], ['d']];
  const index = Bm25Index.fromTokens(docs);

  it('computes the Okapi BM25 score exactly (k1 = 1.2, b = 0.75)', () => {
    const idf = Math.log(1 + (3 - 1 + 0.5) / (1 + 0.5));
    const avgdl = 2;
    const norm = 1.2 * (1 - 0.75 + (0.75 * 3) / avgdl);
    const [hit] = index.search(['c']);
    expect(hit.doc).toBe(1);
    expect(hit.score).toBeCloseTo((idf * 2 * 2.2) / (2 + norm), 12);
    expect(hit.coverage).toBe(1);
  });

  it('reports coverage as the matched share of the idf mass', () => {
    const [hit] = index.search(['c', 'zzz']);
    const idfC = Math.log(1 + 2.5 / 1.5);
    const idfUnknown = Math.log(1 + 3.5 / 0.5);
    expect(hit.coverage).toBeCloseTo(idfC / (idfC + idfUnknown), 12);
  });

  it('prefers rare terms, saturates term frequency and normalises length', () => {
    const corpus = Bm25Index.fromTokens([
      ['lease', 'common', 'common'],
      ['common', 'common', 'common', 'common', 'common', 'common', 'common', 'common'],
      ['lease', 'filler', 'filler', 'filler', 'filler', 'filler', 'filler', 'filler'],
      ['common'],
    ]);
    expect(corpus.idf('lease')).toBeGreaterThan(corpus.idf('common'));
    expect(corpus.search(['lease', 'common'])[0].doc).toBe(0);
    // Same term frequency, shorter document first.
    expect(corpus.search(['lease']).map((h) => h.doc)).toEqual([0, 2]);
    // Eight occurrences score less than eight times one occurrence.
    const [many] = corpus.search(['common']).filter((h) => h.doc === 1);
    const [one] = corpus.search(['common']).filter((h) => h.doc === 3);
    expect(many.score).toBeLessThan(8 * one.score);
  });

  it('answers nothing for an empty query or an empty index', () => {
    expect(index.search([])).toEqual([]);
    expect(Bm25Index.fromTokens([]).search(['a'])).toEqual([]);
  });

  it('limits the result and orders ties by document position', () => {
    const ties = Bm25Index.fromTokens([['x'], ['x'], ['x']]);
    expect(ties.search(['x'], 2).map((h) => h.doc)).toEqual([0, 1]);
  });

  it('keeps the same top results as a full sort', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const words = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta', 'eta', 'theta'];
    const docs = Array.from({ length: 300 }, () => Array.from({ length: 3 + Math.floor(random() * 30) }, () => words[Math.floor(random() * words.length)]));
    const corpus = Bm25Index.fromTokens(docs);
    const all = corpus.search(['alpha', 'theta', 'zeta'], 300);
    const sorted = [...all].sort((x, y) => y.score - x.score || x.doc - y.doc);
    expect(all).toEqual(sorted);
    expect(corpus.search(['alpha', 'theta', 'zeta'], 7)).toEqual(sorted.slice(0, 7));
  });
});

describe('articlePassages', () => {
  const article = {
    id: 7,
    title: 'IFRS 16 Leases',
    summary: '- Lessees recognise a right-of-use asset.\n- The liability is discounted',
    content: [
      'Intro paragraph about **leases** and a [link](https://example.org).',
      '',
      '## Initial measurement',
      '',
      'The lease liability is measured at the present value of the lease payments.',
      '',
      '- fixed payments',
      '- variable payments that depend on an index',
      '',
      '| Item | Treatment |',
      '|---|---|',
      '| Short-term lease | Exemption |',
      '',
      '### Discount rate',
      '',
      'Use the `interest rate implicit` in the lease; otherwise the incremental borrowing rate.',
    ].join('\n'),
  };

  it('yields the summary, then one passage per short section, as plain text with headings', () => {
    const passages = articlePassages(article);
    expect(passages.map((p) => p.heading)).toEqual(['Summary', '', 'Initial measurement', 'Discount rate']);
    expect(passages.every((p) => p.articleId === 7 && p.title === 'IFRS 16 Leases')).toBe(true);
    expect(passages[0].text).toBe('Lessees recognise a right-of-use asset. The liability is discounted.');
    expect(passages[1].text).toBe('Intro paragraph about leases and a link.');
    expect(passages[2].text).toBe(
      'The lease liability is measured at the present value of the lease payments. fixed payments. variable payments that depend on an index. Item, Treatment. Short-term lease, Exemption.',
    );
    expect(passages[3].text).toBe('Use the interest rate implicit in the lease; otherwise the incremental borrowing rate.');
  });

  it('splits a long section into passages of bounded size', () => {
    const paragraph = Array.from({ length: 70 }, (_, i) => `word${i}`).join(' ') + '.';
    const content = `## Long\n\n${Array.from({ length: 6 }, () => paragraph).join('\n\n')}`;
    const passages = articlePassages({ id: 1, title: 'T', summary: '', content });
    expect(passages.length).toBe(6);
    for (const p of passages) expect(p.text.split(' ').length).toBeLessThanOrEqual(220);
  });

  it('strips inline Markdown and HTML', () => {
    expect(stripInline('A **bold** _move_ to <b>x</b> and ![img](a.png) [here](/x) `code`')).toBe('A bold move to x and img here code');
  });

  it('splits sentences without breaking on lower-case continuations', () => {
    expect(sentences('First one. Second, e.g. this one. 3 items follow! Last?')).toEqual(['First one.', 'Second, e.g. this one.', '3 items follow!', 'Last?']);
  });
});
