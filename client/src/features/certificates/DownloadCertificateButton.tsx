import { useState } from 'react';
import { downloadCertificate, downloadCredential } from './download';

interface Props {
  articleId: number;
  className?: string;
  /** 'html' (default): the printable certificate; 'credential': the signed JSON credential. */
  kind?: 'html' | 'credential';
  label?: string;
}

/** A button that saves the member's certificate for an article; busy while the file is fetched. */
export function DownloadCertificateButton({ articleId, className = 'btn btn-secondary', kind = 'html', label }: Props) {
  const [busy, setBusy] = useState(false);
  const text = label ?? (kind === 'html' ? 'Download Certificate' : 'Download signed credential (JSON)');
  async function run() {
    if (busy) return;
    setBusy(true);
    try {
      await (kind === 'html' ? downloadCertificate(articleId) : downloadCredential(articleId));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} onClick={run} aria-busy={busy}>
      <span aria-hidden="true">⬇</span> {text}
    </button>
  );
}
