import { useQuery } from '@apollo/client/react';
import { languageLabel } from '../../../app/enum-labels';
import { useState, type ReactNode } from 'react';
import { AdminArticleRequestsDocument, AdminContactMessagesDocument } from '../../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../../ui/components';
import { dateTime } from '../../../ui/dates';
import '../help.css';

const PAGE_SIZE = 20;

/** Admin → Messages & requests: contact messages and article requests, newest first, paged. */
export default function MessagesAdmin() {
  return (
    <div className="messages-admin">
      <ContactMessages />
      <ArticleRequests />
    </div>
  );
}

function ContactMessages() {
  const [page, setPage] = useState(0);
  const { data, loading, error } = useQuery(AdminContactMessagesDocument, {
    variables: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const rows = data?.contactMessages ?? [];
  return (
    <section aria-labelledby="admin-contact-title">
      <h2 id="admin-contact-title">Contact messages</h2>
      <Paged
        loading={loading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText="No contact messages yet."
        page={page}
        hasMore={rows.length === PAGE_SIZE}
        onPage={setPage}
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
      </Paged>
    </section>
  );
}

function ArticleRequests() {
  const [page, setPage] = useState(0);
  const { data, loading, error } = useQuery(AdminArticleRequestsDocument, {
    variables: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const rows = data?.articleRequests ?? [];
  return (
    <section aria-labelledby="admin-requests-title">
      <h2 id="admin-requests-title">Article requests</h2>
      <Paged
        loading={loading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText="No article requests yet."
        page={page}
        hasMore={rows.length === PAGE_SIZE}
        onPage={setPage}
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
      </Paged>
    </section>
  );
}

interface PagedProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label: string;
  children: ReactNode;
}

/** Loading, error and empty states plus Previous/Next for one admin list. */
function Paged({ loading, error, empty, emptyText, page, hasMore, onPage, label, children }: PagedProps) {
  let body: ReactNode = children;
  if (loading) body = <Spinner />;
  else if (error) body = <Alert>{errorMessage(error, `Could not load ${label}.`)}</Alert>;
  else if (empty) body = <p className="muted">{page === 0 ? emptyText : 'No more entries.'}</p>;
  return (
    <>
      {body}
      {page > 0 || hasMore ? (
        <nav className="messages-pager" aria-label={`Pages of ${label}`}>
          <button type="button" className="btn btn-ghost" disabled={page === 0 || loading} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span aria-live="polite">Page {page + 1}</span>
          <button type="button" className="btn btn-ghost" disabled={!hasMore || loading} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}
