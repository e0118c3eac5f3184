import type { ServedQuestionView, TestResult, TestSession } from './assessment.service';

/** GraphQL TestQuestion fields from a served question. */
export const questionFields = (q: ServedQuestionView) => ({
  id: q.id,
  question: q.question,
  optionA: q.options[0],
  optionB: q.options[1],
  optionC: q.options[2],
  optionD: q.options[3],
});

/** REST shape of POST .../start-test (SPEC §3: test question id, question, option_a..option_d). */
export function presentSession(s: TestSession) {
  return {
    article_id: s.articleId,
    attempt_number: s.attemptNumber,
    attempts_remaining: s.attemptsRemaining,
    total: s.questions.length,
    questions: s.questions.map((q) => ({
      id: q.id,
      question: q.question,
      option_a: q.options[0],
      option_b: q.options[1],
      option_c: q.options[2],
      option_d: q.options[3],
    })),
  };
}

/** REST shape of POST .../submit-test (SPEC §3 test result). */
export function presentResult(r: TestResult) {
  return {
    article_id: r.articleId,
    score: r.score,
    total: r.total,
    percentage: r.percentage,
    passed: r.passed,
    attempts_remaining: r.attemptsRemaining,
    pe_points_awarded: r.pePointsAwarded,
    certificate_id: r.certificateId,
    message: r.message,
    results: r.results.map((q) => ({
      question_id: q.questionId,
      question: q.question,
      user_answer: q.userAnswer,
      correct_answer: q.correctAnswer,
      correct_answer_text: q.correctAnswerText,
      is_correct: q.isCorrect,
      explanation: q.explanation,
    })),
  };
}
