import { MESSAGES } from '@leerpunt/shared/messages';
import { KEYS, persistent } from '../../app/storage';

/** The file name a Content-Disposition header asks for (RFC 6266 `filename*` first), without any path. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:[\w-]+'[^']*')?("?)([^";]+)\1/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]);
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2]) : null;
  }
  // A server never gets to choose the folder: keep the last path segment only.
  const base = name?.trim().split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    /* not JSON */
  }
  return res.statusText || `HTTP ${res.status}`;
}

function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Fetches a file that needs the bearer token and saves it under the server's file name. Failures are
 * alerted with SPEC §8's certificate texts. Resolves to whether a file was saved.
 */
async function downloadWithToken(url: string, fallbackName: string): Promise<boolean> {
  const token = persistent.get(KEYS.token);
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    window.alert(MESSAGES.certificateLoadError);
    return false;
  }
  if (!res.ok) {
    window.alert(`${MESSAGES.certificateLoadError}: ${await errorText(res)}`);
    return false;
  }
  try {
    const blob = await res.blob();
    save(blob, fileNameFromDisposition(res.headers.get('Content-Disposition'), fallbackName));
    return true;
  } catch {
    window.alert(MESSAGES.certificateLoadError);
    return false;
  }
}

/** Saves the printable HTML certificate of the signed-in member for an article. */
export const downloadCertificate = (articleId: string) => downloadWithToken(`/api/certificate/${articleId}`, 'certificate.html');

/** Saves the one-page PDF certificate of the signed-in member for an article. */
export const downloadCertificatePdf = (articleId: string) => downloadWithToken(`/api/certificate/${articleId}/pdf`, 'certificate.pdf');

/** Saves the Open Badges 3.0 credential of the signed-in member for an article, as JSON. */
export const downloadCredential = (articleId: string) => downloadWithToken(`/api/certificate/${articleId}/credential`, 'certificate.credential.json');

/** Saves the signed credential (JWT, Ed25519) of the signed-in member for an article. */
export const downloadCredentialJwt = (articleId: string) =>
  downloadWithToken(`/api/certificate/${articleId}/credential?format=jwt`, 'certificate.credential.jwt');
