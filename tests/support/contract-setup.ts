import { contractRecord } from './contract';

/**
 * Run after each API suite (jest.config.js, setupFilesAfterEnv): a suite fails when any REST answer it received
 * disagreed with the contract. CONTRACT_REPORT=1 prints how many answers were checked.
 */
afterAll(() => {
  const { checked, skipped, failures } = contractRecord;
  if (process.env.CONTRACT_REPORT) console.log(`REST contract: ${checked} answers checked, ${skipped} unrouted 4xx skipped, ${failures.length} failures`);
  if (failures.length === 0) return;
  const seen = new Set<string>();
  const lines = failures
    .map((f) => `${f.route} → ${f.status}: ${f.message}`)
    .filter((line) => !seen.has(line) && seen.add(line))
    .slice(0, 40);
  throw new Error(`${failures.length} REST answer(s) do not conform to docs/api/openapi.yaml:\n${lines.join('\n')}`);
});
