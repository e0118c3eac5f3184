import { useQuery } from '@apollo/client/react';
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIBRARY_MODES, LIBRARY_SORTS, LIMITS, MESSAGES } from '@shared/constants';
import { categoryKey, categoryLabel, languageKey, languageLabel } from '../../app/enum-labels';
import { RequireSubscription } from '../../app/gating';
import { LibraryDocument, type ArticleSort, type LibraryMode } from '../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../ui/components';
import { ArticleCard } from './ArticleCard';
import './library.css';

const MODE_TEXT: Record<LibraryMode, { heading: string; intro: string; loading: string }> = {
  ARTICLES: {
    heading: 'Articles Library',
    intro: 'Read articles, guides and PDFs written for professionals, then take a short test to earn PE points.',
    loading: 'Loading articles...',
  },
  VIDEOS: {
    heading: 'YouTube Videos',
    intro: 'Watch selected talks and lectures from YouTube, then take a short test to earn PE points.',
    loading: 'Loading videos...',
  },
};

const ALL = 'All';
const SORT_VALUES = LIBRARY_SORTS.map((s) => s.value) as readonly string[];

/** The library's view as kept in the query string: defaults are left out, so /articles is Articles, All, Newest, page 1. */
interface LibraryView {
  mode: LibraryMode;
  category: string;
  language: string;
  source: string;
  sort: ArticleSort;
  page: number;
}

function readView(params: URLSearchParams): LibraryView {
  const sort = (params.get('sort') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  return {
    mode: params.get('mode') === 'videos' ? 'VIDEOS' : 'ARTICLES',
    category: params.get('category') || ALL,
    language: params.get('language') || ALL,
    source: params.get('source') || ALL,
    sort: (SORT_VALUES.includes(sort) ? sort : 'NEWEST') as ArticleSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeView(view: LibraryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.mode === 'VIDEOS') params.set('mode', 'videos');
  if (view.category !== ALL) params.set('category', view.category);
  if (view.language !== ALL) params.set('language', view.language);
  if (view.source !== ALL) params.set('source', view.source);
  if (view.sort !== 'NEWEST') params.set('sort', view.sort.toLowerCase());
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Options of a filter drop-down: 'All', the values present, and the chosen value even when none match now. */
function optionsWith(values: readonly string[] | undefined, selected: string): string[] {
  const list = [...(values ?? [])];
  if (selected !== ALL && !list.includes(selected)) list.push(selected);
  return [ALL, ...list];
}

/** /articles: the library with its mode switch, filters, card grid and pages. */
export default function LibraryPage() {
  return (
    <RequireSubscription what="access articles">
      <Library />
    </RequireSubscription>
  );
}

function Library() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const text = MODE_TEXT[view.mode];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { category: useId(), language: useId(), source: useId(), sort: useId() };

  // The Source filter belongs to Articles mode: in Videos mode it is kept (for switching back) but not applied.
  const sourceApplies = view.mode === 'ARTICLES';
  const { data, previousData, loading, error } = useQuery(LibraryDocument, {
    variables: {
      mode: view.mode,
      filter: {
        mode: view.mode,
        category: view.category === ALL ? null : categoryKey(view.category),
        language: view.language === ALL ? null : languageKey(view.language),
        source: sourceApplies && view.source !== ALL ? view.source : null,
      },
      sort: view.sort,
      page: view.page,
      perPage: LIMITS.articlesPageSize,
    },
  });

  const filters = (data ?? previousData)?.articleFilters;
  const result = data?.articles;
  const lastPage = result ? Math.max(1, Math.ceil(result.total / result.perPage)) : 1;

  /** Every change is a new history entry, so back and forward walk through the views. Filters start again at page 1. */
  const update = (changes: Partial<LibraryView>) => {
    setParams(writeView({ ...view, page: 1, ...changes }));
  };

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  };

  const from = params.toString() ? `?${params.toString()}` : '';
  const first = result ? (result.page - 1) * result.perPage + 1 : 0;
  const last = result ? first + result.items.length - 1 : 0;

  return (
    <div className="library">
      <header className="library-head">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {text.heading}
          </h1>
          <p className="muted">{text.intro}</p>
        </div>
        <div className="mode-switch" role="group" aria-label="Show">
          {[...LIBRARY_MODES].reverse().map((m) => (
            <button
              key={m.value}
              type="button"
              className={view.mode === m.value ? 'mode-option active' : 'mode-option'}
              aria-pressed={view.mode === m.value}
              onClick={() => view.mode !== m.value && update({ mode: m.value })}
            >
              {m.label}
            </button>
          ))}
        </div>
      </header>

      <form className="library-filters card" role="search" aria-label="Filter the library" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.category}>Category</label>
          <select id={ids.category} value={view.category} onChange={(e) => update({ category: e.target.value })}>
            {optionsWith(filters?.categories.map(categoryLabel), view.category).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.language}>Language</label>
          <select id={ids.language} value={view.language} onChange={(e) => update({ language: e.target.value })}>
            {optionsWith(filters?.languages.map(languageLabel), view.language).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        {sourceApplies ? (
          <div className="field">
            <label htmlFor={ids.source}>Source</label>
            <select id={ids.source} value={view.source} onChange={(e) => update({ source: e.target.value })}>
              {optionsWith(filters?.sources, view.source).map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.sort}>Sort By</label>
          <select id={ids.sort} value={view.sort} onChange={(e) => update({ sort: e.target.value as ArticleSort })}>
            {LIBRARY_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {error && !result ? <Alert>{errorMessage(error, 'The library could not be loaded. Please try again.')}</Alert> : null}
      {loading && !result ? <Spinner label={text.loading} /> : null}

      {result ? (
        <>
          <p className="library-count muted" aria-live="polite">
            {result.total === 0 ? '' : `Showing ${first}-${last} of ${result.total}`}
          </p>
          {result.items.length === 0 && result.total > 0 ? (
            <p className="library-empty card">
              This page is empty.{' '}
              <button type="button" className="link-button" onClick={() => goToPage(1)}>
                Go to the first page
              </button>
            </p>
          ) : result.items.length === 0 ? (
            <p className="library-empty card">{MESSAGES.libraryEmpty}</p>
          ) : (
            <div className="article-grid">
              {result.items.map((a) => (
                <ArticleCard key={a.id} article={a} from={from} />
              ))}
            </div>
          )}
          {lastPage > 1 ? (
            <nav className="pager" aria-label="Pages">
              <button type="button" className="btn btn-ghost" disabled={view.page <= 1} onClick={() => goToPage(view.page - 1)}>
                Previous
              </button>
              <span aria-current="page">
                Page {Math.min(view.page, lastPage)} of {lastPage}
              </span>
              <button type="button" className="btn btn-ghost" disabled={view.page >= lastPage} onClick={() => goToPage(view.page + 1)}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
