import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { CredentialSigner, isSigningAlgorithm, SIGNING_ALGORITHMS, type SigningAlgorithm } from '../modules/certificates/credential-signer';

/** The value of `--alg X` or `--alg=X`, else undefined (the configured algorithm). */
function algorithmArgument(args: string[]): SigningAlgorithm | undefined {
  const i = args.findIndex((a) => a === '--alg' || a.startsWith('--alg='));
  if (i < 0) return undefined;
  const value = args[i].includes('=') ? args[i].slice('--alg='.length) : args[i + 1];
  if (!isSigningAlgorithm(value)) throw new Error(`--alg must be one of ${SIGNING_ALGORITHMS.join(', ')}`);
  return value;
}

/**
 * `npm run keys:rotate [-- --alg RS256|EdDSA]`: makes a new credential signing key current, of the given
 * algorithm or else CREDENTIAL_SIGNING_ALG. Earlier keys stay published and
 * keep verifying the certificates they signed; running app processes sign with the new key at once.
 */
async function main() {
  const algorithm = algorithmArgument(process.argv.slice(2));
  const config = loadConfig();
  const { db } = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite') });
  try {
    const signer = new CredentialSigner({
      db,
      keySecret: config.credentialKeySecret,
      publicUrl: () => config.publicUrl,
      legacyKey: config.CREDENTIAL_SIGNING_KEY,
      dataDir: config.dataDir,
      algorithm: config.CREDENTIAL_SIGNING_ALG,
    });
    // Adopt an earlier deployment's key first, so that it is kept as a retired key rather than lost.
    await signer.ensureKey();
    const id = await signer.rotate(algorithm);
    console.log(`New current signing key (${algorithm ?? config.CREDENTIAL_SIGNING_ALG}): ${signer.kidUrl(id)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
