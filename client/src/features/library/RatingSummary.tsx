import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { RatingSummary_RatingFragmentDoc } from '../../gql/graphql';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** One star, filled to `fill` (0 to 1) from the left. */
function Star({ fill, id }: { fill: number; id: string }) {
  return (
    <svg className="rating-star" width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={fill} stopColor="currentColor" />
          <stop offset={fill} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

/** Five stars filled to `value` (0 to 5), hidden from screen readers: the caller labels them. */
export function StarRow({ value, idPrefix }: { value: number; idPrefix: string }) {
  return (
    <span className="rating-stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} id={`${idPrefix}-star-${i}`} fill={Math.max(0, Math.min(1, value - i))} />
      ))}
    </span>
  );
}

const ratingsLabel = (n: number) => `${n} ${n === 1 ? 'rating' : 'ratings'}`;

/** Average stars and number of ratings from members' feedback; 'No ratings yet' without any. */
export function RatingSummary({
  rating: ref,
  idPrefix,
}: {
  rating: FragmentType<typeof RatingSummary_RatingFragmentDoc> | null | undefined;
  idPrefix: string;
}) {
  const rating = getFragmentData(RatingSummary_RatingFragmentDoc, ref);
  if (!rating || rating.count === 0 || rating.average == null) {
    return <span className="rating-summary rating-none">No ratings yet</span>;
  }
  const average = rating.average;
  return (
    <span className="rating-summary" role="img" aria-label={`Rated ${average.toFixed(1)} out of 5 by ${ratingsLabel(rating.count)}`}>
      <StarRow value={average} idPrefix={idPrefix} />
      <span aria-hidden="true" className="rating-figures">
        {average.toFixed(1)} <span className="muted">({ratingsLabel(rating.count)})</span>
      </span>
    </span>
  );
}
