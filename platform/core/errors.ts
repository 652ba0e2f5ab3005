/**
 * One base error carrying the spec's code, a message, the HTTP status it answers with and the
 * envelope's extra data. Domain, data and auth code throw these; platform/http/errors.ts alone turns
 * them into `{code, message, data: {status, ...}}` (errorEnvelope). Anything else becomes a bare 500.
 */

export type ErrorData = Record<string, unknown>;

export interface ApiErrorOptions extends ErrorOptions {
  data?: ErrorData;
  /** Space groups, quizzes and migrations answer with code and message only (the spec's short form). */
  short?: boolean;
  /** Top-level keys the short form adds to code and message (migration_failed's `details`). */
  extra?: ErrorData;
  /** Response headers that belong to the error (Retry-After). */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly data: ErrorData;
  readonly short: boolean;
  readonly extra: ErrorData;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: string, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.code = code;
    this.data = options.data ?? {};
    this.short = options.short ?? false;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

export class InvalidParamError extends ApiError {
  constructor(issues: FieldIssue[]) {
    const params = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    super(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, {
      data: { params, details: issues },
    });
  }
}

/** 401: no usable credentials where the route needs them. */
export class NotAuthenticatedError extends ApiError {
  constructor(message = 'Sorry, you are not allowed to do that.') {
    super(401, 'rest_forbidden', message);
  }
}

/** 401: credentials were sent but are wrong, expired or revoked. */
export class InvalidCredentialsError extends ApiError {
  constructor(message = 'The username or application password is incorrect.') {
    super(401, 'invalid_credentials', message);
  }
}

/** 403: authenticated, but the access level of the route is not met. */
export class ForbiddenError extends ApiError {
  constructor(message = 'Sorry, you are not allowed to do that.') {
    super(403, 'rest_forbidden', message);
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_requests', 'Too many attempts. Try again later.', {
      data: { retry_after: retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

export class NotFoundError extends ApiError {
  constructor(code: string, message: string, options: ApiErrorOptions = {}) {
    super(404, code, message, options);
  }
}
