import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchemaSdl } from '../graphql/print';

/** `npm run schema`: writes schema.graphql at the repository root from the type-graphql classes. */
async function main() {
  const file = path.resolve(__dirname, '../../../../../schema.graphql');
  writeFileSync(file, await printSchemaSdl());
  console.log(`wrote ${file}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
