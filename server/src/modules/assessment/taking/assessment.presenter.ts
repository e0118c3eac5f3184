import { encodeCursor } from '../../../graphql/connection';
import { certificateKeyset } from '../../certificates/certificates.service';
import { activityKeyset, completionKeyset } from '../completions/completions.service';
import type { GradedTest, ServedQuestionView, TestResult, TestSession } from './assessment.service';
import type { SubmitTestPayload } from './assessment.types';

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

/** GraphQL TestResult fields of a graded attempt. */
const resultFields = (r: TestResult) => ({
  articleId: r.articleId,
  score: r.score,
  total: r.total,
  percentage: r.percentage,
  passed: r.passed,
  attemptsRemaining: r.attemptsRemaining,
  pePointsAwarded: r.pePointsAwarded,
  certificateId: r.certificateId,
  message: r.message,
  results: r.results,
});

/** The GraphQL submit payload of a graded attempt: the result and the records it added or changed, new list entries as edges. */
export function submitPayload(g: GradedTest): SubmitTestPayload {
  const activity = {
    id: g.attempt.id,
    date: g.attempt.submittedAt,
    articleId: g.articleId,
    articleTitle: g.attempt.articleTitle,
    passed: g.passed,
    pePoints: g.pePointsAwarded,
    score: g.score,
    total: g.total,
    attemptNumber: g.attempt.attemptNumber,
  };
  const completion = g.completion && {
    id: g.completion.id,
    articleId: g.articleId,
    articleTitle: g.attempt.articleTitle,
    completionYear: g.completion.completionYear,
    pePointsAwarded: g.pePointsAwarded,
    completedAt: g.completion.completedAt,
    certificateId: g.certificateId,
  };
  const certificate = g.certificate;
  return {
    result: resultFields(g),
    user: g.member,
    monthlyAllowance: g.allowance,
    activityEdge: { cursor: encodeCursor(activityKeyset(activity)), node: { ...activity, id: String(activity.id) } },
    completionEdge: completion && { cursor: encodeCursor(completionKeyset(completion)), node: completion },
    certificateEdge: certificate && {
      cursor: encodeCursor(certificateKeyset(certificate)),
      node: {
        id: certificate.id,
        certificateId: certificate.id,
        articleId: certificate.articleId,
        articleTitle: certificate.articleTitle,
        fieldOfStudy: certificate.fieldOfStudy,
        pePoints: certificate.pePoints,
        completedAt: certificate.completedAt,
        revoked: false,
        revocationReason: null,
      },
    },
    userErrors: [],
    graded: g,
  };
}
