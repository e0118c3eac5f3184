import { echoCues, echoProfile, echoText, wordOverlapSolver } from './question-gate';

const article = {
  language: 'English',
  title: 'Delayed prescribing',
  summary: '',
  content: [
    '## Delayed prescribing',
    'A delayed prescription is collected only if symptoms worsen or do not improve within an agreed time.',
    'Trials show that far fewer patients take the antibiotic and that satisfaction remains similar.',
  ].join('\n'),
};
const question = 'A GP gives a delayed prescription. What should the patient be told?';

describe('the word-overlap solver and the echo check', () => {
  const text = echoText(article);

  it('picks the option that repeats a sentence of the text, counting the stem as a bonus', () => {
    const item = {
      question,
      options: [
        'Collected only if symptoms worsen or do not improve within an agreed time',
        'Start it at once',
        'Keep it for the next infection',
        'Take half the dose',
      ] as const,
    };
    expect(echoProfile(item, text).scores[0]).toBe(6 + 0.25 * 2);
    expect(wordOverlapSolver(item, text, () => 0)).toBe('A');
  });

  it('guesses among tied options with the random source it is given', () => {
    const item = { question, options: ['Start it at once', 'Keep it for the next infection', 'Phone the surgery', 'Ask the nurse'] as const };
    expect(wordOverlapSolver(item, text, () => 0)).toBe('A');
    expect(wordOverlapSolver(item, text, () => 0.99)).toBe('D');
  });

  it('flags a key that out-echoes every distractor, and a verbatim key among distractors the text never uses', () => {
    const echoing = {
      question,
      options: [
        'Start it at once',
        'Collected only if symptoms worsen or do not improve within an agreed time',
        'Keep it for the next infection',
        'Take half the dose',
      ] as const,
      correct: 'B',
    };
    const cues = echoCues(echoing, text);
    expect(cues.map((c) => c.rule)).toEqual(['echo', 'echo']);
    expect(cues[0].message).toMatch(/more than any other option/);
    expect(cues[1].message).toMatch(/quoted from the text/);
  });

  it('leaves a paraphrased key among distractors built from the text alone', () => {
    const paraphrased = {
      question,
      options: [
        'Take the antibiotic at once, since satisfaction remains similar',
        'Use it only if she gets worse or is not better by the agreed date',
        'Collect it now, as trials show fewer patients take it',
        'Keep it until symptoms improve, then take it',
      ] as const,
      correct: 'B',
    };
    expect(echoCues(paraphrased, text)).toEqual([]);
  });
});
