/**
 * The prices the bench's cost per request uses (bench/cost.ts): US East (N. Virginia), on-demand,
 * the first pricing tier of each service, no free tier. Written by hand from AWS's public pricing
 * pages (the `source` of each price) on `recordedOn`; the bench never fetches prices. When AWS
 * changes one, update it, its source and `recordedOn` together, and say so in bench/README.md.
 */
export const PRICES = {
  region: 'us-east-1',
  recordedOn: '2026-11-28',
  currency: 'USD',
  dynamodb: {
    /** On-demand, Standard table class. A read request unit: one strongly consistent read of up to 4 KB (ConsumedCapacity reports an eventually consistent one as 0.5). */
    perMillionReadRequestUnits: 0.125,
    /** A write request unit: one write of up to 1 KB (transactions 2 per KB; index writes count too). */
    perMillionWriteRequestUnits: 0.625,
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  },
  lambda: {
    /** Per GB-second of duration, billed per 1 ms rounded up; the first tier (7.5 billion GB-s a month on arm64, 6 billion on x86). */
    perGbSecond: { arm64: 0.0000133334, x86_64: 0.0000166667 },
    perMillionRequests: 0.2,
    source: 'https://aws.amazon.com/lambda/pricing/',
  },
  apiGateway: {
    /** HTTP API, the first 300 million requests a month; a request is metered in 512 KB increments. */
    perMillionHttpApiRequests: 1.0,
    meteredBytes: 512 * 1024,
    source: 'https://aws.amazon.com/api-gateway/pricing/',
  },
  sqs: {
    /** Standard queue, after the first million requests a month; every API action is a request (a 64 KB chunk of payload each). */
    perMillionRequests: 0.4,
    source: 'https://aws.amazon.com/sqs/pricing/',
  },
  ses: {
    /** Outbound email, $0.10 per 1,000 messages, attachments' data aside. */
    perMillionMessages: 100,
    source: 'https://aws.amazon.com/ses/pricing/',
  },
} as const;

export type Prices = typeof PRICES;
