import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES, studyTimeRequired } from '@leerpunt/shared/messages';
import { useSession } from '../../app/session';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import {
  TestActions_ArticleFragmentDoc,
  TestActions_StandingFragmentDoc,
  TestAllowanceDocument,
  TestCompletionStatusDocument,
  type TestActions_StandingFragment,
} from '../../gql/graphql';
import { ProBadge } from '../../ui/components';
import { DownloadCertificateButton } from '../certificates/DownloadCertificateButton';
import { withServerError } from './errors';
import './assessment.css';

/** Props shared by the library card and the reader. */
export interface TestActionsProps {
  /** The host's article, with `...TestActions_article` spread in its query. */
  article: FragmentType<typeof TestActions_ArticleFragmentDoc>;
  /** 'card' in the library grid, 'reader' on the article page (adds the attempts chip and certificate download). */
  variant: 'card' | 'reader';
  /** Reader only: seconds the member still has to study the item before the server lets the test start (0: none). */
  studyRemainingSeconds?: number;
}

/** Drawn, not an emoji: emoji fonts are missing on many systems. */
function PadlockIcon() {
  return (
    <svg className="padlock" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** Points are kept in hundredths on the server; compare the same way. */
const hundredths = (points: number) => Math.round(points * 100);

/** Whether a Professional Monthly member lacks the allowance for an article worth `points`. */
function allowanceTooLow(monthly: boolean, points: number, available: number | undefined, standing: TestActions_StandingFragment | null): boolean {
  if (!monthly) return false;
  if (available !== undefined) return hundredths(available) < hundredths(points);
  // Without the allowance at hand (library cards), the server's verdict tells: permitted, not passed,
  // attempts left, yet not allowed to take the test means the allowance does not cover it.
  return !!standing && !standing.canTakeTest && !standing.completed && standing.attemptsRemaining > 0;
}

/**
 * Start Test (locked with a padlock and PRO badge when not allowed), attempts chip and Download
 * Certificate for one article. Hosts spread `...TestActions_article` in their article query and pass the
 * article on, so the actions read what the host loaded and send no query of their own.
 */
export default function TestActions({ article: ref, variant, studyRemainingSeconds = 0 }: TestActionsProps) {
  const article = getFragmentData(TestActions_ArticleFragmentDoc, ref);
  const { id: articleId, pePointsValue } = article;
  const { user } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const noteId = useId();
  const [note, setNote] = useState<string | null>(null);
  // Start Test pressed before the study the test asks for: the note follows the time left and goes once none is.
  const [studyNoted, setStudyNoted] = useState(false);
  const [checking, setChecking] = useState(false);

  const reader = variant === 'reader';
  const monthly = !!user?.capabilities.isMonthly;
  // The reader loads the allowance; a card uses it only once it is cached (after the reader or a graded test), so a
  // library page costs no request for it and its cards still lock as soon as a pass uses the allowance up.
  const allowanceQuery = useQuery(TestAllowanceDocument, monthly ? { fetchPolicy: reader ? 'cache-first' : 'cache-only' } : skipToken);
  const allowance = allowanceQuery.data?.monthlyAllowance;

  if (!user) return null;
  const standing = getFragmentData(TestActions_StandingFragmentDoc, article.completionStatus) ?? null;
  const permitted = user.capabilities.canTakeTests;
  const tooLow = permitted && allowanceTooLow(monthly, pePointsValue, allowance?.available, standing);
  const locked = !permitted || tooLow;
  const lockReason = !permitted ? MESSAGES.testNotIncluded : MESSAGES.testAllowanceTooLow;

  async function start() {
    if (locked) {
      setNote(lockReason);
      return;
    }
    if (checking) return;
    // The server refuses the test until the item was studied long enough; say so here instead of on the test page.
    if (studyRemainingSeconds > 0) {
      setNote(null);
      setStudyNoted(true);
      return;
    }
    setStudyNoted(false);
    setNote(null);
    setChecking(true);
    try {
      const { data } = await client.query({ query: TestCompletionStatusDocument, variables: { articleId }, fetchPolicy: 'network-only' });
      // The answer is merged into the cached standing of the article (CompletionStatus is keyed by articleId).
      const status = getFragmentData(TestActions_StandingFragmentDoc, data?.completionStatus);
      if (!status) throw new Error('no completion status');
      if (status.completed) return window.alert(MESSAGES.testAlreadyPassed);
      if (status.attemptsRemaining <= 0) return window.alert(`${MESSAGES.testMaxAttempts}${status.attemptsRemaining}`);
      void navigate(`/test/${articleId}`);
    } catch (error) {
      window.alert(withServerError(MESSAGES.testStartError, error));
    } finally {
      setChecking(false);
    }
  }

  const shownNote = studyNoted && studyRemainingSeconds > 0 ? studyTimeRequired(studyRemainingSeconds) : note;
  // Until an expert-approved question bank exists the item offers no test for credit.
  const preparing = !article.testAvailable;
  const startButton = preparing ? (
    <span className="test-preparing" role="note">
      Test in preparation
    </span>
  ) : locked ? (
    <button
      type="button"
      className="btn btn-secondary test-start locked"
      aria-disabled="true"
      aria-describedby={shownNote ? noteId : undefined}
      onClick={start}
    >
      <PadlockIcon />
      Start Test
      <span className="visually-hidden"> (locked)</span>
      <ProBadge />
    </button>
  ) : (
    <button type="button" className="btn btn-primary test-start" onClick={start} aria-busy={checking}>
      Start Test
    </button>
  );

  const noteBox = (
    <div id={noteId} className="test-lock-note" aria-live="polite">
      {shownNote ? (
        <>
          {shownNote} {!permitted ? <Link to="/account?tab=subscription">See upgrade options</Link> : null}
        </>
      ) : null}
    </div>
  );

  if (!reader) {
    return (
      <div className="test-actions card-variant">
        {startButton}
        {noteBox}
      </div>
    );
  }

  return (
    <div className="test-actions reader-variant">
      <div className="test-actions-row">
        {standing && permitted ? (
          <span className="attempts-chip">
            Attempts left: {standing.attemptsRemaining}/{LIMITS.maxTestAttempts}
          </span>
        ) : null}
        {standing?.completed && permitted ? <DownloadCertificateButton articleId={articleId} /> : null}
        {startButton}
      </div>
      <dl className="test-eligibility">
        <div>
          <dt>Certification tests</dt>
          <dd>{permitted ? 'Included in your plan' : 'Not included in your plan'}</dd>
        </div>
        {monthly ? (
          <div>
            <dt>Monthly allowance</dt>
            <dd>
              {allowance
                ? `${allowance.available.toFixed(2)} PE available (${allowance.used.toFixed(2)} used of ${allowance.capacity.toFixed(2)})`
                : allowanceQuery.loading
                  ? 'Loading...'
                  : 'Unavailable'}
            </dd>
          </div>
        ) : null}
      </dl>
      {noteBox}
    </div>
  );
}
