import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema';

/** The schema as SDL, sorted so the committed file only changes when the API does. */
export async function printSchemaSdl(): Promise<string> {
  return `# Generated from the type-graphql classes by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
