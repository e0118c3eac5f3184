import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { isTransientDatabaseError } from '../db/transient';
import { StorageUnavailableError } from '../providers/file-storage';
import { AppError } from '../errors';

/** Apollo Server's messages for a persisted query whose hash does not match its text, or of another protocol version. */
const APQ_REFUSALS = new Set(['provided sha does not match query', 'Unsupported persisted query version']);

/** Maps thrown errors to safe GraphQL errors: AppError keeps its code and message, anything else is hidden. */
export function formatError(log: Logger, isProduction: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...original.details },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'UNAUTHENTICATED') {
      return { message: 'Authentication required', path: formatted.path, extensions: { code: 'UNAUTHENTICATED' } };
    }
    if (code === 'UNAUTHORIZED') {
      return { message: 'You do not have access to this resource', path: formatted.path, extensions: { code: 'FORBIDDEN' } };
    }
    if (
      code === 'GRAPHQL_VALIDATION_FAILED' ||
      code === 'GRAPHQL_PARSE_FAILED' ||
      code === 'BAD_USER_INPUT' ||
      code === 'BAD_REQUEST' ||
      code === 'PERSISTED_QUERY_NOT_FOUND'
    ) {
      return { ...formatted, extensions: { code: code === 'BAD_REQUEST' ? 'BAD_USER_INPUT' : code } };
    }
    // Apollo's automatic-persisted-query refusals carry no code of their own: they are the client's mistake.
    if (APQ_REFUSALS.has(formatted.message)) return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    if (original && (original as { name?: string }).name === 'ArgumentValidationError') {
      return { message: 'Invalid input', path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (isTransientDatabaseError(original)) {
      return { message: 'Service temporarily unavailable. Please try again.', path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    if (original instanceof StorageUnavailableError) {
      log.warn({ err: original.message }, 'file storage unavailable');
      return {
        message: 'File storage is temporarily unavailable. Please try again in a moment.',
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      };
    }
    log.error({ err: original ?? error }, 'unexpected GraphQL error');
    return {
      message: isProduction ? 'Internal server error' : 'Internal server error (see server log)',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
