import type { ApolloCache, Reference } from '@apollo/client';
import { isReference } from '@apollo/client/utilities';
import { TestActions_ArticleFragmentDoc, type SubmitTestMutation, type TestStandingFragment } from '../../gql/graphql';

type Standing = Omit<TestStandingFragment, '__typename'>;
type Result = SubmitTestMutation['submitTest'];

/**
 * Root fields whose answers a graded test changes. They are dropped from the cache so any page showing
 * them refetches; `dashboard…` covers the dashboard's statistics whatever their field is called.
 */
const STALE_AFTER_GRADING = /^(activityHistory|articleCompletions|completionStatus|completionStatuses)$/;
const STALE_AFTER_PASS = /^(certificates|monthlyAllowance|dashboard\w*|pointsHistory\w*|recommended\w*)$/;

/** Replaces the standing cached on an Article (library cards and the reader read it through their fragment). */
export function writeStanding(cache: ApolloCache, standing: Standing): void {
  const id = cache.identify({ __typename: 'Article', id: standing.articleId });
  if (!id) return;
  cache.modify<{ completionStatus: TestStandingFragment | Reference | null }>({
    id,
    fields: {
      completionStatus(existing) {
        if (isReference(existing)) {
          cache.modify({
            id: existing.__ref,
            fields: { completed: () => standing.completed, canTakeTest: () => standing.canTakeTest, attemptsRemaining: () => standing.attemptsRemaining },
          });
          return existing;
        }
        return { __typename: 'CompletionStatus', ...standing };
      },
    },
  });
}

/** The standing cached on an article, if the cache holds one. */
function cachedStanding(cache: ApolloCache, articleId: number): TestStandingFragment | null {
  const id = cache.identify({ __typename: 'Article', id: articleId });
  if (!id) return null;
  try {
    return cache.readFragment({ id, fragment: TestActions_ArticleFragmentDoc, fragmentName: 'TestActions_article' })?.completionStatus ?? null;
  } catch {
    return null;
  }
}

/**
 * Brings the cache up to date after a graded attempt, so the library, reader, account and dashboard
 * show the new standing without a reload: the article's standing, the member's points and every list
 * a pass or fail changes.
 */
export function applyTestResult(cache: ApolloCache, result: Result, userId: number): void {
  const before = cachedStanding(cache, result.articleId);
  writeStanding(cache, {
    articleId: result.articleId,
    completed: result.passed,
    // A fail leaves the permission and allowance as they were; only the attempts change.
    canTakeTest: !result.passed && result.attemptsRemaining > 0 && (before?.canTakeTest ?? true),
    attemptsRemaining: result.attemptsRemaining,
  });
  if (result.passed) {
    const user = cache.identify({ __typename: 'User', id: userId });
    if (user) cache.modify<{ pePointsEarned: number }>({ id: user, fields: { pePointsEarned: (points) => points + result.pePointsAwarded } });
  }
  cache.modify({
    id: 'ROOT_QUERY',
    fields: (value: unknown, { fieldName, DELETE }) =>
      STALE_AFTER_GRADING.test(fieldName) || (result.passed && STALE_AFTER_PASS.test(fieldName)) ? DELETE : value,
  });
  cache.gc();
}
