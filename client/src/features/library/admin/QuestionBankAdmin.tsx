import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { MESSAGES } from '@leerpunt/shared/messages';
import { KEYS, persistent } from '../../../app/storage';
import { Alert, Spinner } from '../../../ui/components';
import { Icon } from '../../../ui/icons';

type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

interface Stats {
  responses: number;
  facility: number | null;
  discrimination: number | null;
  chose: Record<Letter, number>;
  unanswered: number;
  flags: string[];
}

interface BankItem {
  id: number;
  external_id: string | null;
  status: 'draft' | 'approved' | 'retired';
  source: string;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: Letter;
  explanation: string;
  source_section: string | null;
  source_quote: string | null;
  gate_failures: Array<{ rule: string; message: string }>;
  stats: Stats | null;
}

type SortKey = 'id' | 'status' | 'responses' | 'facility' | 'discrimination' | 'flags';

const optionOf = (item: BankItem, l: Letter) => item[`option_${l.toLowerCase()}` as 'option_a'];
const fmt = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? '–' : n.toFixed(digits));
const pct = (n: number) => `${Math.round(n * 100)}%`;

/** Admin REST call with the session token; answers the parsed body or throws its error text. */
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const token = persistent.get(KEYS.token);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(MESSAGES.networkError);
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok) throw new Error(json?.error ?? 'Request failed');
  return json as T;
}

const sortValue = (item: BankItem, key: SortKey): number | string => {
  switch (key) {
    case 'status':
      return item.status;
    case 'responses':
      return item.stats?.responses ?? -1;
    case 'facility':
      return item.stats?.facility ?? -1;
    case 'discrimination':
      return item.stats?.discrimination ?? -2;
    case 'flags':
      return (item.stats?.flags.length ?? 0) + item.gate_failures.length;
    default:
      return item.id;
  }
};

/**
 * Admin → Articles → Questions: the article's bank with the gate's findings inline and item statistics
 * (responses, facility, discrimination, choice shares), sortable; add, edit, approve and retire items.
 */
export function QuestionBankAdmin({ articleId, onDone }: { articleId: string; onDone: () => void }) {
  const [data, setData] = useState<{ title: string; items: BankItem[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'id', desc: false });
  const [editing, setEditing] = useState<BankItem | 'new' | null>(null);
  const [drafting, setDrafting] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await call<{ title: string; items: BankItem[] }>('GET', `/api/admin/articles/${articleId}/question-bank`));
    } catch (e) {
      setError((e as Error).message);
    }
  }, [articleId]);
  useEffect(() => void load(), [load]);

  async function setStatus(item: BankItem, status: 'approved' | 'draft' | 'retired') {
    setError(null);
    setNotice(null);
    try {
      await call('POST', `/api/admin/question-bank/${item.id}/status`, { status });
      setNotice(`Question ${item.external_id ?? item.id} is now ${status}.`);
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function draftQuestions() {
    setError(null);
    setNotice(null);
    setDrafting(true);
    try {
      const { items: drafts } = await call<{ items: BankItem[] }>('POST', `/api/admin/articles/${articleId}/question-bank/drafts`);
      const passing = drafts.filter((d) => !d.gate_failures.length).length;
      setNotice(
        drafts.length
          ? `${drafts.length} draft ${drafts.length === 1 ? 'question' : 'questions'} added (${passing} pass the checks). Review, edit and approve them below.`
          : 'The generator returned no drafts for this article.',
      );
      await load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setDrafting(false);
    }
  }

  if (!data) return error ? <Alert>{error}</Alert> : <Spinner />;
  const items = [...data.items].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    const c = x < y ? -1 : x > y ? 1 : 0;
    return sort.desc ? -c : c;
  });
  const live = data.items.filter((i) => i.status !== 'retired');
  const approved = live.filter((i) => i.status === 'approved').length;
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="btn-link" onClick={() => setSort({ key, desc: sort.key === key ? !sort.desc : key !== 'id' })}>
        {label}
        {sort.key === key ? (
          <>
            {' '}
            <Icon name={sort.desc ? 'sort-down' : 'sort-up'} size={12} />
          </>
        ) : null}
      </button>
    </th>
  );

  return (
    <section className="card admin-bank" aria-labelledby="bank-title">
      <div className="admin-bank-head">
        <h2 id="bank-title">Questions: {data.title}</h2>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            Add question
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void draftQuestions()} disabled={drafting} aria-busy={drafting}>
            {drafting ? 'Drafting…' : 'Draft questions'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Back to articles
          </button>
        </div>
      </div>
      <p>
        {approved} approved of {live.length} live items. Flags appear after 30 responses: negative discrimination, facility above 0.95 or below 0.2.
      </p>
      <Alert>{error}</Alert>
      <Alert kind="success">{notice}</Alert>
      {editing ? (
        <ItemForm
          articleId={articleId}
          item={editing === 'new' ? null : editing}
          onSaved={async (message) => {
            setEditing(null);
            setNotice(message);
            await load();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table bank-table">
          <thead>
            <tr>
              {header('id', 'Item')}
              {header('status', 'Status')}
              {header('responses', 'Responses')}
              {header('facility', 'Facility')}
              {header('discrimination', 'Discrimination')}
              <th scope="col">Choices A / B / C / D</th>
              {header('flags', 'Checks and flags')}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={item.status === 'retired' ? 'is-retired' : undefined}>
                <td>
                  <p className="bank-question">{item.question}</p>
                  <ol className="bank-options" type="A">
                    {LETTERS.map((l) => (
                      <li key={l} className={l === item.correct_option ? 'right' : undefined}>
                        {optionOf(item, l)}
                        {l === item.correct_option ? <span className="sr-only"> (key)</span> : null}
                      </li>
                    ))}
                  </ol>
                  <small>
                    {item.external_id ?? `#${item.id}`} · {item.source}
                  </small>
                </td>
                <td>{item.status}</td>
                <td>{item.stats?.responses ?? 0}</td>
                <td>{fmt(item.stats?.facility)}</td>
                <td>{fmt(item.stats?.discrimination)}</td>
                <td>{item.stats ? LETTERS.map((l) => pct(item.stats!.chose[l])).join(' / ') : '–'}</td>
                <td>
                  {item.gate_failures.length || item.stats?.flags.length ? (
                    <ul className="bank-failures">
                      {item.gate_failures.map((f) => (
                        <li key={f.message}>{f.message}</li>
                      ))}
                      {item.stats?.flags.map((f) => (
                        <li key={f}>Flag: {f}</li>
                      ))}
                    </ul>
                  ) : (
                    'Passes'
                  )}
                </td>
                <td>
                  {item.status !== 'retired' ? (
                    <div className="admin-actions">
                      <button type="button" className="btn btn-ghost" onClick={() => setEditing(item)}>
                        Edit
                      </button>
                      {item.status === 'draft' ? (
                        <button type="button" className="btn btn-ghost" onClick={() => setStatus(item, 'approved')}>
                          Approve
                        </button>
                      ) : null}
                      <button type="button" className="btn btn-ghost danger-text" onClick={() => setStatus(item, 'retired')}>
                        Retire
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ItemForm({
  articleId,
  item,
  onSaved,
  onCancel,
}: {
  articleId: string;
  item: BankItem | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [form, setForm] = useState({
    question: item?.question ?? '',
    option_a: item?.option_a ?? '',
    option_b: item?.option_b ?? '',
    option_c: item?.option_c ?? '',
    option_d: item?.option_d ?? '',
    correct_option: item?.correct_option ?? 'A',
    explanation: item?.explanation ?? '',
    source_section: item?.source_section ?? '',
    source_quote: item?.source_quote ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState<Array<{ message: string }>>(item?.gate_failures ?? []);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const url = item ? `/api/admin/articles/${articleId}/question-bank/${item.id}` : `/api/admin/articles/${articleId}/question-bank`;
      const saved = await call<BankItem>(item ? 'PUT' : 'POST', url, { ...form, approve: true });
      if (saved.gate_failures.length) {
        // Saved as a draft: keep the form open with the findings beside the fields.
        setFailures(saved.gate_failures);
        setError('Saved as a draft: the question does not pass the checks yet.');
      } else onSaved(item ? 'Question updated and approved (the previous version is retired).' : 'Question added and approved.');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof form, label: string, multiline = false) => (
    <div className="field">
      <label htmlFor={`${formId}-${key}`}>{label}</label>
      {multiline ? (
        <textarea id={`${formId}-${key}`} value={form[key]} onChange={set(key)} rows={3} required />
      ) : (
        <input id={`${formId}-${key}`} value={form[key]} onChange={set(key)} required />
      )}
    </div>
  );

  return (
    <form className="card bank-form" onSubmit={submit} aria-label={item ? 'Edit question' : 'Add question'}>
      {field('question', 'Question', true)}
      {field('option_a', 'Option A')}
      {field('option_b', 'Option B')}
      {field('option_c', 'Option C')}
      {field('option_d', 'Option D')}
      <div className="field">
        <label htmlFor={`${formId}-key`}>Correct option</label>
        <select id={`${formId}-key`} value={form.correct_option} onChange={set('correct_option')}>
          {LETTERS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </div>
      {field('explanation', 'Explanation', true)}
      {field('source_section', 'Source section (heading of the article)')}
      {field('source_quote', 'Source quote (copied exactly from that section)', true)}
      <Alert>{error}</Alert>
      {failures.length ? (
        <ul className="bank-failures" aria-label="Checks the question fails">
          {failures.map((f) => (
            <li key={f.message}>{f.message}</li>
          ))}
        </ul>
      ) : null}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {item ? 'Save and approve' : 'Add and approve'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
