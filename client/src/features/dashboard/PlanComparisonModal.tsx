import { useNavigate } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { formatEuro, planFeatures, PLANS } from '@leerpunt/shared/plans';
import { useAppConfig } from '../../app/app-config';
import { Modal } from '../../ui/components';

export const UPGRADE_PATH = '/account?tab=subscription';

const BENEFITS = [
  'Earn official CPD points for every article you complete',
  'Download certificates for your professional body',
  `Track your progress toward the annual goal of ${LIMITS.annualPointsGoal} points`,
  'Ask the AI assistant, grounded in the library, about any topic',
];

/** Free plan vs Professional: feature lists and benefits, with Upgrade Now and Maybe Later. */
export function PlanComparisonModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { questionSource } = useAppConfig().config;
  const free = PLANS.professionalInsights;
  const pro = PLANS.professional;
  return (
    <Modal title="Compare plans" onClose={onClose}>
      <div className="plan-compare">
        <div className="plan-compare-col">
          <h3>{free.name}</h3>
          <p className="plan-compare-price">Free</p>
          <ul className="check-list">
            {planFeatures(free.id, questionSource).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
        <div className="plan-compare-col plan-compare-pro">
          <h3>{pro.name}</h3>
          <p className="plan-compare-price">
            {formatEuro(pro.amount)} <span>per year excl. VAT</span>
          </p>
          <ul className="check-list">
            {planFeatures(pro.id, questionSource).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </div>
      <h3>Why upgrade</h3>
      <ul className="check-list">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => navigate(UPGRADE_PATH)}>
          Upgrade Now
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Maybe Later
        </button>
      </div>
    </Modal>
  );
}
