import { pointsForMinutes, studyPoints, studyTime, wordCount } from './study-time';

describe('credit by study time', () => {
  it('counts the words a reader reads, not Markdown syntax', () => {
    expect(wordCount('- One two', '## Three\n\n**Four** five, [six](https://x.example) — 7')).toBe(7);
  });

  it('adds reading at 180 words a minute, video minutes and 1.85 minutes per test question', () => {
    const t = studyTime({ summary: '', content: Array(1800).fill('woord').join(' '), videoMinutes: 30 });
    expect(t).toMatchObject({ words: 1800, readingMinutes: 10, videoMinutes: 30 });
    expect(t.testMinutes).toBeCloseTo(9.25);
    expect(t.minutes).toBeCloseTo(49.25);
  });

  it('rounds down to a tenth of a point with a minimum of 0.1', () => {
    expect(pointsForMinutes(49.25, 60)).toBe(0.8);
    expect(pointsForMinutes(60, 60)).toBe(1);
    expect(pointsForMinutes(59.99, 60)).toBe(0.9);
    expect(pointsForMinutes(42, 60)).toBe(0.7);
    expect(pointsForMinutes(1, 60)).toBe(0.1);
    expect(pointsForMinutes(50, 50)).toBe(1);
    // A 64-minute video with a short text earns more than an 8-minute read.
    expect(studyPoints({ summary: '', content: 'Kort.', videoMinutes: 64 }, 60)).toBe(1.2);
    expect(studyPoints({ summary: '', content: Array(1440).fill('w').join(' '), videoMinutes: null }, 60)).toBe(0.2);
  });
});
