import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConnectedApplicationsDocument, WithdrawConsentDocument } from '../../gql/graphql';
import { checked } from '../../app/user-errors';
import { Alert, ConfirmDialog, EmptyState, errorMessage, Spinner } from '../../ui/components';
import { dateLong } from '../../ui/dates';
import './partners.css';

/** Account → Connected applications: partner applications the member allowed to read their data, each with what it may read, and a way to disconnect it. */
export default function ConnectedApplicationsTab() {
  const { data, loading, error, refetch } = useQuery(ConnectedApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  const [withdraw, { loading: withdrawing }] = useMutation(WithdrawConsentDocument);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (!asking) return;
    setFailure(null);
    try {
      const { data: answer } = await withdraw({ variables: { input: { id: asking.id } } });
      checked(answer!.withdrawConsent);
      setNotice(`${asking.name} is disconnected. It can no longer read your data.`);
      await refetch();
    } catch (err) {
      setFailure(errorMessage(err, 'Could not disconnect the application'));
    } finally {
      setAsking(null);
    }
  }

  if (loading && !data) return <Spinner label="Loading connected applications..." />;
  const apps = data?.connectedApplications.edges.map((e) => e.node) ?? [];

  return (
    <div className="connected-apps">
      <h2>Connected applications</h2>
      <p className="muted">Applications you allowed to read your data. Disconnect one to stop its access at once.</p>
      <Alert kind="success">{notice}</Alert>
      <Alert>{failure ?? (error ? errorMessage(error, 'Could not load your connected applications') : null)}</Alert>
      {apps.length === 0 && !error ? (
        <EmptyState title="No connected applications">When you allow an application to read your data, it is listed here.</EmptyState>
      ) : (
        <ul className="connected-app-list" aria-label="Connected applications">
          {apps.map((app) => (
            <li key={app.id} className="card connected-app">
              <h3>{app.name}</h3>
              <p className="muted">Connected {dateLong(app.grantedAt)}</p>
              <p className="connected-app-can">It can:</p>
              <ul className="scope-list">
                {app.scopes.map((s) => (
                  <li key={s.scope}>{s.description}</li>
                ))}
              </ul>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setAsking({ id: app.id, name: app.name })}
                aria-label={`Disconnect ${app.name}`}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={`Disconnect ${asking.name}?`}
          action="Disconnect"
          busyLabel="Disconnecting..."
          busy={withdrawing}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        >
          {asking.name} will no longer be able to read your data. You can connect it again later from the application.
        </ConfirmDialog>
      )}
    </div>
  );
}
