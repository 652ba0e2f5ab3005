/**
 * The error envelope, and the errors only the request pipeline raises (body, media type, route).
 * Every error the API answers with is an ApiError (platform/core/errors.ts); this module alone
 * decides how one looks on the wire.
 */
import { ApiError } from '#platform/core/errors.ts';

/**
 * `{code, message, data: {status, ...data}}`, or for the spec's short form `{code, message}` and
 * the keys the error adds there (migration_failed's `details`). A route whose errors all take the
 * short form (`shortErrors`) asks for it with `short`.
 */
export function errorEnvelope(error: ApiError, short = error.short): Record<string, unknown> {
  if (short) return { code: error.code, message: error.message, ...error.extra };
  return { code: error.code, message: error.message, data: { status: error.statusCode, ...error.data } };
}

export class InvalidJsonError extends ApiError {
  constructor(cause: unknown) {
    super(400, 'rest_invalid_json', 'Invalid JSON body passed.', { cause });
  }
}

/**
 * 308: a trailing-slash request that API Gateway sent to the wrong function (if its greedy route
 * `/{mount}/{proxy+}` does not take an empty tail, `/feeds/` falls to `$default`): the client is
 * sent to the same URL without the slash, method and body kept (RFC 9110, 15.4.9).
 */
export class TrailingSlashRedirect extends ApiError {
  constructor(location: string) {
    super(308, 'rest_trailing_slash', 'This route is served without the trailing slash.', { data: { location }, headers: { location } });
  }
}

/** 413: the body is over the limit of whoever refuses it (API Gateway's, or the pipeline's). */
export class PayloadTooLargeError extends ApiError {
  constructor(maxBytes: number) {
    super(413, 'rest_payload_too_large', `The request body is larger than ${maxBytes} bytes.`, { data: { max_size: maxBytes } });
  }
}

/** 415: a body of a type the API does not read (text/plain would let a cross-site form post JSON). */
export class UnsupportedMediaTypeError extends ApiError {
  constructor(contentType: string, allowedTypes: readonly string[]) {
    super(415, 'rest_unsupported_media_type', `Request bodies of type ${contentType} are not accepted.`, {
      data: { content_type: contentType, allowed_types: allowedTypes },
    });
  }
}

export class NoRouteError extends ApiError {
  constructor(method: string, path: string) {
    super(404, 'rest_no_route', 'No route was found matching the URL and request method.', { data: { method, path } });
  }
}
