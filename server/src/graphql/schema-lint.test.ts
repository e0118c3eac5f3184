import { buildSchema as buildSdl } from 'graphql';
import { getSchema } from './schema';
import { lintSchema } from './schema-lint';

describe('schema lint', () => {
  it('passes every rule, descriptions included, with no exception', async () => {
    expect(lintSchema(await getSchema()).map((p) => p.message)).toEqual([]);
  });

  it('catches each kind of problem', () => {
    const schema = buildSdl(`
      schema { query: Query }
      """Root"""
      type Query {
        """ok"""
        item(id: ID!): Subscription
        Bad_Field: String
      }
      type Subscription { """x""" x: Int }
      """Orphan"""
      type orphan_type { """y""" y: Int }
      """Kinds"""
      enum Kind { """a""" lowerCase }
    `);
    const problems = lintSchema(schema).map((p) => `${p.rule} ${p.coordinate}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'description Query.item(id:)',
        'description Query.Bad_Field',
        'naming Query.Bad_Field',
        'description Subscription',
        'root-name Subscription',
        'naming orphan_type',
        'unreachable orphan_type',
        'unreachable Kind',
        'naming Kind.lowerCase',
      ]),
    );
  });
});
