import { useMutation } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { checked } from '../../app/user-errors';
import { CpdEntryKind, SaveCpdReflectionDocument } from '../../gql/graphql';
import { Alert, errorMessage, Field } from '../../ui/components';

/** A short reflection on one entry: what I learned, how I will apply it (either may be left empty, not both). */
export function ReflectionForm({ entry, onDone }: { entry: { id: string; kind: CpdEntryKind; title: string }; onDone: (saved: boolean) => void }) {
  const [learned, setLearned] = useState('');
  const [application, setApplication] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The card's list of entries without a reflection comes from the dashboard: read it again once saved.
  const [save, { loading }] = useMutation(SaveCpdReflectionDocument, { refetchQueries: ['Dashboard'] });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!learned.trim() && !application.trim()) {
      setError(MESSAGES.reflectionEmpty);
      return;
    }
    setError(null);
    try {
      const { data } = await save({
        variables: { input: { entryKind: entry.kind, entryId: entry.id, learned: learned || null, application: application || null } },
      });
      if (data) checked(data.saveCpdReflection);
      onDone(true);
    } catch (err) {
      setError(errorMessage(err, 'The reflection could not be saved. Please try again.', MESSAGES.networkError));
    }
  }

  return (
    <form className="reflection-form" onSubmit={submit} noValidate aria-label={`Reflection on ${entry.title}`}>
      <Alert>{error}</Alert>
      <Field label="What I learned" hint={`Up to ${LIMITS.reflectionFieldMax} characters`}>
        {(id, d) => (
          <textarea id={id} aria-describedby={d} rows={3} maxLength={LIMITS.reflectionFieldMax} value={learned} onChange={(e) => setLearned(e.target.value)} />
        )}
      </Field>
      <Field label="How I will apply it" hint={`Up to ${LIMITS.reflectionFieldMax} characters`}>
        {(id, d) => (
          <textarea
            id={id}
            aria-describedby={d}
            rows={3}
            maxLength={LIMITS.reflectionFieldMax}
            value={application}
            onChange={(e) => setApplication(e.target.value)}
          />
        )}
      </Field>
      <div className="button-row">
        <button type="submit" className="btn btn-primary btn-small" disabled={loading}>
          {loading ? 'Saving...' : 'Save reflection'}
        </button>
        <button type="button" className="btn btn-ghost btn-small" disabled={loading} onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
