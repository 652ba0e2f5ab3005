/**
 * Structured logs (docs/operations.md, "Logs"): Powertools' Logger, one JSON line per entry with
 * the service, level, time, the Lambda request id it adds, and the correlation id of the work in
 * hand. The correlation id follows a request into everything it causes: the API answers it as
 * `X-Correlation-Id`, the outbox event carries it, and the stream router, the queues' workers and
 * the runs log under it, so one id finds a request's whole story.
 *
 * Concurrent work in one process (the local stack, the router's batch) never mixes ids: the id is
 * kept per async context (AsyncLocalStorage), not on the shared logger.
 *
 * Never log secrets or member content: log ids, names of things, counts and outcomes. Fields whose
 * names say secret (password, token, secret, authorization, cookie, key) are redacted whatever
 * their value, as a last guard.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';

type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | 'CRITICAL' | 'TRACE';
const LEVELS: readonly string[] = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'];
const level = (process.env['LOG_LEVEL'] ?? 'INFO').toUpperCase();

const logger = new Logger({ serviceName: process.env['POWERTOOLS_SERVICE_NAME'] ?? 'community-api', logLevel: (LEVELS.includes(level) ? level : 'INFO') as LogLevel });

interface Scope {
  correlationId: string;
}
const scope = new AsyncLocalStorage<Scope>();

/** A correlation id a client may send (X-Correlation-Id): bounded, printable, no separators to forge fields. */
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The id a client sent when it is acceptable, or a new one. */
export const correlationIdFrom = (sent: string | undefined): string => (sent !== undefined && CORRELATION_ID.test(sent) ? sent : randomUUID());

/** Runs `fn` under the correlation id (a missing or malformed one gets a new id). */
export function withCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return scope.run({ correlationId: correlationIdFrom(correlationId) }, fn);
}

/** The correlation id of the work in hand, if any. */
export const currentCorrelationId = (): string | undefined => scope.getStore()?.correlationId;

const SECRET_FIELD = /pass(word)?|token|secret|authorization|cookie|api_?key|credential/i;

/** The fields with secret-looking names redacted, at any depth (arrays and objects). */
export function redacted(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redacted(v, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '[redacted]' : redacted(v, depth + 1)]));
}

/** Changes the level at run time (the API tests' stack logs warnings and errors only). */
export const setLogLevel = (value: string): void => logger.setLogLevel((LEVELS.includes(value.toUpperCase()) ? value.toUpperCase() : 'INFO') as LogLevel);

type Fields = Record<string, unknown>;
const entry = (fields: Fields | undefined): Fields => {
  const id = currentCorrelationId();
  return { ...(redacted(fields ?? {}) as Fields), ...(id ? { correlation_id: id } : {}) };
};

/** An error as a log field: its name and message, not its stack's member content. */
export const errorField = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export const log = {
  debug: (message: string, fields?: Fields) => logger.debug(message, entry(fields)),
  info: (message: string, fields?: Fields) => logger.info(message, entry(fields)),
  warn: (message: string, fields?: Fields) => logger.warn(message, entry(fields)),
  error: (message: string, fields?: Fields) => logger.error(message, entry(fields)),
};
