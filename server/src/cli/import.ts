import 'reflect-metadata';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { PATHS } from '../paths';
import { createServices } from '../services';

/**
 * `npm run import -- <folder>`: imports or updates articles (and news) from Markdown files with
 * front matter. A folder with articles/ and news/ sub-folders imports both; otherwise every .md
 * file in it is an article. Without a folder the shipped content/ folder is imported.
 * Rows are matched by file name (slug): running it again with the same files changes nothing.
 */
async function main() {
  const folder = path.resolve(process.argv[2] ?? PATHS.content);
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
  const { db } = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite') });
  try {
    const services = createServices(db, config, log);
    const report = await services.contentImport.importFolder(folder);
    if (report.errors.length) {
      console.error(`Nothing imported: ${report.errors.length} invalid file(s)`);
      const shown = (file: string) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file));
      for (const e of report.errors) console.error(`  ${shown(e.file)}: ${e.message}`);
      process.exitCode = 1;
      return;
    }
    const line = (t: { created: number; updated: number; unchanged: number }) => `${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged`;
    console.log(`Imported ${folder}`);
    console.log(`  articles: ${line(report.articles)}`);
    console.log(`  news:     ${line(report.news)}`);
    console.log(`  PDFs generated: ${report.pdfsGenerated}`);
    const sum = (k: 'created' | 'retired' | 'unchanged' | 'approved') => report.banks.reduce((n, b) => n + b[k], 0);
    const failing = report.banks.reduce((n, b) => n + b.failures.length, 0);
    console.log(
      `  question banks: ${report.banks.length} (items: ${sum('created')} created, ${sum('retired')} retired, ${sum('unchanged')} unchanged; ${sum('approved')} approved)`,
    );
    console.log(`  validation failures: ${failing}`);
    for (const bank of report.banks) {
      for (const item of bank.failures) {
        for (const f of item.failures) console.log(`    ${bank.slug}.questions.yaml ${item.id} [${f.rule}] ${f.message}`);
      }
    }
    const short = report.banks.filter((b) => b.approved < 10).map((b) => `${b.slug} (${b.approved})`);
    if (short.length) console.log(`  banks with fewer than 10 approved items: ${short.join(', ')}`);
  } finally {
    await db.destroy();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
