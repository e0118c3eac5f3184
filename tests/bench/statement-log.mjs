/**
 * Loaded into the app with `--import` by the bench (never by the app itself): records the SQL statements
 * requests make, with their parameters, so the plan check (plans.mjs) can EXPLAIN them. Recording is off
 * until the bench sends SIGUSR2 and toggles with each further SIGUSR2; each toggle writes a marker line, so
 * the bench knows the switch has happened before it sends the request. Only statements run inside a
 * request's statement counter (server/src/db/query-context.ts) are recorded, one line per distinct text.
 *   BENCH_STATEMENT_LOG  the JSON-lines file to append to
 *   BENCH_APP_DIST       server/dist/server/src, to find the app's own `pg` and statement counter
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.BENCH_STATEMENT_LOG;
const dist = process.env.BENCH_APP_DIST;
if (file && dist) {
  const appRequire = createRequire(path.join(dist, 'main.js'));
  const pg = appRequire('pg');
  const { queryContext } = appRequire('./db/query-context.js');
  let recording = false;
  let seen = new Set();
  process.on('SIGUSR2', () => {
    recording = !recording;
    seen = new Set();
    appendFileSync(file, `${JSON.stringify({ recording })}\n`);
  });
  const param = (v) => (Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : v);
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    if (recording && queryContext.getStore()) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = (typeof config === 'object' && config?.values) || (Array.isArray(values) ? values : []);
      if (typeof text === 'string' && !seen.has(text)) {
        seen.add(text);
        try {
          appendFileSync(file, `${JSON.stringify({ text, values: params.map(param) })}\n`);
        } catch {
          /* a parameter JSON cannot hold: the statement stays unrecorded */
        }
      }
    }
    return original.call(this, config, values, callback);
  };
}
