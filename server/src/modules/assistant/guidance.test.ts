import { figuresIn, sensitivityOf, unsupportedFigures } from './guidance';

describe('sensitivityOf', () => {
  it.each([
    ['Can I give amoxicillin to a penicillin-allergic adult?', 'clinical'],
    ['Welche Dosierung gilt für Kinder?', 'clinical'],
    ['¿Cuál es el tratamiento de la sepsis?', 'clinical'],
    ['When does a claim become time-barred under Dutch law?', 'legal'],
    ['Wann kommt ein Vertrag zustande?', 'legal'],
    ['Welk btw-tarief geldt voor boeken?', 'tax'],
    ['Does the small business scheme exempt me from VAT?', 'tax'],
  ])('%s → %s', (question, kind) => {
    expect(sensitivityOf(question, [])).toBe(kind);
  });

  it('falls back to the category of the best article, and leaves other topics alone', () => {
    expect(sensitivityOf('What are the five moments?', [{ category: 'Medicine' }])).toBe('clinical');
    expect(sensitivityOf('Wat is de termijn?', [{ category: 'Law' }, { category: 'Accounting' }])).toBe('legal');
    expect(sensitivityOf('How is the lease liability measured?', [{ category: 'Accounting' }])).toBeNull();
    expect(sensitivityOf('What is a claim in a requirements document?', [])).toBeNull();
  });
});

describe('figuresIn / unsupportedFigures', () => {
  it('reads doses, durations and ranges in digits and words, in four languages', () => {
    expect([...figuresIn('Five days of amoxicillin is sufficient; a 5 to 10 day course of 500 mg.')].sort()).toEqual(['10 day', '5 day', '500 mg']);
    expect([...figuresIn('binnen 72 uur melden; verjaring na twintig jaar')].sort()).toEqual(['20 year', '72 hour']);
    expect([...figuresIn('innerhalb von 72 Stunden, 19 % Umsatzsteuer')].sort()).toEqual(['19 percent', '72 hour']);
    expect([...figuresIn('durante siete días')]).toEqual(['7 day']);
    expect([...figuresIn('A duration of one of the options, the 2019 update')]).toEqual([]);
    // Articles that double as "one" are not read as figures.
    expect([...figuresIn('binnen een week; eine Woche; una semana')]).toEqual([]);
  });

  it('accepts a figure only inside a word-for-word quote of the sentence that states it', () => {
    const passages = [
      {
        text: 'Evidence supports shorter durations. Five days of amoxicillin is sufficient for most cases of community-acquired pneumonia managed in primary care. Prescribe less.',
      },
    ];
    expect(
      unsupportedFigures(
        'The article says: "Five days of amoxicillin is sufficient for most cases of community-acquired pneumonia managed in primary care." [A](/article/1)',
        passages,
      ),
    ).toEqual([]);
    expect(
      unsupportedFigures('> **five days** of amoxicillin is sufficient for most cases of community-acquired pneumonia managed in primary care', passages),
    ).toEqual([]);
    expect(unsupportedFigures('Five days of amoxicillin is sufficient.', passages)).toEqual(['5 day']);
    expect(unsupportedFigures('Give seven days of amoxicillin, 500 mg three times a day.', passages)).toEqual(['7 day', '500 mg', '3 times']);
    expect(unsupportedFigures('No figures here, see the article.', passages)).toEqual([]);
    const clausal = [
      { text: 'Five days of amoxicillin is sufficient for most cases of pneumonia in primary care, and NICE recommends a 5 to 10 day course for sore throat.' },
    ];
    expect(unsupportedFigures('"Five days of amoxicillin is sufficient for most cases of pneumonia in primary care."', clausal)).toEqual([]);
    expect(unsupportedFigures('Five days of amoxicillin is sufficient for most cases', clausal)).toEqual(['5 day']);
  });
});
