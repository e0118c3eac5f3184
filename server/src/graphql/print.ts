import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { getSchema } from './schema';

/**
 * The schema definition spelled out: graphql-js leaves it out when the roots use the default names, and SDL tools
 * then guess the roots from type names alone.
 */
function schemaDefinition(schema: GraphQLSchema): string {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  const lines = roots.filter(([, type]) => type).map(([op, type]) => `  ${op}: ${type?.name}`);
  return `schema {\n${lines.join('\n')}\n}`;
}

/** The schema as SDL, sorted so the committed file only changes when the API does. */
export async function printSchemaSdl(): Promise<string> {
  const schema = lexicographicSortSchema(await getSchema());
  let sdl = printSchema(schema);
  if (!sdl.startsWith('schema {')) sdl = `${schemaDefinition(schema)}\n\n${sdl}`;
  return `# Generated from the type-graphql classes by \`npm run schema\`. Do not edit.\n\n${sdl}\n`;
}
