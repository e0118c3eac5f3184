import { useMutation } from '@apollo/client/react';
import { useRef, useState, type SubmitEvent } from 'react';
import { MEMBER_LIMITS, MEMBER_MESSAGES } from '@leerpunt/shared/members';
import { AdminMemberDetailDocument, GrantMemberAttemptsDocument, type AdminMemberDetailQuery } from '../../../gql/graphql';
import { Alert, errorMessage, Field } from '../../../ui/components';
import { attempts } from './member-labels';

type Item = NonNullable<AdminMemberDetailQuery['member']>['items'][number];
type FieldName = 'articleId' | 'extraAttempts' | 'reason';
type Errors = Partial<Record<FieldName, string>>;

const ORDER: FieldName[] = ['articleId', 'extraAttempts', 'reason'];

/** The same checks the server makes, so most mistakes show before a round trip. */
function check(articleId: string, extra: string, reason: string): Errors {
  const errors: Errors = {};
  if (!articleId) errors.articleId = 'Choose the item';
  const n = Number(extra);
  if (!/^\d+$/.test(extra.trim()) || n < 1 || n > MEMBER_LIMITS.grantExtraMax) errors.extraAttempts = MEMBER_MESSAGES.grantExtraRange;
  const length = reason.trim().length;
  if (length < MEMBER_LIMITS.grantReasonMin || length > MEMBER_LIMITS.grantReasonMax) errors.reason = MEMBER_MESSAGES.grantReasonLength;
  return errors;
}

/** Extra attempts for one of the member's items not yet passed, with the reason kept in the audit log. */
export function GrantAttemptsForm({ userId, items }: { userId: string; items: Item[] }) {
  // The item most likely to need attempts comes first: none left, then the fewest left.
  const choices = [...items].sort((a, b) => a.attemptsRemaining - b.attemptsRemaining);
  const [articleId, setArticleId] = useState(choices[0] ? String(choices[0].articleId) : '');
  const [extra, setExtra] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [grant, { loading }] = useMutation(GrantMemberAttemptsDocument, { refetchQueries: [AdminMemberDetailDocument], awaitRefetchQueries: true });

  const focusFirst = (found: Errors) => {
    const first = ORDER.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setNotice(null);
    setFormError(null);
    const found = check(articleId, extra, reason);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    try {
      const res = await grant({ variables: { input: { userId, articleId, extraAttempts: Number(extra), reason: reason.trim() } } });
      const payload = res.data?.grantTestAttempts;
      if (payload?.grant) {
        setNotice(`${attempts(payload.grant.extraAttempts)} granted for ${payload.grant.articleTitle}.`);
        setExtra('1');
        setReason('');
        return;
      }
      const fromServer: Errors = {};
      for (const problem of payload?.userErrors ?? []) {
        const field = problem.field?.[0] as FieldName | undefined;
        if (field && ORDER.includes(field)) fromServer[field] ??= problem.message;
        else setFormError(problem.message);
      }
      setErrors(fromServer);
      focusFirst(fromServer);
    } catch (err) {
      setFormError(errorMessage(err, 'The attempts could not be granted. Please try again.'));
    }
  }

  return (
    <section className="member-block" aria-labelledby="member-grant-title">
      <h4 id="member-grant-title">Grant extra attempts</h4>
      {choices.length === 0 ? (
        <p className="muted">Extra attempts can be granted for an item the member has tried and not passed.</p>
      ) : (
        <form ref={form} className="member-grant-form" onSubmit={(e) => void submit(e)} noValidate>
          <Field label="Item" required error={errors.articleId}>
            {(id, describedBy) => (
              <select
                id={id}
                name="articleId"
                aria-invalid={!!errors.articleId}
                aria-describedby={describedBy}
                value={articleId}
                onChange={(e) => setArticleId(e.target.value)}
              >
                {choices.map((i) => (
                  <option key={i.articleId} value={i.articleId}>
                    {i.articleTitle} ({i.attemptsRemaining} left)
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Extra attempts"
            required
            error={errors.extraAttempts}
            hint={`1 to ${MEMBER_LIMITS.grantExtraMax}, added to the usual ${MEMBER_LIMITS.standardAttempts}`}
          >
            {(id, describedBy) => (
              <input
                id={id}
                name="extraAttempts"
                type="number"
                inputMode="numeric"
                min={1}
                max={MEMBER_LIMITS.grantExtraMax}
                step={1}
                aria-invalid={!!errors.extraAttempts}
                aria-describedby={describedBy}
                value={extra}
                onChange={(e) => setExtra(e.target.value)}
              />
            )}
          </Field>
          <Field label="Reason" required error={errors.reason} hint="Kept with the grant and in the audit log">
            {(id, describedBy) => (
              <textarea
                id={id}
                name="reason"
                maxLength={MEMBER_LIMITS.grantReasonMax}
                aria-invalid={!!errors.reason}
                aria-describedby={describedBy}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <div aria-live="polite">
            <Alert>{formError}</Alert>
            <Alert kind="success">{notice}</Alert>
          </div>
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {loading ? 'Granting...' : 'Grant attempts'}
          </button>
        </form>
      )}
    </section>
  );
}
