/**
 * Cost per million requests (or units of background work) from what the bench measured, priced
 * with bench/prices.ts at the functions' configured memory and architecture
 * (lib/constructs/function-defaults.ts). Pure arithmetic, unit-tested (test/unit/bench-cost.test.ts).
 * What it leaves out is said in bench/README.md ("Cost per request").
 */
import { FUNCTION_DEFAULTS } from '../lib/constructs/function-defaults.ts';
import { PRICES, type Prices } from './prices.ts';

/** What one request (or one unit of work) used, on average. Absent figures count as 0. */
export interface Usage {
  /** DynamoDB read and write request units (ConsumedCapacity; on demand, a unit of capacity is a request unit). */
  readonly rcu?: number;
  readonly wcu?: number;
  /** Lambda invocations, and their duration as billed (ms, each invocation rounded up: billedDurationMs). */
  readonly invocations?: number;
  readonly billedMs?: number;
  /** API Gateway HTTP API requests as metered (apiGatewayRequests). */
  readonly apiRequests?: number;
  readonly sqsRequests?: number;
  readonly sesMessages?: number;
}

export interface LambdaConfig {
  readonly memoryMb: number;
  readonly architecture: 'arm64' | 'x86_64';
}

/** USD per million requests (or units), by service. NaN where a figure was not measured (no Server-Timing). */
export interface CostBreakdown {
  readonly dynamodb: number;
  readonly lambda: number;
  readonly apiGateway: number;
  readonly sqs: number;
  readonly ses: number;
  readonly total: number;
}

/** Lambda bills duration per 1 ms, rounded up, and at least 1 ms. */
export const billedDurationMs = (ms: number): number => Math.max(1, Math.ceil(ms));

/** HTTP API requests are metered in 512 KB increments: a request whose body is larger counts as several. */
export const apiGatewayRequests = (bodyBytes: number, prices: Prices = PRICES): number =>
  Math.max(1, Math.ceil(bodyBytes / prices.apiGateway.meteredBytes));

/**
 * SQS requests per message delivered to a Lambda function through a standard queue with batches of
 * `batchSize`: the producer's SendMessage (`sentInBatchesOf` > 1: SendMessageBatch), and the event
 * source mapping's ReceiveMessage and DeleteMessageBatch once per batch. The poller's empty receives
 * while the queue is idle are not per message and are left out.
 */
/**
 * The batch sizes of the queues' event source mappings (MAIL_BATCH_SIZE in lib/mail-delivery.ts,
 * WEBHOOK_BATCH_SIZE in lib/webhook-delivery.ts), repeated here because those modules load
 * aws-cdk-lib into the process whose memory the load scenario measures; a unit test keeps them equal.
 */
export const QUEUE_BATCH_SIZES = { mail: 10, webhooks: 10 } as const;

export const queueRequestsPerMessage = (batchSize: number, sentInBatchesOf = 1): number => 1 / sentInBatchesOf + 2 / batchSize;

export function costPerMillion(usage: Usage, fn: LambdaConfig = FUNCTION_DEFAULTS, prices: Prices = PRICES): CostBreakdown {
  const dynamodb = (usage.rcu ?? 0) * prices.dynamodb.perMillionReadRequestUnits + (usage.wcu ?? 0) * prices.dynamodb.perMillionWriteRequestUnits;
  const gbSeconds = ((usage.billedMs ?? 0) / 1000) * (fn.memoryMb / 1024);
  const lambda = (usage.invocations ?? 0) * prices.lambda.perMillionRequests + gbSeconds * prices.lambda.perGbSecond[fn.architecture] * 1_000_000;
  const apiGateway = (usage.apiRequests ?? 0) * prices.apiGateway.perMillionHttpApiRequests;
  const sqs = (usage.sqsRequests ?? 0) * prices.sqs.perMillionRequests;
  const ses = (usage.sesMessages ?? 0) * prices.ses.perMillionMessages;
  return { dynamodb, lambda, apiGateway, sqs, ses, total: dynamodb + lambda + apiGateway + sqs + ses };
}

/** What the printed figures are priced with, in a few words; `fn` when they include Lambda. */
export function pricingNote(fn?: LambdaConfig, prices: Prices = PRICES): string {
  const lambda = fn ? `; Lambda at ${fn.memoryMb} MB ${fn.architecture}` : '';
  return `${prices.currency}, ${prices.region} on-demand prices recorded ${prices.recordedOn} (bench/prices.ts)${lambda}`;
}
