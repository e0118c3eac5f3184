import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession } from '../../app/session';
import { StartTestDocument, SubmitTestDocument, TestArticleTitleDocument, type StartTestMutation, type SubmitTestMutation } from '../../gql/graphql';
import { Alert, Spinner } from '../../ui/components';
import { applySubmitPayload } from './cache';
import { withProblem, withServerError } from './errors';
import { clearProgress, loadProgress, saveProgress, type Letter } from './progress';
import { QuestionStep } from './QuestionStep';
import { TestResults } from './TestResults';
import './assessment.css';

export type Question = NonNullable<StartTestMutation['startTest']['session']>['questions'][number];
export type Result = NonNullable<SubmitTestMutation['submitTest']['result']>;

const EXIT_CONFIRMATION = 'Exit the test? Your progress is saved on this device, so you can continue where you left off.';

/** /test/{id}: the certification test of one article (active subscribers and admins: its route asks for a subscription). */
export default function TestPage() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <TestSession key={number} articleId={String(number)} />
  ) : (
    <section className="card narrow">
      <h1>Certification Test</h1>
      <Alert>{MESSAGES.articleNotFound}</Alert>
      <Link to="/articles">Back to Library</Link>
    </section>
  );
}

type Phase = 'loading' | 'error' | 'answering' | 'results';

function TestSession({ articleId }: { articleId: string }) {
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const userId = user!.id;
  // Saved answers are kept under the member's number, which stays the same whatever form the API's ids take.
  const progressOwner = String(user!.databaseId);
  const title = useQuery(TestArticleTitleDocument, { variables: { id: articleId }, fetchPolicy: 'cache-first' }).data?.article?.title;

  const [startTest] = useMutation(StartTestDocument);
  const [submitTest, { loading: submitting }] = useMutation(SubmitTestDocument, {
    update: (cache, { data }) => {
      if (data) applySubmitPayload(cache, data.submitTest, userId);
    },
  });
  const [phase, setPhase] = useState<Phase>('loading');
  const [questions, setQuestions] = useState<Question[]>([]);
  const [answers, setAnswers] = useState<Record<string, Letter>>({});
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const started = useRef(false);

  const begin = useCallback(async () => {
    setPhase('loading');
    setError(null);
    setNotice(null);
    try {
      const { data } = await startTest({ variables: { input: { articleId } } });
      const problem = data?.startTest.userErrors[0];
      if (problem) {
        setError(withProblem(MESSAGES.testStartError, problem));
        setPhase('error');
        return;
      }
      const session = data?.startTest.session;
      if (!session || session.questions.length === 0) throw new Error('no questions');
      const saved = loadProgress(
        progressOwner,
        articleId,
        session.questions.map((q) => q.id),
      );
      setQuestions(session.questions);
      setAnswers(saved?.answers ?? {});
      setIndex(saved?.questionIndex ?? 0);
      setResult(null);
      if (saved) setNotice('Your saved progress was restored.');
      setPhase('answering');
      moveFocus.current = true;
    } catch (err) {
      setError(withServerError(MESSAGES.testStartError, err));
      setPhase('error');
    }
  }, [articleId, startTest, progressOwner]);

  useEffect(() => {
    // Starting resumes an open attempt on the server, but one request per visit is enough.
    if (started.current) return;
    started.current = true;
    void begin();
  }, [begin]);

  // Keyboard and screen-reader users land on the question after each move.
  useEffect(() => {
    if (phase === 'answering' && moveFocus.current) {
      moveFocus.current = false;
      questionHeading.current?.focus();
    }
  }, [phase, index]);

  function answer(question: Question, letter: Letter) {
    const next = { ...answers, [question.id]: letter };
    setAnswers(next);
    saveProgress(progressOwner, articleId, next, index);
  }

  function go(to: number) {
    setIndex(to);
    if (Object.keys(answers).length > 0) saveProgress(progressOwner, articleId, answers, to);
    moveFocus.current = true;
  }

  function exit() {
    if (Object.keys(answers).length > 0 && !window.confirm(EXIT_CONFIRMATION)) return;
    void navigate(`/article/${articleId}`);
  }

  async function submit() {
    if (submitting || questions.some((q) => !answers[q.id])) return;
    setError(null);
    try {
      const { data } = await submitTest({
        variables: { input: { articleId, answers: questions.map((q) => ({ questionId: q.id, answer: answers[q.id] })) } },
      });
      const problem = data?.submitTest.userErrors[0];
      if (problem) {
        setError(withProblem(MESSAGES.testSubmitError, problem));
        return;
      }
      const graded = data?.submitTest.result;
      if (!graded) throw new Error('no result');
      clearProgress(progressOwner, articleId);
      const member = data.submitTest.user;
      if (member && member.pePointsEarned !== user?.pePointsEarned) updateUser({ pePointsEarned: member.pePointsEarned });
      setResult(graded);
      setNotice(null);
      setPhase('results');
    } catch (err) {
      setError(withServerError(MESSAGES.testSubmitError, err));
    }
  }

  function retake() {
    if (!result) return;
    if (result.attemptsRemaining <= 0) {
      window.alert(`${MESSAGES.testMaxAttempts}${result.attemptsRemaining}`);
      return;
    }
    clearProgress(progressOwner, articleId);
    setAnswers({});
    setIndex(0);
    setResult(null);
    void begin();
  }

  return (
    <div className="test-page">
      <header className="test-header">
        <h1>Certification Test</h1>
        {title ? <p className="test-article-title">{title}</p> : null}
      </header>
      {phase === 'loading' && <Spinner label="Loading questions..." />}
      {phase === 'error' && (
        <section className="card">
          <Alert>{error}</Alert>
          <div className="button-row">
            <Link className="btn btn-secondary" to={`/article/${articleId}`}>
              Back to Article
            </Link>
            <Link className="btn btn-ghost" to="/articles">
              Back to Library
            </Link>
          </div>
        </section>
      )}
      {phase === 'answering' && (
        <QuestionStep
          questions={questions}
          index={index}
          answers={answers}
          headingRef={questionHeading}
          notice={notice}
          error={error}
          submitting={submitting}
          onAnswer={answer}
          onPrevious={() => go(index - 1)}
          onNext={() => go(index + 1)}
          onExit={exit}
          onSubmit={submit}
        />
      )}
      {phase === 'results' && result && <TestResults result={result} questions={questions} articleId={articleId} onRetake={retake} />}
    </div>
  );
}
