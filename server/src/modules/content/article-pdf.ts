import { existsSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import type PDFKitModule from 'pdfkit';
import { lazyRequire } from '../../lazy-require';

const pdfKit = lazyRequire<typeof PDFKitModule>('pdfkit');


export interface PdfSource {
  title: string;
  source: string | null;
  publicationDate: string | null;
  summary: string;
  markdown: string;
  productName: string;
}

/** DejaVu covers Greek letters and maths symbols; where it is not installed the built-in Helvetica is used. */
const DEJAVU = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  italic: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
  mono: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
};

type Fonts = { regular: string; bold: string; italic: string; mono: string };

/** Spellings for characters the built-in fonts cannot draw (they only cover Windows-1252). */
const FALLBACK_SPELLINGS: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', η: 'eta', θ: 'theta', λ: 'lambda', μ: 'mu', ξ: 'xi',
  π: 'pi', ρ: 'rho', σ: 'sigma', τ: 'tau', φ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega', Δ: 'Delta', Σ: 'Sigma',
  '−': '-', '≈': '~', '≤': '<=', '≥': '>=', '≠': '!=', '→': '->', '←': '<-', '√': 'sqrt', '∑': 'sum', '∞': 'infinity',
};
const WIN1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Indentation step and hanging indent of list items (points). */
const HANG = 16;

const md = new MarkdownIt({ html: false });
type Token = ReturnType<typeof md.parse>[number];

/** Renders an article's Markdown as a simple, readable A4 PDF (headings, paragraphs, lists, quotes, code). */
export function renderArticlePdf(src: PdfSource): Promise<Buffer> {
  const unicode = Object.values(DEJAVU).every((f) => existsSync(f));
  const fonts: Fonts = unicode ? DEJAVU : { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', mono: 'Courier' };
  const clean = unicode ? (s: string) => s : toWin1252;
  const created = src.publicationDate ? new Date(`${src.publicationDate}T00:00:00Z`) : new Date(0);

  const doc = new (pdfKit())({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: src.title, Author: src.source ?? src.productName, Creator: src.productName, CreationDate: created },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(fonts.bold).fontSize(20).text(clean(src.title));
  const meta = [src.source, src.publicationDate].filter(Boolean).join(' · ');
  if (meta) doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor('#555555').text(clean(meta)).fillColor('black');
  doc.moveDown(1);

  const summaryLines = src.summary.split('\n').map((l) => l.trim()).filter(Boolean);
  if (summaryLines.length) {
    doc.font(fonts.bold).fontSize(12).text('Summary').moveDown(0.3);
    const left = doc.page.margins.left;
    for (const line of summaryLines) {
      const bullet = line.startsWith('-');
      // Bulleted lines hang: wrapped lines align with the text, not with the bullet.
      doc.font(fonts.regular).fontSize(10.5);
      if (bullet) marker(doc, '•', left + HANG);
      doc.x = bullet ? left + HANG : left;
      doc.text(clean(bullet ? line.replace(/^-\s*/, '') : line), { lineGap: 2 });
    }
    doc.x = left;
    doc.moveDown(1);
  }

  writeTokens(doc, md.parse(src.markdown, {}), fonts, clean);
  doc.end();
  return done;
}

function writeTokens(doc: PDFKit.PDFDocument, tokens: Token[], fonts: Fonts, clean: (s: string) => string) {
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let heading = 0;
  let quote = false;
  let itemPrefix: string | null = null;

  const inline = (token: Token, size: number, baseFont: string) => {
    const parts: Array<{ text: string; font: string }> = [];
    let bold = false;
    let italic = false;
    for (const child of token.children ?? []) {
      if (child.type === 'strong_open') bold = true;
      else if (child.type === 'strong_close') bold = false;
      else if (child.type === 'em_open') italic = true;
      else if (child.type === 'em_close') italic = false;
      else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push({ text: ' ', font: baseFont });
      else if (child.type === 'text' || child.type === 'code_inline') {
        parts.push({ text: clean(child.content), font: bold ? fonts.bold : italic ? fonts.italic : baseFont });
      }
    }
    // List items hang (wrapped lines align with the item's text); quotes are indented as a block.
    const left = doc.page.margins.left;
    const x = left + lists.length * HANG + (quote ? HANG : 0);
    doc.fontSize(size).fillColor(quote ? '#444444' : 'black');
    if (itemPrefix !== null) marker(doc.font(fonts.regular), itemPrefix, x);
    itemPrefix = null;
    doc.x = x;
    parts.forEach((p, i) => doc.font(p.font).text(p.text, { continued: i < parts.length - 1, lineGap: 2 }));
    if (parts.length === 0) doc.text('');
    doc.fillColor('black');
    doc.x = left;
  };

  for (const t of tokens) {
    switch (t.type) {
      case 'heading_open':
        heading = Number(t.tag.slice(1));
        doc.moveDown(0.6);
        break;
      case 'heading_close':
        heading = 0;
        doc.moveDown(0.3);
        break;
      case 'bullet_list_open':
        lists.push({ ordered: false, n: 0 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, n: Number(t.attrGet('start') ?? 1) - 1 });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (lists.length === 0) doc.moveDown(0.5);
        break;
      case 'list_item_open': {
        const list = lists[lists.length - 1];
        if (list) {
          list.n += 1;
          itemPrefix = list.ordered ? `${list.n}.` : '•';
        }
        break;
      }
      case 'blockquote_open':
        quote = true;
        break;
      case 'blockquote_close':
        quote = false;
        break;
      case 'paragraph_close':
        if (lists.length === 0) doc.moveDown(0.6);
        break;
      case 'inline':
        if (heading) inline(t, heading <= 2 ? 15 : 12.5, fonts.bold);
        else inline(t, 10.5, fonts.regular);
        break;
      case 'code_block':
      case 'fence':
        doc.font(fonts.mono).fontSize(9).text(clean(t.content.replace(/\n$/, '')), { indent: 14 }).moveDown(0.6);
        break;
      case 'hr':
        doc.moveDown(0.5);
        break;
      default:
        break;
    }
  }
}

/** Draws a list marker in the hanging space left of `textX`, on the line about to be written. */
function marker(doc: PDFKit.PDFDocument, text: string, textX: number): void {
  const y = doc.y;
  doc.text(text, textX - HANG, y, { lineBreak: false, width: HANG });
  doc.y = y;
}

/** Replaces characters outside Windows-1252 with readable spellings, or '?' as a last resort. */
function toWin1252(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x100 || WIN1252_EXTRA.has(ch)) out += ch;
    else out += FALLBACK_SPELLINGS[ch] ?? '?';
  }
  return out;
}
