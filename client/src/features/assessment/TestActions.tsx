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
import { dateLong } from '../../ui/dates';
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
  // Without the allowance at hand, the server's verdict tells: permitted, not passed, attempts left, yet not
  // allowed to take the test means the allowance does not cover it.
  return !!standing && !standing.canTakeTest && !standing.completed && standing.attemptsRemaining > 0;
}

/** Why Start Test cannot be pressed, or null when it can. */
export type TestLock = 'plan' | 'allowance' | 'attempts';

/** The monthly allowance as the lock explains it. */
interface LockAllowance {
  available: number;
  nextGrantAt?: string | null;
}

/** How many monthly grants the allowance still needs to cover a test worth `points`. */
const grantsNeeded = (points: number, available: number) =>
  Math.ceil((hundredths(points) - hundredths(available)) / hundredths(LIMITS.monthlyAllowancePerMonth));

/** When the allowance will cover the test: the next grant's date and how many grants it takes; empty when unknown. */
export function allowanceReturns(points: number, allowance: LockAllowance | undefined): string {
  if (!allowance?.nextGrantAt) return '';
  const grants = grantsNeeded(points, allowance.available);
  const next = dateLong(allowance.nextGrantAt);
  return grants <= 1
    ? `Your next point arrives on ${next}; then this test unlocks.`
    : `Your next point arrives on ${next}, then one on the same day each month; this test unlocks after ${grants} of them.`;
}

/** The sentence that says why a test is locked and what the member can do about it, with the link that does it. */
function LockNote({ lock, points, allowance, compact }: { lock: TestLock; points: number; allowance: LockAllowance | undefined; compact: boolean }) {
  if (compact) return <CompactLockNote lock={lock} points={points} allowance={allowance} />;
  if (lock === 'plan') {
    return (
      <>
        {MESSAGES.testNotIncluded} <Link to="/account?tab=subscription">See upgrade options</Link>
      </>
    );
  }
  if (lock === 'attempts') {
    return (
      <>
        You have used all {LIMITS.maxTestAttempts} attempts for this test. Need another try? <Link to="/help">Ask us in the Help Center</Link>: an administrator
        can grant extra attempts.
      </>
    );
  }
  const returns = allowanceReturns(points, allowance);
  return (
    <>
      {MESSAGES.testAllowanceTooLow}
      {allowance ? ` This test needs ${points.toFixed(2)} PE and you have ${allowance.available.toFixed(2)} PE left.` : ''}
      {returns ? ` ${returns}` : ''} <Link to="/account?tab=subscription">Upgrade to Professional</Link> for tests without a monthly limit.
    </>
  );
}

/** The same reason in one short line, for a card in the library grid. */
function CompactLockNote({ lock, points, allowance }: { lock: TestLock; points: number; allowance: LockAllowance | undefined }) {
  if (lock === 'plan') {
    return (
      <>
        Tests come with Professional Monthly and Professional. <Link to="/account?tab=subscription">Upgrade</Link>
      </>
    );
  }
  if (lock === 'attempts') {
    return (
      <>
        No attempts left. <Link to="/help">Ask for another try</Link>
      </>
    );
  }
  const next = allowance?.nextGrantAt ? dateLong(allowance.nextGrantAt) : null;
  return (
    <>
      Needs {points.toFixed(2)} PE{allowance ? `, ${allowance.available.toFixed(2)} left` : ''}
      {next ? `; next point on ${next}` : ''}. <Link to="/account?tab=subscription">Upgrade</Link>
    </>
  );
}

/**
 * Start Test (locked with a padlock and PRO badge when not allowed), attempts chip and Download
 * Certificate for one article. Hosts spread `...TestActions_article` in their article query and pass the
 * article on, so the actions read what the host loaded and send no query of their own.
 */
export default function TestActions({ article: ref, variant, studyRemainingSeconds = 0 }: TestActionsProps) {
  const article = getFragmentData(TestActions_ArticleFragmentDoc, ref);
  const { id: articleId, databaseId, pePointsValue } = article;
  const { user } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const noteId = useId();
  // Start Test pressed before the study the test asks for: the note follows the time left and goes once none is.
  const [studyNoted, setStudyNoted] = useState(false);
  const [checking, setChecking] = useState(false);

  const reader = variant === 'reader';
  const monthly = !!user?.capabilities.isMonthly;
  // The reader loads the allowance; a card uses it only once it is cached (after the reader or a graded test), so a
  // library page costs no request for it and its cards still lock as soon as a pass uses the allowance up.
  const standing = getFragmentData(TestActions_StandingFragmentDoc, article.completionStatus) ?? null;
  // A card whose standing says the allowance is short loads the allowance too (one cached query for the page) to say when it returns.
  const allowanceNeeded = reader || allowanceTooLow(monthly, pePointsValue, undefined, standing);
  const allowanceQuery = useQuery(TestAllowanceDocument, monthly ? { fetchPolicy: allowanceNeeded ? 'cache-first' : 'cache-only' } : skipToken);
  const allowance = allowanceQuery.data?.monthlyAllowance;

  if (!user) return null;
  const permitted = user.capabilities.canTakeTests;
  const noAttempts = permitted && !!standing && !standing.completed && standing.attemptsRemaining <= 0;
  const tooLow = permitted && !noAttempts && allowanceTooLow(monthly, pePointsValue, allowance?.available, standing);
  const lock: TestLock | null = !permitted ? 'plan' : noAttempts ? 'attempts' : tooLow ? 'allowance' : null;
  const locked = lock !== null;

  async function start() {
    if (locked) {
      // The reason is on screen already; pressing the lock takes the member to what they can do about it.
      document.getElementById(noteId)?.querySelector('a')?.focus();
      return;
    }
    if (checking) return;
    // The server refuses the test until the item was studied long enough; say so here instead of on the test page.
    if (studyRemainingSeconds > 0) {
      setStudyNoted(true);
      return;
    }
    setStudyNoted(false);
    setChecking(true);
    try {
      const { data } = await client.query({ query: TestCompletionStatusDocument, variables: { articleId }, fetchPolicy: 'network-only' });
      // The answer is merged into the cached standing of the article (CompletionStatus is keyed by articleId).
      const status = getFragmentData(TestActions_StandingFragmentDoc, data?.completionStatus);
      if (!status) throw new Error('no completion status');
      if (status.completed) return window.alert(MESSAGES.testAlreadyPassed);
      if (status.attemptsRemaining <= 0) return window.alert(`${MESSAGES.testMaxAttempts}${status.attemptsRemaining}`);
      void navigate(`/test/${databaseId}`);
    } catch (error) {
      window.alert(withServerError(MESSAGES.testStartError, error));
    } finally {
      setChecking(false);
    }
  }

  const shownNote = studyNoted && studyRemainingSeconds > 0 ? studyTimeRequired(studyRemainingSeconds) : null;
  // Until an expert-approved question bank exists the item offers no test for credit.
  const preparing = !article.testAvailable;
  const startButton = preparing ? (
    <span className="test-preparing" role="note">
      Test in preparation
    </span>
  ) : lock === 'attempts' ? (
    <button type="button" className="btn btn-secondary test-start" disabled aria-describedby={noteId}>
      Start Test<span className="visually-hidden"> (no attempts left)</span>
    </button>
  ) : locked ? (
    <button type="button" className="btn btn-secondary test-start locked" aria-disabled="true" aria-describedby={noteId} onClick={start}>
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
    <p id={noteId} className="test-lock-note" aria-live="polite">
      {lock && !preparing ? <LockNote lock={lock} points={pePointsValue} allowance={allowance} compact={!reader} /> : shownNote}
    </p>
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
        {standing?.completed && permitted ? <DownloadCertificateButton articleId={String(databaseId)} /> : null}
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
