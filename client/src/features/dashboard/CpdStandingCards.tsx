import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { CpdStandingCards_DashboardFragmentDoc, type CpdStandingCards_DashboardFragment, type CpdStatus } from '../../gql/graphql';
import { Alert } from '../../ui/components';
import { ReflectionForm } from './ReflectionForm';

type Standing = CpdStandingCards_DashboardFragment['cpdStandings'][number];

const figure = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));
const longDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const STATUS: Record<CpdStatus, { label: string; className: string }> = {
  ON_TRACK: { label: 'On track', className: 'cpd-status on-track' },
  BEHIND: { label: 'Behind', className: 'cpd-status behind' },
  NO_TARGET: { label: 'No hour target', className: 'cpd-status no-target' },
};

/** One chosen body: points so far against its cycle, the yearly minimum, the verifiable share, what would close a gap, and missing reflections. */
function StandingCard({ s }: { s: Standing }) {
  const [reflecting, setReflecting] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const unit = s.profile.unitLabel;
  const cycle = s.cycleStartYear === s.cycleEndYear ? String(s.cycleStartYear) : `${s.cycleStartYear}–${s.cycleEndYear}`;
  const status = s.complete ? { label: 'Requirement met', className: 'cpd-status on-track' } : STATUS[s.status];
  const titleId = `cpd-${s.id.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <section className="card dash-section cpd-card" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{s.profile.body}</h2>
        <span className={status.className}>{status.label}</span>
      </div>
      <p className="muted cpd-cycle">Cycle {cycle}</p>
      {s.required != null ? (
        <div className="cpd-progress">
          <p>
            <strong>
              {figure(s.credited)} of {figure(s.required)}
            </strong>{' '}
            {unit}
            {s.carriedIn > 0 ? ` (${figure(s.carriedIn)} carried over from last year)` : ''}
          </p>
          <div
            className="cpd-bar"
            role="progressbar"
            aria-label={`${s.profile.body}: ${unit} so far`}
            aria-valuemin={0}
            aria-valuemax={s.required}
            aria-valuenow={s.credited}
          >
            <span style={{ width: `${Math.min(100, (s.credited / s.required) * 100)}%` }} />
          </div>
        </div>
      ) : (
        <p>
          <strong>{figure(s.credited)}</strong> hours recorded in this cycle. This body sets no hour target.
        </p>
      )}
      <ul className="cpd-figures">
        {s.profile.minimumPerYear != null ? (
          <li>
            At least {figure(s.profile.minimumPerYear)} {unit} a year:{' '}
            {s.missingThisYear > 0 ? `${figure(s.missingThisYear)} still to earn this year` : 'reached this year'}
          </li>
        ) : null}
        {s.verifiableRequired != null ? (
          <li>
            Verifiable: {figure(s.verifiableCredited)} of {figure(s.verifiableRequired)} {s.verifiableMet ? '(met)' : '(not yet met)'}
          </li>
        ) : null}
        {s.categories.map((c) => (
          <li key={c.label}>
            {c.label}: {figure(c.credited)} of {figure(c.required)} {c.met ? '(met)' : '(not yet met)'}
          </li>
        ))}
      </ul>
      {s.gap > 0 ? (
        <div className="cpd-gap">
          <p>
            {s.status === 'BEHIND' ? 'To get back on track' : 'Still to go'}: {figure(s.gap)} {unit}.
          </p>
          {s.suggestions.length > 0 ? (
            <ul className="recommended-list">
              {s.suggestions.map((a) => (
                <li key={a.id}>
                  <Link className="recommended-item" to={`/article/${a.id}`}>
                    <span className="recommended-title">{a.title}</span>
                    <span className="points">{figure(a.pePointsValue)} PE points</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {s.profile.reflectionRequired ? (
        <div className="cpd-reflections">
          <div aria-live="polite">
            <Alert kind="success">{saved}</Alert>
          </div>
          {s.entriesWithoutReflectionCount === 0 ? (
            <p className="muted">Every entry of this cycle has a reflection.</p>
          ) : (
            <>
              <p>
                {s.entriesWithoutReflectionCount} {s.entriesWithoutReflectionCount === 1 ? 'entry lacks' : 'entries lack'} a reflection
                {s.entriesWithoutReflectionCount > s.entriesWithoutReflection.length ? ` (the newest ${s.entriesWithoutReflection.length} are listed)` : ''}:
              </p>
              <ul className="cpd-entries">
                {s.entriesWithoutReflection.map((e) => (
                  <li key={`${e.kind}:${e.id}`}>
                    <div className="cpd-entry">
                      <span>
                        {e.title} <span className="muted">· {e.date}</span>
                      </span>
                      {reflecting === `${e.kind}:${e.id}` ? null : (
                        <button type="button" className="btn btn-secondary btn-small" onClick={() => setReflecting(`${e.kind}:${e.id}`)}>
                          Add reflection
                        </button>
                      )}
                    </div>
                    {reflecting === `${e.kind}:${e.id}` ? (
                      <ReflectionForm
                        entry={e}
                        onDone={(ok) => {
                          setReflecting(null);
                          if (ok) setSaved(`Reflection saved for “${e.title}”.`);
                        }}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
      <p className="cpd-source muted">
        Rules as published by the body, checked {longDate(s.profile.checkedOn)} (
        <a href={s.profile.sourceUrl} target="_blank" rel="noreferrer">
          source
        </a>
        ). Always check your requirement with your professional body.
      </p>
    </section>
  );
}

/** A card per professional body the member follows; without one, a way to choose one. */
export function CpdStandingCards({ dashboard }: { dashboard: FragmentType<typeof CpdStandingCards_DashboardFragmentDoc> }) {
  const standings = getFragmentData(CpdStandingCards_DashboardFragmentDoc, dashboard).cpdStandings;
  if (standings.length === 0) {
    return (
      <section className="card dash-section cpd-card" aria-labelledby="cpd-empty-title">
        <h2 id="cpd-empty-title">Your professional body</h2>
        <p className="muted">See how your CPD counts toward your professional body’s requirement, cycle by cycle.</p>
        <Link className="btn btn-secondary" to="/account?tab=profile#professional-bodies">
          Choose your professional body
        </Link>
      </section>
    );
  }
  return (
    <>
      {standings.map((s) => (
        <StandingCard key={s.id} s={s} />
      ))}
    </>
  );
}
