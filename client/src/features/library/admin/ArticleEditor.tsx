import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { categoryKey, categoryLabel, difficultyKey, difficultyLabel, languageKey, languageLabel } from '../../../app/enum-labels';
import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { CATEGORIES, DIFFICULTY_LEVELS, LIBRARY_LANGUAGES, PROFESSIONS } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import {
  AddArticleChangeLogEntryDocument,
  AdminArticleDocument,
  CreateArticleDocument,
  RemoveArticlePdfDocument,
  UpdateArticleDocument,
  UploadArticlePdfDocument,
  type AdminArticleQuery,
  type CreateArticleInput,
} from '../../../gql/graphql';
import { Alert, errorMessage, Field, Spinner } from '../../../ui/components';
import { SelectField, TextAreaField, TextField } from '../../../ui/form';
import { errorsByField, focusFirstInvalid, type FieldErrors } from '../../../ui/user-errors';

type AdminArticle = NonNullable<AdminArticleQuery['article']>;

interface FormState {
  title: string;
  category: string;
  secondaryCategory: string;
  subcategory: string;
  language: string;
  difficultyLevel: string;
  pePointsValue: string;
  pointsOverrideReason: string;
  videoMinutes: string;
  source: string;
  publicationDate: string;
  summary: string;
  content: string;
  externalUrl: string;
  estimatedReadTime: string;
  professions: string[];
  /** One person a line: "Name | role or qualification". */
  authors: string;
  reviewers: string;
  reviewedOn: string;
  nextReviewOn: string;
}

type FormField = keyof FormState;
const FORM_FIELDS = [
  'title',
  'category',
  'secondaryCategory',
  'subcategory',
  'language',
  'difficultyLevel',
  'pePointsValue',
  'pointsOverrideReason',
  'videoMinutes',
  'source',
  'publicationDate',
  'summary',
  'content',
  'externalUrl',
  'estimatedReadTime',
  'professions',
  'authors',
  'reviewers',
  'reviewedOn',
  'nextReviewOn',
] as const satisfies readonly FormField[];

const EMPTY: FormState = {
  title: '',
  category: CATEGORIES[0],
  secondaryCategory: '',
  subcategory: '',
  language: LIBRARY_LANGUAGES[0],
  difficultyLevel: '',
  pePointsValue: String(LIMITS.defaultArticlePoints),
  pointsOverrideReason: '',
  videoMinutes: '',
  source: '',
  publicationDate: '',
  summary: '',
  content: '',
  externalUrl: '',
  estimatedReadTime: '',
  professions: [],
  authors: '',
  reviewers: '',
  reviewedOn: '',
  nextReviewOn: '',
};

type Person = { name: string; role?: string | null };
/** People as the form's lines: "Name | role". */
const peopleLines = (list: readonly Person[]) => list.map((p) => (p.role ? `${p.name} | ${p.role}` : p.name)).join('\n');
/** The form's lines as people; empty lines are skipped. */
const peopleOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name, ...role] = line.split('|');
      return { name: name.trim(), role: role.join('|').trim() || null };
    });

function fromArticle(a: AdminArticle): FormState {
  return {
    title: a.title,
    category: categoryLabel(a.category),
    secondaryCategory: a.secondaryCategory ? categoryLabel(a.secondaryCategory) : '',
    subcategory: a.subcategory ?? '',
    language: languageLabel(a.language),
    difficultyLevel: a.difficultyLevel ? difficultyLabel(a.difficultyLevel) : '',
    pePointsValue: String(a.pePointsValue),
    pointsOverrideReason: a.pointsOverrideReason ?? '',
    videoMinutes: a.videoMinutes ? String(a.videoMinutes) : '',
    source: a.source ?? '',
    publicationDate: a.publicationDate ?? '',
    summary: a.summary,
    content: a.contentMarkdown,
    externalUrl: a.externalUrl ?? '',
    estimatedReadTime: a.estimatedReadTime ? String(a.estimatedReadTime) : '',
    professions: a.professions,
    authors: peopleLines(a.authors),
    reviewers: peopleLines(a.reviewers),
    reviewedOn: a.reviewedOn ?? '',
    nextReviewOn: a.nextReviewOn ?? '',
  };
}

/** Empty optional fields are sent as null; numbers are parsed (the server validates ranges and gives the message). */
function toInput(f: FormState): CreateArticleInput {
  const text = (v: string) => (v.trim() ? v.trim() : null);
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  return {
    title: f.title.trim(),
    category: categoryKey(f.category),
    secondaryCategory: f.secondaryCategory.trim() ? categoryKey(f.secondaryCategory) : null,
    subcategory: text(f.subcategory),
    language: languageKey(f.language),
    difficultyLevel: f.difficultyLevel.trim() ? difficultyKey(f.difficultyLevel) : null,
    pePointsValue: num(f.pePointsValue),
    pointsOverrideReason: f.pointsOverrideReason.trim() || null,
    videoMinutes: num(f.videoMinutes),
    source: text(f.source),
    publicationDate: text(f.publicationDate),
    summary: f.summary,
    content: f.content,
    externalUrl: text(f.externalUrl),
    estimatedReadTime: num(f.estimatedReadTime),
    professions: f.professions,
    authors: peopleOf(f.authors),
    reviewers: peopleOf(f.reviewers),
    reviewedOn: text(f.reviewedOn),
    nextReviewOn: text(f.nextReviewOn),
  };
}

/** Reads a file as base64 (without the data: URL prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always yields a string.
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Create or edit one article (every field), and attach or remove its PDF once it exists. */
export function ArticleEditor({
  id,
  justCreated = false,
  onDone,
  onCreated,
}: {
  id: string | null;
  justCreated?: boolean;
  onDone: () => void;
  onCreated: (id: string) => void;
}) {
  const { data, loading, error } = useQuery(AdminArticleDocument, id === null ? skipToken : { variables: { id }, fetchPolicy: 'network-only' });
  if (id !== null && !data?.article) {
    if (loading) return <Spinner label="Loading article..." />;
    return <Alert>{errorMessage(error, MESSAGES.articleNotFound)}</Alert>;
  }
  const article = data?.article ?? null;
  return <EditorForm key={article?.id ?? 'new'} article={article} justCreated={justCreated} onDone={onDone} onCreated={onCreated} />;
}

interface EditorFormProps {
  article: AdminArticle | null;
  justCreated: boolean;
  onDone: () => void;
  onCreated: (id: string) => void;
}

function EditorForm({ article, justCreated, onDone, onCreated }: EditorFormProps) {
  const [form, setForm] = useState<FormState>(article ? fromArticle(article) : EMPTY);
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<string | null>(justCreated ? 'Article created. It is published in the library.' : null);
  const [createArticle, { loading: creating }] = useMutation(CreateArticleDocument);
  const [updateArticle, { loading: updating }] = useMutation(UpdateArticleDocument);
  const saving = creating || updating;

  /** A text field's value, change handler and error, for a field component. */
  const field = (key: Exclude<FormField, 'professions' | 'form'>) => ({
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
    error: errors[key],
  });
  const toggleProfession = (p: string) =>
    setForm((f) => ({ ...f, professions: f.professions.includes(p) ? f.professions.filter((x) => x !== p) : [...f.professions, p] }));

  /** Shows the payload's userErrors next to their fields; true when there were none. */
  function accepted(problems: ReadonlyArray<{ field?: readonly string[] | null; message: string }>): boolean {
    if (problems.length === 0) return true;
    setErrors(errorsByField(problems, FORM_FIELDS));
    focusFirstInvalid(formRef.current);
    return false;
  }

  async function save(e: SubmitEvent) {
    e.preventDefault();
    setErrors({});
    setNotice(null);
    try {
      if (article) {
        const { data } = await updateArticle({ variables: { input: { ...toInput(form), id: article.id } } });
        if (data && accepted(data.updateArticle.userErrors)) setNotice('Article saved.');
      } else {
        const { data } = await createArticle({ variables: { input: toInput(form) } });
        const created = data?.createArticle.article;
        if (data && accepted(data.createArticle.userErrors) && created) onCreated(created.id);
      }
    } catch (err) {
      setErrors({ form: errorMessage(err, 'Failed to save the article') });
    }
  }

  return (
    <section className="card admin-editor" aria-labelledby="article-editor-title">
      <div className="admin-editor-head">
        <h2 id="article-editor-title">{article ? `Edit article #${article.id}` : 'New article'}</h2>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Back to the list
        </button>
      </div>
      <form ref={formRef} onSubmit={save}>
        <TextField label="Title" required maxLength={LIMITS.articleTitleMax} {...field('title')} />
        <div className="grid-3">
          <SelectField label="Category" required {...field('category')}>
            {CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          <SelectField label="Secondary category" {...field('secondaryCategory')}>
            <option value="">None</option>
            {CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          <TextField label="Subcategory" {...field('subcategory')} />
        </div>
        <div className="grid-3">
          <SelectField label="Language" required {...field('language')}>
            {LIBRARY_LANGUAGES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </SelectField>
          <SelectField label="Difficulty" {...field('difficultyLevel')}>
            <option value="">Not set</option>
            {DIFFICULTY_LEVELS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </SelectField>
          <TextField label="PE points" type="number" min={0} max={100} step={0.01} {...field('pePointsValue')} />
          <TextField
            label="Reason for other points than the study-time formula"
            placeholder="Empty: points follow the study time"
            {...field('pointsOverrideReason')}
          />
          <TextField label="Video minutes" type="number" min={0} max={10000} step={1} {...field('videoMinutes')} />
        </div>
        <div className="grid-3">
          <TextField label="Source" {...field('source')} />
          <TextField label="Publication date" type="date" {...field('publicationDate')} />
          <TextField label="Minutes to read or watch" type="number" min={1} max={1000} step={1} {...field('estimatedReadTime')} />
        </div>
        <TextField
          label="External link"
          hint="A YouTube link makes this a video item; any other link is shown as a link card."
          type="url"
          placeholder="https://"
          {...field('externalUrl')}
        />
        <TextAreaField label="Summary" hint="Lines starting with a dash are shown as bullets." maxLength={LIMITS.articleSummaryMax} {...field('summary')} />
        <TextAreaField
          label="Text (Markdown)"
          hint="Shown only when the item has no PDF and no external link. HTML is shown as text."
          className="admin-markdown"
          maxLength={LIMITS.articleContentMax}
          {...field('content')}
        />
        <fieldset aria-describedby={errors.professions ? 'article-professions-error' : undefined}>
          <legend>Professions (for recommendations)</legend>
          <div className="admin-checks">
            {PROFESSIONS.map((p, i) => (
              <label key={p} className="check">
                <input
                  type="checkbox"
                  aria-invalid={i === 0 && !!errors.professions}
                  checked={form.professions.includes(p)}
                  onChange={() => toggleProfession(p)}
                />
                {p}
              </label>
            ))}
          </div>
          {errors.professions ? (
            <small id="article-professions-error" className="field-error">
              {errors.professions}
            </small>
          ) : null}
        </fieldset>
        <fieldset className="admin-accountability">
          <legend>Accountability</legend>
          <p className="muted">
            In production an item is published only with at least one author, one reviewer and a review date; the demo-content labels do not count there.
          </p>
          <div className="grid-2">
            <TextAreaField label="Authors" hint="One a line: name | role or qualification" rows={3} {...field('authors')} />
            <TextAreaField label="Reviewers" hint="One a line: name | role or qualification" rows={3} {...field('reviewers')} />
          </div>
          <div className="grid-2">
            <TextField label="Reviewed on" type="date" {...field('reviewedOn')} />
            <TextField label="Next review" hint="Empty: 12 months after the review date" type="date" {...field('nextReviewOn')} />
          </div>
        </fieldset>
        <Alert>{errors.form ?? null}</Alert>
        <Alert kind="success">{notice}</Alert>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : article ? 'Save changes' : 'Create article'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
      {article ? <PdfSection article={article} /> : <p className="muted">Save the article first to attach a PDF.</p>}
      {article ? <ChangeLogSection article={article} /> : null}
    </section>
  );
}

/** The upload's input fields that are the chosen file. */
const FILE_FIELDS = ['fileName', 'base64'];

function PdfSection({ article }: { article: AdminArticle }) {
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [upload, { loading: uploading }] = useMutation(UploadArticlePdfDocument);
  const [remove, { loading: removing }] = useMutation(RemoveArticlePdfDocument);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const file = input.files?.[0];
    setError(null);
    setFileError(null);
    setNotice(null);
    if (!file) return;
    try {
      if (file.size > LIMITS.pdfUploadMaxBytes) return setFileError(MESSAGES.pdfTooLarge);
      const base64 = await readBase64(file);
      const { data } = await upload({ variables: { input: { articleId: article.id, fileName: file.name, base64 } } });
      const problem = data?.uploadArticlePdf.userErrors[0];
      if (!problem) setNotice(`Uploaded ${file.name}.`);
      else if (problem.field?.some((f) => FILE_FIELDS.includes(f))) setFileError(problem.message);
      else setError(problem.message);
    } catch (err) {
      setError(errorMessage(err, 'Failed to upload the PDF'));
    } finally {
      input.value = '';
    }
  }

  async function onRemove() {
    setError(null);
    setFileError(null);
    setNotice(null);
    try {
      const { data } = await remove({ variables: { input: { articleId: article.id } } });
      const problem = data?.removeArticlePdf.userErrors[0];
      if (problem) setError(problem.message);
      else setNotice('The PDF was removed.');
    } catch (err) {
      setError(errorMessage(err, 'Failed to remove the PDF'));
    }
  }

  return (
    <section className="admin-pdf" aria-labelledby="pdf-title">
      <h3 id="pdf-title">PDF</h3>
      {article.pdfFilename ? (
        <p>
          Current file:{' '}
          <a href={`/api/pdf/${encodeURIComponent(article.pdfFilename)}`} target="_blank" rel="noopener noreferrer">
            {article.pdfFilename}
          </a>{' '}
          <button type="button" className="btn btn-ghost" onClick={onRemove} disabled={removing}>
            {removing ? 'Removing...' : 'Remove PDF'}
          </button>
        </p>
      ) : (
        <p className="muted">No PDF attached. A PDF replaces the text in the reader.</p>
      )}
      <Field label={article.pdfFilename ? 'Replace PDF' : 'Upload PDF'} hint={`At most ${LIMITS.pdfUploadMaxBytes / (1024 * 1024)} MB.`}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={fileError ? `${d ?? ''} pdf-file-error`.trim() : d}
            aria-invalid={!!fileError}
            type="file"
            accept="application/pdf,.pdf"
            onChange={onFile}
            disabled={uploading}
          />
        )}
      </Field>
      {uploading ? <Spinner label="Uploading..." /> : null}
      {/* Right under the file field and announced at once: the problem arrives after the file was chosen. */}
      <div id="pdf-file-error">
        <Alert>{fileError ?? error}</Alert>
      </div>
      <Alert kind="success">{notice}</Alert>
    </section>
  );
}

const CHANGE_FIELDS = ['date', 'change', 'by'] as const;

/** The item's change log and a form to add a line (date defaults to today, "by" to the admin). */
function ChangeLogSection({ article }: { article: AdminArticle }) {
  const [line, setLine] = useState({ date: '', change: '', by: '' });
  const [errors, setErrors] = useState<FieldErrors<(typeof CHANGE_FIELDS)[number]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddArticleChangeLogEntryDocument);
  const set = (key: keyof typeof line) => (e: ChangeEvent<HTMLInputElement>) => setLine((l) => ({ ...l, [key]: e.target.value }));

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setErrors({});
    setNotice(null);
    try {
      const { data } = await add({
        variables: { input: { articleId: article.id, date: line.date || null, change: line.change, by: line.by.trim() || null } },
      });
      const problems = data?.addArticleChangeLogEntry.userErrors ?? [];
      if (problems.length) return setErrors(errorsByField(problems, CHANGE_FIELDS));
      setLine({ date: '', change: '', by: '' });
      setNotice('Change added to the log.');
    } catch (err) {
      setErrors({ form: errorMessage(err, 'Failed to add the change') });
    }
  }

  return (
    <section className="admin-pdf" aria-labelledby="changelog-title">
      <h3 id="changelog-title">Change log</h3>
      {article.changeLog.length ? (
        <ol className="admin-changelog">
          {article.changeLog.map((c, i) => (
            <li key={`${c.date}-${i}`}>
              <time dateTime={c.date}>{c.date}</time>: {c.change} <span className="muted">— {c.by}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No changes recorded yet.</p>
      )}
      <form onSubmit={submit}>
        <div className="grid-3">
          <Field label="Date" hint="Empty: today" error={errors.date}>
            {(id, d) => <input id={id} aria-describedby={d} aria-invalid={!!errors.date} type="date" value={line.date} onChange={set('date')} />}
          </Field>
          <Field label="What changed" required error={errors.change}>
            {(id, d) => (
              <input id={id} aria-describedby={d} aria-invalid={!!errors.change} required maxLength={1000} value={line.change} onChange={set('change')} />
            )}
          </Field>
          <Field label="Changed by" hint="Empty: your name" error={errors.by}>
            {(id, d) => <input id={id} aria-describedby={d} aria-invalid={!!errors.by} maxLength={200} value={line.by} onChange={set('by')} />}
          </Field>
        </div>
        <Alert>{errors.form ?? null}</Alert>
        <Alert kind="success">{notice}</Alert>
        <button type="submit" className="btn btn-ghost" disabled={loading}>
          {loading ? 'Adding...' : 'Add to the change log'}
        </button>
      </form>
    </section>
  );
}
