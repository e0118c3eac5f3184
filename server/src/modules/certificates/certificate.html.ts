import { escapeHtml } from '../../shared/html';
import { accreditationStatement, verificationUrl, type CertificateFacts, type IssuerInfo } from './credential';

const formatDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatPoints = (p: number) => (Number.isInteger(p) ? String(p) : p.toFixed(2).replace(/0$/, ''));

/**
 * A self-contained, printable certificate (one A4 landscape page): inline styles, the QR code as a data
 * URL, no scripts and no external resources. Every value is escaped.
 */
export function renderCertificateHtml(facts: CertificateFacts, issuer: IssuerInfo, qrDataUrl: string, pointsBasis: string | null = null): string {
  const e = escapeHtml;
  const verifyUrl = verificationUrl(issuer.publicUrl, facts.certificateId);
  const rows: Array<[string, string]> = [
    ['Participant', facts.holderName],
    ['Programme', facts.articleTitle],
    ['Field of study', facts.fieldOfStudy],
    ['Delivery method', 'Self-study (online article with assessment)'],
    ['PE points', formatPoints(facts.pePoints)],
    ...(pointsBasis ? [['Basis of points', pointsBasis] as [string, string]] : []),
    ['Completion date', formatDate(facts.completedAt)],
    ['Provider', issuer.productName],
    ['Accrediting body', issuer.accreditationBodyName],
    ['Accreditation reference', issuer.accreditationReference],
    ['Certificate ID', facts.certificateId],
  ];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Certificate of Completion – ${e(facts.articleTitle)}</title>
<style>
  @page { size: A4 landscape; margin: 12mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Georgia, 'Times New Roman', serif; color: #1d2a3a; background: #eef1f5; }
  .sheet { max-width: 277mm; margin: 24px auto; background: #fff; border: 10px double #1f4e79; padding: 28px 40px; }
  header { text-align: center; }
  .provider { font-family: Arial, Helvetica, sans-serif; letter-spacing: .2em; text-transform: uppercase; font-size: 13px; color: #1f4e79; }
  h1 { font-size: 34px; margin: 8px 0 4px; font-weight: normal; }
  .lead { margin: 0; font-size: 15px; }
  .name { font-size: 28px; margin: 10px 0; font-weight: bold; }
  .title { font-size: 20px; font-style: italic; margin: 6px 0 14px; }
  .body { display: flex; gap: 28px; align-items: flex-start; }
  table { border-collapse: collapse; flex: 1; font-family: Arial, Helvetica, sans-serif; font-size: 13px; }
  th { text-align: left; padding: 4px 12px 4px 0; color: #555; font-weight: normal; width: 38%; vertical-align: top; }
  td { padding: 4px 0; font-weight: bold; word-break: break-word; }
  .qr { text-align: center; font-family: Arial, Helvetica, sans-serif; font-size: 11px; width: 180px; }
  .qr img { width: 150px; height: 150px; display: block; margin: 0 auto 6px; }
  .qr a { color: #1f4e79; word-break: break-all; }
  .statement { font-family: Arial, Helvetica, sans-serif; font-size: 12px; color: #333; border-top: 1px solid #c9d3de; margin-top: 18px; padding-top: 10px; }
  @media print { body { background: #fff; } .sheet { margin: 0; max-width: none; } }
</style>
</head>
<body>
<main class="sheet">
  <header>
    <div class="provider">${e(issuer.productName)}</div>
    <h1>Certificate of Completion</h1>
    <p class="lead">Continuing Professional Development</p>
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
  <p class="statement">${e(accreditationStatement(issuer))} Accrediting body: <a href="${e(issuer.accreditationBodyUrl)}">${e(issuer.accreditationBodyUrl)}</a>.
  The authenticity of this certificate can be checked at the address above; a digitally signed version is available to the participant.</p>
</main>
</body>
</html>
`;
}
