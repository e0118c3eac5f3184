import { excerpt, noMatchAnswer, OfflineAssistant } from './offline-assistant';
import { resolveCitations } from './assistant.service';
import { tokenize } from './retrieval/tokenize';

const passage = (articleId: number, title: string, heading: string, text: string) => ({ articleId, title, heading, text });

describe('OfflineAssistant', () => {
  const assistant = new OfflineAssistant('Leerpunt');

  it('says plainly when the library has nothing relevant', async () => {
    const answer = await assistant.answer({ question: 'Who won the cup?', passages: [] });
    expect(answer).toBe(noMatchAnswer('Leerpunt'));
    expect(answer).toContain('I answer from the Leerpunt library');
    expect(answer).toContain('could not find anything');
  });

  it('quotes the best passages with links to their articles and states its source', async () => {
    const answer = await assistant.answer({
      question: 'How is the lease liability measured?',
      passages: [
        passage(7, 'IFRS 16 Leases', 'Initial measurement', 'The lease liability is measured at the present value of the lease payments.'),
        passage(9, 'Lease Basics', 'Lease Basics', 'A lease conveys the right to control the use of an asset.'),
        passage(7, 'IFRS 16 Leases', 'Summary', 'Lessees recognise a right-of-use asset.'),
        passage(11, 'Unused', '', 'A fourth passage is not quoted.'),
      ],
    });
    expect(answer.startsWith('I answer from the Leerpunt library.')).toBe(true);
    expect(answer).toContain(
      '**IFRS 16 Leases — Initial measurement**\n> The lease liability is measured at the present value of the lease payments.\nSource: [IFRS 16 Leases](/article/7)',
    );
    expect(answer).toContain('**Lease Basics**\n>');
    expect(answer).toContain('[Lease Basics](/article/9)');
    expect(answer).not.toContain('/article/11');
    expect(resolveCitations(answer, []).sources).toEqual([]);
  });

  it('cuts long passages to the sentences richest in question terms, in reading order', () => {
    const filler = Array.from({ length: 8 }, (_, i) => `Background sentence number ${i} talks about something else entirely and keeps going for a while.`);
    const text = [
      filler[0],
      filler[1],
      'The discount rate is the rate implicit in the lease.',
      ...filler.slice(2),
      'Otherwise use the incremental borrowing rate for the discount.',
    ].join(' ');
    const out = excerpt(text, new Set(tokenize('Which discount rate applies?', { query: true })));
    expect(out.length).toBeLessThan(text.length);
    expect(out).toContain('… The discount rate is the rate implicit in the lease.');
    expect(out).toContain('Otherwise use the incremental borrowing rate for the discount.');
    expect(out.indexOf('implicit')).toBeLessThan(out.indexOf('incremental'));
  });
});

describe('OfflineAssistant, languages and professional judgement', () => {
  const assistant = new OfflineAssistant('Leerpunt');
  const shorterCourses = {
    articleId: 4,
    title: 'Antimicrobial Stewardship in Primary Care',
    heading: 'Shorter courses',
    language: 'en' as const,
    category: 'Medicine',
    text:
      'Evidence increasingly supports shorter durations. Five days of amoxicillin is sufficient for most cases of community-acquired pneumonia managed in primary care, and when an antibiotic is needed for sore throat, NICE recommends a 5 to 10 day course of phenoxymethylpenicillin, with 5 days often sufficient. ' +
      'Prescribing the minimum effective duration reduces side effects and selection pressure. '.repeat(4),
  };

  it('answers in the question language and marks sources written in another one', async () => {
    const answer = await assistant.answer({
      question: 'data breach notification 72 hours',
      language: 'en',
      passages: [
        {
          articleId: 8,
          title: 'Datalekken en de meldplicht onder de AVG',
          heading: 'Melden',
          language: 'nl',
          text: 'Meld een datalek binnen 72 uur bij de Autoriteit Persoonsgegevens.',
        },
      ],
    });
    expect(answer).toContain('I answer from the Leerpunt library.');
    expect(answer).toContain('Source: [Datalekken en de meldplicht onder de AVG](/article/8) (in Dutch)');
    const dutch = await assistant.answer({ question: 'Wanneer melden?', language: 'nl', passages: [{ ...shorterCourses, category: 'Accounting' }] });
    expect(dutch.startsWith('Ik antwoord vanuit de bibliotheek van Leerpunt.')).toBe(true);
    expect(dutch).toContain(`Bron: [${shorterCourses.title}](/article/4) (in het Engels)`);
    expect(dutch).not.toContain('Professioneel oordeel');
  });

  it('puts the notice first for a clinical question and quotes the dose with its conditions, whole', async () => {
    const question = 'Can I give five days of amoxicillin to a penicillin-allergic adult?';
    const answer = await assistant.answer({ question, language: 'en', sensitivity: 'clinical', passages: [shorterCourses] });
    const [intro, notice, quoted] = answer.split('\n\n');
    expect(intro).toMatch(/^I answer from the Leerpunt library\./);
    expect(notice).toMatch(/^\*\*Professional judgement:\*\* this is general information from the library, not advice for an individual patient\./);
    expect(quoted).toContain(`> ${shorterCourses.text}`);
    expect(answer).toContain('Five days of amoxicillin is sufficient for most cases of community-acquired pneumonia managed in primary care');
    // Without the notice the same passage is cut to an excerpt.
    const plain = await assistant.answer({ question, language: 'en', passages: [shorterCourses] });
    expect(plain).not.toContain(shorterCourses.text);
  });

  it.each([
    ['nl', 'legal', 'Professioneel oordeel:** dit is algemene informatie uit de bibliotheek, geen juridisch advies.'],
    ['de', 'tax', 'Fachliches Urteil:** Dies sind allgemeine Informationen aus der Bibliothek, keine Steuerberatung.'],
    ['es', 'clinical', 'Juicio profesional:** esta es información general de la biblioteca, no una recomendación para un paciente concreto.'],
  ] as const)('gives the notice in the question language (%s, %s)', async (language, sensitivity, expected) => {
    expect(await assistant.answer({ question: 'x', language, sensitivity, passages: [shorterCourses] })).toContain(expected);
  });

  it.each([
    ['en', 'could not find anything'],
    ['nl', 'vond daarin niets over deze vraag'],
    ['de', 'habe darin nichts zu dieser Frage gefunden'],
    ['es', 'no he encontrado nada en ella sobre esta pregunta'],
  ] as const)('says in %s that nothing was found and links Request Content', async (language, phrase) => {
    const answer = await assistant.answer({ question: 'x', language, passages: [] });
    expect(answer).toContain(phrase);
    expect(answer).toContain('[Account → Request Content](/account?tab=request)');
  });
});

describe('resolveCitations', () => {
  const passages = [passage(3, 'Going Concern', '', 'x'), passage(5, 'ISA 530', '', 'y')];

  it('lists cited retrieved articles once, in citation order, with their titles', () => {
    const { answer, sources } = resolveCitations('See [ISA](/article/5), [GC](https://app.example/article/3) and [again](/article/5/).', passages);
    expect(sources).toEqual([
      { article_id: 5, title: 'ISA 530', url: '/article/5' },
      { article_id: 3, title: 'Going Concern', url: '/article/3' },
    ]);
    expect(answer).toBe('See [ISA](/article/5), [GC](/article/3) and [again](/article/5).');
  });

  it('unlinks articles that were not retrieved, keeping the text', () => {
    const { answer, sources } = resolveCitations('Read [this made-up one](/article/999) too.', passages);
    expect(answer).toBe('Read this made-up one too.');
    expect(sources).toEqual([]);
  });
});
