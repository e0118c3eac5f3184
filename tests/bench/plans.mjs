/**
 * The plan check (issue "Speed at scale" §3): no statement a measured request makes may scan a table that grows
 * with members or completions. The app records each request's statements (statement-log.mjs); here each is
 * EXPLAINed (FORMAT JSON) with the parameters it ran with, on the data the bench measured, and every Seq Scan
 * on a growing table is an offender. For each offender the statement is planned again with enable_seqscan off:
 * if the scan stays, no index can serve it ("no index"); if it goes, the planner chose the scan because of
 * the table's size in the bench ("index exists; N rows").
 */
import { readFileSync, statSync } from 'node:fs';

/** Tables whose rows grow with members or with completions (names from migrations/). */
export const GROWING_TABLES = new Set([
  'users',
  'article_completions',
  'test_attempts',
  'certificates',
  'subscriptions',
  'study_clocks',
  'study_time',
  'attempt_grants',
  'auth_tokens',
  'revoked_access_tokens',
  'cpd_reflections',
  'cpd_body_choices',
  'outside_activities',
  'outside_usage',
  'feedback',
  'invoices',
  'payment_events',
  'checkout_sessions',
  'billing_portal_sessions',
  'discount_redemptions',
  'assistant_exchanges',
  'record_shares',
  'record_share_views',
  'reminder_sends',
  'outbox_messages',
  'integration_events',
  'integration_deliveries',
  'erasure_tasks',
  'oauth_records',
  'partner_consents',
  'mail_unsubscribes',
  'admin_audit_log',
  'article_requests',
  'contact_messages',
]);

const SKIP = /^\s*(BEGIN|START|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|RESET|LOCK|DEALLOCATE|DISCARD)\b/i;

function seqScans(plan, out = []) {
  if (plan['Node Type'] === 'Seq Scan' && GROWING_TABLES.has(plan['Relation Name'])) out.push(plan['Relation Name']);
  for (const child of plan.Plans ?? []) seqScans(child, out);
  return out;
}

async function explain(client, text, values, seqscanOff) {
  await client.query('BEGIN');
  try {
    if (seqscanOff) await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    return seqScans(rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('ROLLBACK');
  }
}

/** Starts and stops the app's recording around one request; returns the statements it made. */
export async function recordStatements(file, pid, request) {
  const toggle = async () => {
    const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 200 && (statSync(file, { throwIfNoEntry: false })?.size ?? 0) === size; i++) await new Promise((r) => setTimeout(r, 10));
    return size;
  };
  const from = await toggle();
  let result;
  try {
    result = await request();
  } finally {
    await toggle();
  }
  const lines = readFileSync(file)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return { result, statements: lines.filter((l) => typeof l.text === 'string') };
}

/** Offenders among `statements` (each { text, values }), and how many could not be explained. */
export async function checkPlans(pool, statements) {
  const client = await pool.connect();
  const offenders = [];
  let explained = 0;
  const unexplained = [];
  try {
    for (const { text, values } of statements) {
      if (SKIP.test(text)) continue;
      let tables;
      try {
        tables = await explain(client, text, values, false);
        explained++;
      } catch (error) {
        unexplained.push(`${oneLine(text, 60)} (${error.message})`);
        continue;
      }
      if (!tables.length) continue;
      const forced = await explain(client, text, values, true).catch(() => tables);
      for (const table of new Set(tables)) {
        const {
          rows: [{ n }],
        } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
        offenders.push({ table, rows: Number(n), indexed: !forced.includes(table), sql: oneLine(text, 120) });
      }
    }
  } finally {
    client.release();
  }
  return { explained, offenders, unexplained };
}

function oneLine(text, n) {
  const s = text.replace(/\s+/g, ' ').trim();
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

/** One line per section: the check's verdict, or its offenders. */
export function plansLine(checks) {
  const offenders = checks.flatMap((c) => c.offenders.map((o) => ({ ...o, target: c.target })));
  const unexplained = checks.flatMap((c) => c.unexplained);
  const explained = checks.reduce((n, c) => n + c.explained, 0);
  let line = offenders.length
    ? `plans: sequential scans on growing tables: ${offenders
        .map((o) => `${o.table} (${o.indexed ? `index exists; ${o.rows} rows` : `no index; ${o.rows} rows`}) in "${o.target}": \`${o.sql}\``)
        .join('; ')}`
    : `plans: no sequential scan on growing tables (${explained} statements explained)`;
  if (unexplained.length) line += `; not explained: ${unexplained.join('; ')}`;
  return line;
}
