import { describe, expect, it } from 'vitest';
import { apiGatewayRequests, billedDurationMs, costPerMillion, QUEUE_BATCH_SIZES, queueRequestsPerMessage } from '../../bench/cost.ts';
import { PRICES } from '../../bench/prices.ts';
import { FUNCTION_DEFAULTS } from '../../lib/constructs/function-defaults.ts';
import { MAIL_BATCH_SIZE } from '../../lib/mail-delivery.ts';
import { WEBHOOK_BATCH_SIZE } from '../../lib/webhook-delivery.ts';

describe('bench cost per request', () => {
  it('bills Lambda duration per ms rounded up, at least 1 ms', () => {
    expect(billedDurationMs(0)).toBe(1);
    expect(billedDurationMs(0.2)).toBe(1);
    expect(billedDurationMs(3)).toBe(3);
    expect(billedDurationMs(3.001)).toBe(4);
    expect(billedDurationMs(Number.NaN)).toBeNaN();
  });

  it('meters an HTTP API request in 512 KB increments', () => {
    expect(apiGatewayRequests(0)).toBe(1);
    expect(apiGatewayRequests(512 * 1024)).toBe(1);
    expect(apiGatewayRequests(512 * 1024 + 1)).toBe(2);
    expect(apiGatewayRequests(5 * 1024 * 1024)).toBe(10);
  });

  it('prices one request: request units, GB-seconds at the configured memory and architecture, API Gateway', () => {
    const c = costPerMillion({ rcu: 2.5, wcu: 3, invocations: 1, billedMs: 10, apiRequests: 1 }, { memoryMb: 512, architecture: 'arm64' });
    expect(c.dynamodb).toBeCloseTo(2.5 * 0.125 + 3 * 0.625, 10);
    // 10 ms at 0.5 GB = 0.005 GB-s per request; a million of them 5,000 GB-s.
    expect(c.lambda).toBeCloseTo(0.2 + 5_000 * 0.0000133334, 10);
    expect(c.apiGateway).toBe(1);
    expect(c.sqs).toBe(0);
    expect(c.ses).toBe(0);
    expect(c.total).toBeCloseTo(c.dynamodb + c.lambda + c.apiGateway, 10);
  });

  it('prices x86 and more memory higher, and SQS and SES per request and message', () => {
    const arm = costPerMillion({ billedMs: 100 }, { memoryMb: 1024, architecture: 'arm64' });
    const x86 = costPerMillion({ billedMs: 100 }, { memoryMb: 1024, architecture: 'x86_64' });
    // 100 ms at 1 GB = 0.1 GB-s per request; a million of them 100,000 GB-s.
    expect(arm.lambda).toBeCloseTo(100_000 * 0.0000133334, 10);
    expect(x86.lambda).toBeCloseTo(100_000 * 0.0000166667, 10);
    const mail = costPerMillion({ sqsRequests: 1.2, sesMessages: 1 });
    expect(mail.sqs).toBeCloseTo(0.48, 10);
    expect(mail.ses).toBe(100);
    expect(mail.total).toBeCloseTo(100.48, 10);
  });

  it('counts a queue message as its send plus its share of the batch receive and delete', () => {
    expect(queueRequestsPerMessage(10)).toBeCloseTo(1.2, 10);
    expect(queueRequestsPerMessage(10, 10)).toBeCloseTo(0.3, 10);
    expect(queueRequestsPerMessage(1)).toBe(3);
  });

  it('uses the deployed configuration: the functions’ defaults and the queues’ batch sizes', () => {
    expect(costPerMillion({ billedMs: 1 })).toEqual(costPerMillion({ billedMs: 1 }, FUNCTION_DEFAULTS, PRICES));
    expect(QUEUE_BATCH_SIZES).toEqual({ mail: MAIL_BATCH_SIZE, webhooks: WEBHOOK_BATCH_SIZE });
  });

  it('keeps a dated price table with a source for every service', () => {
    expect(PRICES.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const service of [PRICES.dynamodb, PRICES.lambda, PRICES.apiGateway, PRICES.sqs, PRICES.ses]) {
      expect(service.source).toMatch(/^https:\/\/aws\.amazon\.com\/[a-z-]+\/pricing\//);
    }
  });
});
