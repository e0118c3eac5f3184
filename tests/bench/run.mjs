/**
 * `npm run bench`: builds nothing itself (the npm script builds first), then
 *   1. creates a scratch PostgreSQL database and applies the migrations,
 *   2. lets every section seed its data at the first data size,
 *   3. starts the app (server/dist) and the bare baseline server on random ports,
 *   4. load-tests each section's targets, each beside its baseline,
 *   5. stops both, lets every section grow its data to the next size by adding rows, and repeats 3–4 at it
 *      (at the last size, each target's statements also go through the plan check, tests/bench/plans.mjs), and
 *   6. prints the results and writes bench/RESULTS.md, every row at every size.
 * Sections live in tests/bench/sections/*.mjs; add one to SECTIONS to extend the run.
 *
 * Environment: BENCH_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DURATION seconds per target and side (default 12), BENCH_ROUNDS alternating rounds it is split into (default 4),
 * BENCH_CONNECTIONS (default 10).
 * Data sizes (tests/bench/sizes.mjs): BENCH_SIZES=1,10 (the default) measures today's size (10,000 articles, 2,000
 * members, 100,000 completions, a dashboard member with 500) and ten times the data (100,000 articles, 100,000 members,
 * 1,000,000 completions, a dashboard member with 5,000); BENCH_SIZES=1 is the quick run, BENCH_SIZES=10 the large size
 * alone. BENCH_ARTICLES, BENCH_USERS, BENCH_COMPLETIONS and BENCH_DASHBOARD_COMPLETIONS change the 1× size.
 * Plan check: at the last size, every statement of each target's checked request is EXPLAINed and a sequential scan
 * on a table that grows with members or completions is reported per section; BENCH_PLANS=0 skips it.
 * Shorter runs: BENCH_SECTIONS=library,dashboard runs only the sections whose file names are listed (assessment
 * needs library in the list: it tests on the library section's articles),
 * BENCH_SOAK_SECONDS=0 skips the soak, BENCH_FRONTEND=0 the front-end budgets and BENCH_RESTART=0 the restart time.
 * Lighthouse (issue #31 §4, tests/bench/lighthouse.mjs): part of the front-end section, mobile performance of six
 * pages, BENCH_LIGHTHOUSE_RUNS runs each (default 3, median reported); BENCH_LIGHTHOUSE=0 skips it, and
 * BENCH_SECTIONS=none BENCH_SOAK_SECONDS=0 BENCH_RESTART=0 runs the front-end section alone.
 * Offline assistant answer time (issue #26, tests/bench/assistant.mjs): measured in this process before the
 * database is made, on the shipped library and on 10,000 items (BENCH_ASSISTANT_ITEMS), BENCH_ASSISTANT_ROUNDS passes
 * over the evaluation's questions (default 3). It runs when BENCH_SECTIONS is unset or lists `assistant`;
 * BENCH_SECTIONS=assistant runs it alone (no database, app, soak, front-end or restart), BENCH_ASSISTANT=0 skips it.
 * Profiling: BENCH_TARGETS=submit measures only the targets whose names contain one of the listed words, and
 * BENCH_APP_NODE_ARGS gives the app alone Node options, space-separated (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`),
 * and BENCH_KEEP_DATABASE=1 keeps the scratch database for EXPLAIN ANALYZE afterwards.
 * The app runs with its inspector on a loopback port: the soak's memory check reads the heap after a full
 * collection through it (tests/bench/heap.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';
import { createScratchDatabase, DIST, fetchJson, freePort, measure, ROOT, rssMiB, runNode, startProcess } from './lib.mjs';
import { frontendReport } from './frontend.mjs';
import { heapAfterGcMiB } from './heap.mjs';
import { restartReport } from './restart.mjs';
import { assistantReport } from './assistant.mjs';
import { checkPlans, plansLine, recordStatements } from './plans.mjs';
import { runSizes } from './sizes.mjs';

const ALL_SECTIONS = ['./sections/library.mjs', './sections/assessment.mjs', './sections/dashboard.mjs', './sections/item-statistics.mjs'];
// Library full-text search (issue #13 §5): its own section and rows, budget p99 ≤ 50 ms at 10 connections.
ALL_SECTIONS.push('./sections/search.mjs');
const ONLY = process.env.BENCH_SECTIONS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const SECTIONS = ONLY ? ALL_SECTIONS.filter((f) => ONLY.includes(path.basename(f, '.mjs'))) : ALL_SECTIONS;
// Not a load-test section (no seed or targets): an in-process measurement of its own, see assistant.mjs.
const ASSISTANT = process.env.BENCH_ASSISTANT !== '0' && (!ONLY || ONLY.includes('assistant'));
const ONLY_TARGETS = process.env.BENCH_TARGETS?.split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50);

const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
// Random per run: production refuses any secret written in the repository.
const JWT_SECRET = randomBytes(32).toString('hex');
const METRICS_TOKEN = randomBytes(24).toString('hex');
// One key for every start of the app in the run: the certificates it signs at one size still verify at the next.
const CREDENTIAL_KEY_SECRET = randomBytes(32).toString('hex');
const SIZES = runSizes();

const require = createRequire(import.meta.url);
const { AccessTokens } = require(`${DIST}/modules/auth/token.service.js`);

/**
 * Measures app and baseline in alternating rounds (A B, B A, A B, ...) after a short warm-up, so a
 * change in background load affects both sides alike. Throughput is total requests over total time;
 * latencies are the median of the rounds' percentiles.
 */
async function compare(appRequest, baselineRequest) {
  const opts = { connections: CONNECTIONS };
  await measure({ ...appRequest, ...opts, duration: 2 });
  await measure({ ...baselineRequest, ...opts, duration: 2 });
  const rounds = { app: [], base: [] };
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? ['app', 'base'] : ['base', 'app'];
    for (const side of order) rounds[side].push(await measure({ ...(side === 'app' ? appRequest : baselineRequest), ...opts, duration: slice }));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const combine = (list) => ({
    rps: list.reduce((n, m) => n + m.requests, 0) / (slice * list.length),
    p50: median(list.map((m) => m.p50)),
    p99: median(list.map((m) => m.p99)),
    requests: list.reduce((n, m) => n + m.requests, 0),
    failures: list.reduce((n, m) => n + m.failures, 0),
  });
  return { app: combine(rounds.app), base: combine(rounds.base) };
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');

async function main() {
  // In-process and CPU-bound: measured first, before the database and the app compete for the cores.
  const assistant = ASSISTANT ? await assistantReport() : '';
  if (ONLY?.includes('assistant') && SECTIONS.length === 0) {
    writeResults([], null, '', null, '', assistant);
    return;
  }
  const sections = await Promise.all(SECTIONS.map(async (file) => ({ file: new URL(file, import.meta.url).href, mod: await import(file) })));
  const db = await createScratchDatabase();
  const storageDir = path.join(os.tmpdir(), `${db.name}-storage`);
  const stops = [];
  const cleanup = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await db.drop().catch(() => {});
    rmSync(storageDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    console.log(`scratch database ${db.name}: applying migrations`);
    await runNode(path.join(DIST, 'cli/migrate.js'), [], { DATABASE_URL: db.url, LOG_LEVEL: 'warn' });

    const tokens = new AccessTokens(JWT_SECRET, 3600);
    const statementLog = path.join(os.tmpdir(), `${db.name}-statements.jsonl`);
    stops.push(async () => rmSync(statementLog, { force: true }));
    const report = sections.map(({ mod }) => ({ name: mod.name, sizes: [] }));
    const seeding = [];
    const memory = {};
    let servers = null;
    stops.push(async () => servers?.stop());
    let targetsFrom = null;
    for (const [s, size] of SIZES.entries()) {
      // The data grows while nothing reads it: the servers stop, the sections add rows, the servers start again.
      if (servers) await servers.stop();
      const pool = new pg.Pool({ connectionString: db.url, max: 4 });
      // An idle connection ended by the cleanup's DROP DATABASE must not hide the error that led to it.
      pool.on('error', () => {});
      const seededAt = Date.now();
      const seeded = [];
      for (const [i, { mod }] of sections.entries()) {
        const started = Date.now();
        const previous = s > 0 ? report[i].sizes[s - 1].dataset : undefined;
        seeded.push(await mod.seed({ pool, signToken: (claims) => tokens.sign(claims), size, previous }));
        console.log(`${size.label}: seeded ${mod.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      await pool.end();
      seeding.push({ label: size.label, seconds: (Date.now() - seededAt) / 1000 });
      console.log(`${size.label}: seeding took ${seeding.at(-1).seconds.toFixed(1)} s`);

      servers = await startServers(db.url, storageDir, statementLog, sections);
      const { app, appUrl, baselineUrl } = servers;
      memory.idle ??= rssMiB(app.pid);
      targetsFrom = new Date();
      // The plan check runs at the largest size of the run, on the statements of each target's checked request.
      const checkPlansNow = s === SIZES.length - 1 && process.env.BENCH_PLANS !== '0';
      const planPool = checkPlansNow ? new pg.Pool({ connectionString: db.url, max: 1 }) : null;
      try {
        for (const [i, { mod }] of sections.entries()) {
          const rows = [];
          const plans = [];
          for (const target of await mod.targets({ appUrl, baselineUrl, ...seeded[i] })) {
            if (ONLY_TARGETS && !ONLY_TARGETS.some((word) => target.name.toLowerCase().includes(word))) continue;
            for (const t of [target, target.baseline]) {
              const ask = () => fetchJson(t.request.url, { method: t.request.method, headers: t.request.headers, body: t.request.body });
              let json;
              if (checkPlansNow && t === target) {
                const recorded = await recordStatements(statementLog, app.pid, ask);
                json = recorded.result;
                plans.push({ target: target.name, ...(await checkPlans(planPool, recorded.statements)) });
              } else {
                json = await ask();
              }
              if (!t.check(json)) throw new Error(`${t.name}: unexpected answer ${JSON.stringify(json).slice(0, 300)}`);
            }
            const before = await statementCounts(appUrl);
            const { app: measured, base } = await compare(target.request, target.baseline.request);
            const after = await statementCounts(appUrl);
            measured.statements = statementsPerRequest(before, after, target.request.url);
            // Targets that use something up per request (a fresh attempt) stay out of the soak, which repeats requests.
            rows.push({ name: target.name, app: measured, base, request: target.soak === false ? null : target.request });
            console.log(
              `${mod.name} | ${size.label} | ${target.name}: ${fmt(measured.rps)} req/s p50 ${measured.p50} ms p99 ${measured.p99} ms | baseline ${fmt(base.rps)} req/s p50 ${base.p50} ms p99 ${base.p99} ms | throughput ${ratio(measured.rps, base.rps)} of baseline`,
            );
          }
          const plansText = checkPlansNow ? plansLine(plans) : null;
          if (plansText) console.log(`${mod.name} | ${size.label} | ${plansText}`);
          report[i].sizes.push({ label: size.label, dataset: seeded[i], rows, plans: plansText });
        }
      } finally {
        await planPool?.end();
      }
    }
    const { app, appUrl } = servers;
    memory.afterTargets = rssMiB(app.pid);
    let soak = null;
    if (SOAK_SECONDS > 0) {
      const heapBefore = await heapAfterGcMiB(servers.inspectPort);
      soak = await runSoak(appUrl, report, db.url, app.pid, targetsFrom);
      // The soak's clients have gone: their sockets and requests are no longer the app's to keep.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      soak.heap = { before: heapBefore, after: await heapAfterGcMiB(servers.inspectPort) };
      console.log(
        `soak: ${soak.requests} requests, ${soak.errors} errors, consistency: ${soak.consistent ? 'ok' : 'BROKEN'}, heap after a full collection ${fmt(soak.heap.before, 1)} → ${fmt(soak.heap.after, 1)} MiB, RSS samples ${soak.rss.map((r) => fmt(r)).join(' ')} MiB`,
      );
    }
    memory.after = rssMiB(app.pid);
    console.log(`app RSS: idle ${fmt(memory.idle)} MiB, after the targets ${fmt(memory.afterTargets)} MiB, at the end ${fmt(memory.after)} MiB`);
    let frontend = '';
    if (process.env.BENCH_FRONTEND !== '0') {
      try {
        frontend = await frontendReport();
      } catch (error) {
        frontend = `Front-end report unavailable: ${error.message}`;
      }
    }
    let restart = '';
    if (process.env.BENCH_RESTART !== '0') {
      try {
        restart = await restartReport();
      } catch (error) {
        restart = `Restart measurement failed: ${error.message.slice(0, 300)}`;
      }
    }
    writeResults(report, soak, frontend, memory, restart, assistant, seeding);
  } finally {
    await cleanup();
  }
}

/**
 * Starts the app (server/dist, with the bench's statement recorder loaded: statement-log.mjs) and the bare
 * baseline server on free ports; `stop` ends both.
 */
async function startServers(databaseUrl, storageDir, statementLog, sections) {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  // The inspector on a loopback port of the bench's own, read only between measurements (see heap.mjs).
  const inspectPort = await freePort();
  const app = await startProcess(
    'app',
    path.join(DIST, 'main.js'),
    [],
    {
      NODE_ENV: 'production',
      PORT: String(appPort),
      PUBLIC_URL: appUrl,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      PAYMENTS_SANDBOX: 'allow',
      CREDENTIAL_KEY_SECRET,
      RATE_LIMIT_SCALE: '100000',
      // The synthetic library has no curated banks: tests come from drafts that pass the gate.
      QUESTION_REVIEW: 'auto',
      // Bench members start tests without reading first; the start still reads their study time (the rule's cost).
      MIN_STUDY_SHARE: '0',
      STORAGE_DIR: storageDir,
      BENCH_STATEMENT_LOG: statementLog,
      BENCH_APP_DIST: DIST,
    },
    `${appUrl}/readyz`,
    [
      `--inspect=127.0.0.1:${inspectPort}`,
      '--import',
      pathToFileURL(path.join(ROOT, 'tests/bench/statement-log.mjs')).href,
      ...(process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  );
  const baselinePort = await freePort();
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  let baseline;
  try {
    baseline = await startProcess(
      'baseline',
      path.join(ROOT, 'tests/bench/baseline-server.mjs'),
      [String(baselinePort), databaseUrl, ...sections.map((s) => s.file)],
      {},
      `${baselineUrl}/ready`,
    );
  } catch (error) {
    await app.stop();
    throw error;
  }
  return {
    app,
    appUrl,
    baselineUrl,
    inspectPort,
    async stop() {
      await app.stop();
      await baseline.stop();
    },
  };
}

/** Histogram sums and counts of db_statements_per_request from /metrics, by route group. */
async function statementCounts(appUrl) {
  const text = await (await fetch(`${appUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const out = {};
  for (const m of text.matchAll(/^db_statements_per_request_(sum|count)\{route="([^"]+)"\} ([0-9.e+]+)$/gm)) {
    out[m[2]] ??= { sum: 0, count: 0 };
    out[m[2]][m[1]] = Number(m[3]);
  }
  return out;
}

function statementsPerRequest(before, after, url) {
  const path = new URL(url).pathname;
  const route = path.startsWith('/graphql') ? '/graphql' : `/api/${path.split('/')[2] ?? ''}`;
  const a = after[route] ?? { sum: 0, count: 0 };
  const b = before[route] ?? { sum: 0, count: 0 };
  const n = a.count - b.count;
  return n > 0 ? (a.sum - b.sum) / n : NaN;
}

/**
 * SOAK_CONNECTIONS concurrent clients for SOAK_SECONDS over every measured app request, then a
 * consistency check of the database (points totals match completions; no article completed twice;
 * never more than 3 graded attempts per member and article).
 */
async function runSoak(appUrl, report, databaseUrl, pid, since) {
  // The requests of the last (largest) size: those are the ones the running app serves.
  const requests = report.flatMap((s) => (s.sizes.at(-1)?.rows ?? []).map((r) => r.request)).filter(Boolean);
  // RSS sampled every 5 s, reported beside the heap check (see writeResults).
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMiB(pid)), 5000);
  const result = await autocannon({
    url: appUrl,
    connections: SOAK_CONNECTIONS,
    duration: SOAK_SECONDS,
    requests: requests.map((r) => ({ method: r.method ?? 'GET', path: new URL(r.url).pathname + new URL(r.url).search, headers: r.headers, body: r.body })),
  });
  clearInterval(sampler);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const {
      rows: [check],
    } = await pool.query(
      `SELECT
      (SELECT count(*)::int FROM users u WHERE u.pe_points_earned <> coalesce((SELECT sum(c.pe_points_awarded) FROM article_completions c WHERE c.user_id = u.id), 0)) AS points_mismatch,
      (SELECT count(*)::int FROM (SELECT 1 FROM article_completions GROUP BY user_id, article_id HAVING count(*) > 1) d) AS duplicate_completions,
      (SELECT count(*)::int FROM (SELECT 1 FROM test_attempts WHERE status <> 'open'
         -- Only pairs the app graded during the run: the item-statistics section seeds up to ten attempts per member on its own article.
         AND (user_id, article_id) IN (SELECT user_id, article_id FROM test_attempts WHERE submitted_at >= $1)
         GROUP BY user_id, article_id HAVING count(*) > 3) x) AS over_attempts`,
      [since],
    );
    return {
      seconds: SOAK_SECONDS,
      connections: SOAK_CONNECTIONS,
      requests: result.requests.total,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      check,
      rss: samples,
      consistent: check.points_mismatch === 0 && check.duplicate_completions === 0 && check.over_attempts === 0,
    };
  } finally {
    await pool.end();
  }
}

function writeResults(report, soak, frontend, memory, restart, assistant, seeding = []) {
  // Every BENCH_* setting of this run, so a shortened run says so.
  const settings = Object.entries(process.env)
    .filter(([k]) => k.startsWith('BENCH_') && k !== 'BENCH_DATABASE_URL')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`);
  const lines = [
    '# Benchmark results',
    '',
    `Generated by \`npm run bench\` on ${new Date().toISOString()}.`,
    '',
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
    `- Node ${process.version}; PostgreSQL on 127.0.0.1; app from server/dist with NODE_ENV=production, LOG_LEVEL=warn`,
    `- autocannon: ${CONNECTIONS} connections, ${DURATION} s per side and target after a 2 s warm-up, in ${ROUNDS} alternating app/baseline rounds (req/s over all rounds, latency = median of the rounds' percentiles)`,
    `- Run settings: ${settings.length ? settings.join(', ') : 'the defaults'}.`,
    '- Baseline: a plain node:http handler with a `pg` pool running the same SQL for the same rows (no framework, auth or GraphQL).',
    '- Ratios: app ÷ baseline (throughput: higher is better; latency: lower is better).',
  ];
  if (seeding.length) {
    lines.push(
      `- Data sizes (tests/bench/sizes.mjs): ${SIZES.map((z) => `${z.label} = ${z.articles} articles, ${z.members} members, ${z.completions} completions, a dashboard member with ${z.dashboardCompletions}`).join('; ')}. ` +
        `The run seeds the first size, measures it, then grows the data by adding rows and measures again (app and baseline restarted). ` +
        `Seeding took ${seeding.map((z) => `${z.seconds.toFixed(0)} s to ${z.label}`).join(', ')}.`,
      `- Plan check at ${SIZES.at(-1)?.label}: every statement of each target's checked request is EXPLAINed with its parameters; a Seq Scan on a table that grows with members or completions is listed (tests/bench/plans.mjs).`,
    );
  }
  lines.push('');
  for (const section of report) {
    lines.push(`## ${section.name}`, '');
    for (const size of section.sizes) if (size.dataset.description) lines.push(`**${size.label}:** ${size.dataset.description}`, '');
    lines.push(
      '| Target | Size | req/s | p50 ms | p99 ms | Baseline req/s | Baseline p50 ms | Baseline p99 ms | Throughput ratio | p50 ratio | p99 ratio | SQL statements / request | Failed requests |',
    );
    lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    // Target by target, each size beside the other (the targets come in the same order at every size).
    const count = Math.max(0, ...section.sizes.map((z) => z.rows.length));
    for (let t = 0; t < count; t++) {
      for (const size of section.sizes) {
        const r = size.rows[t];
        if (!r) continue;
        lines.push(
          `| ${r.name} | ${size.label} | ${fmt(r.app.rps)} | ${r.app.p50} | ${r.app.p99} | ${fmt(r.base.rps)} | ${r.base.p50} | ${r.base.p99} | ${ratio(r.app.rps, r.base.rps)} | ${ratio(r.app.p50, r.base.p50)} | ${ratio(r.app.p99, r.base.p99)} | ${fmt(r.app.statements, 1)} | ${r.app.failures + r.base.failures} |`,
        );
      }
    }
    lines.push('');
    for (const size of section.sizes) if (size.plans) lines.push(`${size.label} ${size.plans}`, '');
  }
  if (soak) {
    lines.push('## Soak', '');
    lines.push(
      `${soak.connections} concurrent clients for ${soak.seconds} s over every request above at ${SIZES.at(-1).label}: ${soak.requests} requests (${fmt(soak.rps)} req/s, p99 ${soak.p99} ms), **${soak.errors} errors**.`,
    );
    // Growth check on the live heap after a full collection, before and after the soak: what the app keeps, not
    // where in its collection cycle an RSS sample happens to fall. At most 10% more (caches and pools settling).
    const { before, after } = soak.heap;
    const grows = after > before * 1.1;
    lines.push(
      `App heap after a full collection (read through the inspector): ${fmt(before, 1)} MiB before the soak, ${fmt(after, 1)} MiB after it → **${grows ? `GROWS (+${fmt(((after - before) / before) * 100)}%)` : 'no growth'}** (check: at most 10% more after the soak).`,
    );
    if (soak.rss.length) {
      lines.push(`App RSS during the soak (sampled every 5 s): ${soak.rss.map((r) => fmt(r)).join(', ')} MiB, peak ${fmt(Math.max(...soak.rss))} MiB.`);
    }
    lines.push(
      `Consistency check afterwards: ${soak.check.points_mismatch} members whose points differ from their completions, ${soak.check.duplicate_completions} duplicate completions, ${soak.check.over_attempts} member/article pairs over 3 graded attempts → **${soak.consistent ? 'consistent' : 'INCONSISTENT'}**.`,
      '',
    );
  }
  if (memory) {
    lines.push(
      '## Server memory',
      '',
      `App RSS: idle after start ${fmt(memory.idle)} MiB, after the measured targets ${fmt(memory.afterTargets)} MiB, at the end ${fmt(memory.after)} MiB.`,
      '',
    );
  }
  if (restart) lines.push('## Restart', '', restart, '');
  if (assistant) lines.push('## Offline assistant answer time', '', assistant, '');
  if (frontend) lines.push('## Front-end budgets', '', frontend, '');
  const file = path.join(ROOT, 'bench/RESULTS.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, lines.join('\n'));
  console.log(`\nwrote ${path.relative(ROOT, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
