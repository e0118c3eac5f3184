import type { JWK } from 'jose';
import { AppError } from '../../errors';
import { DID_V1_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL, shippedContexts } from './contexts';
import { issuerProfile, type IssuerInfo } from './credential';
import { KEY_PATH, type CredentialSigner } from './credential-signer';

/** The Data Integrity cryptosuite of the JSON credential's embedded proof (W3C VC Data Integrity EdDSA Cryptosuites). */
export const DATA_INTEGRITY_CRYPTOSUITE = 'eddsa-rdfc-2022';

/**
 * A verification method's id: the same URL as the key's JWT `kid`. It answers the public JWK by default and
 * the Multikey document to a JSON-LD request (Accept: application/ld+json).
 */
export const verificationMethodUrl = (publicUrl: string, keyId: string) => `${publicUrl}${KEY_PATH}${keyId}`;

/** The key id (JWK thumbprint) a verification method URL of this deployment names, or null. */
export function keyIdOf(publicUrl: string, url: string): string | null {
  const prefix = `${publicUrl}${KEY_PATH}`;
  const id = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return /^[A-Za-z0-9_-]{20,64}$/.test(id) ? id : null;
}

/** A Multikey verification method (what its URL answers as JSON-LD). */
export interface MultikeyDocument {
  '@context'?: string;
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
}

interface KeyPair {
  signer(): unknown;
  export(options: { publicKey: boolean; includeContext: boolean }): Promise<Omit<MultikeyDocument, 'id' | 'controller'>>;
}

interface VerifyResult {
  verified: boolean;
  error?: { message?: string; errors?: Array<{ message?: string }> };
}

/** What this module uses of Digital Bazaar's libraries (they ship no type declarations). */
interface Libraries {
  vc: {
    issue(options: { credential: object; suite: unknown; documentLoader: DocumentLoader }): Promise<Record<string, unknown>>;
    verifyCredential(options: {
      credential: unknown;
      suite: unknown;
      documentLoader: DocumentLoader;
      checkStatus?: () => Promise<{ verified: boolean }>;
    }): Promise<VerifyResult>;
  };
  DataIntegrityProof: new (options: { signer?: unknown; cryptosuite: unknown; date?: string }) => unknown;
  cryptosuite: unknown;
  Ed25519Multikey: { fromJwk(options: { jwk: JWK; secretKey?: boolean; id?: string; controller?: string }): Promise<KeyPair> };
  /** The DID v1 and Multikey v1 contexts, from their npm packages. */
  contexts: Record<string, unknown>;
}

export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

/**
 * A native import(): the libraries are ES modules only. This server compiles to CommonJS with module "nodenext",
 * which keeps import() as it is (a require() could not load them); the packages carry no types, Libraries states
 * what is used.
 */
const importModule = (specifier: string): Promise<Record<string, unknown>> => import(specifier) as Promise<Record<string, unknown>>;

let loading: Promise<Libraries> | null = null;

async function loadLibraries(): Promise<Libraries> {
  // One after the other: they share dependencies, and a module loader linking one graph twice at once can fail.
  const vc = await importModule('@digitalbazaar/vc');
  const integrity = await importModule('@digitalbazaar/data-integrity');
  const suite = await importModule('@digitalbazaar/eddsa-rdfc-2022-cryptosuite');
  const multikey = await importModule('@digitalbazaar/ed25519-multikey');
  const didContext = await importModule('did-context');
  const multikeyContext = await importModule('@digitalbazaar/multikey-context');
  const contextsOf = (m: Record<string, unknown>) => ((m.default ?? m) as { contexts: Map<string, unknown> }).contexts;
  return {
    vc: vc as unknown as Libraries['vc'],
    DataIntegrityProof: integrity.DataIntegrityProof as Libraries['DataIntegrityProof'],
    cryptosuite: suite.cryptosuite,
    Ed25519Multikey: multikey as unknown as Libraries['Ed25519Multikey'],
    contexts: {
      [DID_V1_CONTEXT_URL]: contextsOf(didContext).get(DID_V1_CONTEXT_URL),
      [MULTIKEY_V1_CONTEXT_URL]: contextsOf(multikeyContext).get(MULTIKEY_V1_CONTEXT_URL),
    },
  };
}

/** The libraries, loaded once per process; a failed load is tried again next time and answers 503. */
export async function dataIntegrityLibraries(): Promise<Libraries> {
  loading ??= loadLibraries();
  try {
    return await loading;
  } catch (e) {
    loading = null;
    throw new AppError('SERVICE_UNAVAILABLE', `Data Integrity proofs are unavailable: ${(e as Error).message}`);
  }
}

/** What a Data Integrity check found: whether the proof holds, and the key that made it. */
export interface DataIntegrityCheck {
  verified: boolean;
  keyId: string | null;
  error: string | null;
}

/**
 * Embedded Data Integrity proofs (eddsa-rdfc-2022) with Digital Bazaar's libraries and the platform's Ed25519
 * key. Every document is served by a local loader: the contexts shipped with the app, and the issuer's
 * profile and verification methods built from the keys in the database. Nothing is fetched.
 */
export class DataIntegrity {
  constructor(private readonly deps: { signer: CredentialSigner; issuer: () => IssuerInfo }) {}

  /** Each Ed25519 key as a Multikey verification method controlled by the issuer. */
  async verificationMethods(): Promise<MultikeyDocument[]> {
    const { Ed25519Multikey } = await dataIntegrityLibraries();
    const { publicUrl } = this.deps.issuer();
    const keys = await this.deps.signer.ed25519Keys();
    return Promise.all(
      keys.map(async (k) => {
        const id = verificationMethodUrl(publicUrl, k.id);
        const pair = await Ed25519Multikey.fromJwk({ jwk: k.jwk, id, controller: publicUrl });
        const { publicKeyMultibase } = await pair.export({ publicKey: true, includeContext: false });
        return { '@context': MULTIKEY_V1_CONTEXT_URL, id, type: 'Multikey' as const, controller: publicUrl, publicKeyMultibase };
      }),
    );
  }

  /** The issuer's profile: an Open Badges 3.0 Profile that is also the controller document of its keys. */
  async issuerProfile() {
    return issuerProfile(this.deps.issuer(), await this.verificationMethods());
  }

  /** The Multikey document of key `keyId`, or null when it is not an Ed25519 key of the platform. */
  async verificationMethod(keyId: string): Promise<MultikeyDocument | null> {
    const url = verificationMethodUrl(this.deps.issuer().publicUrl, keyId);
    return (await this.verificationMethods()).find((m) => m.id === url) ?? null;
  }

  /** A jsonld.js document loader that answers from the app alone and refuses every other URL. */
  async documentLoader(): Promise<DocumentLoader> {
    const { contexts } = await dataIntegrityLibraries();
    const { publicUrl } = this.deps.issuer();
    const shipped: Record<string, unknown> = { ...shippedContexts(publicUrl), ...contexts };
    let methods: Promise<MultikeyDocument[]> | null = null;
    const loaded = (documentUrl: string, document: unknown) => ({ contextUrl: null, documentUrl, document });
    return async (url: string) => {
      if (shipped[url]) return loaded(url, shipped[url]);
      if (url === publicUrl || keyIdOf(publicUrl, url)) {
        methods ??= this.verificationMethods();
        const known = await methods;
        if (url === publicUrl) return loaded(url, issuerProfile(this.deps.issuer(), known));
        const method = known.find((m) => m.id === url);
        if (method) return loaded(url, method);
      }
      throw new Error(`Document not served by this app (nothing is fetched): ${url}`);
    };
  }

  /**
   * `credential` with an embedded DataIntegrityProof (eddsa-rdfc-2022) by the platform's Ed25519 key. The
   * proof is dated when the credential became valid, so every download of one certificate is the same
   * document (Ed25519 signatures are deterministic) and a holder's copies never disagree.
   */
  async sign<C extends object>(credential: C): Promise<C & { proof: Record<string, unknown> }> {
    const { vc, DataIntegrityProof, cryptosuite, Ed25519Multikey } = await dataIntegrityLibraries();
    const { publicUrl } = this.deps.issuer();
    const { id, privateJwk } = await this.deps.signer.dataIntegrityKey();
    const key = await Ed25519Multikey.fromJwk({ jwk: privateJwk, secretKey: true, id: verificationMethodUrl(publicUrl, id), controller: publicUrl });
    const validFrom = (credential as { validFrom?: unknown }).validFrom;
    const date = typeof validFrom === 'string' ? validFrom : undefined;
    const suite = new DataIntegrityProof({ signer: key.signer(), cryptosuite, date });
    return (await vc.issue({ credential: structuredClone(credential), suite, documentLoader: await this.documentLoader() })) as C & {
      proof: Record<string, unknown>;
    };
  }

  /**
   * Checks the embedded proof of `credential` with Digital Bazaar's verifier: the cryptosuite must be
   * eddsa-rdfc-2022, the verification method one of the platform's keys, and its controller the issuer.
   */
  async verify(credential: Record<string, unknown>): Promise<DataIntegrityCheck> {
    const proofs = [credential.proof].flat() as Array<Record<string, unknown> | undefined>;
    const proof = proofs.length === 1 ? proofs[0] : undefined;
    if (!proof || proof.type !== 'DataIntegrityProof' || proof.cryptosuite !== DATA_INTEGRITY_CRYPTOSUITE) {
      return { verified: false, keyId: null, error: `The credential carries no single ${DATA_INTEGRITY_CRYPTOSUITE} Data Integrity proof` };
    }
    const { vc, DataIntegrityProof, cryptosuite } = await dataIntegrityLibraries();
    const keyId = typeof proof.verificationMethod === 'string' ? keyIdOf(this.deps.issuer().publicUrl, proof.verificationMethod) : null;
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader: await this.documentLoader(),
      // The proof only: the caller reads revocation from the register, the source of the status lists.
      checkStatus: async () => ({ verified: true }),
    });
    if (result.verified) return { verified: true, keyId, error: null };
    const reason = result.error?.errors?.[0]?.message ?? result.error?.message ?? 'The proof does not verify';
    return { verified: false, keyId, error: reason };
  }
}
