/**
 * Global setup of the API tests: one local stack (DynamoDB Local + HTTP adapter) for the run.
 * Refuses to run against anything but loopback, so tests can never touch real AWS.
 */
import type { TestProject } from 'vitest/node';
import { createDevCertificates, type DevCertificates } from '../../scripts/local/dev-certificates.ts';
import { requireTools } from '../../scripts/local/preflight.ts';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack.ts';
import { setLogLevel } from '#platform/core/log.ts';

export const COMPAT_BASE_PATH = '/wp-json/fluent-community/v2';
export const ADMIN = { username: 'admin', password: 'test-admin-password-1' } as const;
/** The test stack's config.CREDENTIAL_CACHE_SECONDS: a change reaches another function's warm caller within it. */
export const CREDENTIAL_CACHE_SECONDS = '2';

/**
 * One stack for the run, shared by every project that sets it up (`api` and `api-serial` in
 * vitest.config.ts): the handlers it runs read their configuration once per process, so a second
 * stack in this process would point them at the wrong table. Kept on globalThis because each
 * project may load this module anew; stopped when the last project tears down.
 */
interface SharedStack {
  started: Promise<{ stack: LocalStack; tls: DevCertificates }>;
  users: number;
}
const shared = globalThis as typeof globalThis & { __communityTestStack?: SharedStack };

async function startStack(): Promise<{ stack: LocalStack; tls: DevCertificates }> {
  // Java for DynamoDB Local, openssl for the receivers' certificates: missing, the run stops here with the install command.
  requireTools(['java', 'openssl']);
  // Webhook tests run HTTPS receivers on loopback, trusted through NODE_EXTRA_CA_CERTS, and
  // retry after 1 s (the contract's test settings).
  const tls = createDevCertificates();
  process.env['NODE_EXTRA_CA_CERTS'] = tls.caFile;
  process.env['WEBHOOK_ALLOW_PRIVATE_TARGETS'] = '1';
  process.env['WEBHOOK_RETRY_BASE_SECONDS'] = '1';
  process.env['MAIL_RETRY_BASE_SECONDS'] = '1';
  // Each function remembers a verified credential this long (docs/authentication.md "Warm containers"):
  // short, so a test proving that a revocation reaches another function waits little.
  process.env['CREDENTIAL_CACHE_SECONDS'] = CREDENTIAL_CACHE_SECONDS;
  // Notification mail's coalescing window: a few seconds, so a test waits for one mail of several comments.
  process.env['MAIL_COALESCE_SECONDS'] = '3';
  // Live updates: a connection follows at most 3 channels here, so test/api/live proves the limit with a few subscriptions.
  process.env['LIVE_SUBSCRIPTIONS_PER_CONNECTION'] = '3';
  // And a channel with more than 3 subscribers goes through the fan-out queue (docs/live-updates.md "Delivery").
  process.env['LIVE_FANOUT_THRESHOLD'] = '3';
  // A purge job deletes 50 items a step here, so test/api/spaces/space-delete.test.ts proves several steps with 120 items.
  process.env['PURGE_BATCH_SIZE'] = '50';
  // Link preview tests serve pages from 127.0.0.2 only; every other private address stays refused.
  process.env['LINK_PREVIEW_ALLOWED_ADDRESSES'] = '127.0.0.2';
  // External storage buckets may be the S3 emulator's (127.0.0.1) only; every other private address stays refused.
  process.env['STORAGE_ALLOWED_ADDRESSES'] = '127.0.0.1';
  // The stack logs warnings and errors (its thousands of requests and events would fill the run's output); TEST_LOG_REQUESTS=1 shows every request.
  setLogLevel(process.env['TEST_LOG_REQUESTS'] === '1' ? 'INFO' : (process.env['TEST_LOG_LEVEL'] ?? 'WARN'));
  const stack = await startLocalStack({
    port: 0,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    serverTiming: true,
    // Clients of the original platform's paths (test/api/platform/wordpress-conventions.test.ts).
    compatBasePath: COMPAT_BASE_PATH,
    logRequests: process.env['TEST_LOG_REQUESTS'] === '1',
    // Tests sweep when they choose (test/support/scheduler.ts), so a timer never races them.
    sweepIntervalSeconds: Number(process.env['SWEEP_INTERVAL_SECONDS'] ?? 0),
    // Likewise the media janitor: tests run it with the clock they choose (runMediaJanitor(now)).
    mediaJanitorIntervalSeconds: Number(process.env['MEDIA_JANITOR_INTERVAL_SECONDS'] ?? 0),
    // And the points run: tests run it for the instant they choose (test/support/points.ts runPoints).
    pointsRunIntervalMinutes: 0,
    // And the digest run: tests run it for the period they choose (POST /_local/digest-run), never on a timer mid-run.
    digestRunIntervalMinutes: 0,
    // A free port: a developer's npm start may hold 8005.
    mailPort: 0,
  });
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(stack.dynamoEndpoint)) {
    await stack.stop();
    throw new Error(`API tests run only against DynamoDB Local on loopback, not ${stack.dynamoEndpoint}`);
  }
  return { stack, tls };
}

export async function setup(project: TestProject): Promise<void> {
  shared.__communityTestStack ??= { started: startStack(), users: 0 };
  shared.__communityTestStack.users++;
  const { stack, tls } = await shared.__communityTestStack.started;
  project.provide('stack', { baseUrl: stack.baseUrl, compatBaseUrl: stack.compatBaseUrl ?? '', siteUrl: stack.siteUrl, dynamoEndpoint: stack.dynamoEndpoint, tableName: stack.tableName });
  project.provide('queues', stack.queues);
  project.provide('media', stack.media);
  project.provide('mail', stack.mail);
  project.provide('scheduler', {
    ...stack.scheduler,
    publishFunctionArn: process.env['PUBLISH_FUNCTION_ARN'] ?? '',
    roleArn: process.env['SCHEDULER_ROLE_ARN'] ?? '',
  });
  project.provide('migration', stack.migration);
  project.provide('tls', tls);
  project.provide('kms', { endpoint: stack.kms.endpoint, keyArn: stack.kms.keyArn });
}

export async function teardown(): Promise<void> {
  const current = shared.__communityTestStack;
  if (!current || --current.users > 0) return;
  delete shared.__communityTestStack;
  await (await current.started).stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { baseUrl: string; compatBaseUrl: string; siteUrl: string; dynamoEndpoint: string; tableName: string };
    mail: { endpoint: string };
    kms: { endpoint: string; keyArn: string };
    queues: LocalStack['queues'];
    media: LocalStack['media'];
    scheduler: LocalStack['scheduler'] & { publishFunctionArn: string; roleArn: string };
    migration: LocalStack['migration'];
    tls: DevCertificates;
  }
}
