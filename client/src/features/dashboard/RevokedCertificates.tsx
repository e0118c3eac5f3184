import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { RevokedCertificates_DashboardFragmentDoc } from '../../gql/graphql';
import { dateLong } from '../../ui/dates';
import { pePointsLabel } from '../../ui/points';

/** A notice above the stats naming each revoked certificate, its reason, and that its points no longer count. */
export function RevokedCertificates({ dashboard: ref }: { dashboard: FragmentType<typeof RevokedCertificates_DashboardFragmentDoc> }) {
  const { revokedCertificates: revoked } = getFragmentData(RevokedCertificates_DashboardFragmentDoc, ref);
  if (!revoked.length) return null;
  return (
    <section className="card revoked-notice" aria-labelledby="revoked-title">
      <h2 id="revoked-title">{revoked.length === 1 ? 'A certificate was revoked' : `${revoked.length} certificates were revoked`}</h2>
      <p>Revoked certificates no longer verify, and their points are not part of your totals or your CPD record.</p>
      <ul>
        {revoked.map((c) => (
          <li key={c.certificateId}>
            <span className="revoked-badge">Revoked</span> <strong>{c.articleTitle}</strong> · {pePointsLabel(c.pePoints)} · {dateLong(c.revokedAt)}
            {c.reason ? <span className="revoked-reason">Reason: {c.reason}</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/account?tab=certificates">Your certificates</Link> · <Link to="/help">Questions? Contact support</Link>
      </p>
    </section>
  );
}
