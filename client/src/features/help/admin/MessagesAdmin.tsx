import { useQuery } from '@apollo/client/react';
import { languageLabel } from '../../../app/enum-labels';
import { type ReactNode } from 'react';
import { AdminArticleRequestsDocument, AdminContactMessagesDocument } from '../../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../../ui/components';
import { LoadMore } from '../../../ui/load-more';
import { dateTime } from '../../../ui/dates';
import '../help.css';

const PAGE_SIZE = 20;
const FIRST_PAGE = { variables: { first: PAGE_SIZE } };

/** Admin → Messages & requests: contact messages and article requests, newest first, a page at a time. */
export default function MessagesAdmin() {
  return (
    <div className="messages-admin">
      <ContactMessages />
      <ArticleRequests />
    </div>
  );
}

function ContactMessages() {
  const { data, loading, error, fetchMore } = useQuery(AdminContactMessagesDocument, FIRST_PAGE);
  const list = data?.contactMessages;
  const rows = list?.edges.map((e) => e.node) ?? [];
  return (
    <section aria-labelledby="admin-contact-title">
      <h2 id="admin-contact-title">Contact messages</h2>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!list && rows.length === 0}
        emptyText="No contact messages yet."
        label="contact messages"
      >
        <ul className="messages-list">
          {rows.map((m) => (
            <li key={m.id} className="messages-item">
              <h3>{m.subject}</h3>
              <p className="messages-meta">
                <span>#{m.id}</span>
                <span>
                  {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
                </span>
                <span>Member #{m.userId}</span>
                <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              </p>
              <p className="messages-body">{m.message}</p>
            </li>
          ))}
        </ul>
      </ListState>
      {list ? (
        <LoadMore
          shown={rows.length}
          total={list.totalCount}
          hasMore={list.pageInfo.hasNextPage}
          onMore={() => fetchMore({ variables: { first: PAGE_SIZE, after: list.pageInfo.endCursor } })}
          noun="contact messages"
        />
      ) : null}
    </section>
  );
}

function ArticleRequests() {
  const { data, loading, error, fetchMore } = useQuery(AdminArticleRequestsDocument, FIRST_PAGE);
  const list = data?.articleRequests;
  const rows = list?.edges.map((e) => e.node) ?? [];
  return (
    <section aria-labelledby="admin-requests-title">
      <h2 id="admin-requests-title">Article requests</h2>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!list && rows.length === 0}
        emptyText="No article requests yet."
        label="article requests"
      >
        <ul className="messages-list">
          {rows.map((r) => (
            <li key={r.id} className="messages-item">
              <h3>{r.topic}</h3>
              <p className="messages-tags">
                <span>{languageLabel(r.language)}</span>
                <span>{r.professionCategory}</span>
              </p>
              <p className="messages-meta">
                <span>#{r.id}</span>
                <span>
                  {r.requesterName} · <a href={`mailto:${r.requesterEmail}`}>{r.requesterEmail}</a>
                </span>
                <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
              </p>
              {r.description ? <p className="messages-body">{r.description}</p> : <p className="messages-body muted">No description.</p>}
            </li>
          ))}
        </ul>
      </ListState>
      {list ? (
        <LoadMore
          shown={rows.length}
          total={list.totalCount}
          hasMore={list.pageInfo.hasNextPage}
          onMore={() => fetchMore({ variables: { first: PAGE_SIZE, after: list.pageInfo.endCursor } })}
          noun="article requests"
        />
      ) : null}
    </section>
  );
}

interface ListStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  label: string;
  children: ReactNode;
}

/** Loading, error and empty states for one admin list. */
function ListState({ loading, error, empty, emptyText, label, children }: ListStateProps) {
  if (loading) return <Spinner />;
  if (error) return <Alert>{errorMessage(error, `Could not load ${label}.`)}</Alert>;
  if (empty) return <p className="muted">{emptyText}</p>;
  return <>{children}</>;
}
