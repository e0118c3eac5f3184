import { readFileSync, writeFileSync } from 'node:fs';
import { check, generateOpenApi } from '../rest/openapi-generate';
import { PATHS } from '../paths';

/**
 * `npm run openapi`: rewrites the request schemas of docs/api/openapi.yaml from the zod schemas the REST routes parse
 * requests with (server/src/rest/openapi-inputs.ts), then lists any operation whose request body or query parameter
 * does not refer to them (exit code 1).
 */
function main() {
  const file = PATHS.openapi;
  const before = readFileSync(file, 'utf8');
  const after = generateOpenApi(before);
  if (after !== before) writeFileSync(file, after);
  console.log(after === before ? `${file} is current` : `wrote ${file}`);
  const problems = check(after);
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
}

main();
