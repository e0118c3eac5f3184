import { useState } from 'react';
import { downloadCertificate, downloadCertificatePdf, downloadCredential, downloadCredentialJwt } from './download';
import { Icon } from '../../ui/icons';

interface Props {
  articleId: string;
  className?: string;
  /** 'html' (default): the printable certificate; 'pdf': the certificate as a PDF; 'credential': the credential as JSON; 'jwt': the signed credential. */
  kind?: 'html' | 'pdf' | 'credential' | 'jwt';
  label?: string;
}

/** A button that saves the member's certificate for an article; busy while the file is fetched. */
export function DownloadCertificateButton({ articleId, className = 'btn btn-secondary', kind = 'html', label }: Props) {
  const [busy, setBusy] = useState(false);
  const text =
    label ?? { html: 'Download Certificate', pdf: 'Download PDF', credential: 'Download credential (JSON)', jwt: 'Download signed credential (JWT)' }[kind];
  async function run() {
    if (busy) return;
    setBusy(true);
    try {
      await { html: downloadCertificate, pdf: downloadCertificatePdf, credential: downloadCredential, jwt: downloadCredentialJwt }[kind](articleId);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} onClick={run} aria-busy={busy}>
      <Icon name="download" /> {text}
    </button>
  );
}
