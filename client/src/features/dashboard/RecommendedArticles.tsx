import { Link } from 'react-router-dom';
import { categoryLabel } from '../../app/enum-labels';
import { MESSAGES } from '@leerpunt/shared/messages';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { RecommendedArticles_DashboardFragmentDoc } from '../../gql/graphql';
import { pointsText } from './format';

/** Up to three uncompleted articles, best match first; each opens the reader. */
export function RecommendedArticles({ dashboard }: { dashboard: FragmentType<typeof RecommendedArticles_DashboardFragmentDoc> }) {
  const articles = getFragmentData(RecommendedArticles_DashboardFragmentDoc, dashboard).recommendedArticles;
  return (
    <section className="card dash-section" aria-labelledby="recommended-title">
      <div className="section-head">
        <h2 id="recommended-title">Recommended Articles</h2>
        <Link to="/articles">View All</Link>
      </div>
      {articles.length === 0 ? (
        <p className="muted">{MESSAGES.noRecommendations}</p>
      ) : (
        <ul className="recommended-list">
          {articles.map((a) => (
            <li key={a.id}>
              <Link className="recommended-item" to={`/article/${a.id}`}>
                <span className="recommended-title">{a.title}</span>
                <span className="recommended-meta">
                  <span className="tag">{categoryLabel(a.category)}</span>
                  <span className="points">{pointsText(a.pePointsValue, 'PE points')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
