import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { COST, operationCost } from './cost';

const root = path.resolve(__dirname, '../../..');
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

function cost(document: DocumentNode, variables: Record<string, unknown> = {}): number {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('no operation');
  return operationCost({ schema, document, operation, variables });
}

/** Every operation the web client sends, as generated into client/src/gql. */
function clientDocuments(): Array<{ name: string; document: DocumentNode }> {
  const source = readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
  const out: Array<{ name: string; document: DocumentNode }> = [];
  for (const m of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)) {
    out.push({ name: m[1], document: JSON.parse(m[2]) as DocumentNode });
  }
  return out;
}

describe('GraphQL cost model', () => {
  it('counts nodes(ids:) as one item per id, and a connection read backward by last', () => {
    const two = cost(parse('query($ids: [ID!]!) { nodes(ids: $ids) { id } }'), { ids: ['a', 'b'] });
    const hundred = cost(parse('query($ids: [ID!]!) { nodes(ids: $ids) { id } }'), { ids: Array.from({ length: 100 }, String) });
    expect(two).toBe(2 * (1 + 1));
    expect(hundred).toBe(100 * (1 + 1));
    expect(cost(parse('{ articleCompletions(last: 3) { edges { node { id } } } }'))).toBe(1 + 3 * (1 + 1 + 1));
  });

  it('counts a list as its page size times what each item selects', () => {
    const one = cost(parse('{ articles(perPage: 1) { items { id title } } }'));
    const ten = cost(parse('{ articles(perPage: 10) { items { id title } } }'));
    expect(one).toBe(1 + 1 * (1 + 2));
    expect(ten).toBe(1 + 10 * (1 + 2));
    // Variables and the schema default are honoured; oversized pages count as the maximum.
    expect(cost(parse('query($n: Int) { articles(perPage: $n) { items { id } } }'), { n: 10 })).toBe(1 + 10 * 2);
    expect(cost(parse('{ articles { items { id } } }'))).toBe(1 + COST.maxPageSize * 2);
    expect(cost(parse('{ articles(perPage: 100000) { items { id } } }'))).toBe(1 + COST.maxPageSize * 2);
    // Unbounded lists count as a fixed maximum.
    expect(cost(parse('{ completionStatuses(articleIds: [1]) { articleId } }'))).toBe(COST.unboundedListSize * 2);
    // Long texts weigh more.
    expect(cost(parse('{ articles(perPage: 1) { items { contentHtml } } }'))).toBe(1 + 1 * (1 + COST.weights['Article.contentHtml']));
  });

  it("counts a connection's edges as its first, the documented maximum when absent or larger", () => {
    const page = (args: string) => cost(parse(`{ news${args} { edges { cursor node { id } } pageInfo { hasNextPage } totalCount } }`));
    // news 1 + edges (size × (edge 1 + cursor 1 + node 1 + id 1)) + pageInfo 2 + totalCount 1
    expect(page('(first: 10)')).toBe(1 + 10 * 4 + 2 + 1);
    expect(page('')).toBe(1 + COST.maxPageSize * 4 + 2 + 1);
    expect(page('(first: 5000)')).toBe(1 + COST.maxPageSize * 4 + 2 + 1);
    expect(cost(parse('query($n: Int) { certificates(first: $n) { edges { node { certificateId } } } }'), { n: 3 })).toBe(1 + 3 * 3);
  });

  it('honours declared variable defaults and leaves out what @skip or @include leaves out', () => {
    expect(cost(parse('query($n: Int = 10) { articles(perPage: $n) { items { id } } }'))).toBe(1 + 10 * 2);
    const conditional = parse('query($t: Boolean = false) { articles(perPage: 10) { items { id title @include(if: $t) summary @skip(if: $t) } } }');
    expect(cost(conditional)).toBe(1 + 10 * (1 + 2));
    expect(cost(conditional, { t: true })).toBe(1 + 10 * (1 + 2));
    // A condition the request does not settle counts the field.
    expect(cost(parse('query($t: Boolean) { articles(perPage: 10) { items { id title @include(if: $t) } } }'))).toBe(1 + 10 * (1 + 2));
  });

  it('counts a field that several fragments select once, as it runs once, and aliases apart', () => {
    const fragments = parse(`{ articles(perPage: 10) { items { id ...Card ...Actions } } }
      fragment Card on Article { id title completionStatus { completed } }
      fragment Actions on Article { id completionStatus { completed canTakeTest } }`);
    // articles 1 + 10 × (item 1 + id 1 + title 1 + completionStatus 1 + completed 1 + canTakeTest 1)
    expect(cost(fragments)).toBe(1 + 10 * 6);
    expect(cost(parse('{ a: articles(perPage: 1) { items { id } } b: articles(perPage: 1) { items { id } } }'))).toBe(2 * (1 + 1 * 2));
  });

  it('lets every operation of the web client through with room to spare', () => {
    const docs = clientDocuments();
    expect(docs.length).toBeGreaterThan(40);
    const costs = docs.map(({ name, document }) => ({ name, cost: cost(document) })).sort((a, b) => b.cost - a.cost);
    expect(costs[0].cost).toBeLessThanOrEqual(COST.maxCost / 2);
  });

  it('refuses the 1.7 kB library dump that used to return megabytes', () => {
    const fields = 'id title summary contentHtml contentMarkdown category professions source publicationDate';
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: articles(perPage: 100, page: ${i + 1}) { items { ${fields} } }`).join(' ');
    const query = `{ ${aliases} }`;
    expect(query.length).toBeGreaterThan(1500);
    expect(cost(parse(query))).toBeGreaterThan(COST.maxCost);
    // Even a single full page of article bodies is over the limit; a page of summaries is not.
    expect(cost(parse(`{ articles(perPage: 100) { items { ${fields} } } }`))).toBeGreaterThan(COST.maxCost);
    expect(cost(parse('{ articles(perPage: 100) { items { id title summary category professions source publicationDate } } }'))).toBeLessThanOrEqual(
      COST.maxCost,
    );
  });
});
