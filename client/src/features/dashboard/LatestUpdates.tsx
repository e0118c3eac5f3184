import { Link } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { DISPLAY } from '../../app/display';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { LatestUpdates_DashboardFragmentDoc } from '../../gql/graphql';
import { cut, newsType } from './format';
import { NewsTypeIcon } from '../../ui/icons';
import { dateShort } from '../../ui/dates';

/** Sidebar: the newest news items with type icon, cut title and content, and date. */
export function LatestUpdates({ dashboard: ref, loading }: { dashboard: FragmentType<typeof LatestUpdates_DashboardFragmentDoc> | null; loading: boolean }) {
  const dashboard = getFragmentData(LatestUpdates_DashboardFragmentDoc, ref);
  const items = dashboard?.latestNews.slice(0, LIMITS.latestUpdates) ?? [];
  return (
    <section className="card dash-section latest-updates" aria-labelledby="updates-title" aria-busy={loading && !dashboard}>
      <h2 id="updates-title">Latest Updates</h2>
      {!dashboard ? (
        <p className="muted" role="status">
          {loading ? 'Loading...' : MESSAGES.noUpdates}
        </p>
      ) : items.length === 0 ? (
        <p className="muted">{MESSAGES.noUpdates}</p>
      ) : (
        <ul className="updates-list">
          {items.map((n) => {
            const t = newsType(n.type);
            return (
              <li key={n.id} className="update-item">
                <span className={`update-icon update-${t.type}`}>
                  <NewsTypeIcon type={t.type} />
                </span>
                <div>
                  <h3 className="update-title">
                    <span className="sr-only">{t.label}: </span>
                    {cut(n.title, DISPLAY.latestUpdateTitleCut)}
                  </h3>
                  <p className="update-content">{cut(n.content, DISPLAY.latestUpdateContentCut)}</p>
                  <time className="update-date" dateTime={n.createdAt}>
                    {dateShort(n.createdAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Link className="btn btn-ghost btn-block" to="/news">
        View All Updates
      </Link>
    </section>
  );
}
