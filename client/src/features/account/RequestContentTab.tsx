import { useMutation } from '@apollo/client/react';
import { languageKey } from '../../app/enum-labels';
import { useState, type SubmitEvent } from 'react';
import { PROFESSIONS, REQUEST_LANGUAGES } from '@leerpunt/shared/catalog';
import { DEFAULT_REQUEST_LANGUAGE } from '@leerpunt/shared/defaults';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession } from '../../app/session';
import { AccountRequestArticleDocument } from '../../gql/graphql';
import { checked, userErrorFields } from '../../app/user-errors';
import { Alert, errorMessage, Field } from '../../ui/components';
import './account.css';

interface RequestForm {
  language: string;
  professionCategory: string;
  topic: string;
  description: string;
}

const STEPS = [
  { title: 'Submit your request', text: 'Tell us the topic, the language and the profession it is for.' },
  { title: 'Review', text: 'Our editorial team reviews every request for relevance and accreditation fit.' },
  { title: 'Prioritization', text: 'Requests are prioritised by demand across members and professions.' },
  { title: 'Content addition', text: 'Selected topics are written or sourced and added to the library with PE points.' },
  { title: 'Notification', text: 'When new content is live it is announced in News and in Latest Updates on your dashboard.' },
];

/** Account → Request Content: ask for an article on a topic, and how requests are handled. */
export default function RequestContentTab() {
  const { user } = useSession();
  const defaults = (): RequestForm => ({
    language: DEFAULT_REQUEST_LANGUAGE,
    professionCategory: user?.profession ?? '',
    topic: '',
    description: '',
  });
  const [form, setForm] = useState<RequestForm>(defaults);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof RequestForm, string>>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [submitRequest, { loading }] = useMutation(AccountRequestArticleDocument);

  // The member's own profession is offered even when it is not (or no longer) in the list.
  const professions: string[] = [...PROFESSIONS];
  if (user?.profession && !professions.includes(user.profession)) professions.unshift(user.profession);

  const set = (key: keyof RequestForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
    setSuccess(null);
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    setSuccess(null);
    if (!form.language) return setError('Language is required');
    if (!form.professionCategory.trim()) return setError('Profession category is required');
    if (!form.topic.trim()) return setError('Topic is required');
    try {
      const { data } = await submitRequest({
        variables: {
          input: {
            language: languageKey(form.language),
            professionCategory: form.professionCategory,
            topic: form.topic.trim(),
            description: form.description.trim() || null,
          },
        },
      });
      if (data) checked(data.requestArticle);
      setForm(defaults());
      setSuccess(MESSAGES.requestSuccess);
    } catch (err) {
      setFieldErrors(userErrorFields(err));
      setError(errorMessage(err, MESSAGES.requestFailed, MESSAGES.networkError));
    }
  }

  return (
    <div className="account-request">
      <form className="account-form" onSubmit={submit} noValidate aria-labelledby="request-title">
        <h2 id="request-title">Request Content</h2>
        <p className="muted">Missing a topic you need for your CPD? Ask for it and we will consider adding it to the library.</p>
        <div aria-live="polite">
          <Alert kind="success">{success}</Alert>
        </div>
        <Alert>{error}</Alert>
        <div className="grid-2">
          <Field label="Language" required error={fieldErrors.language}>
            {(id, d) => (
              <select
                id={id}
                aria-describedby={d}
                aria-invalid={!!fieldErrors.language}
                required
                value={form.language}
                onChange={(e) => set('language', e.target.value)}
              >
                {REQUEST_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Profession category" required error={fieldErrors.professionCategory}>
            {(id, d) => (
              <select
                id={id}
                aria-describedby={d}
                aria-invalid={!!fieldErrors.professionCategory}
                required
                value={form.professionCategory}
                onChange={(e) => set('professionCategory', e.target.value)}
              >
                <option value="">Select a profession</option>
                {professions.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Topic" required hint="For example: IFRS 16 lease accounting for retailers" error={fieldErrors.topic}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              aria-invalid={!!fieldErrors.topic}
              required
              maxLength={LIMITS.requestTopicMax}
              value={form.topic}
              onChange={(e) => set('topic', e.target.value)}
            />
          )}
        </Field>
        <Field label="Description" hint={`Optional · ${form.description.length}/${LIMITS.requestDescriptionMax} characters`} error={fieldErrors.description}>
          {(id, d) => (
            <textarea
              id={id}
              aria-describedby={d}
              aria-invalid={!!fieldErrors.description}
              maxLength={LIMITS.requestDescriptionMax}
              rows={5}
              placeholder="What should the article cover? Any sources or standards to include?"
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Submitting...' : 'Submit Request'}
        </button>
      </form>

      <aside className="account-steps" aria-labelledby="request-steps-title">
        <h3 id="request-steps-title">What happens next</h3>
        <ol>
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="account-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong>{s.title}</strong>
                <span className="muted">{s.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
