import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type SelectionNode } from 'graphql';
import { AppError } from '../errors';

/**
 * Persisted operations. graphql-codegen writes the first-party client's operations to a manifest
 * (SHA-256 of the document → its text); the client sends only the hash and the server runs the text it
 * already has. The partner examples in docs/api are registered too. With GRAPHQL_OPERATIONS=persisted
 * the server runs nothing else, unless the request carries a partner API key (X-Api-Key). Other clients
 * register their documents by hash as they go (Apollo's automatic persisted queries, `automaticQueryStore`);
 * that saves them sending the text, and never makes a document registered in the sense above.
 */
export interface PersistedOperations {
  /** The registered text of a hash, as sent by the first-party client. */
  text(hash: string): string | undefined;
  /** Whether a parsed document is one of the registered operations (whatever its layout or __typename fields). */
  isRegistered(document: DocumentNode): boolean;
  readonly size: number;
}

/** SHA-256 of a document's canonical text: definitions, selections, arguments and variables sorted, `__typename` selections dropped, printed. */
export function canonicalHash(document: DocumentNode): string {
  const selectionKey = (s: SelectionNode) => (s.kind === Kind.FIELD ? `0${print(s)}` : s.kind === Kind.FRAGMENT_SPREAD ? `1${s.name.value}` : `2${print(s)}`);
  const stripped = visit(document, {
    Field: (node) =>
      node.name.value === '__typename' && !node.alias
        ? null
        : { ...node, arguments: [...(node.arguments ?? [])].sort((a, b) => a.name.value.localeCompare(b.name.value)) },
    OperationDefinition: (node) => ({
      ...node,
      variableDefinitions: [...(node.variableDefinitions ?? [])].sort((a, b) => a.variable.name.value.localeCompare(b.variable.name.value)),
    }),
    ObjectValue: (node) => ({ ...node, fields: [...node.fields].sort((a, b) => a.name.value.localeCompare(b.name.value)) }),
    // The manifest prints selections in sorted order; the order asked for does not change what is selected.
    SelectionSet: { leave: (node) => ({ ...node, selections: [...node.selections].sort((a, b) => selectionKey(a).localeCompare(selectionKey(b))) }) },
  });
  const sortKey = (d: DefinitionNode) =>
    d.kind === Kind.OPERATION_DEFINITION ? `0${d.name?.value ?? ''}` : d.kind === Kind.FRAGMENT_DEFINITION ? `1${d.name.value}` : '2';
  const definitions = [...stripped.definitions].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return createHash('sha256')
    .update(definitions.map((d) => print(d)).join('\n'))
    .digest('hex');
}

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/**
 * The document Apollo Client sends for a manifest entry: `__typename` selected in every selection set
 * below the operation's root, so answers normalise in its cache as they do when the text is sent.
 */
function withTypenames(text: string): string {
  const document = visit(parse(text), {
    SelectionSet: {
      leave(node, _key, parent) {
        const root = parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
        const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias);
        return root || has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
  return print(document);
}

/** Splits a file with several operations into one document per operation, each with the fragments it spreads. */
export function operationsOf(source: string): DocumentNode[] {
  const document = parse(source);
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  return document.definitions.flatMap((operation) => {
    if (operation.kind !== Kind.OPERATION_DEFINITION) return [];
    const used: DefinitionNode[] = [operation];
    for (let i = 0; i < used.length; i++) {
      visit(used[i], {
        FragmentSpread: (spread) => {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.includes(fragment)) used.push(fragment);
        },
      });
    }
    return [{ kind: Kind.DOCUMENT, definitions: used }];
  });
}

/** Reads the client's manifest and the example operations; either may be missing (then nothing is registered from it). */
export function loadPersistedOperations(manifestFile: string, examplesDir: string): PersistedOperations {
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>) : {};
  const byHash = new Map(Object.entries(manifest).map(([hash, text]) => [hash, withTypenames(text)]));
  const registered = new Set<string>();
  for (const text of byHash.values()) for (const document of operationsOf(text)) registered.add(canonicalHash(document));
  if (existsSync(examplesDir)) {
    for (const file of readdirSync(examplesDir).filter((f) => f.endsWith('.graphql') && !f.startsWith('schema'))) {
      for (const document of operationsOf(readFileSync(path.join(examplesDir, file), 'utf8'))) registered.add(canonicalHash(document));
    }
  }
  return {
    text: (hash) => byHash.get(hash),
    isRegistered: (document) => registered.has(canonicalHash(document)),
    get size() {
      return registered.size;
    },
  };
}

/** Where automatically persisted documents are kept across processes (persisted-queries.repository.ts). */
export interface AutomaticQueryRepository {
  find(hash: string): Promise<string | null>;
  register(hash: string, query: string, cap: number): Promise<void>;
}

/** The longest document registered automatically (longer ones still run when sent as text). */
export const APQ_MAX_QUERY_LENGTH = 20_000;
/** Registered documents each process keeps in memory, least recently used dropped first. */
export const APQ_LOCAL_ENTRIES = 500;

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Apollo's automatic-persisted-query store (Apollo prefixes its keys with `apq:`). A hash of the manifest is
 * answered from it, in every process, without registering. Other documents are registered by Apollo once a
 * request sent them with their hash and they passed parsing, validation, the cost limit and the
 * registered-operations check (Apollo writes after `didResolveOperation`); the text is checked against the
 * hash again here. They live in the database table (shared by every process, at most `maxEntries` rows, least
 * recently used dropped first), with a small in-memory cache in front of it that decides nothing on its own.
 */
export function automaticQueryStore(operations: PersistedOperations, repository: AutomaticQueryRepository, maxEntries: number) {
  const local = new Map<string, string>();
  const keep = (hash: string, text: string) => {
    local.delete(hash);
    local.set(hash, text);
    if (local.size > APQ_LOCAL_ENTRIES) local.delete(local.keys().next().value!);
  };
  const hashOf = (key: string) => key.replace(/^apq:/, '');
  return {
    async get(key: string): Promise<string | undefined> {
      const hash = hashOf(key);
      const manifest = operations.text(hash);
      if (manifest !== undefined) return manifest;
      if (maxEntries === 0 || !SHA256_HEX.test(hash)) return undefined;
      const cached = local.get(hash);
      if (cached !== undefined) {
        keep(hash, cached);
        return cached;
      }
      const stored = await repository.find(hash);
      if (stored === null) return undefined;
      keep(hash, stored);
      return stored;
    },
    async set(key: string, value: string): Promise<void> {
      const hash = hashOf(key);
      if (maxEntries === 0 || value.length > APQ_MAX_QUERY_LENGTH || operations.text(hash) !== undefined) return;
      if (createHash('sha256').update(value).digest('hex') !== hash) return;
      keep(hash, value);
      await repository.register(hash, value, maxEntries);
    },
    delete(key: string): Promise<boolean> {
      return Promise.resolve(local.delete(hashOf(key)));
    },
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** True when `key` is one of the configured partner keys (compared as digests, in constant time). */
export function isPartnerKey(key: string | undefined, partnerKeys: readonly string[]): boolean {
  if (!key) return false;
  const digest = sha256(key);
  return partnerKeys.reduce((found, candidate) => timingSafeEqual(digest, sha256(candidate)) || found, false);
}

export const MESSAGE_OPERATION_NOT_REGISTERED = 'This server runs only registered operations. Send a persisted operation, or a partner API key in X-Api-Key.';

/**
 * Text sent with a hash of the manifest is run as text (the first-party client's hashes are of the document
 * before Apollo Client adds `__typename`, so they are not the hash of the text it sends). Text sent with any
 * other hash is an automatic persisted query's registration: Apollo checks the hash and, once the operation
 * passed every check, stores it (`automaticQueryStore`); with automatic registration off (`automatic: false`)
 * it too is run as plain text. In `persisted` mode an operation that is not registered (the manifest and
 * docs/api; an automatically persisted document is not) is refused with FORBIDDEN (HTTP 403) before it runs,
 * whether it came as text or by hash.
 */
export function persistedOperationsPlugin(options: {
  operations: PersistedOperations;
  mode: 'any' | 'persisted';
  partnerKeys: readonly string[];
  automatic: boolean;
}): ApolloServerPlugin {
  return {
    requestDidStart({ request }) {
      const persistedQuery = request.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
      if (request.query && persistedQuery) {
        const hash = typeof persistedQuery.sha256Hash === 'string' ? persistedQuery.sha256Hash : '';
        if (!options.automatic || options.operations.text(hash) !== undefined) delete request.extensions!.persistedQuery;
      }
      if (options.mode === 'any') return Promise.resolve({});
      return Promise.resolve({
        didResolveOperation({ document, request: { http } }) {
          if (options.operations.isRegistered(document) || isPartnerKey(http?.headers.get('x-api-key'), options.partnerKeys)) return Promise.resolve();
          throw new GraphQLError(MESSAGE_OPERATION_NOT_REGISTERED, {
            originalError: new AppError('FORBIDDEN', MESSAGE_OPERATION_NOT_REGISTERED),
            extensions: { http: { status: 403 } },
          });
        },
      });
    },
  };
}
