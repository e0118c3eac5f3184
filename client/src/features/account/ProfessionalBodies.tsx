import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { checked } from '../../app/user-errors';
import { AccountChooseCpdBodiesDocument, AccountCpdBodiesDocument, type AccountCpdBodiesQuery } from '../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../ui/components';

type Profile = AccountCpdBodiesQuery['cpdProfiles'][number];

/** One line on what the body asks, from its profile's figures. */
function summary(p: Profile): string {
  const parts: string[] = [];
  const cycle = p.cycleYears === 1 ? 'a year' : `in ${p.cycleYears} years`;
  if (p.totalPerCycle != null) parts.push(`${p.totalPerCycle} ${p.unitLabel} ${cycle}`);
  if (p.minimumPerYear != null && p.cycleYears > 1) parts.push(`at least ${p.minimumPerYear} a year`);
  if (p.verifiableMinimumPerCycle != null) parts.push(`${p.verifiableMinimumPerCycle} verifiable`);
  if (parts.length === 0) parts.push('no hour target');
  if (p.reflectionRequired) parts.push('reflection on each entry');
  return parts.join(' · ');
}

/** Account → Profile: which professional bodies' CPD requirements the dashboard tracks, and when each member-chosen cycle started. */
export function ProfessionalBodies() {
  const { data, loading, error } = useQuery(AccountCpdBodiesDocument, { fetchPolicy: 'cache-and-network' });
  if (!data)
    return loading ? <Spinner label="Loading professional bodies..." /> : <Alert>{errorMessage(error, 'Failed to load the professional bodies.')}</Alert>;
  // The form starts from what is stored and keeps its own state afterwards (a save's refetch does not reset its message).
  return <BodiesForm data={data} />;
}

function BodiesForm({ data }: { data: AccountCpdBodiesQuery }) {
  const thisYear = new Date().getUTCFullYear();
  const [chosen, setChosen] = useState<Map<string, string>>(
    () => new Map(data.cpdBodyChoices.map((c) => [c.profile.id, c.cycleStartYear == null ? '' : String(c.cycleStartYear)])),
  );
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AccountChooseCpdBodiesDocument, {
    refetchQueries: ['AccountCpdBodies'],
    // The dashboard's cards follow the chosen bodies: read it again when it is next shown.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
      cache.gc();
    },
  });

  const toggle = (id: string, on: boolean) => {
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(id, String(thisYear));
      else next.delete(id);
      return next;
    });
    setSuccess(null);
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    if (chosen.size > LIMITS.cpdBodiesMax) {
      setError(MESSAGES.cpdBodiesTooMany);
      return;
    }
    const choices = data.cpdProfiles
      .filter((p) => chosen.has(p.id))
      .map((p) => ({
        profileId: p.id,
        cycleStartYear: p.cycleStart === 'MEMBER_CHOSEN' && chosen.get(p.id) ? Number(chosen.get(p.id)) : null,
      }));
    try {
      const { data: result } = await save({ variables: { input: { choices } } });
      if (result) checked(result.chooseCpdBodies);
      setSuccess(choices.length ? 'Professional bodies saved. Your dashboard shows a card for each.' : 'No professional body chosen.');
    } catch (err) {
      setError(errorMessage(err, 'The professional bodies could not be saved. Please try again.', MESSAGES.networkError));
    }
  }

  return (
    <form id="professional-bodies" className="account-form cpd-bodies" onSubmit={submit} noValidate aria-labelledby="bodies-title">
      <h2 id="bodies-title">Professional bodies</h2>
      <p className="muted">
        Choose the bodies whose CPD requirement you follow (at most {LIMITS.cpdBodiesMax}). Your dashboard then shows where you stand in each cycle. The figures
        come from each body’s published rules; always check your own requirement with your body.
      </p>
      <div aria-live="polite">
        <Alert kind="success">{success}</Alert>
      </div>
      <Alert>{error}</Alert>
      <ul className="cpd-body-list">
        {data.cpdProfiles.map((p) => {
          const on = chosen.has(p.id);
          const yearId = `cycle-start-${p.id}`;
          return (
            <li key={p.id} className={on ? 'chosen' : undefined}>
              <label className="cpd-body-choice">
                <input type="checkbox" checked={on} onChange={(e) => toggle(p.id, e.target.checked)} />
                <span>
                  <strong>{p.body}</strong> <span className="muted">({p.country})</span>
                  <br />
                  <span className="cpd-body-summary">{summary(p)}</span>
                </span>
              </label>
              {on && p.cycleStart === 'MEMBER_CHOSEN' ? (
                <div className="cpd-cycle-start">
                  <label htmlFor={yearId}>Year your current cycle started</label>
                  <input
                    id={yearId}
                    type="number"
                    inputMode="numeric"
                    min={LIMITS.dashboardYearMin}
                    max={thisYear}
                    value={chosen.get(p.id) ?? ''}
                    onChange={(e) => setChosen((m) => new Map(m).set(p.id, e.target.value))}
                  />
                </div>
              ) : null}
              <details className="cpd-body-note">
                <summary>About these rules</summary>
                <p>{p.note}</p>
                <p>
                  Checked {p.checkedOn}:{' '}
                  <a href={p.sourceUrl} target="_blank" rel="noreferrer">
                    {p.sourceUrl}
                  </a>
                </p>
              </details>
            </li>
          );
        })}
      </ul>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Saving...' : 'Save professional bodies'}
        </button>
      </div>
    </form>
  );
}
