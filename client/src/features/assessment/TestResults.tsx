import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { DownloadCertificateButton } from '../certificates/DownloadCertificateButton';
import { pePointsLabel } from '../../ui/points';
import { isLetter } from './progress';
import { optionText } from './QuestionStep';
import type { Question, Result } from './TestPage';

interface Props {
  result: Result;
  questions: Question[];
  articleId: string;
  onRetake: () => void;
}

/** Shows a letter with its option text as the member saw it, e.g. "B. 25 items". */
function answerLabel(questions: Question[], questionId: string, letter: string | null | undefined, text?: string | null): string {
  if (!letter) return 'Not answered';
  const question = questions.find((q) => q.id === questionId);
  const shown = text ?? (question && isLetter(letter) ? optionText(question, letter) : null);
  return shown ? `${letter}. ${shown}` : letter;
}

/** Percentage badge, score, verdict and attempts; a review of incorrect answers after a pass, a retake after a fail. */
export function TestResults({ result, questions, articleId, onRetake }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const incorrect = result.results.filter((r) => !r.isCorrect);
  const percent = Math.round(result.percentage);

  return (
    <section className={`card test-results ${result.passed ? 'passed' : 'failed'}`} aria-labelledby="test-results-title">
      <h2 id="test-results-title" ref={heading} tabIndex={-1}>
        Test Results
      </h2>
      <div className="result-summary">
        <div className="score-badge" aria-label={`Score ${percent} percent`}>
          {percent}%
        </div>
        <div>
          <p className="verdict" role="status">
            {result.passed ? 'Congratulations! You passed the test.' : 'You did not pass this time.'}
          </p>
          <p>
            Score: <strong>{result.score}</strong> out of <strong>{result.total}</strong>
          </p>
          <p>
            Attempts remaining: {result.attemptsRemaining} / {LIMITS.maxTestAttempts}
          </p>
          {result.passed && result.pePointsAwarded > 0 ? <p className="points-earned">+{pePointsLabel(result.pePointsAwarded)} earned</p> : null}
        </div>
      </div>

      {result.passed ? (
        <>
          <div className="button-row">
            <Link className="btn btn-secondary" to="/articles">
              Back to Library
            </Link>
            <DownloadCertificateButton articleId={articleId} className="btn btn-primary" />
          </div>
          <IncorrectReview incorrect={incorrect} questions={questions} />
        </>
      ) : (
        <>
          {/* SPEC's text invites another try; with none left it says only what the pass mark is. */}
          <p className="fail-message">{result.attemptsRemaining > 0 ? MESSAGES.testFailScore : `A score of ${LIMITS.passPercentage}% is required to pass.`}</p>
          {/* The server sends per-question results after a fail only once no attempts remain. */}
          {result.results.length > 0 ? <IncorrectReview incorrect={incorrect} questions={questions} /> : null}
          {result.attemptsRemaining === 0 ? (
            <div className="alert alert-info no-attempts-left">
              <p>
                <strong>You have no attempts left for this test.</strong>
              </p>
              <p>
                If you need another try, send us a message through the <Link to="/help">Help Center</Link> with the article&apos;s title; an administrator can
                grant extra attempts.
              </p>
            </div>
          ) : null}
          <div className="button-row">
            <Link className="btn btn-secondary" to={`/article/${articleId}`}>
              Review Article
            </Link>
            {result.attemptsRemaining > 0 ? (
              <button type="button" className="btn btn-primary" onClick={onRetake}>
                Retake Test
              </button>
            ) : (
              <Link className="btn btn-primary" to="/help">
                Get Help
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function IncorrectReview({ incorrect, questions }: { incorrect: Props['result']['results']; questions: Props['questions'] }) {
  return (
    <>
      <h3>Review of incorrect answers</h3>
      {incorrect.length === 0 ? (
        <p>You answered every question correctly.</p>
      ) : (
        <ol className="review-list">
          {incorrect.map((r) => (
            <li key={r.questionId} className="review-item">
              <p className="review-question">{r.question}</p>
              <dl>
                <div>
                  <dt>Your answer</dt>
                  <dd className="wrong">{answerLabel(questions, r.questionId, r.userAnswer)}</dd>
                </div>
                <div>
                  <dt>Correct answer</dt>
                  <dd className="right">{answerLabel(questions, r.questionId, r.correctAnswer, r.correctAnswerText)}</dd>
                </div>
                {r.explanation ? (
                  <div>
                    <dt>Explanation</dt>
                    <dd>{r.explanation}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
