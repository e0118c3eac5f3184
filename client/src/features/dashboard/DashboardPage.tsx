import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession } from '../../app/session';
import { DashboardDocument, type DashboardQuery } from '../../gql/graphql';
import { Alert, Spinner, errorMessage } from '../../ui/components';
import { AssistantPanel, LockedAssistantPanel } from './AssistantPanel';
import { CpdStandingCards } from './CpdStandingCards';
import { FreePlanBanner } from './FreePlanBanner';
import { LatestUpdates } from './LatestUpdates';
import { OutsideActivities } from './OutsideActivities';
import { LockedPointsHistory, PointsHistory } from './PointsHistory';
import { RecommendedArticles } from './RecommendedArticles';
import { RevokedCertificates } from './RevokedCertificates';
import { StatCards } from './StatCards';
import './dashboard.css';

type Dashboard = DashboardQuery['dashboard'];

/** 'x PE USED · y LEFT' for Professional Monthly members (used = capacity − available). */
function AllowanceBox({ dashboard }: { dashboard: Dashboard }) {
  const { capacity, available } = dashboard.allowance;
  return (
    <p className="allowance-box">
      <span className="sr-only">Monthly PE allowance: </span>
      <span>
        {(capacity - available).toFixed(2)} PE USED · {available.toFixed(2)} LEFT
      </span>
    </p>
  );
}

/** The member's start page: one query for stats, allowance, recommendations, history, news and plan access. */
export default function DashboardPage() {
  const { user } = useSession();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const historyRef = useRef<HTMLHeadingElement>(null);
  // Read once per year shown: what changes it (a graded test, an outside activity) answers with the new figures or refetches it.
  const { data, previousData, loading, error, refetch } = useQuery(DashboardDocument, { variables: { year }, fetchPolicy: 'cache-first' });
  const dashboard = data?.dashboard ?? previousData?.dashboard ?? null;
  const refreshing = loading && !!dashboard && dashboard.year !== year;

  const viewProgress = () => {
    const heading = historyRef.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="dashboard">
      <section className="welcome card dash-welcome" aria-labelledby="welcome-title">
        <div>
          <h1 id="welcome-title">Welcome back, {user?.firstName}!</h1>
          <p>{MESSAGES.dashboardTagline}</p>
        </div>
        <div className="welcome-actions">
          <Link className="btn btn-light" to="/articles">
            BROWSE ARTICLES
          </Link>
          <button type="button" className="btn btn-outline-light" onClick={viewProgress} disabled={!dashboard}>
            VIEW PROGRESS
          </button>
          {dashboard?.access.isMonthly ? <AllowanceBox dashboard={dashboard} /> : null}
        </div>
      </section>

      {/* The session already knows the plan: the banner is there from the first render instead of pushing the page down later. */}
      {(dashboard ? dashboard.access.plan : user?.subscriptionPlan) === 'professionalInsights' ? <FreePlanBanner /> : null}

      {!dashboard ? (
        loading ? (
          <Spinner label="Loading your dashboard..." />
        ) : (
          <div className="card">
            <Alert>{errorMessage(error, 'Failed to load your dashboard. Please try again.')}</Alert>
            <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        )
      ) : (
        <>
          <RevokedCertificates dashboard={dashboard} />
          <StatCards dashboard={dashboard} unlocked={dashboard.access.hasProgress} />
        </>
      )}

      <div className="dash-grid">
        <div className="dash-main">
          {dashboard ? (
            <>
              <RecommendedArticles dashboard={dashboard} />
              <CpdStandingCards dashboard={dashboard} />
              {dashboard.access.hasProgress ? (
                <PointsHistory ref={historyRef} dashboard={dashboard} selectedYear={year} onYearChange={setYear} refreshing={refreshing} />
              ) : (
                <LockedPointsHistory ref={historyRef} />
              )}
              {dashboard.access.hasProgress ? <OutsideActivities /> : null}
              {dashboard.access.canUseAssistant ? <AssistantPanel /> : <LockedAssistantPanel />}
            </>
          ) : null}
        </div>
        <aside className="dash-side" aria-label="Latest updates">
          <LatestUpdates dashboard={dashboard} loading={loading} />
        </aside>
      </div>
    </div>
  );
}
