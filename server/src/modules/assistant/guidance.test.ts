import { figuresIn, sensitivityOf, unsupportedFigures, unsupportedQuotations } from './guidance';

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

describe('figures and quotations a model answer states must be in its cited passages', () => {
  const latePayment = [
    {
      text: 'When payment is late, the creditor is entitled to statutory interest of at least the ECB reference rate plus 8 percentage points and a fixed compensation of at least EUR 40 for recovery costs.',
    },
  ];

  it('catches "27.5 % … EUR 999" on a Late Payment Directive question, strict or not', () => {
    const answer = 'Under the Late Payment Directive the creditor may charge 27.5 % interest and claim EUR 999 in recovery costs.';
    for (const strict of [true, false]) expect(unsupportedFigures(answer, latePayment, { strict }).sort()).toEqual(['27.5 percent', '999 eur']);
  });

  it('lets a figure the cited passage states through when the answer is not clinical, legal or tax', () => {
    expect(unsupportedFigures('The creditor can claim at least EUR 40 in recovery costs.', latePayment, { strict: false })).toEqual([]);
    expect(unsupportedFigures('The creditor can claim at least 40 euro.', latePayment, { strict: false })).toEqual([]);
  });

  it('reads amounts written either way', () => {
    expect([...figuresIn('EUR 1.000,50 and €2,000 and 3 000 euros')]).toEqual(expect.arrayContaining(['1000.5 eur', '2000 eur']));
  });

  it('rejects a quotation that no cited passage contains', () => {
    expect(unsupportedQuotations('The Directive says "the creditor is entitled to statutory interest".', latePayment)).toEqual([]);
    expect(unsupportedQuotations('The Directive says "interest is due from the first day".', latePayment)).toEqual(['interest is due from the first day']);
  });
});
