/** Error codes shared by GraphQL (extensions.code) and REST (HTTP status). */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  /** A test asked for before the member studied the item long enough (MIN_STUDY_SHARE); the details say how long remains. */
  STUDY_TIME_REQUIRED: 409,
  PAYMENT_REQUIRED: 402,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  /** A member's storage quota would be passed (evidence files; see docs/decisions.md). */
  QUOTA_EXCEEDED: 413,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error whose message is safe to show to the client. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the REST body and GraphQL extensions (e.g. email_confirmation_required). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const badInput = (message: string, details: Record<string, unknown> = {}) => new AppError('BAD_USER_INPUT', message, details);
export const conflict = (message: string) => new AppError('CONFLICT', message);
