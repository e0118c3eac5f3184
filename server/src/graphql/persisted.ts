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
 * the server runs nothing else, unless the request carries a partner API key (X-Api-Key).
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

/**
 * Apollo's automatic-persisted-query store, answered from the manifest: a hash the manifest holds is found
 * in every process without registering it first; nothing a client sends is stored (no per-process state).
 */
export function manifestQueryStore(operations: PersistedOperations) {
  return {
    get: (key: string) => Promise.resolve(operations.text(key.replace(/^apq:/, ''))),
    set: () => Promise.resolve(),
    delete: () => Promise.resolve(true),
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
 * Text sent with a hash is run as text (the server never registers what a client sends), and in
 * `persisted` mode an operation that is not registered is refused with FORBIDDEN (HTTP 403) before it runs.
 */
export function persistedOperationsPlugin(options: {
  operations: PersistedOperations;
  mode: 'any' | 'persisted';
  partnerKeys: readonly string[];
}): ApolloServerPlugin {
  return {
    requestDidStart({ request }) {
      if (request.query && request.extensions?.persistedQuery) delete request.extensions.persistedQuery;
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
