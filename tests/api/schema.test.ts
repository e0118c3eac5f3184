import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { publicOperations } from '../../server/src/graphql/auth-checker';
import { printSchemaSdl } from '../../server/src/graphql/print';
import { getSchema } from '../../server/src/graphql/schema';
import { openTestDatabase } from '../support/harness';

describe('schema.graphql', () => {
  it('is up to date with the type-graphql classes (run `npm run schema`)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(await printSchemaSdl());
  });

  it('declares authorization on every Query and Mutation', async () => {
    await getSchema();
    const storage = getMetadataStorage();
    const authorized = new Set(storage.authorizedFields.map((f) => f.fieldName));
    const operations = [...storage.queries, ...storage.mutations].map((q) => q.methodName);
    const undeclared = operations.filter((name) => !authorized.has(name) && !publicOperations.has(name));
    expect(undeclared).toEqual([]);
  });
});

describe('migrations', () => {
  it('bring the database to exactly the schema the entities describe', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const pending = await db.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await close();
    }
  });
});
