/**
 * The error envelopes as response schemas (platform/http/errors.ts builds them): the spec's
 * `{code, message, data: {status, ...}}`, and the short `{code, message}` of the routes that
 * answer in that form (space groups, quizzes, migrations), which may add keys of their own.
 */
import * as z from 'zod';

export const ErrorEnvelope = z
  .object({
    code: z.string(),
    message: z.string(),
    data: z.looseObject({ status: z.number().int() }),
  })
  .meta({ id: 'Error', description: 'The error envelope: a machine-readable code, a message, and data with the HTTP status and details.' });

export const ShortError = z
  .looseObject({ code: z.string(), message: z.string() })
  .meta({ id: 'ShortError', description: 'The short error form some routes answer with: code and message (and keys of their own).' });
