import { forwardRef, useId } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { DISPLAY } from '../../app/display';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { PointsHistory_DashboardFragmentDoc, type PointsHistory_DashboardFragment } from '../../gql/graphql';
import { ProBadge, Spinner } from '../../ui/components';
import { CpdExport } from './CpdExport';
import { RecordSharesPanel } from '../record-shares/RecordSharesPanel';
import { formatPoints, monthName, monthShort, pointsText } from './format';
import { LockIcon } from './icons';
import { UPGRADE_PATH } from './PlanComparisonModal';

type History = PointsHistory_DashboardFragment['pointsHistory'];

interface Props {
  dashboard: FragmentType<typeof PointsHistory_DashboardFragmentDoc>;
  /** The year chosen in the selector (may still be loading). */
  selectedYear: number;
  onYearChange: (year: number) => void;
  /** A different year is being loaded. */
  refreshing: boolean;
}

const STATUS_TEXT = { PAST: '', CURRENT: ', current month', FUTURE: ', upcoming' } as const;

type Month = History['months'][number];

/** Segment heights in percent of the track: each non-zero segment at least the minimum, together at most 100. */
function segmentHeights(m: Month, max: number): { leerpunt: number; outside: number } {
  const share = (points: number) => (points > 0 && max > 0 ? Math.max(DISPLAY.chartMinBarPercent, (points / max) * 100) : 0);
  const leerpunt = share(m.points);
  return { leerpunt, outside: Math.min(share(m.outsidePoints), 100 - leerpunt) };
}

/** What a screen reader hears for one month: Leerpunt points, then outside points and how many activities. */
function monthText(m: Month, year: number): string {
  const base = `${monthName(m.month)} ${year}: ${pointsText(m.points)}`;
  if (m.outsideActivities === 0) return `${base}${STATUS_TEXT[m.status]}`;
  const activities = `${m.outsideActivities} outside ${m.outsideActivities === 1 ? 'activity' : 'activities'}`;
  return `${base} on Leerpunt and ${pointsText(m.outsidePoints)} from ${activities}${STATUS_TEXT[m.status]}`;
}

/**
 * Bars for the twelve months: past green, current blue, future dashed; at least 8 % high when there are
 * points. Outside activities (CPD done elsewhere) stack on top as a purple, striped segment with a legend.
 */
function MonthlyChart({ history }: { history: History }) {
  const max = Math.max(...history.months.map((m) => m.points + m.outsidePoints), 0);
  const outsideForYear = history.months.reduce((n, m) => n + m.outsidePoints, 0);
  return (
    <figure className="month-chart">
      <figcaption>
        PE points per month in {history.year}
        {outsideForYear > 0 ? ', Leerpunt and outside activities' : ''}
      </figcaption>
      <ol className="month-bars">
        {history.months.map((m) => {
          const { leerpunt, outside } = segmentHeights(m, max);
          const total = m.points + m.outsidePoints;
          return (
            <li key={m.month} className={`month month-${m.status.toLowerCase()}`} data-points={m.points} data-outside-points={m.outsidePoints}>
              <span className="sr-only">{monthText(m, history.year)}</span>
              <span className="month-value" aria-hidden="true">
                {total > 0 ? formatPoints(total) : ''}
              </span>
              <span className="month-track" aria-hidden="true">
                {outside > 0 ? <span className="month-outside" style={{ height: `${outside}%` }} /> : null}
                <span className={outside > 0 ? 'month-bar month-bar-under' : 'month-bar'} style={{ height: `${leerpunt}%` }} />
              </span>
              <span className="month-label" aria-hidden="true">
                {monthShort(m.month)}
              </span>
            </li>
          );
        })}
      </ol>
      {outsideForYear > 0 ? (
        <ul className="chart-legend" aria-label="Legend">
          <li>
            <span className="legend-swatch legend-leerpunt" aria-hidden="true" />
            Leerpunt: {pointsText(history.pointsForYear)}
          </li>
          <li>
            <span className="legend-swatch legend-outside" aria-hidden="true" />
            Outside activities: {pointsText(outsideForYear)}
          </li>
        </ul>
      ) : null}
    </figure>
  );
}

function YearlyOverview({ history }: { history: History }) {
  const max = Math.max(...history.yearly.map((y) => y.points + y.outsidePoints), 0);
  const share = (points: number) => (points > 0 && max > 0 ? Math.max(DISPLAY.chartMinBarPercent, (points / max) * 100) : 0);
  return (
    <div className="yearly">
      <h3>Yearly Overview</h3>
      <ul className="yearly-list">
        {history.yearly.map((y) => (
          <li key={y.year}>
            <span className="yearly-year">{y.year}</span>
            <span className="yearly-track" aria-hidden="true">
              <span style={{ width: `${share(y.points)}%` }} />
              {y.outsidePoints > 0 ? (
                <span className="yearly-outside-bar" style={{ width: `${Math.min(share(y.outsidePoints), 100 - share(y.points))}%` }} />
              ) : null}
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
  const h = getFragmentData(PointsHistory_DashboardFragmentDoc, dashboard).pointsHistory;
  const selectId = useId();
  // A member who has only logged CPD done elsewhere still gets the chart (their outside points in it).
  const empty = h.empty && !h.yearly.some((y) => y.outsideActivities > 0);
  return (
    <section className="card dash-section points-history" aria-labelledby="history-title" aria-busy={refreshing}>
      <div className="section-head">
        <h2 id="history-title" ref={headingRef} tabIndex={-1}>
          Points History
        </h2>
        {empty ? null : (
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
      {empty ? (
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
          <RecordSharesPanel />
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
