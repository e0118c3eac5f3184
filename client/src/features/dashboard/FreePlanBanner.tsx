import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { PlanComparisonModal, UPGRADE_PATH } from './PlanComparisonModal';

/** Shown on the free plan: what Professional adds and how to get it. */
export function FreePlanBanner() {
  const [comparing, setComparing] = useState(false);
  // Stable, so the dialog keeps its focus when the page re-renders behind it.
  const close = useCallback(() => setComparing(false), []);
  return (
    <section className="card free-banner" aria-labelledby="free-banner-title">
      <div>
        <h2 id="free-banner-title">{MESSAGES.freePlanBanner}</h2>
        <p>Upgrade to Professional to earn CPD points, take tests, download certificates and use the AI assistant.</p>
      </div>
      <div className="button-row">
        <Link className="btn btn-primary" to={UPGRADE_PATH}>
          Upgrade to Professional
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => setComparing(true)}>
          Learn More
        </button>
      </div>
      {comparing ? <PlanComparisonModal onClose={close} /> : null}
    </section>
  );
}
