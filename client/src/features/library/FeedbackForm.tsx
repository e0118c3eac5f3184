import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { RATING_LABELS } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { getFragmentData } from '../../gql/fragment-masking';
import { FeedbackForm_FeedbackFragmentDoc, MyFeedbackDocument, SubmitFeedbackDocument, type FeedbackForm_FeedbackFragment } from '../../gql/graphql';
import { checked } from '../../app/user-errors';
import { Alert, errorMessage, Spinner } from '../../ui/components';
import { Icon } from '../../ui/icons';

const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => LIMITS.ratingMin + i);

/** The reader's feedback widget: loads the member's earlier feedback (if any) and creates or replaces it. */
export function FeedbackForm({ articleId }: { articleId: string }) {
  const { data, loading, error } = useQuery(MyFeedbackDocument, { variables: { articleId } });

  useEffect(() => {
    // SPEC §4: a failure to load earlier feedback is only logged; the blank form is shown.
    if (error) console.warn('Could not load your earlier feedback', error);
  }, [error]);

  if (loading && !data && !error) {
    return (
      <section className="card feedback" aria-label="Feedback">
        <Spinner label="Loading feedback..." />
      </section>
    );
  }
  return <FeedbackFields articleId={articleId} existing={error ? null : (getFragmentData(FeedbackForm_FeedbackFragmentDoc, data?.myFeedback) ?? null)} />;
}

function FeedbackFields({ articleId, existing }: { articleId: string; existing: FeedbackForm_FeedbackFragment | null }) {
  const uid = useId();
  const [hasFeedback, setHasFeedback] = useState(!!existing);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [anonymous, setAnonymous] = useState(existing?.isAnonymous ?? false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitFeedback, { loading: submitting }] = useMutation(SubmitFeedbackDocument);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    if (!rating) {
      setError(MESSAGES.feedbackSelectRating);
      return;
    }
    try {
      const { data } = await submitFeedback({
        variables: { input: { articleId, rating, comment: comment.trim() || null, isAnonymous: anonymous } },
        update(cache, result) {
          // Refused (userErrors): nothing was stored, so nothing cached changes.
          const feedback = result.data?.submitFeedback.feedback;
          if (!feedback) return;
          cache.writeQuery({ query: MyFeedbackDocument, variables: { articleId }, data: { myFeedback: feedback } });
          // The item's average changed: drop the cached one so the reader and the cards fetch it again.
          cache.evict({ id: cache.identify({ __typename: 'Article', id: articleId }), fieldName: 'rating' });
          // The member's comment joins (or leaves) the comments under the item.
          cache.evict({ fieldName: 'articleComments', args: { articleId } });
        },
      });
      if (!data) throw new Error(MESSAGES.feedbackFailed);
      setSuccess(checked(data.submitFeedback).updated ? MESSAGES.feedbackUpdated : MESSAGES.feedbackThanks);
      setHasFeedback(true);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.feedbackFailed, MESSAGES.feedbackNetwork));
    }
  }

  const titleId = `${uid}-title`;
  const counterId = `${uid}-counter`;
  return (
    <section className="card feedback" aria-labelledby={titleId}>
      <h2 id={titleId}>{hasFeedback ? 'Update Your Feedback' : 'Rate This Content'}</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="star-rating">
          <legend>Your rating</legend>
          <div className="stars">
            {STARS.map((n) => (
              <span key={n} className="star-item">
                <input
                  className="star-input sr-only"
                  type="radio"
                  id={`${uid}-star-${n}`}
                  name={`${uid}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                />
                <label htmlFor={`${uid}-star-${n}`} className={n <= rating ? 'star on' : 'star'}>
                  <Icon name="star" size={22} />
                  <span className="sr-only">
                    {n} {n === 1 ? 'star' : 'stars'}, {RATING_LABELS[n]}
                  </span>
                </label>
              </span>
            ))}
            <span className="rating-label" aria-live="polite">
              {RATING_LABELS[rating] ?? RATING_LABELS[0]}
            </span>
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor={`${uid}-comment`}>Comment (optional)</label>
          <textarea
            id={`${uid}-comment`}
            value={comment}
            maxLength={LIMITS.feedbackCommentMax}
            aria-describedby={counterId}
            onChange={(e) => setComment(e.target.value.slice(0, LIMITS.feedbackCommentMax))}
            placeholder="What did you find useful? What could be better?"
          />
          <small id={counterId} className="hint comment-counter">
            {comment.length}/{LIMITS.feedbackCommentMax}
          </small>
        </div>

        <label className="check">
          <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
          Submit anonymously (your name is not shown with your feedback)
        </label>

        <Alert>{error}</Alert>
        <Alert kind="success">{success}</Alert>

        <button type="submit" className="btn btn-primary" disabled={!rating || submitting}>
          {submitting ? 'Submitting...' : hasFeedback ? 'Update Feedback' : 'Submit Feedback'}
        </button>
      </form>
    </section>
  );
}
