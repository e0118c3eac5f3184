import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { printSchemaSdl } from '../graphql/print';
import { PATHS } from '../paths';

/** `npm run schema`: writes schema.graphql at the repository root from the type-graphql classes. */
async function main() {
  const file = PATHS.schema;
  writeFileSync(file, await printSchemaSdl());
  console.log(`wrote ${file}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
