import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MAIL_KIND_LABELS, MAIL_PREFERENCE_TEXTS as T, type MailKind } from '@leerpunt/shared/mail';
import { checked } from '../../app/user-errors';
import { AccountMailPreferencesDocument, AccountSetMailPreferenceDocument, type MailKind as Kind } from '../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../ui/components';

/** The GraphQL enum value of each kind. */
const KIND_OF: Record<Kind, MailKind> = {
  RENEWAL_UPCOMING: 'renewal_upcoming',
  PAYMENT_FAILED: 'payment_failed',
  CYCLE_DEADLINE: 'cycle_deadline',
  CERTIFICATE_REVOKED: 'certificate_revoked',
};

/** Account → Profile → E-mail notifications: one switch per kind of optional mail, saved as it is changed. */
export function MailPreferences() {
  const { data, loading, error } = useQuery(AccountMailPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The switch moves at once; the saved answer replaces it, and a failed save puts it back.
  const [pending, setPending] = useState<Partial<Record<Kind, boolean>>>({});
  const [save, { loading: saving }] = useMutation(AccountSetMailPreferenceDocument, {
    update: (cache, { data: answer }) => {
      const preferences = answer?.setMailPreference.preferences;
      if (preferences?.length) cache.writeQuery({ query: AccountMailPreferencesDocument, data: { mailPreferences: preferences } });
    },
  });

  async function change(kind: Kind, subscribed: boolean) {
    setNotice(null);
    setPending((now) => ({ ...now, [kind]: subscribed }));
    try {
      const res = await save({ variables: { input: { kind, subscribed } } });
      checked(res.data!.setMailPreference);
      setNotice({ kind: 'success', text: T.saved });
    } catch (e) {
      setNotice({ kind: 'error', text: errorMessage(e, 'Your choice could not be saved. Please try again.') });
    } finally {
      setPending(({ [kind]: _done, ...rest }) => rest);
    }
  }

  return (
    <section className="account-form privacy-section" aria-labelledby="mail-preferences-title">
      <h2 id="mail-preferences-title">{T.heading}</h2>
      <p className="muted">{T.intro}</p>
      <div aria-live="polite">{notice && <Alert kind={notice.kind}>{notice.text}</Alert>}</div>
      {!data ? (
        loading ? (
          <Spinner label="Loading your e-mail choices..." />
        ) : (
          <Alert>{errorMessage(error, 'Failed to load your e-mail choices.')}</Alert>
        )
      ) : (
        <ul className="mail-preferences">
          {data.mailPreferences.map((p) => {
            const { label, description } = MAIL_KIND_LABELS[KIND_OF[p.kind]];
            const id = `mail-preference-${KIND_OF[p.kind]}`;
            return (
              <li key={p.kind}>
                <input
                  id={id}
                  type="checkbox"
                  checked={pending[p.kind] ?? p.subscribed}
                  disabled={saving}
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => void change(p.kind, e.target.checked)}
                />
                <label htmlFor={id}>
                  <strong>{label}</strong>
                  <span id={`${id}-hint`}>{description}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
