/**
 * Where traces attach (docs/operations.md "Traces"), without the tracer: every AWS SDK client is
 * registered here when it is made, and code that calls out of AWS (a webhook's receiver) runs its
 * call in a span. Both do nothing until a function that traces (platform/core/tracing.ts, loaded
 * by its handler alone) installs the tracer's instruments; then every client, made before or
 * after, and every span is captured. The functions that do not trace never bundle the tracer.
 */

/** What an instrument needs of a client: any SDK v3 client has a middleware stack. */
export interface InstrumentableClient {
  middlewareStack: unknown;
}

/** What a span records: a name for the call, low-cardinality annotations and metadata (never member content or a secret). */
export interface SpanDetails {
  annotations?: Record<string, string | number | boolean>;
  metadata?: Record<string, unknown>;
}

export interface Instruments {
  client: (client: InstrumentableClient) => void;
  span: <T>(name: string, details: SpanDetails, fn: (record: (more: SpanDetails) => void) => Promise<T>) => Promise<T>;
}

const clients: InstrumentableClient[] = [];
let instruments: Instruments | undefined;

/** `client`, registered (and instrumented at once if a tracer is installed). */
export function registeredClient<C extends InstrumentableClient>(client: C): C {
  clients.push(client);
  instruments?.client(client);
  return client;
}

/**
 * Runs `fn` as a traced span named `name` when a tracer is installed, else just runs it. `record`
 * adds what is known only at the end (a status, an outcome).
 */
export function inSpan<T>(name: string, details: SpanDetails, fn: (record: (more: SpanDetails) => void) => Promise<T>): Promise<T> {
  return instruments ? instruments.span(name, details, fn) : fn(() => {});
}

/** Installs a tracer's instruments on every client made so far and every one made later. Once per container. */
export function installInstruments(next: Instruments): void {
  if (instruments) return;
  instruments = next;
  for (const c of clients) next.client(c);
}
