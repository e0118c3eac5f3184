import { useMutation, useQuery } from '@apollo/client/react';
import { newsTypeKey } from '../../../app/enum-labels';
import { useRef, useState, type SubmitEvent } from 'react';
import { NEWS_TYPES } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  AdminNewsDocument,
  CreateNewsItemDocument,
  DeleteNewsItemDocument,
  NewsAdmin_ItemFragmentDoc,
  UpdateNewsItemDocument,
  type NewsAdmin_ItemFragment,
} from '../../../gql/graphql';
import { Alert, errorMessage, Field, ConfirmDialog, Spinner } from '../../../ui/components';
import { LoadMore } from '../../../ui/load-more';
import { errorsByField, focusFirstInvalid, type FieldErrors } from '../../../ui/user-errors';
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
const DRAFT_FIELDS = ['type', 'title', 'content', 'isPublished'] as const;

/** A news list as the cache holds it: edges pointing at the cached items, and the count of the whole list. */
type CachedNewsList = { edges?: Array<{ node?: { __ref?: string } }>; totalCount?: number };

/** News items per page of the admin list. */
const PAGE_SIZE = 50;
const FIRST_PAGE = { variables: { first: PAGE_SIZE } };

/** Admin → News: create, edit (including unpublishing) and delete news items. */
export default function NewsAdmin() {
  const { data, loading, error: loadError, fetchMore } = useQuery(AdminNewsDocument, FIRST_PAGE);
  const [editing, setEditing] = useState<NewsAdmin_ItemFragment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<NewsAdmin_ItemFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteItem, { loading: deleting }] = useMutation(DeleteNewsItemDocument);

  const startEdit = (item: NewsAdmin_ItemFragment | null) => {
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
      const { data: result } = await deleteItem({
        variables: { input: { id: item.id } },
        update(cache, { data: deleted }) {
          // Deleted now, or already gone (NOT_FOUND): either way no list may show it.
          const gone = deleted?.deleteNewsItem.deletedId != null || deleted?.deleteNewsItem.userErrors.some((e) => e.code === 'NOT_FOUND');
          if (!gone) return;
          const ref = cache.identify({ __typename: 'NewsItem', id: item.id });
          // Every cached news list holding it loses the edge and one from its count.
          cache.modify<{ news: CachedNewsList }>({
            fields: {
              news(existing) {
                const list = existing as CachedNewsList;
                const edges = list.edges ?? [];
                const kept = edges.filter((e) => e.node?.__ref !== ref);
                if (kept.length === edges.length) return existing;
                return { ...list, edges: kept, totalCount: Math.max(0, (list.totalCount ?? 1) - 1) };
              },
            },
          });
          cache.evict({ id: ref });
          cache.gc();
        },
      });
      if (editing?.id === item.id) startEdit(null);
      const problem = result?.deleteNewsItem.userErrors[0];
      if (problem) setError(problem.message);
      else setNotice(`'${item.title}' was deleted.`);
    } catch (err) {
      setError(errorMessage(err, 'Failed to delete the news item'));
    } finally {
      setConfirming(null);
    }
  }

  const items = data?.news.edges.map((e) => getFragmentData(NewsAdmin_ItemFragmentDoc, e.node));
  const pageInfo = data?.news.pageInfo;
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
        {items && pageInfo ? (
          <LoadMore
            shown={items.length}
            total={data.news.totalCount}
            hasMore={pageInfo.hasNextPage}
            onMore={() => fetchMore({ variables: { first: PAGE_SIZE, after: pageInfo.endCursor } })}
            noun="news items"
          />
        ) : null}
      </section>
      {confirming ? (
        <ConfirmDialog title="Delete this news item?" busy={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(null)}>
          &lsquo;{confirming.title}&rsquo; will be deleted. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function NewsForm({ item, onSaved, onCancel }: { item: NewsAdmin_ItemFragment | null; onSaved: (message: string) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(
    item ? { type: newsGroup(item.type), title: item.title, content: item.content, isPublished: item.isPublished } : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors<(typeof DRAFT_FIELDS)[number]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A new item goes at the top of the first page, so the list is read again; an edit updates the cached item.
  const [create, { loading: creating }] = useMutation(CreateNewsItemDocument, { refetchQueries: [{ query: AdminNewsDocument, ...FIRST_PAGE }] });
  const [update, { loading: updating }] = useMutation(UpdateNewsItemDocument);
  const saving = creating || updating;

  async function save(e: SubmitEvent) {
    e.preventDefault();
    setErrors({});
    const input = { type: newsTypeKey(draft.type), title: draft.title.trim(), content: draft.content, isPublished: draft.isPublished };
    try {
      const problems = item
        ? (await update({ variables: { input: { ...input, id: item.id } } })).data?.updateNewsItem.userErrors
        : (await create({ variables: { input } })).data?.createNewsItem.userErrors;
      if (problems?.length) {
        setErrors(errorsByField(problems, DRAFT_FIELDS));
        focusFirstInvalid(formRef.current);
        return;
      }
      onSaved(item ? 'News item saved.' : 'News item created.');
    } catch (err) {
      setErrors({ form: errorMessage(err, 'Failed to save the news item') });
    }
  }

  return (
    <section className="card news-admin-form" aria-labelledby="news-form-title">
      <h2 id="news-form-title">{item ? 'Edit news item' : 'New news item'}</h2>
      <form ref={formRef} onSubmit={save}>
        <div className="news-admin-row">
          <Field label="Type" required error={errors.type}>
            {(id, d) => (
              <select
                id={id}
                aria-describedby={d}
                aria-invalid={!!errors.type}
                value={draft.type}
                onChange={(e) => setDraft({ ...draft, type: e.target.value })}
              >
                {NEWS_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t.charAt(0).toUpperCase() + t.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Title" required error={errors.title}>
            {(id, d) => (
              <input
                id={id}
                aria-describedby={d}
                aria-invalid={!!errors.title}
                required
                maxLength={300}
                value={draft.title}
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label="Content" required hint="Plain text; leave a blank line between paragraphs." error={errors.content}>
          {(id, d) => (
            <textarea
              id={id}
              aria-describedby={d}
              aria-invalid={!!errors.content}
              required
              maxLength={LIMITS.newsContentMax}
              value={draft.content}
              onChange={(e) => setDraft({ ...draft, content: e.target.value })}
            />
          )}
        </Field>
        <label className="check">
          <input
            type="checkbox"
            aria-invalid={!!errors.isPublished}
            checked={draft.isPublished}
            onChange={(e) => setDraft({ ...draft, isPublished: e.target.checked })}
          />
          Published
        </label>
        {errors.isPublished ? <small className="field-error">{errors.isPublished}</small> : null}
        <Alert>{errors.form ?? null}</Alert>
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
