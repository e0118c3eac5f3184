import { OUTSIDE_ACTIVITY_KINDS } from '@leerpunt/shared/catalog';
import { escapeHtml as e } from '../../html';
import { accreditationStatement, accreditingBodyLabel, studyTimeText, verificationUrl } from '../certificates/credential';
import { reflectionText } from '../cpd-profiles/cpd-profiles.service';
import type { CpdRecord } from './cpd-record.service';

const longDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const points = (p: number) => p.toFixed(2);

function periodText(record: CpdRecord): string {
  const from = record.from ? longDate(new Date(`${record.from}T00:00:00Z`)) : null;
  const to = longDate(record.to ? new Date(`${record.to}T00:00:00Z`) : record.generatedAt);
  return from ? `${from} – ${to}` : `All activities up to ${to}`;
}

const count = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

/** Per calendar year (UTC) within the record, oldest first: [year, completions, points, outside activities, outside points]. */
function perYear(record: CpdRecord): Array<[number, number, number, number, number]> {
  const years = new Map<number, [number, number, number, number]>();
  const add = (y: number, i: 0 | 2, points: number) => {
    const v = years.get(y) ?? [0, 0, 0, 0];
    v[i] += 1;
    v[i + 1] += Math.round(points * 100);
    years.set(y, v);
  };
  for (const r of record.rows) if (!r.revoked) add(r.date.getUTCFullYear(), 0, r.points);
  for (const r of record.outsideRows) add(Number(r.date.slice(0, 4)), 2, r.points);
  return [...years.entries()].sort((a, b) => a[0] - b[0]).map(([y, [n, cents, on, ocents]]) => [y, n, cents / 100, on, ocents / 100]);
}

function outsideSection(record: CpdRecord): string {
  if (!record.outsideRows.length) return '';
  const rows = record.outsideRows
    .map(
      (r) => `<tr>
        <td class="nowrap">${e(r.date)}</td>
        <td>${e(r.title)}<br><span class="sub">${e(OUTSIDE_ACTIVITY_KINDS[r.kind])} · ${e(r.provider)}</span></td>
        <td>${e(r.category)}</td>
        <td class="num">${e(r.hours.toFixed(2))}</td>
        <td class="num">${e(points(r.points))}</td>
        <td>${r.evidenceName ? e(r.evidenceName) : '–'}</td>
      </tr>`,
    )
    .join('\n      ');
  return `<h2>Outside activities</h2>
  <p class="lead">CPD the participant logged from other providers, with the evidence they kept. These points are the participant's own statement; ${e(record.issuer.productName)} did not issue certificates for them.</p>
  <table class="activities">
    <thead><tr><th scope="col">Date</th><th scope="col">Activity</th><th scope="col">Category</th><th scope="col" class="num">Hours</th><th scope="col" class="num">Points</th><th scope="col">Evidence file</th></tr></thead>
    <tbody>
      ${rows}
    </tbody>
    <tfoot><tr><td colspan="4">Outside total: ${count(record.outsideRows.length)}</td><td class="num">${e(points(record.outsideTotalPoints))}</td><td></td></tr></tfoot>
  </table>
  <table class="details">
    <tr><th scope="row">${e(record.issuer.productName)} points</th><td>${e(points(record.totalPoints))}</td></tr>
    <tr><th scope="row">Outside points</th><td>${e(points(record.outsideTotalPoints))}</td></tr>
    <tr><th scope="row">All points</th><td>${e(points(Math.round((record.totalPoints + record.outsideTotalPoints) * 100) / 100))}</td></tr>
  </table>`;
}

/** One chosen body's current cycle: its rules, where the member stands, and the cycle's counted entries with reflections and verification links. */
function bodySection(record: CpdRecord, section: CpdRecord['sections'][number]): string {
  const { profile, standing } = section;
  const unit = profile.unitLabel;
  const fig = (n: number) => `${points(n)} ${unit}`;
  const rules = [
    ['Cycle', `${standing.cycleStartYear}–${standing.cycleEndYear} (${profile.cycle.years} year${profile.cycle.years === 1 ? '' : 's'})`],
    ['Required per cycle', profile.totalPerCycle === null ? 'No total set' : fig(profile.totalPerCycle)],
    ['Minimum per year', profile.minimumPerYear === null ? 'None' : fig(profile.minimumPerYear)],
    ['Credited in this cycle', fig(standing.credited)],
    ['Still to earn in this cycle', fig(standing.missingTotal)],
  ];
  const rows = section.entries
    .map((x) => {
      const link = x.certificateId ? verificationUrl(record.issuer.publicUrl, x.certificateId) : null;
      const reflection = reflectionText(x.reflection);
      return `<tr><td>${e(x.date)}</td><td>${e(x.title)}${x.kind === 'OUTSIDE_ACTIVITY' ? ' (outside activity)' : ''}</td><td>${e(x.category)}</td><td class="num">${e(points(x.hours))}</td><td class="num">${e(points(x.points))}</td><td>${e(reflection)}</td><td>${link ? `<a href="${e(link)}">${e(link)}</a>` : ''}</td></tr>`;
    })
    .join('\n      ');
  return `<h2>${e(profile.body)}: cycle ${standing.cycleStartYear}–${standing.cycleEndYear}</h2>
  <table class="details">
    ${rules.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n    ')}
  </table>
  ${
    section.entries.length
      ? `<table class="activities">
    <thead><tr><th scope="col">Date</th><th scope="col">Activity</th><th scope="col">Category</th><th scope="col" class="num">Study hours</th><th scope="col" class="num">Points</th><th scope="col">Reflection</th><th scope="col">Verification link</th></tr></thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`
      : '<p class="empty">Nothing counted in this cycle yet.</p>'
  }`;
}

/**
 * The CPD record as a printable, self-contained HTML page (inline styles, no scripts, no external
 * resources) for an accreditation body's audit. Every value is escaped.
 */
export function renderCpdRecordHtml(record: CpdRecord): string {
  const { participant: p, issuer } = record;
  const details: Array<[string, string]> = [
    ['Participant', p.name],
    ['E-mail', p.email],
    ['Profession', p.profession],
    ...(p.licenseNumber ? ([['Registration number', p.licenseNumber]] as Array<[string, string]>) : []),
    ['Period', periodText(record)],
    ['Provider', issuer.productName],
    ['Accrediting body', accreditingBodyLabel(issuer)],
    ...(issuer.accreditation ? ([['Provider reference', issuer.accreditation.reference]] as Array<[string, string]>) : []),
    ['Generated', `${longDate(record.generatedAt)} (${record.generatedAt.toISOString().slice(11, 16)} UTC)`],
  ];
  const rows = record.rows
    .map(
      (r) => `<tr>
        <td class="nowrap">${e(isoDay(r.date))}</td>
        <td>${e(r.articleTitle)}</td>
        <td>${e(r.category)}</td>
        <td class="num">${r.studySeconds === null ? '–' : e(studyTimeText(r.studySeconds))}</td>
        <td class="num">${r.revoked ? `<s>${e(points(r.points))}</s><br><span class="sub">not counted</span>` : e(points(r.points))}</td>
        <td class="mono">${r.certificateId ? `<a href="${e(r.verificationUrl)}">${e(r.certificateId)}</a>` : '–'}${
          r.revoked ? `<br><strong class="revoked">Revoked</strong>${r.revocationReason ? `<span class="sub">: ${e(r.revocationReason)}</span>` : ''}` : ''
        }</td>
      </tr>`,
    )
    .join('\n      ');
  const years = perYear(record);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CPD record – ${e(p.name)} – ${e(periodText(record))}</title>
<style>
  @page { size: A4 portrait; margin: 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #1d2a3a; background: #eef1f5; font-size: 13px; }
  .sheet { max-width: 210mm; margin: 24px auto; background: #fff; padding: 28px 32px; border-top: 6px solid #1f4e79; }
  h1 { font-size: 24px; margin: 0 0 4px; color: #1f4e79; }
  h2 { font-size: 15px; margin: 22px 0 8px; color: #1f4e79; }
  .lead { margin: 0 0 16px; color: #475569; }
  table { border-collapse: collapse; width: 100%; }
  .details th { text-align: left; font-weight: normal; color: #555; padding: 3px 12px 3px 0; width: 32%; vertical-align: top; }
  .details td { padding: 3px 0; font-weight: bold; word-break: break-word; }
  .activities th, .activities td { border-bottom: 1px solid #d6dde6; padding: 6px 6px; text-align: left; vertical-align: top; }
  .activities thead th { background: #f1f5f9; font-size: 12px; text-transform: uppercase; letter-spacing: .03em; }
  .activities tfoot td { font-weight: bold; border-top: 2px solid #1f4e79; border-bottom: none; }
  .num { text-align: right !important; white-space: nowrap; }
  .nowrap { white-space: nowrap; }
  .sub { color: #64748b; font-size: 12px; }
  .mono { font-family: 'DejaVu Sans Mono', Consolas, monospace; font-size: 11px; word-break: break-all; }
  a { color: #1f4e79; }
  .revoked { color: #b91c1c; font-family: Arial, Helvetica, sans-serif; }
  .empty { padding: 12px; background: #f8fafc; border: 1px dashed #cbd5e1; }
  .statement { font-size: 12px; color: #333; border-top: 1px solid #c9d3de; margin-top: 22px; padding-top: 10px; }
  .print-hint { font-size: 12px; color: #64748b; }
  @media print { body { background: #fff; } .sheet { margin: 0; max-width: none; padding: 0; border: none; } .print-hint { display: none; } a { color: inherit; text-decoration: none; } }
</style>
</head>
<body>
<main class="sheet">
  <h1>Continuing Professional Development record</h1>
  <p class="lead">Completed CPD activities with their PE points and certificates, issued by ${e(issuer.productName)}.</p>
  <p class="print-hint">Use your browser's Print command to print this record or save it as a PDF.</p>
  <table class="details">
    ${details.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n    ')}
  </table>
  <h2>${record.outsideRows.length ? `Activities on ${e(issuer.productName)}` : 'Activities'}</h2>
  ${
    record.rows.length
      ? `<table class="activities">
    <thead><tr><th scope="col">Date</th><th scope="col">Article</th><th scope="col">Category</th><th scope="col" class="num">Study time recorded</th><th scope="col" class="num">PE points</th><th scope="col">Certificate (verification link)</th></tr></thead>
    <tbody>
      ${rows}
    </tbody>
    <tfoot><tr><td colspan="4">Total: ${count(record.countedRows)}${
      record.rows.length > record.countedRows ? ` (${record.rows.length - record.countedRows} revoked, not counted)` : ''
    }</td><td class="num">${e(points(record.totalPoints))}</td><td></td></tr></tfoot>
  </table>`
      : '<p class="empty">No completed activities in this period.</p>'
  }
  ${outsideSection(record)}
  ${record.sections.map((sec) => bodySection(record, sec)).join('\n  ')}
  ${
    years.length > 1
      ? `<h2>PE points per year</h2>
  <table class="details">
    ${years
      .map(
        ([y, n, pts, on, opts]) =>
          `<tr><th scope="row">${y}</th><td>${e(points(pts))} points (${count(n)})${on ? ` + ${e(points(opts))} outside points (${count(on)})` : ''}</td></tr>`,
      )
      .join('\n    ')}
  </table>`
      : ''
  }
  <p class="statement">${e(accreditationStatement(issuer))}${
    issuer.accreditation ? ` Accrediting body: <a href="${e(issuer.accreditation.bodyUrl)}">${e(issuer.accreditation.bodyUrl)}</a>.` : ''
  }
  Each certificate can be checked at its verification link; the dates are completion dates in UTC. Study time recorded is the time the item was open and visible in the reader up to the pass, measured by ${e(issuer.productName)}'s server (never more than the time that passed); the PE points follow the credit formula's study time.</p>
</main>
</body>
</html>
`;
}
