import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession } from '../../app/session';
import { checked } from '../../app/user-errors';
import { AccountConfirmEmailChangeDocument } from '../../gql/graphql';
import { errorMessage, Spinner } from '../../ui/components';
import { Icon } from '../../ui/icons';

type State = { kind: 'loading' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** /confirm-email-change/{token}: the link sent to a new address moves the account to it. */
export default function ConfirmEmailChangePage() {
  const { token = '' } = useParams();
  const { user, updateUser } = useSession();
  const [confirm] = useMutation(AccountConfirmEmailChangeDocument);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);
  const signedInAs = user?.id;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ variables: { input: { token } } })
      .then(({ data }) => {
        const r = data && checked(data.confirmEmailChange);
        if (!r?.email) throw new Error('This link is invalid or has expired.');
        // The member signed in here sees the new address at once (another browser's session refreshes on its next load).
        if (signedInAs) updateUser({ email: r.email });
        setState({ kind: 'success', message: r.message ?? 'Your e-mail address has been changed.' });
      })
      .catch((err: unknown) => setState({ kind: 'error', message: errorMessage(err, 'This link is invalid or has expired.', MESSAGES.networkError) }));
  }, [confirm, token, signedInAs, updateUser]);

  return (
    <div className="auth-layout">
      <section className="card auth-card" aria-live="polite">
        {state.kind === 'loading' && <Spinner label="Changing your e-mail address..." />}
        {state.kind === 'success' && (
          <>
            <div className="state-icon success" aria-hidden="true">
              <Icon name="check" size={28} />
            </div>
            <h1>E-mail Address Changed</h1>
            <p>{state.message}</p>
            <Link className="btn btn-primary" to={signedInAs ? '/account?tab=profile' : '/login'}>
              {signedInAs ? 'Back to My Account' : 'Go to Login'}
            </Link>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <h1>E-mail Change Failed</h1>
            <p role="alert">{state.message}</p>
            <Link className="btn btn-primary" to={signedInAs ? '/account?tab=profile' : '/login'}>
              {signedInAs ? 'Back to My Account' : 'Go to Login'}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
