import { useQuery } from '@apollo/client/react';
import { NEWS_TYPES, type NewsType } from '@leerpunt/shared/catalog';
import { MESSAGES } from '@leerpunt/shared/messages';
import { NewsListDocument, type NewsListQuery } from '../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../ui/components';
import { NEWS_GROUP_TITLES, newsGroup, paragraphs } from './news-format';
import './news.css';
import { NewsTypeIcon } from '../../ui/icons';
import { dayLong } from '../../ui/dates';

/** /news: news and updates grouped by type (its route asks for a subscription). */
export default function NewsPage() {
  return <News />;
}

function News() {
  const { data, loading, error } = useQuery(NewsListDocument);
  const items = data?.news.edges.map((e) => e.node);

  let body;
  if (!items) {
    body = loading ? <Spinner label="Loading updates..." /> : <Alert>{errorMessage(error, 'The updates could not be loaded. Please try again.')}</Alert>;
  } else if (items.length === 0) {
    body = <p className="news-empty card">{MESSAGES.newsEmpty}</p>;
  } else {
    const groups = new Map<NewsType, Array<NewsListQuery['news']['edges'][number]['node']>>(NEWS_TYPES.map((t) => [t, []]));
    for (const item of items) groups.get(newsGroup(item.type))!.push(item);
    body = NEWS_TYPES.filter((t) => groups.get(t)!.length > 0).map((type) => {
      const list = groups.get(type)!;
      return (
        <section key={type} className={`news-group news-${type}`} aria-labelledby={`news-group-${type}`}>
          <h2 id={`news-group-${type}`}>
            <span className="news-icon" aria-hidden="true">
              <NewsTypeIcon type={type} size={16} />
            </span>{' '}
            {NEWS_GROUP_TITLES[type]}{' '}
            <span className="news-count">
              ({list.length} {list.length === 1 ? 'item' : 'items'})
            </span>
          </h2>
          <ul className="news-list">
            {list.map((item) => (
              <li key={item.id} className="card news-item">
                <article aria-labelledby={`news-item-${item.id}`}>
                  <h3 id={`news-item-${item.id}`}>{item.title}</h3>
                  <p className="news-date">
                    <time dateTime={item.createdAt}>{dayLong(item.createdAt)}</time>
                  </p>
                  {paragraphs(item.content).map((p, i) => (
                    <p key={i} className="news-text">
                      {p}
                    </p>
                  ))}
                </article>
              </li>
            ))}
          </ul>
        </section>
      );
    });
  }

  return (
    <div className="news-page">
      <h1>News and Updates</h1>
      <p className="muted">What is new in the library and on the platform.</p>
      {body}
    </div>
  );
}
