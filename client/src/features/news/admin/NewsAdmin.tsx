import { useMutation, useQuery } from '@apollo/client/react';
import { newsTypeKey } from '../../../app/enum-labels';
import { useState, type SubmitEvent } from 'react';
import { LIMITS, NEWS_TYPES } from '@shared/constants';
import { AdminNewsDocument, CreateNewsItemDocument, DeleteNewsItemDocument, UpdateNewsItemDocument, type NewsItemFieldsFragment } from '../../../gql/graphql';
import { Alert, errorMessage, Field, Modal, Spinner } from '../../../ui/components';
import { NEWS_GROUP_TITLES, newsGroup } from '../news-format';
import './news-admin.css';
import { dayLong } from '../../../ui/dates';

interface Draft {
  type: string;
  title: string;
  content: string;
  isPublished: boolean;
}

const EMPTY: Draft = { type: 'news', title: '', content: '', isPublished: true };

/** Admin → News: create, edit (including unpublishing) and delete news items. */
export default function NewsAdmin() {
  const { data, loading, error: loadError } = useQuery(AdminNewsDocument);
  const [editing, setEditing] = useState<NewsItemFieldsFragment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<NewsItemFieldsFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteItem, { loading: deleting }] = useMutation(DeleteNewsItemDocument, { refetchQueries: [AdminNewsDocument] });

  const startEdit = (item: NewsItemFieldsFragment | null) => {
    setEditing(item);
    setFormKey((k) => k + 1);
    setError(null);
    setNotice(null);
  };

  async function confirmDelete() {
    if (!confirming) return;
    const item = confirming;
    setError(null);
    setNotice(null);
    try {
      await deleteItem({
        variables: { id: item.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'NewsItem', id: item.id }) });
          cache.gc();
        },
      });
      if (editing?.id === item.id) startEdit(null);
      setNotice(`'${item.title}' was deleted.`);
    } catch (err) {
      setError(errorMessage(err, 'Failed to delete the news item'));
    } finally {
      setConfirming(null);
    }
  }

  const items = data?.news.edges.map((e) => e.node);
  return (
    <div className="news-admin">
      <NewsForm
        key={formKey}
        item={editing}
        onSaved={(message) => {
          startEdit(null);
          setNotice(message);
        }}
        onCancel={() => startEdit(null)}
      />
      <section aria-labelledby="news-admin-list">
        <h2 id="news-admin-list">News items</h2>
        <Alert>{error}</Alert>
        <Alert kind="success">{notice}</Alert>
        {!items ? (
          loading ? (
            <Spinner label="Loading news..." />
          ) : (
            <Alert>{errorMessage(loadError, 'Failed to load the news')}</Alert>
          )
        ) : items.length === 0 ? (
          <p className="muted">No news items yet.</p>
        ) : (
          <ul className="news-admin-list">
            {items.map((item) => (
              <li key={item.id} className="card news-admin-item">
                <div>
                  <strong>{item.title}</strong>
                  <p className="muted news-admin-meta">
                    {NEWS_GROUP_TITLES[newsGroup(item.type)]} · {dayLong(item.createdAt)} · {item.isPublished ? 'Published' : 'Unpublished'}
                  </p>
                </div>
                <div className="news-admin-actions">
                  <button type="button" className="btn btn-ghost" onClick={() => startEdit(item)} aria-label={`Edit ${item.title}`}>
                    Edit
                  </button>
                  <button type="button" className="btn btn-ghost news-admin-danger" onClick={() => setConfirming(item)} aria-label={`Delete ${item.title}`}>
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirming ? (
        <Modal title="Delete this news item?" onClose={() => setConfirming(null)}>
          <p>&lsquo;{confirming.title}&rsquo; will be deleted. This cannot be undone.</p>
          <div className="button-row">
            <button type="button" className="btn btn-danger" onClick={confirmDelete} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

function NewsForm({ item, onSaved, onCancel }: { item: NewsItemFieldsFragment | null; onSaved: (message: string) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(
    item ? { type: newsGroup(item.type), title: item.title, content: item.content, isPublished: item.isPublished } : EMPTY,
  );
  const [error, setError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateNewsItemDocument, { refetchQueries: [AdminNewsDocument] });
  const [update, { loading: updating }] = useMutation(UpdateNewsItemDocument);
  const saving = creating || updating;

  async function save(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    const input = { type: newsTypeKey(draft.type), title: draft.title.trim(), content: draft.content, isPublished: draft.isPublished };
    try {
      if (item) {
        await update({ variables: { id: item.id, input } });
        onSaved('News item saved.');
      } else {
        await create({ variables: { input } });
        onSaved('News item created.');
      }
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the news item'));
    }
  }

  return (
    <section className="card news-admin-form" aria-labelledby="news-form-title">
      <h2 id="news-form-title">{item ? 'Edit news item' : 'New news item'}</h2>
      <form onSubmit={save}>
        <div className="news-admin-row">
          <Field label="Type" required>
            {(id) => (
              <select id={id} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
                {NEWS_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t.charAt(0).toUpperCase() + t.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Title" required>
            {(id) => <input id={id} required maxLength={300} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />}
          </Field>
        </div>
        <Field label="Content" required hint="Plain text; leave a blank line between paragraphs.">
          {(id, d) => (
            <textarea
              id={id}
              aria-describedby={d}
              required
              maxLength={LIMITS.newsContentMax}
              value={draft.content}
              onChange={(e) => setDraft({ ...draft, content: e.target.value })}
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={draft.isPublished} onChange={(e) => setDraft({ ...draft, isPublished: e.target.checked })} />
          Published
        </label>
        <Alert>{error}</Alert>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : item ? 'Save changes' : 'Create news item'}
          </button>
          {item ? (
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
