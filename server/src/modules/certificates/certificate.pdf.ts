import type PDFKitModule from 'pdfkit';
import { lazyRequire } from '../../lazy-require';
import { certificateRows, formatCertificateDate } from './certificate.html';
import { accreditationStatement, verificationUrl, type CertificateFacts, type IssuerInfo } from './credential';

const pdfKit = lazyRequire<typeof PDFKitModule>('pdfkit');

/** Characters beyond Latin-1 that Windows-1252 (the standard fonts' WinAnsi encoding) still has. */
const WIN1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLINGS: Record<string, string> = {
  '−': '-',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

/**
 * Text the standard PDF fonts can draw: WinAnsi characters stay, a letter with an accent outside it keeps its
 * base letter (ł, ő → l, o where decomposable), a few symbols are spelled out and anything else becomes '?'.
 * Control characters are dropped.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    if (code < 0x100 || WIN1252_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    if (SPELLINGS[ch]) {
      out += SPELLINGS[ch];
      continue;
    }
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every((c) => c.codePointAt(0)! < 0x100) ? base : '?';
  }
  return out;
}

const NAVY = '#1f4e79';
const INK = '#1d2a3a';
const GREY = '#555555';

export interface CertificatePdfInput {
  facts: CertificateFacts;
  issuer: IssuerInfo;
  /** The QR code of the verification URL as a PNG. */
  qrPng: Buffer;
  pointsBasis: string | null;
  studySeconds: number | null;
}

/**
 * The certificate as one A4 landscape PDF page with the rows, verification address, QR code and accreditation
 * statement of the HTML certificate. Only the standard fonts (Helvetica, Times) are used, so nothing is
 * fetched or embedded; text is reduced to WinAnsi. Streams are left uncompressed (the page is a few kB)
 * so the text stays readable to simple tools.
 */
export function renderCertificatePdf({ facts, issuer, qrPng, pointsBasis, studySeconds }: CertificatePdfInput): Promise<Buffer> {
  const t = toWinAnsi;
  const verifyUrl = verificationUrl(issuer.publicUrl, facts.certificateId);
  const doc = new (pdfKit())({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: false,
    info: {
      Title: t(`Certificate of Completion - ${facts.articleTitle}`),
      Subject: t(`${facts.holderName}; ${facts.pePoints} PE points; certificate ${facts.certificateId}`),
      Author: t(issuer.productName),
      Creator: t(issuer.productName),
      CreationDate: facts.completedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const W = doc.page.width; // 841.89
  const H = doc.page.height; // 595.28
  // A double border, as on the HTML certificate.
  doc
    .lineWidth(3)
    .strokeColor(NAVY)
    .rect(18, 18, W - 36, H - 36)
    .stroke();
  doc
    .lineWidth(1)
    .rect(25, 25, W - 50, H - 50)
    .stroke();

  const left = 56;
  const width = W - 2 * left;
  const centred = { width, align: 'center' as const };

  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(NAVY)
    .text(t(issuer.productName.toUpperCase()), left, 44, { ...centred, characterSpacing: 2 });
  doc
    .font('Times-Roman')
    .fontSize(28)
    .fillColor(INK)
    .text('Certificate of Completion', left, doc.y + 4, centred);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text('CONTINUING PROFESSIONAL DEVELOPMENT', left, doc.y + 2, { ...centred, characterSpacing: 1.5 });
  doc
    .font('Times-Roman')
    .fontSize(12)
    .fillColor(INK)
    .text('This certifies that', left, doc.y + 8, centred);
  doc
    .font('Times-Bold')
    .fontSize(20)
    .text(t(facts.holderName), left, doc.y + 2, centred);
  doc
    .font('Times-Roman')
    .fontSize(12)
    .text('has completed the self-study programme and passed its assessment', left, doc.y + 2, centred);
  doc
    .font('Times-Italic')
    .fontSize(15)
    .text(t(facts.articleTitle), left, doc.y + 2, centred);

  // The rows on the left, the QR code and the verification address on the right.
  const top = doc.y + 12;
  const qrWidth = 150;
  const tableWidth = width - qrWidth - 24;
  const labelWidth = 130;
  let y = top;
  for (const [label, value] of certificateRows(facts, issuer, pointsBasis, studySeconds)) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(t(label), left, y, { width: labelWidth - 8 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(t(value), left + labelWidth, y, { width: tableWidth - labelWidth });
    y = Math.max(doc.y, y + 12) + 4;
  }
  const qrX = left + width - qrWidth;
  doc.image(qrPng, qrX + 20, top, { width: qrWidth - 40 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text('Verify this certificate:', qrX, top + qrWidth - 34, { width: qrWidth, align: 'center' });
  doc.fillColor(NAVY).text(t(verifyUrl), qrX, doc.y + 1, { width: qrWidth, align: 'center', link: verifyUrl });

  // Signature lines, then the accreditation statement at the foot of the sheet.
  const statement = `${accreditationStatement(issuer)}${issuer.accreditation ? ` Accrediting body: ${issuer.accreditation.bodyUrl}.` : ''} The authenticity of this certificate can be checked at ${verifyUrl}.`;
  doc.font('Helvetica').fontSize(7.5);
  const statementHeight = doc.heightOfString(t(statement), { width });
  const statementTop = H - 40 - statementHeight;
  const signY = Math.max(y + 18, statementTop - 34);
  const half = (width - 40) / 2;
  doc.lineWidth(0.75).strokeColor(INK);
  doc
    .moveTo(left, signY)
    .lineTo(left + half, signY)
    .stroke();
  doc
    .moveTo(left + half + 40, signY)
    .lineTo(left + width, signY)
    .stroke();
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(t(`For ${issuer.productName}, digitally signed`), left, signY + 4, { width: half, align: 'center' });
  doc.text(t(`Date of issue: ${formatCertificateDate(facts.completedAt)}`), left + half + 40, signY + 4, { width: half, align: 'center' });
  doc
    .lineWidth(0.5)
    .strokeColor('#c9d3de')
    .moveTo(left, statementTop - 6)
    .lineTo(left + width, statementTop - 6)
    .stroke();
  doc.font('Helvetica').fontSize(7.5).fillColor('#333333').text(t(statement), left, statementTop, { width });

  doc.end();
  return done;
}
