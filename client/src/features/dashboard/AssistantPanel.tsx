import { useId, useState, type SubmitEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { Link } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { getFragmentData } from '../../gql/fragment-masking';
import { AskAssistantDocument, AssistantHistoryDocument, AssistantPanel_ExchangeFragmentDoc, type AssistantPanel_ExchangeFragment } from '../../gql/graphql';
import { checked, UserErrors } from '../../app/user-errors';
import { Alert, ProBadge, Spinner } from '../../ui/components';
import { AnswerText } from './AnswerText';

import { LockIcon } from './icons';
import { dateTime } from '../../ui/dates';

/** SPEC §8: the assistant's own texts; a few server answers have a product text of their own. */
function askErrorText(error: unknown): string {
  if (error instanceof UserErrors) {
    if (error.has('RATE_LIMITED')) return MESSAGES.aiRateLimited;
    return error.message === MESSAGES.aiEmpty || error.message === MESSAGES.aiTooLong ? error.message : MESSAGES.aiFailed;
  }
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (code === 'RATE_LIMITED') return MESSAGES.aiRateLimited;
    if (code === 'BAD_USER_INPUT' && (first.message === MESSAGES.aiEmpty || first.message === MESSAGES.aiTooLong)) return first.message;
    return MESSAGES.aiFailed;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return MESSAGES.aiFailed;
  return MESSAGES.networkError;
}

function Sources({ exchange }: { exchange: AssistantPanel_ExchangeFragment }) {
  if (!exchange.sources.length) return null;
  return (
    <div className="answer-sources">
      <h4>Sources</h4>
      <ul>
        {exchange.sources.map((s) => (
          <li key={s.articleId}>
            <Link to={`/article/${s.articleId}`}>{s.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The AI assistant for members who pass the professional check: ask, read the answer with its sources, see the last 5. */
export function AssistantPanel() {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<AssistantPanel_ExchangeFragment | null>(null);
  // Read once: asking adds the new exchange to the cached history (update below).
  const history = useQuery(AssistantHistoryDocument, { fetchPolicy: 'cache-first' });
  const [ask, { loading }] = useMutation(AskAssistantDocument, {
    update(cache, { data }) {
      const exchange = data?.askAssistant.exchange;
      if (!exchange) return;
      const idOf = (e: typeof exchange) => getFragmentData(AssistantPanel_ExchangeFragmentDoc, e).id;
      cache.updateQuery({ query: AssistantHistoryDocument }, (prev) => ({
        assistantHistory: [exchange, ...(prev?.assistantHistory ?? []).filter((e) => idOf(e) !== idOf(exchange))].slice(0, LIMITS.aiHistoryEntries),
      }));
    },
  });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    if (!question.trim()) {
      setError(MESSAGES.aiEmpty);
      return;
    }
    try {
      const { data } = await ask({ variables: { input: { question: question.trim() } } });
      const exchange = getFragmentData(AssistantPanel_ExchangeFragmentDoc, data && checked(data.askAssistant).exchange);
      if (exchange) {
        setAnswer(exchange);
        setQuestion('');
      } else {
        setError(MESSAGES.aiFailed);
      }
    } catch (err) {
      setError(askErrorText(err));
    }
  }

  const past = getFragmentData(AssistantPanel_ExchangeFragmentDoc, history.data?.assistantHistory ?? []);
  return (
    <section className="card dash-section assistant" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>AI Assistant</h2>
      <p className="muted">Ask about any professional topic; answers are grounded in the library and link to the articles they use.</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-q`}>Your question</label>
          <textarea
            id={`${id}-q`}
            value={question}
            maxLength={LIMITS.aiQuestionMax}
            aria-describedby={`${id}-count`}
            aria-invalid={error === MESSAGES.aiEmpty}
            onChange={(e) => setQuestion(e.target.value.slice(0, LIMITS.aiQuestionMax))}
            placeholder="e.g. How do I choose a sample size under ISA 530?"
          />
          <small id={`${id}-count`} className="hint counter">
            {question.length}/{LIMITS.aiQuestionMax}
          </small>
        </div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Thinking...' : 'Ask'}
        </button>
      </form>
      <div aria-live="polite" className="assistant-live">
        {loading ? <Spinner label="Looking through the library..." /> : null}
        <Alert>{error}</Alert>
        {answer ? (
          <article className="answer" aria-label="Answer">
            <p className="answer-question">
              <strong>Q:</strong> {answer.question}
            </p>
            <AnswerText text={answer.answer} />
            <Sources exchange={answer} />
          </article>
        ) : null}
      </div>
      {past.length ? (
        <div className="assistant-history">
          <h3>Recent Questions</h3>
          <ul>
            {past.map((x) => (
              <li key={x.id}>
                <details>
                  <summary>
                    <span className="history-question">{x.question}</span>
                    <time dateTime={x.createdAt}>{dateTime(x.createdAt)}</time>
                  </summary>
                  <AnswerText text={x.answer} />
                  <Sources exchange={x} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** For members without the professional check: what the assistant is and how to get it. */
export function LockedAssistantPanel() {
  return (
    <section className="card dash-section locked-panel" aria-labelledby="assistant-locked-title">
      <h2 id="assistant-locked-title">
        AI Assistant <ProBadge />
      </h2>
      <div className="locked-body">
        <span className="lock-icon">
          <LockIcon />
        </span>
        <h3>{MESSAGES.aiLockedTitle}</h3>
        <p>{MESSAGES.aiProfessionalRequired}</p>
        <a className="btn btn-primary" href="/pricing" target="_blank" rel="noopener">
          Upgrade to Professional
        </a>
      </div>
    </section>
  );
}
