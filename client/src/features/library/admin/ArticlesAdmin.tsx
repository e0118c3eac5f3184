import { useMutation, useQuery } from '@apollo/client/react';
import { categoryLabel, languageLabel } from '../../../app/enum-labels';
import { useEffect, useId, useState } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { TIMINGS } from '../../../app/timings';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  AdminArticlesDocument,
  ArticlesAdmin_ArticleFragmentDoc,
  DeleteArticleDocument,
  SetArticlePublishedDocument,
  type ArticlesAdmin_ArticleFragment,
} from '../../../gql/graphql';
import { Alert, errorMessage, ConfirmDialog, Spinner } from '../../../ui/components';
import '../library.css';
import './admin.css';
import { ArticleEditor } from './ArticleEditor';
import { ArticleFeedbackAdmin } from './ArticleFeedbackAdmin';
import { QuestionBankAdmin } from './QuestionBankAdmin';

type View =
  { kind: 'list' } | { kind: 'edit'; id: string | null; justCreated?: boolean } | { kind: 'questions'; id: string } | { kind: 'feedback'; id: string };

const contentLabel = (a: ArticlesAdmin_ArticleFragment) => (a.hasPdf ? 'PDF' : a.isYoutube ? 'Video' : a.hasExternalLink ? 'Link' : 'Text');

/** Admin → Articles: search, create, edit, publish/unpublish, delete and PDF upload. */
export default function ArticlesAdmin() {
  const [view, setView] = useState<View>({ kind: 'list' });
  if (view.kind === 'edit') {
    return (
      <ArticleEditor
        id={view.id}
        justCreated={view.justCreated}
        onDone={() => setView({ kind: 'list' })}
        onCreated={(id) => setView({ kind: 'edit', id, justCreated: true })}
      />
    );
  }
  if (view.kind === 'questions') return <QuestionBankAdmin articleId={view.id} onDone={() => setView({ kind: 'list' })} />;
  if (view.kind === 'feedback') return <ArticleFeedbackAdmin articleId={view.id} onDone={() => setView({ kind: 'list' })} />;
  return (
    <ArticleList
      onEdit={(id) => setView({ kind: 'edit', id })}
      onQuestions={(id) => setView({ kind: 'questions', id })}
      onFeedback={(id) => setView({ kind: 'feedback', id })}
    />
  );
}

function ArticleList({
  onEdit,
  onQuestions,
  onFeedback,
}: {
  onEdit: (id: string | null) => void;
  onQuestions: (id: string) => void;
  onFeedback: (id: string) => void;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ArticlesAdmin_ArticleFragment | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const {
    data,
    loading,
    error: loadError,
    refetch,
  } = useQuery(AdminArticlesDocument, {
    variables: { filter: { includeUnpublished: true, search: search || null, reviewOverdue: overdueOnly || null }, page, perPage: LIMITS.articlesPageSize },
  });
  const [setPublished] = useMutation(SetArticlePublishedDocument);
  const [deleteArticle, { loading: deleting }] = useMutation(DeleteArticleDocument);

  const result = data?.articles;
  const rows = getFragmentData(ArticlesAdmin_ArticleFragmentDoc, result?.items ?? []);
  const lastPage = result ? Math.max(1, Math.ceil(result.total / result.perPage)) : 1;

  async function togglePublished(a: ArticlesAdmin_ArticleFragment) {
    setError(null);
    setNotice(null);
    try {
      const { data } = await setPublished({ variables: { input: { id: a.id, published: !a.isPublished } } });
      const problem = data?.setArticlePublished.userErrors[0];
      if (problem) {
        setError(problem.message);
        if (problem.code === 'NOT_FOUND') await refetch();
        return;
      }
      setNotice(`'${a.title}' is now ${a.isPublished ? 'unpublished' : 'published'}.`);
    } catch (err) {
      setError(errorMessage(err, 'Failed to change the article'));
    }
  }

  async function confirmDelete() {
    if (!confirming) return;
    const a = confirming;
    setError(null);
    setNotice(null);
    try {
      const { data } = await deleteArticle({
        variables: { input: { id: a.id } },
        update(cache, { data: result }) {
          // Deleted now, or already gone (NOT_FOUND): either way the list must not show it.
          const gone = result?.deleteArticle.deletedId != null || result?.deleteArticle.userErrors.some((e) => e.code === 'NOT_FOUND');
          if (!gone) return;
          cache.evict({ id: cache.identify({ __typename: 'Article', id: a.id }) });
          cache.gc();
        },
      });
      const problem = data?.deleteArticle.userErrors[0];
      if (problem) setError(problem.message);
      else setNotice(`'${a.title}' was deleted.`);
      await refetch();
    } catch (err) {
      setError(errorMessage(err, 'Failed to delete the article'));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="articles-admin-title">
      <div className="admin-toolbar">
        <h2 id="articles-admin-title">Articles</h2>
        <div className="admin-search field">
          <label htmlFor={searchId}>Search titles</label>
          <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(e) => {
              setOverdueOnly(e.target.checked);
              setPage(1);
            }}
          />
          Review overdue only
        </label>
        <button type="button" className="btn btn-primary" onClick={() => onEdit(null)}>
          New article
        </button>
      </div>
      <Alert>{error}</Alert>
      <Alert kind="success">{notice}</Alert>
      {!result ? (
        loading ? (
          <Spinner label="Loading articles..." />
        ) : (
          <Alert>{errorMessage(loadError, 'Failed to load the articles')}</Alert>
        )
      ) : result.items.length === 0 ? (
        <p className="muted">{overdueOnly ? 'No article is overdue for review.' : 'No articles found.'}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {result.total} {result.total === 1 ? 'article' : 'articles'}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Category</th>
                  <th scope="col">Language</th>
                  <th scope="col">Content</th>
                  <th scope="col">Status</th>
                  <th scope="col">Next review</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.id}>
                    <td>{a.title}</td>
                    <td>{categoryLabel(a.category)}</td>
                    <td>{languageLabel(a.language)}</td>
                    <td>{contentLabel(a)}</td>
                    <td>
                      <span className={a.isPublished ? 'status status-on' : 'status status-off'}>{a.isPublished ? 'Published' : 'Unpublished'}</span>
                    </td>
                    <td>
                      {a.nextReviewOn ?? 'Never reviewed'}
                      {a.reviewOverdue ? <span className="status status-off review-overdue"> Overdue</span> : null}
                    </td>
                    <td className="admin-actions">
                      <button type="button" className="btn btn-ghost" onClick={() => onEdit(a.id)} aria-label={`Edit ${a.title}`}>
                        Edit
                      </button>
                      <button type="button" className="btn btn-ghost" onClick={() => onQuestions(String(a.databaseId))} aria-label={`Questions of ${a.title}`}>
                        Questions
                      </button>
                      <button type="button" className="btn btn-ghost" onClick={() => onFeedback(a.id)} aria-label={`Feedback on ${a.title}`}>
                        Feedback
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        onClick={() => togglePublished(a)}
                        aria-label={`${a.isPublished ? 'Unpublish' : 'Publish'} ${a.title}`}
                      >
                        {a.isPublished ? 'Unpublish' : 'Publish'}
                      </button>
                      <button type="button" className="btn btn-ghost danger-text" onClick={() => setConfirming(a)} aria-label={`Delete ${a.title}`}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lastPage > 1 ? (
            <nav className="pager" aria-label="Article pages">
              <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {lastPage}
              </span>
              <button type="button" className="btn btn-ghost" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
      {confirming ? (
        <ConfirmDialog title="Delete this article?" busy={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(null)}>
          &lsquo;{confirming.title}&rsquo; will be deleted together with its feedback and PDF. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
