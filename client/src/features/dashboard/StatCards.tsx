import { ProBadge } from '../../ui/components';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { StatCards_DashboardFragmentDoc } from '../../gql/graphql';
import { formatPoints } from './format';

interface Props {
  dashboard: FragmentType<typeof StatCards_DashboardFragmentDoc>;
  /** False on the free plan: the cards are greyed out, show 0 and carry a PRO badge. */
  unlocked: boolean;
}

/** Total points, completed, points for the selected year and progress toward the annual goal. */
export function StatCards({ dashboard: ref, unlocked }: Props) {
  const dashboard = getFragmentData(StatCards_DashboardFragmentDoc, ref);
  const s = dashboard.stats;
  const value = (n: number) => (unlocked ? n : 0);
  const percent = value(s.progressPercent);
  // Outside points are the member's own statement: shown beside Leerpunt points, never folded into them.
  const outside = unlocked && s.outsideActivityCount > 0;
  const cards = [
    {
      label: 'Total Points',
      value: formatPoints(value(s.totalPoints)),
      hint: outside ? `Leerpunt points · plus ${formatPoints(s.outsideTotalPoints)} outside` : null,
    },
    { label: 'Completed', value: String(value(s.completedCount)), hint: null },
    {
      label: `${dashboard.year} Points`,
      value: formatPoints(value(s.yearPoints)),
      hint: outside
        ? `Leerpunt ${formatPoints(s.yearPoints)} + outside ${formatPoints(s.outsideYearPoints)} = ${formatPoints(s.yearTotalPoints)} in all`
        : null,
    },
  ];
  return (
    <section className={`stat-cards${unlocked ? '' : ' stat-cards-locked'}`} aria-label="Your CPD statistics">
      {cards.map((c) => (
        <div key={c.label} className="card stat-card">
          <p className="stat-label">
            {c.label}
            {unlocked ? null : <ProBadge />}
          </p>
          <p className="stat-value">{c.value}</p>
          {c.hint ? <p className="stat-hint stat-outside">{c.hint}</p> : null}
        </div>
      ))}
      <div className="card stat-card">
        <p className="stat-label" id="stat-progress-label">
          Progress
          {unlocked ? null : <ProBadge />}
        </p>
        <p className="stat-value">{percent}%</p>
        <div
          className="goal-bar"
          role="progressbar"
          aria-labelledby="stat-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
          aria-valuetext={`${percent}% of the annual goal of ${s.annualGoal} points`}
        >
          <span style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
        <p className="stat-hint">Annual goal: {formatPoints(s.annualGoal)} points</p>
      </div>
      {unlocked ? null : <p className="stat-locked-note">Points, certificates and progress are part of the paid plans.</p>}
    </section>
  );
}
