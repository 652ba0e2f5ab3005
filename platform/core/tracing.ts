/**
 * X-Ray traces through Powertools' Tracer (docs/operations.md "Traces"), for the functions where a
 * trace pays for its weight: imported by their handlers alone (today functions/webhook-dispatch,
 * whose time goes to receivers outside AWS). The tracer and the X-Ray SDK add about 124 KB and
 * 8-15 ms of import to a bundle (bench/README.md, "Traces"); every function gets Lambda's own
 * segments (initialization, invocation) from active tracing in CDK without them.
 *
 * Loading this module installs the instruments of platform/core/trace-hooks.ts: every AWS SDK
 * client is captured and every span becomes a subsegment. Outbound HTTP is not captured globally:
 * the X-Ray SDK would record each URL whole, and a webhook's URL can hold a token; the webhook
 * worker's span records the host alone.
 *
 * On where Lambda traces: CDK sets POWERTOOLS_TRACE_ENABLED from the app's `tracing` switch, and
 * the Tracer turns itself off outside Lambda (the local stack and the tests).
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import type { Subsegment } from 'aws-xray-sdk-core';
import { METRICS_SERVICE } from '#platform/core/metric-names.ts';
import { installInstruments, type SpanDetails } from '#platform/core/trace-hooks.ts';

export const tracer = new Tracer({ serviceName: METRICS_SERVICE, captureHTTPsRequests: false });

function annotateSpan(sub: Subsegment, details: SpanDetails): void {
  for (const [k, v] of Object.entries(details.annotations ?? {})) sub.addAnnotation(k, v);
  for (const [k, v] of Object.entries(details.metadata ?? {})) sub.addMetadata(k, v, METRICS_SERVICE);
}

/**
 * `fn` inside a subsegment `name` of the current segment (when tracing is on and a segment exists).
 * Only the handler's subsegment becomes the current one (`current`): a batch's messages run side by
 * side, and spans swapping the one current segment would nest each other.
 */
async function inSubsegment<T>(name: string, details: SpanDetails, fn: (record: (more: SpanDetails) => void) => Promise<T>, current = false): Promise<T> {
  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  if (!parent) return fn(() => {});
  const sub = parent.addNewSubsegment(name);
  annotateSpan(sub, details);
  if (current) tracer.setSegment(sub);
  try {
    return await fn((more) => annotateSpan(sub, more));
  } catch (error) {
    sub.addError(error as Error);
    throw error;
  } finally {
    sub.close();
    if (current) tracer.setSegment(parent);
  }
}

installInstruments({
  client: (client) => {
    tracer.captureAWSv3Client(client);
  },
  span: (name, details, fn) => inSubsegment(name, details, fn),
});

/**
 * A handler traced as `## <name>`: the cold start and the service annotated, errors recorded (the
 * event and the answer are not: they carry member content).
 */
export function traced<E, R>(name: string, handler: (event: E) => Promise<R>): (event: E) => Promise<R> {
  return (event) =>
    inSubsegment(`## ${name}`, {}, () => {
      tracer.annotateColdStart();
      tracer.addServiceNameAnnotation();
      return handler(event);
    }, true);
}
