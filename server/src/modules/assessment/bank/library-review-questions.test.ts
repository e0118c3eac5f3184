import { PATHS } from '../../../paths';
import { pointsForMinutes, studyTime } from '../../articles/study-time';
import { readContentFolder } from '../../content/content-files';
import { reviewQuestionProblems, reviewQuestionsNeeded } from './question-gate';

describe('review questions', () => {
  it('are needed three per point, points rounded up, from one point on', () => {
    expect([0.2, 0.9, 1, 1.1, 1.2, 2, 2.5].map(reviewQuestionsNeeded)).toEqual([0, 0, 3, 6, 6, 6, 9]);
  });

  it('are refused when too few or when one repeats a test item’s stem', () => {
    const stem = 'What is the qSOFA score?';
    const qs = [
      { id: 'r01', question: 'What is the QSOFA score' },
      { id: 'r02', question: 'Why is a low score no reason to stop looking?' },
    ];
    expect(reviewQuestionProblems(1, qs, [stem])).toEqual(['2 review question(s) for 1 point(s); at least 3 needed', 'r01 repeats the wording of a test item']);
    expect(reviewQuestionProblems(0.5, [], [stem])).toEqual([]);
  });

  it('are present in every shipped item worth a point or more, and none repeats its test bank', async () => {
    const content = await readContentFolder(PATHS.content);
    expect(content.errors).toEqual([]);
    const problems: string[] = [];
    for (const { draft, meta } of content.articles) {
      const points = meta.pointsOverrideReason ? draft.pePointsValue : pointsForMinutes(studyTime({ ...draft, videoMinutes: meta.videoMinutes }).minutes, 60);
      const stems = content.banks.get(draft.slug)?.items.map((i) => i.question) ?? [];
      problems.push(...reviewQuestionProblems(points, meta.reviewQuestions, stems).map((p) => `${draft.slug}: ${p}`));
    }
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  });
});
