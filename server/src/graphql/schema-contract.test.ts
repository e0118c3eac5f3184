import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema as buildSdl } from 'graphql';
import { getSchema } from './schema';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The "## GraphQL API" section of CHANGELOG.md, up to the next second-level heading. */
function graphqlChangelog(): string {
  const text = read('CHANGELOG.md');
  const start = text.indexOf('\n## GraphQL API');
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

describe('the GraphQL contract', () => {
  it('schema.graphql matches the live schema in both directions (graphql-inspector)', async () => {
    const live = await getSchema();
    const committed = buildSdl(read('schema.graphql'));
    const describe = (changes: Awaited<ReturnType<typeof diff>>) => changes.map((c) => `${c.type} ${c.path ?? ''}: ${c.message}`);
    expect(describe(await diff(committed, live))).toEqual([]);
    expect(describe(await diff(live, committed))).toEqual([]);
  });

  it('lists every breaking change since docs/api/schema.baseline.graphql in the CHANGELOG', async () => {
    const baseline = buildSdl(read('docs/api/schema.baseline.graphql'));
    const breaking = (await diff(baseline, await getSchema())).filter((c) => c.criticality.level === CriticalityLevel.Breaking);
    const section = graphqlChangelog();
    // Each breaking change is named in the changelog by its schema coordinate (e.g. `Query.article`; `schema` for a root change).
    const unlisted = breaking.filter((c) => !section.includes(`\`${c.path ?? 'schema'}\``)).map((c) => `${c.path}: ${c.message}`);
    expect(unlisted).toEqual([]);
  });
});
