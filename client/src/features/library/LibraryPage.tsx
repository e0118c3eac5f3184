import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORIES, LIBRARY_MODES, LIBRARY_SORTS, REQUEST_LANGUAGES } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { TIMINGS } from '../../app/timings';
import { categoryKey, categoryLabel, languageKey, languageLabel } from '../../app/enum-labels';
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
  /** Full-text search; '' for none. */
  q: string;
}

/** A search is ordered best match first unless another order was chosen. */
const defaultSort = (q: string): ArticleSort => (q ? 'RELEVANCE' : 'NEWEST');
const RELEVANCE_OPTION = { value: 'RELEVANCE', label: 'Best match' } as const;

const known = (list: readonly string[], value: string | null): string => (value && list.includes(value) ? value : ALL);

function readView(params: URLSearchParams): LibraryView {
  const sort = (params.get('sort') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').trim().slice(0, LIMITS.librarySearchMax);
  return {
    q,
    mode: params.get('mode') === 'videos' ? 'VIDEOS' : 'ARTICLES',
    // A value the API does not know (an old or edited link) is dropped rather than failing the whole page.
    category: known(CATEGORIES, params.get('category')),
    language: known(REQUEST_LANGUAGES, params.get('language')),
    source: params.get('source') || ALL,
    sort: (SORT_VALUES.includes(sort) || (q && sort === 'RELEVANCE') ? sort : defaultSort(q)) as ArticleSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeView(view: LibraryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.mode === 'VIDEOS') params.set('mode', 'videos');
  if (view.category !== ALL) params.set('category', view.category);
  if (view.language !== ALL) params.set('language', view.language);
  if (view.source !== ALL) params.set('source', view.source);
  if (view.sort !== defaultSort(view.q)) params.set('sort', view.sort.toLowerCase());
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Options of a filter drop-down: 'All', the values present, and the chosen value even when none match now. */
function optionsWith(values: readonly string[] | undefined, selected: string): string[] {
  const list = [...(values ?? [])];
  if (selected !== ALL && !list.includes(selected)) list.push(selected);
  return [ALL, ...list];
}

/** /articles: the library with its mode switch, filters, card grid and pages (its route asks for a subscription). */
export default function LibraryPage() {
  return <Library />;
}

function Library() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const text = MODE_TEXT[view.mode];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { search: useId(), category: useId(), language: useId(), source: useId(), sort: useId() };
  const [typed, setTyped] = useState(view.q);

  // The query string follows the search box 300 ms after the last keystroke (SPEC §9), replacing the
  // history entry so typing does not fill the back button.
  useEffect(() => {
    const current = readView(params);
    const q = typed.trim();
    if (q === current.q) return;
    const timer = setTimeout(() => {
      // An order the member chose stays; the default follows the search (best match while searching).
      const sort = current.sort === defaultSort(current.q) ? defaultSort(q) : current.sort;
      setParams(writeView({ ...current, q, sort, page: 1 }), { replace: true });
    }, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, params, setParams]);

  // Back and forward change the search without typing: the box follows.
  useEffect(() => {
    setTyped((current) => (current.trim() === view.q ? current : view.q));
  }, [view.q]);

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
      search: view.q || null,
      // Highlights only while searching: a hundred cards without them cost less (server/src/graphql/cost.ts).
      highlight: Boolean(view.q),
    },
    // A page of the library is read once per view: a graded test updates its cards' standing in the cache.
    fetchPolicy: 'cache-first',
  });

  const filters = (data ?? previousData)?.articleFilters;
  // While the next search loads, the previous results stay (dimmed) instead of flashing a spinner.
  const result = (data ?? previousData)?.articles;
  const stale = loading && !data;
  const filtered = view.category !== ALL || view.language !== ALL || (sourceApplies && view.source !== ALL);
  const lastPage = result ? Math.max(1, Math.ceil(result.total / result.perPage)) : 1;

  // Two changes made before the page renders again (two filters picked in quick succession) must both
  // stay: each builds on the view the previous one asked for, not on the view this render shows.
  const latest = useRef(view);
  latest.current = view;

  /** Every change is a new history entry, so back and forward walk through the views. Filters start again at page 1. */
  const update = (changes: Partial<LibraryView>) => {
    const next = { ...latest.current, page: 1, ...changes };
    latest.current = next;
    setParams(writeView(next));
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

      <form className="library-filters card" role="search" aria-label="Search and filter the library" onSubmit={(e) => e.preventDefault()}>
        <div className="field library-search">
          <label htmlFor={ids.search}>Search</label>
          <input
            id={ids.search}
            type="search"
            value={typed}
            maxLength={LIMITS.librarySearchMax}
            placeholder="Titles, summaries and content"
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
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
            {(view.q ? [RELEVANCE_OPTION, ...LIBRARY_SORTS] : LIBRARY_SORTS).map((s) => (
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
            {result.total === 0 ? '' : `Showing ${first}-${last} of ${result.total}${view.q ? ` for “${view.q}”` : ''}`}
          </p>
          {result.items.length === 0 && result.total > 0 ? (
            <p className="library-empty card">
              This page is empty.{' '}
              <button type="button" className="link-button" onClick={() => goToPage(1)}>
                Go to the first page
              </button>
            </p>
          ) : result.items.length === 0 && view.q ? (
            <div className="library-empty card">
              <p>
                <strong>No results for “{view.q}”.</strong> {MESSAGES.libraryEmpty}
              </p>
              <p className="muted">Check the spelling, try fewer or more general words{filtered ? ', or search all categories and languages' : ''}.</p>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setTyped('');
                    update({ q: '', sort: view.sort === 'RELEVANCE' ? 'NEWEST' : view.sort });
                  }}
                >
                  Clear search
                </button>
                {filtered ? (
                  <button type="button" className="btn btn-ghost" onClick={() => update({ category: ALL, language: ALL, source: ALL })}>
                    Clear filters
                  </button>
                ) : null}
              </div>
            </div>
          ) : result.items.length === 0 ? (
            <p className="library-empty card">{MESSAGES.libraryEmpty}</p>
          ) : (
            <div className={stale ? 'article-grid is-stale' : 'article-grid'} aria-busy={stale}>
              {result.items.map((a) => (
                <ArticleCard key={a.id} article={a} from={from} highlight={view.q ? (a.searchHighlight ?? null) : null} />
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
