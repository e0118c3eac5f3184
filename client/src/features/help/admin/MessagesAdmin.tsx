import { useMutation, useQuery } from '@apollo/client/react';
import { languageLabel } from '../../../app/enum-labels';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { checked, userErrorFields } from '../../../app/user-errors';
import { AdminArticleRequestsDocument, AdminContactMessagesDocument, AdminReplyToContactMessageDocument } from '../../../gql/graphql';
import { Alert, errorMessage, Field, Spinner } from '../../../ui/components';
import { ContactReplies } from '../ContactReplies';
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
  return (
    <PagedSection
      id="admin-contact-title"
      title="Contact messages"
      noun="contact messages"
      list={data?.contactMessages}
      loading={loading && !data}
      error={data ? null : error}
      onMore={(after) => fetchMore({ variables: { first: PAGE_SIZE, after } })}
      item={(m) => (
        <>
          <h3>{m.subject}</h3>
          <p className="messages-meta">
            <span>#{m.databaseId}</span>
            <span>
              {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
            </span>
            <span>Member #{m.userId}</span>
            <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
          </p>
          <p className="messages-body">{m.message}</p>
          <ContactReplies replies={m.replies} />
          <ReplyForm messageId={m.id} to={m.email} />
        </>
      )}
    />
  );
}

/** Support's answer to one message: kept with it, shown to the member in the Help Center and mailed to the reply address. */
function ReplyForm({ messageId, to }: { messageId: string; to: string }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [reply, { loading }] = useMutation(AdminReplyToContactMessageDocument);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setFieldError(undefined);
    if (!body.trim()) return setFieldError('Reply is required');
    try {
      const { data } = await reply({ variables: { input: { messageId, body: body.trim() } } });
      if (data) checked(data.replyToContactMessage);
      setBody('');
      setOpen(false);
      setSent(true);
    } catch (err) {
      setFieldError(userErrorFields(err).body);
      setError(errorMessage(err, 'Your reply could not be sent. Please try again.'));
    }
  }

  if (!open) {
    return (
      <div className="contact-reply-actions">
        <div aria-live="polite">{sent ? <Alert kind="success">{`Reply sent to ${to}.`}</Alert> : null}</div>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          Reply
        </button>
      </div>
    );
  }
  return (
    <form className="contact-reply-form" onSubmit={submit} aria-label={`Reply to message #${messageId}`}>
      <Alert>{error}</Alert>
      <Field label="Reply" required hint={`Sent to ${to} and shown to the member in the Help Center.`} error={fieldError}>
        {(id, d) => (
          <textarea
            id={id}
            aria-describedby={d}
            aria-invalid={!!fieldError}
            rows={5}
            maxLength={LIMITS.contactMessageMax}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setFieldError(undefined);
            }}
          />
        )}
      </Field>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Sending...' : 'Send reply'}
        </button>
        <button type="button" className="btn btn-ghost" disabled={loading} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ArticleRequests() {
  const { data, loading, error, fetchMore } = useQuery(AdminArticleRequestsDocument, FIRST_PAGE);
  return (
    <PagedSection
      id="admin-requests-title"
      title="Article requests"
      noun="article requests"
      list={data?.articleRequests}
      loading={loading && !data}
      error={data ? null : error}
      onMore={(after) => fetchMore({ variables: { first: PAGE_SIZE, after } })}
      item={(r) => (
        <>
          <h3>{r.topic}</h3>
          <p className="messages-tags">
            <span>{languageLabel(r.language)}</span>
            <span>{r.professionCategory}</span>
          </p>
          <p className="messages-meta">
            <span>#{r.databaseId}</span>
            <span>
              {r.requesterName} · <a href={`mailto:${r.requesterEmail}`}>{r.requesterEmail}</a>
            </span>
            <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
          </p>
          {r.description ? <p className="messages-body">{r.description}</p> : <p className="messages-body muted">No description.</p>}
        </>
      )}
    />
  );
}

interface Connection<T> {
  edges: ReadonlyArray<{ node: T }>;
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

interface PagedSectionProps<T extends { id: string }> {
  id: string;
  title: string;
  /** Plural noun for the states and the Load more button, e.g. "contact messages". */
  noun: string;
  list: Connection<T> | undefined;
  loading: boolean;
  error: unknown;
  onMore: (after: string | null | undefined) => Promise<unknown>;
  item: (node: T) => ReactNode;
}

/** One admin list, newest first, a page at a time: heading, loading, error and empty states, items and Load more. */
function PagedSection<T extends { id: string }>({ id, title, noun, list, loading, error, onMore, item }: PagedSectionProps<T>) {
  const rows = list?.edges.map((e) => e.node) ?? [];
  let body: ReactNode;
  if (loading) body = <Spinner />;
  else if (error) body = <Alert>{errorMessage(error, `Could not load ${noun}.`)}</Alert>;
  else if (list && rows.length === 0) body = <p className="muted">No {noun} yet.</p>;
  else
    body = (
      <ul className="messages-list">
        {rows.map((node) => (
          <li key={node.id} className="messages-item">
            {item(node)}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body}
      {list ? (
        <LoadMore shown={rows.length} total={list.totalCount} hasMore={list.pageInfo.hasNextPage} onMore={() => onMore(list.pageInfo.endCursor)} noun={noun} />
      ) : null}
    </section>
  );
}
