import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useAppConfig } from '../../app/app-config';
import { getFragmentData } from '../../gql/fragment-masking';
import { CertificatesTab_CertificateFragmentDoc, MyCertificatesDocument } from '../../gql/graphql';
import { EmptyState, Spinner } from '../../ui/components';
import { useSession } from '../../app/session';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { pePointsLabel } from '../../ui/points';
import './certificates.css';
import { dateLong } from '../../ui/dates';

/** LinkedIn's "add a licence or certification" form, prefilled with the certificate's facts. */
export function linkedInAddUrl(c: { articleTitle: string; completedAt: string; certificateId: string }, organizationName: string, origin: string): string {
  const completed = new Date(c.completedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.articleTitle,
    organizationName,
    issueYear: String(completed.getUTCFullYear()),
    issueMonth: String(completed.getUTCMonth() + 1),
    certId: c.certificateId,
    certUrl: `${origin}/verify?certificate_id=${encodeURIComponent(c.certificateId)}`,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** Account → Certificates: one card per passed article; a failed load shows the empty list (SPEC §8). */
export default function CertificatesTab() {
  // Read once: a passed test adds its certificate to the cached list (assessment/cache.ts).
  const { data, loading, error } = useQuery(MyCertificatesDocument, { fetchPolicy: 'cache-first' });
  const { productName } = useAppConfig().config;
  useEffect(() => {
    if (error) console.warn('Loading certificates failed', error);
  }, [error]);

  if (loading && !data) return <Spinner label="Loading certificates..." />;
  const certificates = error ? [] : (data?.certificates.edges.map((e) => getFragmentData(CertificatesTab_CertificateFragmentDoc, e.node)) ?? []);
  if (certificates.length === 0) return <NoCertificates />;

  return (
    <ul className="certificate-grid" aria-label="Certificates">
      {certificates.map((c) => (
        <li key={c.certificateId} className={c.revoked ? 'card certificate-card is-revoked' : 'card certificate-card'}>
          <h3>{c.articleTitle}</h3>
          <p className="certificate-points">
            {c.revoked ? <s>{pePointsLabel(c.pePoints)}</s> : pePointsLabel(c.pePoints)}
            {c.revoked ? <span className="muted"> · not counted in your totals</span> : null}
          </p>
          <p className="muted">Completed {dateLong(c.completedAt)}</p>
          {c.revoked ? (
            <p className="certificate-revoked">Revoked{c.revocationReason ? `: ${c.revocationReason}` : ''}</p>
          ) : (
            <>
              <DownloadCertificateButton articleId={c.articleId} className="btn btn-primary btn-block" />
              <div className="certificate-links">
                <Link to={`/verify?certificate_id=${encodeURIComponent(c.certificateId)}`} aria-label={`Verify certificate for ${c.articleTitle}`}>
                  Verify
                </Link>
                <DownloadCertificateButton articleId={c.articleId} kind="pdf" className="link-button" label="Download PDF" />
                <DownloadCertificateButton articleId={c.articleId} kind="jwt" className="link-button" label="Signed credential (JWT)" />
                <DownloadCertificateButton articleId={c.articleId} kind="credential" className="link-button" label="Credential (JSON)" />
                <a
                  href={linkedInAddUrl(c, productName, window.location.origin)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Add certificate for ${c.articleTitle} to LinkedIn (opens in a new tab)`}
                >
                  Add to LinkedIn
                </a>
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** No certificate yet: how to earn one, or which plans include them. */
function NoCertificates() {
  const canTakeTests = !!useSession().user?.capabilities.canTakeTests;
  return canTakeTests ? (
    <EmptyState
      title={MESSAGES.noCertificates}
      action={
        <Link className="btn btn-primary" to="/articles">
          Browse the library
        </Link>
      }
    >
      Pass an article's test with {LIMITS.passPercentage}% or more and its certificate appears here, ready to download and verify.
    </EmptyState>
  ) : (
    <EmptyState
      title={MESSAGES.noCertificates}
      action={
        <Link className="btn btn-primary" to="/pricing">
          See the plans
        </Link>
      }
    >
      Certificates come with Professional Monthly and Professional.
    </EmptyState>
  );
}
