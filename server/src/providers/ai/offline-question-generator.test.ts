import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { PATHS } from '../../paths';
import { LIMITS } from '@leerpunt/shared/limits';
import { sentencesOf } from './article-text';
import { generateOfflineQuestions } from './offline-question-generator';
import { OPTION_LETTERS, validateQuestion, type ArticleSource } from './question-generator';

const dir = path.join(PATHS.content, 'articles');
const library: ArticleSource[] = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .map((file, i) => {
    const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'));
    return {
      id: i + 1,
      title: String(data.title),
      category: String(data.category),
      language: String(data.language),
      summary: String(data.summary ?? ''),
      content,
    };
  });

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const quoted = /[“„«]([^”“»]+)[”“»]/;

describe('offline question generator over the whole library', () => {
  /** Each article's bank as the first test generated it, for the test of option positions (generating is the slow part). */
  const banks = new Map<number, ReturnType<typeof generateOfflineQuestions>>();

  it.each(library.map((a) => [a.title, a] as const))('%s: a full bank of sound questions whose answers are in the text', (_title, article) => {
    const related = library.filter((a) => a.category === article.category && a.id !== article.id).map((a) => a.content);
    const questions = generateOfflineQuestions({ article, relatedTexts: related, count: LIMITS.questionBankSize });
    expect(questions.length).toBeGreaterThanOrEqual(LIMITS.questionsPerTest);
    expect(questions.length).toBeLessThanOrEqual(LIMITS.questionBankSize);
    expect(generateOfflineQuestions({ article, relatedTexts: related, count: LIMITS.questionBankSize })).toEqual(questions);
    banks.set(article.id, questions);

    const text = norm(
      sentencesOf(article.summary, article.content)
        .map((s) => s.text)
        .join(' '),
    );
    expect(new Set(questions.map((q) => q.question + q.options.join('|'))).size).toBe(questions.length);
    for (const q of questions) {
      expect(validateQuestion(q)).toEqual(q);
      // Every item quotes the article in its stem (definition or cloze): no "which statement is correct" items.
      expect(q.question).toMatch(quoted);
      const correct = q.options[OPTION_LETTERS.indexOf(q.correct)];
      const wrong = q.options.filter((o) => o !== correct);
      // The explanation quotes the article.
      expect(text).toContain(norm(quoted.exec(q.explanation.split(/[:,]\s*(?=[“„«])/).pop()!)![1]));
      if (q.question.includes('_____')) {
        const sentence = quoted.exec(q.question)![1];
        expect(text).toContain(norm(sentence.replace('_____', correct)));
        for (const w of wrong) expect(text).not.toContain(norm(sentence.replace('_____', w)));
      } else if (quoted.test(q.question)) {
        expect(text).toContain(norm(correct));
      } else {
        expect(text).toContain(norm(correct));
        for (const w of wrong) expect(text).not.toContain(norm(w));
      }
    }
  });

  it('writes in the language of the article and varies the position of the correct option', () => {
    const dutch = library.find((a) => a.language === 'Dutch')!;
    const questions = generateOfflineQuestions({ article: dutch, relatedTexts: [], count: LIMITS.questionBankSize });
    expect(questions.every((q) => /^(Welke|Welk) /.test(q.question))).toBe(true);
    // Over the banks generated above (every article's), or generated here when this test runs alone.
    const letters = library.flatMap((a) =>
      (banks.get(a.id) ?? generateOfflineQuestions({ article: a, relatedTexts: [], count: LIMITS.questionBankSize })).map((q) => q.correct),
    );
    for (const l of OPTION_LETTERS) expect(letters.filter((x) => x === l).length).toBeGreaterThan(letters.length / 8);
  });

  it('returns no questions rather than bad ones for an article with almost no text', () => {
    const tiny: ArticleSource = { id: 1, title: 'Tiny', category: 'Other', language: 'English', summary: '', content: 'Short note.' };
    expect(generateOfflineQuestions({ article: tiny, relatedTexts: [], count: 10 })).toEqual([]);
  });
});

describe('validateQuestion', () => {
  const base = { question: 'Which?', options: ['a', 'b', 'c', 'd'], correct: 'A', explanation: 'Because.' };
  it.each([
    [{ options: ['a', 'b', 'c', 'A '] }],
    [{ options: ['a', 'b', 'c', ''] }],
    [{ options: ['a', 'b', 'c'] }],
    [{ correct: 'E' }],
    [{ correct: 'a' }],
    [{ question: '  ' }],
    [{ explanation: '' }],
  ])('rejects %j', (override) => {
    expect(validateQuestion({ ...base, ...override })).toBeNull();
  });
  it('accepts and trims a sound question', () => {
    expect(validateQuestion({ ...base, question: ' Which? ' })).toEqual(base);
  });
});
