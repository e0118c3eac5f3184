import type { ApolloServerPlugin } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { operationCost } from './cost';

/**
 * The hot path of /graphql for documents Apollo has already parsed and validated: such a request skips
 * Apollo's per-request pipeline (plugin hooks, query hashing, document store, result wrapping) and runs
 * a query compiled once by graphql-jit. What Apollo would apply still applies: the document passed every
 * validation rule (depth, aliases, directives, tokens, known operation types) before it was recorded,
 * the cost limit is checked with this request's variables, variables are coerced by graphql-js first,
 * errors go through the same formatError with Apollo's normalisation (a code on every error, an HTTP
 * status from `extensions.http`, 400 when nothing executed), field suggestions are masked where armor
 * masks them, and the answer is the same JSON with the same content type. Anything else — GET, an
 * unknown or invalid document, a persisted query, a subscription, introspection, an unusual Accept
 * header, variables that do not coerce, a cost over the limit — is left to Apollo, which answers it as
 * before (and records the document for next time once it validates).
 */

const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';

/** Accept headers answered here, and the content type Apollo's negotiation picks for each; others go to Apollo. */
const ACCEPTED: ReadonlyMap<string | undefined, string> = new Map([
  [undefined, APPLICATION_JSON],
  ['*/*', APPLICATION_JSON],
  ['application/json', APPLICATION_JSON],
  ['application/graphql-response+json,application/json;q=0.9', GRAPHQL_RESPONSE_JSON],
  ['application/graphql-response+json, application/json;q=0.9', GRAPHQL_RESPONSE_JSON],
  ['application/graphql-response+json', GRAPHQL_RESPONSE_JSON],
]);

/** Documents remembered per process (FIFO past this), and the longest source worth remembering. */
const MAX_DOCUMENTS = 500;
const MAX_SOURCE_LENGTH = 20_000;

interface PreparedOperation {
  operation: OperationDefinitionNode;
  /** Null when graphql-jit cannot compile the operation: graphql-js executes it instead. */
  compiled: CompiledQuery | null;
  /** The cost when it cannot depend on variables (no variable definitions), else null. */
  fixedCost: number | null;
}

interface KnownDocument {
  document: DocumentNode;
  /** By operation name ('' for the anonymous choice); null when the name picks no operation. */
  operations: Map<string, PreparedOperation | null>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when the operation's own selection asks for the schema (introspection stays with Apollo). */
const introspects = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || s.name.value === '__schema' || s.name.value === '__type');

export interface CompiledExecutorOptions<Context> {
  schema: GraphQLSchema;
  maxCost: number;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Masks "Did you mean" suggestions in error messages, as armor's plugin does in production. */
  maskSuggestions: boolean;
  /** The context for a request Express routed (the front door's lane builds its own). */
  context: (req: Parameters<RequestHandler>[0]) => Context;
  /**
   * Which accepted documents may be remembered. With GRAPHQL_OPERATIONS=persisted only registered ones:
   * a document a partner key let through must not run later for a request without the key.
   */
  remember?: (document: DocumentNode) => boolean;
}

export function compiledExecutor<Context>(options: CompiledExecutorOptions<Context>) {
  const { schema } = options;
  const known = new Map<string, KnownDocument>();

  /** Records what Apollo validated, for the next request with the same source. */
  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        // Only once every plugin accepted the operation (a refusal in didResolveOperation never reaches here).
        async executionDidStart({ source, document }) {
          if (!source || source.length > MAX_SOURCE_LENGTH || known.has(source)) return;
          if (options.remember && !options.remember(document)) return;
          if (known.size >= MAX_DOCUMENTS) known.delete(known.keys().next().value!);
          known.set(source, { document, operations: new Map() });
        },
      };
    },
  };

  function prepare(doc: KnownDocument, operationName: string | undefined): PreparedOperation | null {
    const key = operationName ?? '';
    const cached = doc.operations.get(key);
    if (cached !== undefined) return cached;
    const operation = getOperationAST(doc.document, operationName);
    let prepared: PreparedOperation | null = null;
    if (operation && operation.operation !== OperationTypeNode.SUBSCRIPTION && !introspects(operation)) {
      let compiled: CompiledQuery | null;
      try {
        const result = compileQuery(schema, doc.document, operationName, { disablingCapturingStackErrors: true });
        compiled = isCompiledQuery(result) ? result : null;
      } catch {
        // A shape graphql-jit does not support: graphql-js executes it.
        compiled = null;
      }
      const hasVariables = (operation.variableDefinitions ?? []).length > 0;
      prepared = {
        operation,
        compiled,
        fixedCost: hasVariables ? null : operationCost({ schema, document: doc.document, operation, variables: {} }),
      };
    }
    doc.operations.set(key, prepared);
    return prepared;
  }

  /** Apollo's error normalisation, then the app's formatError; the HTTP status the errors ask for, if any. */
  function formatErrors(errors: readonly GraphQLError[]): { formatted: GraphQLFormattedError[]; status: number | null } {
    let status: number | null = null;
    const formatted = errors.map((error) => {
      // graphql-jit's errors leave `extensions` undefined when the thrown error had none.
      const own: Record<string, unknown> = error.extensions ?? {};
      const extensions: Record<string, unknown> = { ...own, code: own.code ?? 'INTERNAL_SERVER_ERROR' };
      const http = extensions.http as { status?: unknown } | undefined;
      if (http && typeof http === 'object') {
        if (typeof http.status === 'number') status = http.status;
        delete extensions.http;
      }
      const json = error.toJSON();
      const message = options.maskSuggestions ? json.message.replace(/Did you mean ".+"/g, '[Suggestion hidden]') : json.message;
      try {
        return options.formatError({ ...json, message, extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
    return { formatted, status };
  }

  /**
   * Works out, without running anything, whether this request can be answered here: a POST whose
   * document Apollo validated before, with variables that coerce and a cost within the limit. Returns
   * the run that writes the answer, or null to leave the request to Apollo.
   */
  function plan(req: IncomingMessage): ((contextValue: Context, res: ServerResponse) => Promise<void>) | null {
    if (req.method !== 'POST') return null;
    const body: unknown = req.body;
    if (!isRecord(body)) return null;
    const { query, variables, operationName, extensions } = body;
    if (typeof query !== 'string') return null;
    const doc = known.get(query);
    if (!doc) return null;
    if (extensions !== undefined && extensions !== null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return null;
    if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    const contentType = ACCEPTED.get(req.headers.accept);
    if (!contentType) return null;
    const prepared = prepare(doc, operationName ?? undefined);
    if (!prepared) return null;
    const inputs = variables ?? {};
    if ((prepared.operation.variableDefinitions ?? []).length > 0) {
      const coerced = getVariableValues(schema, prepared.operation.variableDefinitions ?? [], inputs, { maxErrors: 1 });
      if (coerced.errors) return null;
    }
    const cost = prepared.fixedCost ?? operationCost({ schema, document: doc.document, operation: prepared.operation, variables: inputs });
    if (cost > options.maxCost) return null;

    return async (contextValue, res) => {
      const result = prepared.compiled
        ? await prepared.compiled.query(undefined, contextValue, inputs)
        : await execute({ schema, document: doc.document, operationName: operationName ?? undefined, variableValues: inputs, contextValue });
      let status = 200;
      let errors: GraphQLFormattedError[] | undefined;
      if (result.errors?.length) {
        const f = formatErrors(result.errors);
        errors = f.formatted;
        if (f.status) status = f.status;
        else if (result.data === undefined) status = 400;
      }
      // Written as Apollo's Express integration writes it (status, content type, the JSON and a newline), without
      // res.send's conversions: a string body goes out in one write with the headers.
      const payload = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
      res.statusCode = status;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Content-Length', Buffer.byteLength(payload));
      res.end(payload);
    };
  }

  /** The same, as Express middleware in front of Apollo (for requests the front door left to Express). */
  const middleware: RequestHandler = (req, res, next) => {
    const run = plan(req);
    if (!run) return next();
    run(options.context(req), res).catch(next);
  };

  return { plugin, plan, middleware };
}
