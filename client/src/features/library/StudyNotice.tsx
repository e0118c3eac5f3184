import { studyTimeRequired } from '@leerpunt/shared/messages';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { StudyNotice_ProgressFragmentDoc } from '../../gql/graphql';

const minutes = (seconds: number) => Math.floor(seconds / 60);

/**
 * The member's study of the item as the server recorded it while the reader was on screen, and how much the test
 * still asks for. Says nothing when the deployment asks for no minimum and nothing has been recorded yet.
 */
export function StudyNotice({ progress: ref }: { progress: FragmentType<typeof StudyNotice_ProgressFragmentDoc> }) {
  const progress = getFragmentData(StudyNotice_ProgressFragmentDoc, ref);
  const { recordedSeconds, requiredSeconds, remainingSeconds } = progress;
  if (requiredSeconds === 0 && recordedSeconds === 0) return null;
  const share = requiredSeconds > 0 ? Math.min(100, Math.floor((100 * (requiredSeconds - remainingSeconds)) / requiredSeconds)) : 100;
  return (
    <section className={`study-notice${remainingSeconds > 0 ? '' : ' study-done'}`} aria-labelledby="study-notice-title">
      <h2 id="study-notice-title" className="study-notice-title">
        Your study time
      </h2>
      <p className="study-notice-figures">
        {minutes(recordedSeconds)} min recorded while this page was open
        {requiredSeconds > 0 ? ` · ${Math.ceil(requiredSeconds / 60)} min needed before the test` : ''}
      </p>
      {requiredSeconds > 0 ? (
        <div
          className="study-meter"
          role="progressbar"
          aria-label="Study before the test"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          aria-valuetext={`${share}%`}
        >
          <span style={{ width: `${share}%` }} />
        </div>
      ) : null}
      <p className="study-notice-text" role="status">
        {remainingSeconds > 0 ? studyTimeRequired(remainingSeconds) : requiredSeconds > 0 ? 'You have studied enough to start the test.' : null}
      </p>
    </section>
  );
}
