import type { RefObject } from 'react';
import { Alert } from '../../ui/components';
import { LETTERS, type Letter } from './progress';
import type { Question } from './TestPage';

interface Props {
  questions: Question[];
  index: number;
  answers: Record<string, Letter>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  notice: string | null;
  error: string | null;
  submitting: boolean;
  onAnswer: (question: Question, letter: Letter) => void;
  onPrevious: () => void;
  onNext: () => void;
  onExit: () => void;
  onSubmit: () => void;
}

export const optionText = (q: Question, letter: Letter): string => ({ A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD })[letter];

/** One question with its A-D options as a radio group, the progress bar and the navigation buttons. */
export function QuestionStep({ questions, index, answers, headingRef, notice, error, submitting, onAnswer, onPrevious, onNext, onExit, onSubmit }: Props) {
  const question = questions[index];
  const total = questions.length;
  const answered = questions.filter((q) => answers[q.id]).length;
  const current = answers[question.id];
  const last = index === total - 1;
  const allAnswered = answered === total;
  const headingId = `question-${question.id}-text`;
  const percent = Math.round(((index + 1) / total) * 100);

  return (
    <section className="card test-card" aria-label="Test question">
      <Alert kind="info">{notice}</Alert>
      <div className="test-progress">
        <div className="test-progress-label">
          <span>
            Question {index + 1} of {total}
          </span>
          <span>
            {answered} of {total} answered
          </span>
        </div>
        <div
          className="test-progress-track"
          role="progressbar"
          aria-label="Test progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={`Question ${index + 1} of ${total}, ${answered} answered`}
        >
          <div className="test-progress-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div role="radiogroup" aria-labelledby={headingId} className="question">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="question-text">
          {question.question}
        </h2>
        <div className="options">
          {LETTERS.map((letter) => (
            <label key={letter} className={current === letter ? 'option selected' : 'option'}>
              <input type="radio" name={`question-${question.id}`} value={letter} checked={current === letter} onChange={() => onAnswer(question, letter)} />
              <span className="option-letter" aria-hidden="true">
                {letter}
              </span>
              <span className="visually-hidden">{letter}. </span>
              <span className="option-text">{optionText(question, letter)}</span>
            </label>
          ))}
        </div>
      </div>

      <Alert>{error}</Alert>
      <div className="test-nav">
        <button type="button" className="btn btn-ghost" onClick={onExit}>
          Exit Test
        </button>
        <div className="test-nav-steps">
          <button type="button" className="btn btn-secondary" onClick={onPrevious} disabled={index === 0}>
            Previous
          </button>
          {last ? (
            <button type="button" className="btn btn-primary" onClick={onSubmit} disabled={!allAnswered || submitting} aria-busy={submitting}>
              {submitting ? 'Submitting...' : 'Submit Test'}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={onNext} disabled={!current}>
              Next
            </button>
          )}
        </div>
      </div>
      {last && !allAnswered ? <p className="muted test-hint">Answer every question to submit the test.</p> : null}
    </section>
  );
}
