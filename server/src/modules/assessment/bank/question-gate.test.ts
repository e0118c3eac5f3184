import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitSentences } from '../../../providers/ai/article-text';
import {
  buildVocabulary,
  checkItem,
  conflictingPairs,
  cutMidSentence,
  foreignWords,
  givesAway,
  normalise,
  optionLetterReference,
  type GateArticle,
  type GateItem,
} from './question-gate';

/** The shipped library, read as the import does: front matter language and title, Markdown body. */
const CONTENT = path.resolve(__dirname, '../../../../../content/articles');
const library = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const text = readFileSync(path.join(CONTENT, f), 'utf8');
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
    return {
      slug: f.replace(/\.md$/, ''),
      language: /^language:\s*(\w+)/m.exec(front)![1],
      title: /^title:\s*"?(.*?)"?$/m.exec(front)![1],
      summary: /^summary: \|\n((?: {2}.*\n?)*)/m.exec(front)?.[1] ?? '',
      content: body,
    };
  });
const vocab = buildVocabulary(library);
const article = (slug: string): GateArticle => library.find((a) => a.slug === slug)!;

const BTW = 'a-btw-basis-kleine-ondernemers';
const VERJARING = 'a-verjaring-rechtsvorderingen-nederland';

/** A sound curated item on the Dutch VAT article; each test breaks one thing. */
const sound: GateItem = {
  question: 'Een fysiotherapeut met BIG-registratie koopt een behandeltafel. Wat geldt voor de btw op die aankoop?',
  options: [
    'Hij mag de btw niet aftrekken, omdat zijn zorg is vrijgesteld',
    'Hij mag de btw volledig aftrekken als voorbelasting',
    'Hij betaalt geen btw, omdat het nultarief geldt',
    'Hij mag de btw aftrekken zodra hij een suppletie indient',
  ],
  correct: 'A',
  explanation: 'Bij een vrijstelling wordt geen btw berekend, maar is aftrek van de btw op kosten ook niet toegestaan.',
  source: 'curated',
  sourceSection: 'De tarieven',
  sourceQuote: 'Bij een vrijstelling wordt geen btw berekend, maar mag de ondernemer de btw op zijn kosten ook niet aftrekken.',
};
const rules = (item: GateItem, slug = BTW) => checkItem(item, article(slug), vocab).map((f) => f.rule);

describe('question gate', () => {
  it('passes a sound curated item', () => {
    expect(checkItem(sound, article(BTW), vocab)).toEqual([]);
  });

  it('needs four distinct options after folding case, spacing and punctuation', () => {
    expect(normalise('21 %')).toBe(normalise('21%'));
    expect(rules({ ...sound, options: ['21%', '21 %.', '9%', '0%'], correct: 'A' })).toContain('options');
    expect(rules({ ...sound, options: ['Het nultarief', 'het  nultarief!', '9%', '21%'], correct: 'A' })).toContain('options');
    expect(rules({ ...sound, options: ['21%', '', '9%', '0%'] as unknown as GateItem['options'] })).toContain('options');
  });

  it('refuses an option contained in another (the verjaring item: "twintig jaar" inside a longer option)', () => {
    const item: GateItem = {
      ...sound,
      question: 'Hoe lang kan een in een vonnis toegewezen vordering ten uitvoer worden gelegd?',
      options: ['twintig jaar', 'vijf jaar', 'twintig jaar na de dag van de uitspraak', 'tien jaar'],
      correct: 'C',
      sourceSection: 'Beroep op verjaring',
      sourceQuote: 'Een in een vonnis toegewezen vordering kan gedurende twintig jaar na de dag van de uitspraak ten uitvoer worden gelegd',
    };
    const failures = checkItem(item, article(VERJARING), vocab);
    expect(failures.map((f) => f.message)).toContain('Option A is contained in option C');
    // Whole words only: "9%" is not inside "19%".
    expect(rules({ ...sound, options: ['9%', '19%', '21%', '0%'] })).not.toContain('options');
  });

  it('needs exactly one key among A to D', () => {
    expect(rules({ ...sound, correct: 'E' })).toContain('key');
    expect(rules({ ...sound, correct: 'AB' })).toContain('key');
  });

  it('flags words from another language of the library ("because" in a Dutch test, Dutch legal terms in a Spanish one)', () => {
    expect(foreignWords('De ondernemer mag aftrekken because the lease term ends', 'Dutch', vocab)).toEqual(expect.arrayContaining(['because']));
    expect(
      rules({
        ...sound,
        options: ['Omdat zijn zorg is vrijgesteld', 'because the lease term ends', 'Omdat het nultarief geldt', 'Omdat hij suppletie indient'],
      }),
    ).toContain('language');
    // The offline generator's old distractors: one word lifted from another language's article.
    expect(rules({ ...sound, options: ['vrijgesteld', 'because', 'nultarief', 'suppletie'] })).toContain('language');
    // Homographs and borrowed terms in expert items are not foreign ("had", "juni", "burndown chart", "Commitment").
    expect(rules({ ...sound, options: ['Een Sprint Goal', 'Een burndown chart', 'Een Increment', 'Een Product Goal'] })).not.toContain('language');
    expect(rules({ ...sound, question: 'Wat had de ondernemer vóór 1 juni moeten doen?' })).not.toContain('language');
    const spanish = article('a-diligencia-debida-blanqueo-capitales');
    const item: GateItem = {
      ...sound,
      question: '¿Qué plazo de conservación exige la ley para los documentos?',
      options: ['verjaringstermijn', 'diez años', 'cinco años', 'un año'],
    };
    expect(checkItem(item, spanish, vocab).map((f) => f.rule)).toContain('language');
    // Acronyms and one borrowed technical term are not foreign.
    expect(foreignWords('De KOR en de GDPR gelden voor deze ondernemer', 'Dutch', vocab)).toEqual([]);
  });

  it('flags options cut mid-sentence: a German date split at its day, abbreviations, dangling words, open brackets', () => {
    expect(cutMidSentence('Das Barrierefreiheitsstärkungsgesetz gilt seit dem 28.', 'German')).toMatch(/day/);
    expect(cutMidSentence('Die Pflichten gelten z. B.', 'German')).toMatch(/abbreviation/);
    expect(cutMidSentence('De vordering verjaart na vijf jaar, zie art.', 'Dutch')).toMatch(/abbreviation/);
    expect(cutMidSentence('Vorderingen tot schadevergoeding (art. 3:310', 'Dutch')).toMatch(/bracket/);
    expect(cutMidSentence('The lessee recognises a right-of-use asset and', 'English')).toMatch(/and/);
    expect(cutMidSentence('De ondernemer berekent btw over het', 'Dutch')).toMatch(/het/);
    expect(cutMidSentence('Das Gesetz gilt für', 'German')).toMatch(/für/);
    // Stranded prepositions and a matrix named A end complete English options (expert items from the banks).
    expect(cutMidSentence('A fixed talent that some children are born with', 'English')).toBeNull();
    expect(cutMidSentence('The results differ by the determinant of A', 'English')).toBeNull();
    // Dutch separable verbs end in a particle legitimately.
    expect(cutMidSentence('De ondernemer vult de aangifte in', 'Dutch')).toBeNull();
    expect(cutMidSentence('Seit dem 28. Juni 2025', 'German')).toBeNull();
  });

  it('splits sentences without breaking German dates or "z. B."', () => {
    const line =
      'Das Barrierefreiheitsstärkungsgesetz setzt den European Accessibility Act um und gilt seit dem 28. Juni 2025. Es betrifft z. B. Online-Shops.';
    expect(splitSentences(line)).toEqual([
      'Das Barrierefreiheitsstärkungsgesetz setzt den European Accessibility Act um und gilt seit dem 28. Juni 2025.',
      'Es betrifft z. B. Online-Shops.',
    ]);
    expect(splitSentences('Zie bijv. art. 3:310 BW. Daarna volgt stuiting.')).toEqual(['Zie bijv. art. 3:310 BW.', 'Daarna volgt stuiting.']);
  });

  it('needs a curated key to rest on a quote found in the named section', () => {
    expect(rules({ ...sound, sourceSection: 'Aangifte en betaling' })).toContain('support');
    expect(rules({ ...sound, sourceSection: 'Geen bestaande paragraaf' })).toContain('support');
    expect(rules({ ...sound, sourceQuote: 'Bij een vrijstelling mag de ondernemer alle btw aftrekken.' })).toContain('support');
    expect(rules({ ...sound, sourceQuote: null })).toContain('support');
    // Markdown emphasis and list markers in the article do not matter.
    expect(rules({ ...sound, sourceQuote: '21% is het algemene tarief en geldt voor de meeste goederen en diensten.' })).not.toContain('support');
  });

  it('needs a generated key to be stated in the passage its explanation quotes, and no distractor the article also states (the BTW item)', () => {
    const generated: GateItem = {
      question: 'Welke van deze uitspraken is juist volgens het artikel?',
      options: [
        'Bij een vrijstelling wordt geen btw berekend.',
        'mag de ondernemer de btw op zijn kosten ook niet aftrekken',
        'Het nultarief geldt voor de kapper.',
        'Correcties boven € 1.000 gaan in de volgende aangifte.',
      ],
      correct: 'A',
      explanation:
        'In de paragraaf “De tarieven” staat: “Bij een vrijstelling wordt geen btw berekend, maar mag de ondernemer de btw op zijn kosten ook niet aftrekken.”',
      source: 'offline',
    };
    const found = rules(generated);
    expect(found).toContain('ambiguous');
    expect(found).not.toContain('support');
    expect(rules({ ...generated, correct: 'C' })).toContain('support');
    expect(rules({ ...generated, explanation: 'De tarieven bepalen dit.' })).toContain('support');
  });

  it('finds items whose options give away another item’s answer, so a draw can keep them apart', () => {
    const period: GateItem = {
      ...sound,
      question: 'Hoe lang is de algemene verjaringstermijn voor rechtsvorderingen?',
      options: ['twintig jaar', 'vijf jaar', 'tien jaar', 'dertig jaar'],
      correct: 'A',
    };
    const tellTale: GateItem = {
      ...sound,
      question: 'Wat geldt na stuiting van een vordering?',
      options: [
        'Er begint een nieuwe termijn van hooguit vijf jaar',
        'De algemene verjaringstermijn van twintig jaar begint opnieuw',
        'De vordering vervalt',
        'De rechter past verjaring ambtshalve toe',
      ],
      correct: 'A',
    };
    expect(givesAway(tellTale, period, 'Dutch')).toBe(true);
    expect(givesAway(period, tellTale, 'Dutch')).toBe(false);
    expect(conflictingPairs([period, sound, tellTale], 'Dutch')).toEqual([[0, 2]]);
  });
});

describe('explanations that name options by letter', () => {
  it.each([
    ['Option B swaps the two indices, C inverts them.', 'Option B'],
    ['Optie A vergeet het maximum.', 'Optie A'],
    ['Alleen optie C blijft overal binnen die maxima.', 'optie C'],
    ['Option D starts with a belief; A and C start with what, and B with how.', 'Option D'],
    ['The belief comes first; A and C start with what.', 'A and C start'],
    ['Die Grenze gilt; B verwechselt die beiden Werte.', 'B verwechselt'],
    ['La respuesta C confunde los plazos.', 'respuesta C'],
    ['Die Antwort B nennt den falschen Wert.', 'Antwort B'],
  ])('refuses %j', (explanation, found) => {
    expect(optionLetterReference(explanation)).toBe(found);
  });

  it.each([
    "According to 'EQU, STR and GEO: partial factor sets A, B and C', Set A gives 1.10 and Set C has 1.00.",
    'A sample of 60 items gives a tolerable misstatement of 5 percent.',
    'Hepatitis B is a notifiable disease; vitamin D is not.',
    'Under IFRS 16 a lessee recognises a right-of-use asset.',
  ])('accepts %j', (explanation) => {
    expect(optionLetterReference(explanation)).toBeNull();
  });

  it('is a gate rule: an item whose explanation names a letter is not served', () => {
    const article: GateArticle = { language: 'English', title: 'T', summary: '', content: '## Section\n\nThe limit is ten days.' };
    const item: GateItem = {
      question: 'What is the limit?',
      options: ['Ten days', 'Five days', 'Twenty days', 'One day'],
      correct: 'A',
      explanation: "Under 'Section' the limit is ten days; B halves it.",
      source: 'curated',
      sourceSection: 'Section',
      sourceQuote: 'The limit is ten days.',
    };
    expect(checkItem(item, article, buildVocabulary([article])).map((f) => f.rule)).toContain('letters');
  });
});
