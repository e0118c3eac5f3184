import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { CredentialSigner } from '../modules/certificates/credential-signer';

/**
 * `npm run keys:rotate`: makes a new credential signing key current. Earlier keys stay published and
 * keep verifying the certificates they signed; running app processes sign with the new key at once.
 */
async function main() {
  const config = loadConfig();
  const { db } = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite') });
  try {
    const signer = new CredentialSigner({
      db,
      keySecret: config.credentialKeySecret,
      publicUrl: () => config.publicUrl,
      legacyKey: config.CREDENTIAL_SIGNING_KEY,
      dataDir: config.dataDir,
    });
    // Adopt an earlier deployment's key first, so that it is kept as a retired key rather than lost.
    await signer.ensureKey();
    const id = await signer.rotate();
    console.log(`New current signing key: ${signer.kidUrl(id)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
