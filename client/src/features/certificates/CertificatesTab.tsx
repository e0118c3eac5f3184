import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/constants';
import { MyCertificatesDocument } from '../../gql/graphql';
import { Spinner } from '../../ui/components';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { formatPoints, localDate } from './format';
import './certificates.css';

/** Account → Certificates: one card per passed article; a failed load shows the empty list (SPEC §8). */
export default function CertificatesTab() {
  const { data, loading, error } = useQuery(MyCertificatesDocument);
  useEffect(() => {
    if (error) console.warn('Loading certificates failed', error);
  }, [error]);

  if (loading && !data) return <Spinner label="Loading certificates..." />;
  const certificates = error ? [] : (data?.certificates ?? []);
  if (certificates.length === 0) return <p className="empty-state">{MESSAGES.noCertificates}</p>;

  return (
    <ul className="certificate-grid" aria-label="Certificates">
      {certificates.map((c) => (
        <li key={c.certificateId} className="card certificate-card">
          <h3>{c.articleTitle}</h3>
          <p className="certificate-points">{formatPoints(c.pePoints)} PE Points</p>
          <p className="muted">Completed {localDate(c.completedAt)}</p>
          {c.revoked ? (
            <p className="certificate-revoked">Revoked{c.revocationReason ? `: ${c.revocationReason}` : ''}</p>
          ) : (
            <>
              <DownloadCertificateButton articleId={c.articleId} className="btn btn-primary btn-block" />
              <div className="certificate-links">
                <Link to={`/verify?certificate_id=${encodeURIComponent(c.certificateId)}`} aria-label={`Verify certificate for ${c.articleTitle}`}>
                  Verify
                </Link>
                <DownloadCertificateButton articleId={c.articleId} kind="credential" className="link-button" label="Signed credential (JSON)" />
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
