import { forwardRef, useId } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS, MESSAGES } from '@shared/constants';
import type { PointsHistory_DashboardFragment } from '../../gql/graphql';
import { ProBadge, Spinner } from '../../ui/components';
import { CpdExport } from './CpdExport';
import { formatPoints, monthName, monthShort, pointsText } from './format';
import { LockIcon } from './icons';
import { UPGRADE_PATH } from './PlanComparisonModal';

type History = PointsHistory_DashboardFragment['pointsHistory'];

interface Props {
  dashboard: PointsHistory_DashboardFragment;
  /** The year chosen in the selector (may still be loading). */
  selectedYear: number;
  onYearChange: (year: number) => void;
  /** A different year is being loaded. */
  refreshing: boolean;
}

const STATUS_TEXT = { PAST: '', CURRENT: ', current month', FUTURE: ', upcoming' } as const;

/** Bars for the twelve months: past green, current blue, future dashed; at least 8 % high when there are points. */
function MonthlyChart({ history }: { history: History }) {
  const max = Math.max(...history.months.map((m) => m.points), 0);
  return (
    <figure className="month-chart">
      <figcaption>PE points per month in {history.year}</figcaption>
      <ol className="month-bars">
        {history.months.map((m) => {
          const height = m.points > 0 && max > 0 ? Math.max(LIMITS.chartMinBarPercent, (m.points / max) * 100) : 0;
          return (
            <li key={m.month} className={`month month-${m.status.toLowerCase()}`} data-points={m.points}>
              <span className="sr-only">
                {monthName(m.month)} {history.year}: {pointsText(m.points)}
                {STATUS_TEXT[m.status]}
              </span>
              <span className="month-value" aria-hidden="true">
                {m.points > 0 ? formatPoints(m.points) : ''}
              </span>
              <span className="month-track" aria-hidden="true">
                <span className="month-bar" style={{ height: `${height}%` }} />
              </span>
              <span className="month-label" aria-hidden="true">
                {monthShort(m.month)}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

function YearlyOverview({ history }: { history: History }) {
  const max = Math.max(...history.yearly.map((y) => y.points), 0);
  return (
    <div className="yearly">
      <h3>Yearly Overview</h3>
      <ul className="yearly-list">
        {history.yearly.map((y) => (
          <li key={y.year}>
            <span className="yearly-year">{y.year}</span>
            <span className="yearly-track" aria-hidden="true">
              <span style={{ width: `${max > 0 ? Math.max(LIMITS.chartMinBarPercent, (y.points / max) * 100) : 0}%` }} />
            </span>
            <span className="yearly-value">
              {pointsText(y.points)} · {y.completions} completed
              {y.outsideActivities > 0 ? <span className="yearly-outside"> · {formatPoints(y.outsidePoints)} outside</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Trend({ history }: { history: History }) {
  const arrow = history.trendDirection === 'UP' ? '▲' : history.trendDirection === 'DOWN' ? '▼' : '–';
  const words = history.trendDirection === 'UP' ? 'Up' : history.trendDirection === 'DOWN' ? 'Down' : 'No change,';
  return (
    <span className={`trend trend-${history.trendDirection.toLowerCase()}`}>
      <span aria-hidden="true">{arrow} </span>
      <span className="sr-only">{words} </span>
      {Math.abs(history.trendPercent)}%
    </span>
  );
}

/** Points History for plans with progress: year selector, summary, monthly chart, yearly overview and the CPD export. */
export const PointsHistory = forwardRef<HTMLHeadingElement, Props>(function PointsHistory({ dashboard, selectedYear, onYearChange, refreshing }, headingRef) {
  const h = dashboard.pointsHistory;
  const selectId = useId();
  return (
    <section className="card dash-section points-history" aria-labelledby="history-title" aria-busy={refreshing}>
      <div className="section-head">
        <h2 id="history-title" ref={headingRef} tabIndex={-1}>
          Points History
        </h2>
        {h.empty ? null : (
          <div className="year-select">
            <label htmlFor={selectId}>Year</label>
            <select id={selectId} value={selectedYear} onChange={(e) => onYearChange(Number(e.target.value))}>
              {h.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {refreshing ? <Spinner /> : null}
      {h.empty ? (
        <div className="history-empty">
          <h3>{MESSAGES.historyEmpty}</h3>
          <p>Complete an article and pass its test to earn your first PE points. Your monthly progress will appear here.</p>
          <Link className="btn btn-primary" to="/articles">
            Browse Articles
          </Link>
        </div>
      ) : (
        <>
          <dl className="history-summary">
            <div>
              <dt>Points for {h.year}</dt>
              <dd>{formatPoints(h.pointsForYear)}</dd>
            </div>
            <div>
              <dt>Avg/Month</dt>
              <dd>{formatPoints(h.averagePerMonth)}</dd>
            </div>
            <div>
              <dt>This Month</dt>
              <dd>{formatPoints(h.thisMonth)}</dd>
            </div>
            <div>
              <dt>Trend</dt>
              <dd>
                <Trend history={h} />
              </dd>
            </div>
          </dl>
          <MonthlyChart history={h} />
          <p className="completions-month">
            {h.completionsThisMonth} {h.completionsThisMonth === 1 ? 'completion' : 'completions'} this month
          </p>
          {h.yearly.length > 1 ? <YearlyOverview history={h} /> : null}
          <CpdExport year={h.year} />
        </>
      )}
    </section>
  );
});

/** Free plan: what Points History would show, and the way to get it. */
export const LockedPointsHistory = forwardRef<HTMLHeadingElement>(function LockedPointsHistory(_props, headingRef) {
  return (
    <section className="card dash-section locked-panel" aria-labelledby="history-title">
      <h2 id="history-title" ref={headingRef} tabIndex={-1}>
        Points History <ProBadge />
      </h2>
      <div className="locked-body">
        <span className="lock-icon">
          <LockIcon />
        </span>
        <p>Track your PE points month by month, see your trend and export your CPD record with a paid plan.</p>
        <Link className="btn btn-primary" to={UPGRADE_PATH}>
          Upgrade to Professional
        </Link>
      </div>
    </section>
  );
});
