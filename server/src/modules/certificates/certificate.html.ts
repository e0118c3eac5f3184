import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '../../paths';
import { escapeHtml } from '../../html';
import { accreditationStatement, accreditingBodyLabel, studyTimeText, verificationUrl, type CertificateFacts, type IssuerInfo } from './credential';

export const formatCertificateDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatPoints = (p: number) => (Number.isInteger(p) ? String(p) : p.toFixed(2).replace(/0$/, ''));

/** The platform mark, inline so that the document needs no outside resource. */
const PRODUCT_MARK =
  '<svg class="mark" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#1f4e79"/><path d="M9 8h4v12h9v4H9z" fill="#fff"/><circle cx="23" cy="11" r="3" fill="#fbbf24"/></svg>';

/** The accrediting body's seal when it is a file the app serves (inlined); null for outside URLs. */
function inlineSeal(logoUrl: string | undefined): string | null {
  if (!logoUrl || !/^\/[\w.-]+\.svg$/.test(logoUrl)) return null;
  try {
    const svg = readFileSync(path.join(PATHS.publicDir, logoUrl.slice(1)), 'utf8');
    return svg
      .replace(/<\?xml[^>]*>/, '')
      .replace('<svg', '<svg class="seal" aria-hidden="true" focusable="false"')
      .replace(/<script[\s\S]*?<\/script>/gi, '');
  } catch {
    return null;
  }
}

/** The label and value rows of a certificate, in order: the HTML and the PDF certificate show the same ones. */
export function certificateRows(
  facts: CertificateFacts,
  issuer: IssuerInfo,
  pointsBasis: string | null = null,
  studySeconds: number | null = null,
): Array<[string, string]> {
  return [
    ['Participant', facts.holderName],
    ['Programme', facts.articleTitle],
    ['Field of study', facts.fieldOfStudy],
    ['Delivery method', 'Self-study (online article with assessment)'],
    ['PE points', formatPoints(facts.pePoints)],
    ...(pointsBasis ? [['Basis of points', pointsBasis] as [string, string]] : []),
    ...(studySeconds !== null ? [['Study time recorded', `${studyTimeText(studySeconds)} in the reader up to the passed assessment`] as [string, string]] : []),
    ['Completion date', formatCertificateDate(facts.completedAt)],
    ['Provider', issuer.productName],
    ['Accrediting body', accreditingBodyLabel(issuer)],
    ...(issuer.accreditation ? [['Accreditation reference', issuer.accreditation.reference] as [string, string]] : []),
    ['Certificate ID', facts.certificateId],
  ];
}

/**
 * A self-contained, printable certificate (one A4 landscape page): inline styles, the QR code as a data
 * URL, no scripts and no external resources. Every value is escaped.
 */
export function renderCertificateHtml(
  facts: CertificateFacts,
  issuer: IssuerInfo,
  qrDataUrl: string,
  logoUrl?: string,
  pointsBasis: string | null = null,
  /** Study time the server recorded up to the pass, in seconds; null for certificates issued before it was recorded. */
  studySeconds: number | null = null,
): string {
  const e = escapeHtml;
  const verifyUrl = verificationUrl(issuer.publicUrl, facts.certificateId);
  const fileCheckUrl = `${issuer.publicUrl}/verify?mode=file`;
  const seal = inlineSeal(logoUrl);
  const rows = certificateRows(facts, issuer, pointsBasis, studySeconds);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Certificate of Completion – ${e(facts.articleTitle)}</title>
<style>
  @page { size: A4 landscape; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Georgia, 'Times New Roman', serif; color: #1d2a3a; background: #eef1f5; }
  .sheet { max-width: 277mm; margin: 24px auto; background: #fff; border: 10px double #1f4e79; padding: 22px 36px; position: relative; display: flex; flex-direction: column; }
  header { text-align: center; }
  .brand { display: flex; align-items: center; justify-content: center; gap: 10px; }
  .mark { width: 34px; height: 34px; }
  .seal { position: absolute; top: 18px; right: 24px; width: 86px; height: 86px; }
  /* The signature lines sit at the foot of the sheet with room above them, as on a paper certificate. */
  .signatures { display: flex; justify-content: space-between; gap: 40px; margin-top: auto; padding-top: 40px; font-family: Arial, Helvetica, sans-serif; font-size: 12px; }
  .signatures div { flex: 1; border-top: 1px solid #1d2a3a; padding-top: 4px; text-align: center; }
  .provider { font-family: Arial, Helvetica, sans-serif; letter-spacing: .2em; text-transform: uppercase; font-size: 13px; color: #1f4e79; }
  h1 { font-size: 32px; margin: 6px 0 2px; font-weight: normal; }
  .lead { margin: 0; font-size: 15px; }
  .subtitle { margin: 0 0 12px; font-family: Arial, Helvetica, sans-serif; font-size: 12px; letter-spacing: .15em; text-transform: uppercase; color: #555; }
  .name { font-size: 26px; margin: 6px 0; font-weight: bold; }
  .title { font-size: 19px; font-style: italic; margin: 4px 0 10px; }
  .body { display: flex; gap: 28px; align-items: flex-start; margin-top: 6px; }
  table { border-collapse: collapse; flex: 1; font-family: Arial, Helvetica, sans-serif; font-size: 13px; }
  th { text-align: left; padding: 3px 16px 3px 0; color: #555; font-weight: normal; width: 27%; vertical-align: top; }
  td { padding: 3px 0; font-weight: bold; word-break: break-word; }
  .qr { text-align: center; font-family: Arial, Helvetica, sans-serif; font-size: 11px; width: 180px; }
  .qr img { width: 130px; height: 130px; display: block; margin: 0 auto 6px; }
  .qr a { color: #1f4e79; word-break: break-all; }
  .statement { font-family: Arial, Helvetica, sans-serif; font-size: 11px; color: #333; border-top: 1px solid #c9d3de; margin-top: 12px; padding-top: 8px; }
  /* On a phone the QR code goes below the table, so the values keep their width instead of one letter a line. */
  @media screen and (max-width: 640px) {
    .sheet { margin: 8px; padding: 16px; border-width: 6px; }
    .body { flex-direction: column; align-items: stretch; }
    .qr { width: auto; }
    .seal { width: 56px; height: 56px; top: 10px; right: 10px; }
  }
  @media print {
    html, body { background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    .sheet { margin: 0; max-width: none; height: 186mm; overflow: hidden; break-inside: avoid; page-break-inside: avoid; }
  }
</style>
</head>
<body>
<main class="sheet">
  ${seal ?? ''}
  <header>
    <div class="brand">${PRODUCT_MARK}<span class="provider">${e(issuer.productName)}</span></div>
    <h1>Certificate of Completion</h1>
    <p class="subtitle">Continuing Professional Development</p>
    <p class="lead">This certifies that</p>
    <div class="name">${e(facts.holderName)}</div>
    <p class="lead">has completed the self-study programme and passed its assessment</p>
    <div class="title">${e(facts.articleTitle)}</div>
  </header>
  <section class="body">
    <table>
      ${rows.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n      ')}
    </table>
    <div class="qr">
      <img src="${e(qrDataUrl)}" alt="QR code linking to the verification page of this certificate">
      Verify this certificate:<br>
      <a href="${e(verifyUrl)}">${e(verifyUrl)}</a>
    </div>
  </section>
  <div class="signatures">
    <div>For ${e(issuer.productName)}, digitally signed</div>
    <div>Date of issue: ${e(formatCertificateDate(facts.completedAt))}</div>
  </div>
  <p class="statement">${e(accreditationStatement(issuer))}${
    issuer.accreditation ? ` Accrediting body: <a href="${e(issuer.accreditation.bodyUrl)}">${e(issuer.accreditation.bodyUrl)}</a>.` : ''
  }
  The authenticity of this certificate can be checked at the address above. The participant also holds a digitally signed
  Open Badges 3.0 credential of it, which anyone can check in the browser at <a href="${e(fileCheckUrl)}">${e(fileCheckUrl)}</a>.</p>
</main>
</body>
</html>
`;
}
