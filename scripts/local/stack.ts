/**
 * The whole service on one machine with no AWS account: DynamoDB Local, the table, the first
 * administrator, the HTTP adapter over the same handlers, the stream driver feeding the same
 * stream (events) router Lambda would run, and the SQS emulator with the webhook queue whose
 * messages go to the same webhook dispatcher and the mail queue whose jobs go to the same mail function, and the EventBridge Scheduler stand-in whose due
 * schedules invoke the same publish handler, with the scheduled-post sweeper on a timer, and the Step
 * Functions stand-in running the migration state machine's ASL with the migration worker's handler,
 * the migrations bucket in the S3 emulator. Used by `npm start`, the API tests
 * and the benchmark. Modules that read configuration are imported only after the environment
 * is set, exactly as a Lambda container reads its environment at load.
 */
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { HttpHandler } from '#platform/http/handler.ts';
import type { Domain } from '#platform/http/route-table.ts';
import type { WorkerEvent } from '#features/migration/legacy-export/chunks.ts';
import { migrationDefinition } from '../../lib/migration-definition.ts';
import { accounted, newConsumerTotals, type ConsumerTotals } from './consumer-metrics.ts';
import { ensureTable } from './create-table.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startSesStandIn, type SesStandIn } from './ses.ts';
import { DEV_LICENSE_PUBLIC_KEY } from '../license/dev-key.ts';
import { startLocalQueues, startQueueDriver, type LocalQueues, type QueueHandler } from './sqs.ts';
import { startObjectCreatedDriver, type ObjectCreatedHandler } from './s3.ts';
import { startSchedulerStandIn, type DeadLetter, type SchedulerStandIn } from './scheduler.ts';
import { startKmsStandIn, type KmsStandIn } from './kms.ts';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { DigestRunEvent } from '#functions/digest-run/index.ts';
import type { PointsRunEvent } from '#functions/points-run/index.ts';
import type { DigestRunResult } from '#features/digests/digest-run-service.ts';
import { DIGEST_RUN_INPUT, DIGEST_RUN_INTERVAL_MINUTES } from '../../lib/digest-schedule.ts';
import { POINTS_RUN_INTERVAL_MINUTES, POINTS_RUN_TIMEOUT_SECONDS } from '../../lib/points-schedule.ts';
import { startStepFunctionsStandIn, type StepFunctionsStandIn } from './stepfunctions.ts';
import { startStreamDriver, type StreamHandler } from './stream-driver.ts';
import { startWebSocketAdapter, type WebSocketAdapter, type WebSocketHandler } from './websocket-adapter.ts';

/** Local stand-ins for what AWS wires by ARN (lib/): the publish function, the role Scheduler assumes, its DLQ. */
const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_PUBLISH_FUNCTION_ARN = `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:publish-scheduled-post`;
export const LOCAL_SCHEDULER_ROLE_ARN = `arn:aws:iam::${LOCAL_ACCOUNT}:role/local-scheduler`;
/** The digest run (lib/scheduling-stack.ts): an hourly rate() schedule in the stand-in invokes it, as in AWS. */
export const LOCAL_DIGEST_RUN_FUNCTION_ARN = `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:digest-run`;
export const LOCAL_POINTS_RUN_FUNCTION_ARN = `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:points-run`;
/** The migration state machine's two workers (lib/migration-stack.ts): one handler locally. */
export const LOCAL_MIGRATION_RUN_FUNCTION_ARN = `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:migration-run`;
export const LOCAL_MIGRATION_CHUNK_FUNCTION_ARN = `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:migration-chunk`;
const LOCAL_MIGRATION_STATE_MACHINE = 'community-migration';
/** Where the local WebSocket API is served, on the adapter's port (in AWS: the WebSocket API's own address). */
const LOCAL_LIVE_PATH = '/live';
/** Local default: sweeps often enough to see it work; AWS runs it every few minutes (lib/). */
const DEFAULT_SWEEP_INTERVAL_SECONDS = 30;
/** Local default of the media janitor's timer (AWS: a schedule, lib/). */
const DEFAULT_MEDIA_JANITOR_INTERVAL_SECONDS = 60;

interface SweepResult {
  caught: number;
}

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  restPrefix?: string;
  /** A second base path serving the same routes (config COMPAT_BASE_PATH), e.g. /wp-json/fluent-community/v2. */
  compatBasePath?: string;
  dataDir?: string;
  adminUsername?: string;
  adminPassword?: string;
  serverTiming?: boolean;
  logRequests?: boolean;
  /** Count the DynamoDB calls and capacity of the stream router and the webhook dispatcher (routerMetrics(), dispatcherMetrics()). */
  consumerMetrics?: boolean;
  /** Seconds between runs of the scheduled-post sweeper; 0 turns the timer off (sweep() still works). Default 30. */
  sweepIntervalSeconds?: number;
  /** Seconds between runs of the media janitor; 0 turns the timer off (mediaJanitor() still works). Default 60. */
  mediaJanitorIntervalSeconds?: number;
  /** Minutes between the points run's scheduled runs (docs/points.md); 0: no schedule (POST /_local/points-run still works). Default 5. */
  pointsRunIntervalMinutes?: number;
  /** Minutes between the digest run's scheduled runs (lib/digest-schedule.ts); 0: no schedule (POST /_local/digest-run still works). Default 15. */
  digestRunIntervalMinutes?: number;
  /** Fire schedules anywhere in their minute as AWS may, not at the exact second (default: env SCHEDULER_FIRE_WITHIN_MINUTE=1). */
  schedulerFireWithinMinute?: boolean;
  /** The SES stand-in's port (contract: MAIL_PORT, default 8005); 0 picks a free one. */
  mailPort?: number;
}

export interface LocalStack {
  baseUrl: string;
  /** The same routes under the compat base path, when one is set. */
  compatBaseUrl?: string;
  /** The community's site address, where posts' permalinks point. */
  siteUrl: string;
  port: number;
  dynamoEndpoint: string;
  tableName: string;
  admin: { username: string; password: string; generated: boolean; seeded: 'created' | 'updated' | 'unchanged' };
  /** The SQS emulator, the webhook queues and the router's dead-letter queue (tests read the dead-letter queues). */
  queues: Omit<LocalQueues, 'stop' | 's3'>;
  /** The media bucket in the emulator (S3_ENDPOINT, MEDIA_BUCKET) and where its objects are read (MEDIA_BASE_URL). */
  media: { endpoint: string; bucket: string; baseUrl: string };
  /** The SES v2 stand-in (SES_ENDPOINT): mail sent is listed by `GET <endpoint>/store` and shown at `<endpoint>/`. */
  mail: { endpoint: string };
  /** The WebSocket API (LIVE_URL, on the adapter's port) and the management API stand-in (LIVE_MANAGEMENT_ENDPOINT): docs/live-updates.md. */
  live: { url: string; managementEndpoint: string };
  /** Open WebSocket connections and the management API calls served so far (same process only). */
  liveStandIn: Pick<WebSocketAdapter, 'connections' | 'calls'>;
  /** The same as routerMetrics() for the live fan-out consumer (records are batches of a channel's subscribers). */
  liveFanoutMetrics(): ConsumerTotals | undefined;
  /** Waits until every upload so far has been through the media finalize handler. */
  mediaSettled(): Promise<void>;
  /** DynamoDB totals of the media finalize handler (records are uploads); undefined unless started with `consumerMetrics`. */
  finalizerMetrics(): ConsumerTotals | undefined;
  /** Waits until the stream router has handled everything written so far. */
  streamSettled(): Promise<void>;
  /** DynamoDB totals of the stream (events) router since start, a copy; undefined unless started with `consumerMetrics`. */
  routerMetrics(): ConsumerTotals | undefined;
  /** The same for the webhook dispatcher (records are queue messages, i.e. delivery attempts). */
  dispatcherMetrics(): ConsumerTotals | undefined;
  /** The same for the mail function (records are queue messages, i.e. send attempts). */
  mailerMetrics(): ConsumerTotals | undefined;
  /** The same for the scheduled-post publisher (records are schedule invocations). */
  publisherMetrics(): ConsumerTotals | undefined;
  /** With `consumerMetrics`: the digest run's DynamoDB figures (its invocations through the schedule or digestRun()). */
  digestRunMetrics(): ConsumerTotals | undefined;
  /** Runs the digest run now, for `event.at` (default now), as the hourly schedule does (also `POST /_local/digest-run` on the Scheduler stand-in). */
  digestRun(event?: DigestRunEvent): Promise<DigestRunResult>;
  /**
   * The EventBridge Scheduler stand-in (SCHEDULER_ENDPOINT) and the queue its dead letters go to.
   * Its loopback endpoint also answers `POST /_local/sweep` (local only) for tests in other processes.
   */
  scheduler: { endpoint: string; deadLetterQueueUrl: string; deadLetterArn: string };
  /** Inspect the stand-in's schedules, firings and dead letters (same process only). */
  schedulerStandIn: Pick<SchedulerStandIn, 'get' | 'firings' | 'deadLetters'>;
  /** The KMS stand-in (KMS_ENDPOINT) and its key (SECRETS_KEY_ARN): the calls it served (same process only). */
  kms: Pick<KmsStandIn, 'endpoint' | 'keyArn' | 'calls'>;
  /**
   * Migrations: the Step Functions stand-in (SFN_ENDPOINT) serving the migration state machine
   * (MIGRATION_STATE_MACHINE_ARN), and the migrations bucket in the S3 emulator (MIGRATION_BUCKET).
   */
  migration: { endpoint: string; stateMachineArn: string; bucket: string };
  /** Executions of the stand-in so far, oldest first (same process only). */
  migrationExecutions: StepFunctionsStandIn['executions'];
  /** Waits until no migration execution is running. */
  migrationsSettled(): Promise<void>;
  /** Runs the scheduled-post sweeper now (after any run in progress) and answers what it caught. */
  sweep(): Promise<SweepResult>;
  /** Runs the media janitor now (after any run in progress) and answers the ids it removed (and failed on). */
  mediaJanitor(): Promise<{ removed: number[]; failed: number[] }>;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dynamo = await startDynamoDbLocal(options.dataDir ? { dataDir: options.dataDir } : {});
  const server = createServer();
  let queues: LocalQueues | undefined;
  let scheduler: SchedulerStandIn | undefined;
  let kms: KmsStandIn | undefined;
  let stepFunctions: StepFunctionsStandIn | undefined;
  let mail: SesStandIn | undefined;
  let websockets: WebSocketAdapter | undefined;
  try {
    const restPrefix = options.restPrefix ?? 'api';
    const host = options.host ?? '127.0.0.1';
    // The adapter's address is taken first, so the links the API answers can name it (config
    // PUBLIC_BASE_URL, read once at load like every setting); requests wait for the handler below.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => resolve());
    });
    const port = (server.address() as AddressInfo).port;
    const env = process.env;
    env['DYNAMODB_ENDPOINT'] = dynamo.endpoint;
    env['TABLE_NAME'] ??= 'community';
    env['REST_PREFIX'] = restPrefix;
    if (options.compatBasePath) env['COMPAT_BASE_PATH'] = options.compatBasePath;
    else delete env['COMPAT_BASE_PATH'];
    env['AWS_REGION'] ??= 'us-east-1';
    // An operator's own value is kept.
    env['PUBLIC_BASE_URL'] ??= `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    // Live updates: WebSocket connections upgrade on the same port at /live; the management API stand-in has its own.
    websockets = await startWebSocketAdapter({
      server,
      path: LOCAL_LIVE_PATH,
      handler: async () => ((await import('#functions/live/index.ts')) as { handler: WebSocketHandler }).handler,
    });
    env['LIVE_URL'] ??= `ws://${host.includes(':') ? `[${host}]` : host}:${port}${LOCAL_LIVE_PATH}`;
    env['LIVE_MANAGEMENT_ENDPOINT'] = websockets.managementEndpoint;
    // DynamoDB Local accepts any credentials; never let local runs pick up real ones.
    env['AWS_ACCESS_KEY_ID'] = 'local';
    env['AWS_SECRET_ACCESS_KEY'] = 'local';
    delete env['AWS_SESSION_TOKEN'];
    delete env['AWS_PROFILE'];
    // Licenses issued with the development key pair verify here, unless the operator sets their own (docs/license.md).
    env['LICENSE_PUBLIC_KEY'] ??= DEV_LICENSE_PUBLIC_KEY;
    env['SERVER_TIMING'] = options.serverTiming === false ? '0' : '1';
    env['LOG_REQUESTS'] = options.logRequests === false ? '0' : '1';
    // One process serves every function here, so a change of settings empties the only copy of the
    // rules at once (site-rules.ts); a long life keeps the DynamoDB calls of a request steady for tests.
    env['SETTINGS_CACHE_SECONDS'] ??= '3600';
    // Metrics go to CloudWatch through Lambda's log stream; locally one process serves many requests at once, and nothing reads them.
    env['POWERTOOLS_METRICS_DISABLED'] ??= 'true';
    const tableName = env['TABLE_NAME'];
    queues = await startLocalQueues(`${tableName}-webhooks`, `${tableName}-router-dlq`, `${tableName}-mail`);
    env['SQS_ENDPOINT'] = queues.endpoint;
    env['WEBHOOK_QUEUE_URL'] = queues.queueUrl;
    env['WEBHOOK_DLQ_URL'] = queues.deadLetterQueueUrl;
    env['ROUTER_DLQ_URL'] = queues.routerDeadLetterQueueUrl;
    env['MAIL_QUEUE_URL'] = queues.mailQueueUrl;
    env['MAIL_DLQ_URL'] = queues.mailDeadLetterQueueUrl;
    // Media: a bucket in the same emulator, read straight from it (in AWS, through CloudFront).
    const mediaBucket = env['MEDIA_BUCKET'] ?? `${tableName}-media`;
    queues.s3.createBucket(mediaBucket);
    env['S3_ENDPOINT'] = queues.endpoint;
    env['MEDIA_BUCKET'] = mediaBucket;
    env['MEDIA_BASE_URL'] = `${queues.endpoint}/${mediaBucket}`;
    const migrationBucket = env['MIGRATION_BUCKET'] ?? `${tableName}-migrations`;
    queues.s3.createBucket(migrationBucket);
    env['MIGRATION_BUCKET'] = migrationBucket;
    // Mail: the SES v2 stand-in; the service's SES client sends to it.
    // Its `POST /_local/ses-events` runs the bounce and complaint handler, as SNS does in AWS.
    mail = await startSesStandIn(options.mailPort ?? 8005, {
      sesEvents: async (event) => ((await import('#functions/mail-events/index.ts')) as { handler: (e: typeof event) => Promise<unknown> }).handler(event),
    });
    env['SES_ENDPOINT'] = mail.endpoint;
    // Secrets at rest: the KMS stand-in's key seals the settings' credentials (features/settings/secret-store.ts).
    kms = await startKmsStandIn({ region: env['AWS_REGION'], account: LOCAL_ACCOUNT, ...(options.dataDir ? { keyFile: path.join(options.dataDir, 'local-kms-key.json') } : {}) });
    env['KMS_ENDPOINT'] = kms.endpoint;
    env['SECRETS_KEY_ARN'] = kms.keyArn;

    // Scheduled posts: the Scheduler stand-in invokes the publish handler by its (local) ARN.
    const sqs = new SQSClient({ endpoint: queues.endpoint, region: env['AWS_REGION'], credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const schedulerDlqName = `${tableName}-scheduler-dlq`;
    const schedulerDlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: schedulerDlqName }))).QueueUrl ?? '';
    const schedulerDlqArn = `arn:aws:sqs:${env['AWS_REGION']}:${LOCAL_ACCOUNT}:${schedulerDlqName}`;
    // Live updates' fan-out of large channels (lib/live-stack.ts): the router sends batches, the live-fanout function posts them.
    env['LIVE_FANOUT_QUEUE_URL'] = (await sqs.send(new CreateQueueCommand({ QueueName: `${tableName}-live-fanout` }))).QueueUrl ?? '';
    const publisherTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    let sweeping: Promise<unknown> = Promise.resolve();
    const sweep = (): Promise<SweepResult> => {
      const run = sweeping.then(async () => ((await import('#functions/scheduled-post-sweeper/index.ts')) as { handler: () => Promise<SweepResult> }).handler());
      sweeping = run.catch(() => undefined);
      return run;
    };
    const digestRunTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    const digestRun = async (event: DigestRunEvent = {}): Promise<DigestRunResult> => {
      const { handler } = (await import('#functions/digest-run/index.ts')) as { handler: (event: DigestRunEvent) => Promise<DigestRunResult> };
      return accounted(digestRunTotals, 1, () => handler(event));
    };
    const pointsRun = async (event: PointsRunEvent): Promise<unknown> => {
      const { handler } = (await import('#functions/points-run/index.ts')) as { handler: (event: PointsRunEvent, context: { getRemainingTimeInMillis(): number }) => Promise<unknown> };
      // Its Lambda's timeout, as in AWS: a long backfill stops and the next run resumes it.
      const deadline = Date.now() + POINTS_RUN_TIMEOUT_SECONDS * 1000;
      return handler(event, { getRemainingTimeInMillis: () => deadline - Date.now() });
    };
    scheduler = await startSchedulerStandIn({
      ...(options.schedulerFireWithinMinute === undefined ? {} : { fireWithinMinute: options.schedulerFireWithinMinute }),
      region: env['AWS_REGION'],
      target: async (arn, input) => {
        if (arn === LOCAL_DIGEST_RUN_FUNCTION_ARN) return digestRun(input as DigestRunEvent);
        if (arn === LOCAL_POINTS_RUN_FUNCTION_ARN) return pointsRun({});
        if (arn !== LOCAL_PUBLISH_FUNCTION_ARN) throw new Error(`no local function for target ${arn}`);
        const { handler } = (await import('#functions/publish-scheduled-post/index.ts')) as { handler: (event: never) => Promise<void> };
        await accounted(publisherTotals, 1, () => handler(input as never));
      },
      deadLetter: (arn, letter) => sendSchedulerDeadLetter(sqs, arn, letter),
      sweep,
      actions: {
        'digest-run': (body) => digestRun(typeof body === 'object' && body !== null ? (body as DigestRunEvent) : {}),
        // The points run (windows for an instant a test chooses, then the backfill; AWS: a schedule).
        'points-run': (body) => pointsRun(typeof body === 'object' && body !== null ? (body as PointsRunEvent) : {}),
      },
    });
    env['SCHEDULER_ENDPOINT'] = scheduler.endpoint;
    await createRecurringSchedules(scheduler.endpoint, env['AWS_REGION'], {
      pointsRunMinutes: options.pointsRunIntervalMinutes ?? POINTS_RUN_INTERVAL_MINUTES,
      digestRunMinutes: options.digestRunIntervalMinutes ?? DIGEST_RUN_INTERVAL_MINUTES,
    });
    env['PUBLISH_FUNCTION_ARN'] = LOCAL_PUBLISH_FUNCTION_ARN;
    env['SCHEDULER_ROLE_ARN'] = LOCAL_SCHEDULER_ROLE_ARN;
    env['SCHEDULER_DLQ_ARN'] = schedulerDlqArn;

    // Migrations: the same ASL as the deployed state machine, its Tasks bound to the worker's handler.
    stepFunctions = await startStepFunctionsStandIn({
      region: env['AWS_REGION'],
      stateMachines: {
        [LOCAL_MIGRATION_STATE_MACHINE]: migrationDefinition({ run: LOCAL_MIGRATION_RUN_FUNCTION_ARN, chunk: LOCAL_MIGRATION_CHUNK_FUNCTION_ARN }),
      },
      invoke: async (arn, input) => {
        if (arn !== LOCAL_MIGRATION_RUN_FUNCTION_ARN && arn !== LOCAL_MIGRATION_CHUNK_FUNCTION_ARN) throw new Error(`no local function for task ${arn}`);
        const { handler } = (await import('#functions/migration-worker/index.ts')) as { handler: (event: WorkerEvent) => Promise<unknown> };
        return handler(input as WorkerEvent);
      },
    });
    env['SFN_ENDPOINT'] = stepFunctions.endpoint;
    env['MIGRATION_STATE_MACHINE_ARN'] = stepFunctions.stateMachineArn(LOCAL_MIGRATION_STATE_MACHINE);

    const sweepSeconds = options.sweepIntervalSeconds ?? DEFAULT_SWEEP_INTERVAL_SECONDS;
    const sweeper =
      sweepSeconds > 0
        ? setInterval(() => {
            sweep().then(
              (r) => r.caught > 0 && console.log(JSON.stringify({ level: 'info', msg: 'scheduled-post sweeper', caught: r.caught })),
              (error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'scheduled-post sweeper', error: String(error) })),
            );
          }, sweepSeconds * 1000).unref()
        : undefined;

    const admin = new DynamoDBClient({ endpoint: dynamo.endpoint, region: env['AWS_REGION'] });
    await ensureTable(admin, tableName);
    admin.destroy();

    const { apiBasePath } = await import('#platform/config.ts');
    const { ensureAdministrator } = await import('#features/members/account-service.ts');
    const { httpAdapterListener } = await import('./http-adapter.ts');

    const generated = !options.adminPassword;
    const adminUser = {
      username: options.adminUsername ?? 'admin',
      password: options.adminPassword ?? randomBytes(12).toString('base64url'),
    };
    const seeded = await ensureAdministrator({
      ...adminUser,
      email: `${adminUser.username}@localhost.localdomain`,
      keepExistingPassword: generated,
    });

    const handlers = new Map<Domain, Promise<HttpHandler>>();
    const loadHandler = (domain: Domain): Promise<HttpHandler> => {
      let h = handlers.get(domain);
      if (!h) {
        h = import(`../../functions/${domain}/index.ts`).then((m: { handler: HttpHandler }) => m.handler);
        handlers.set(domain, h);
      }
      return h;
    };
    const basePath = apiBasePath(restPrefix);
    const routerTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    const dispatcherTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    const streamDriver = await startStreamDriver({
      ...(routerTotals ? { metrics: routerTotals } : {}),
      endpoint: dynamo.endpoint,
      region: env['AWS_REGION'] ?? 'us-east-1',
      tableName,
      deadLetters: { endpoint: queues.endpoint, queueUrl: queues.routerDeadLetterQueueUrl },
      handler: async () => ((await import('#functions/stream-router/index.ts')) as { handler: StreamHandler }).handler,
    });
    const queueDriver = startQueueDriver({
      ...(dispatcherTotals ? { metrics: dispatcherTotals } : {}),
      endpoint: queues.endpoint,
      queueUrl: queues.queueUrl,
      handler: async () => ((await import('#functions/webhook-dispatch/index.ts')) as { handler: QueueHandler }).handler,
    });
    const fanoutTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    const fanoutDriver = startQueueDriver({
      ...(fanoutTotals ? { metrics: fanoutTotals } : {}),
      endpoint: queues.endpoint,
      queueUrl: env['LIVE_FANOUT_QUEUE_URL'],
      pollers: 4,
      handler: async () => ((await import('#functions/live-fanout/index.ts')) as { handler: QueueHandler }).handler,
    });
    const mailerTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    const mailDriver = startQueueDriver({
      ...(mailerTotals ? { metrics: mailerTotals } : {}),
      endpoint: queues.endpoint,
      queueUrl: queues.mailQueueUrl,
      handler: async () => ((await import('#functions/mail/index.ts')) as { handler: QueueHandler }).handler,
    });
    const finalizerTotals = options.consumerMetrics ? newConsumerTotals() : undefined;
    const { PENDING_PREFIX } = await import('#features/media/media-bucket.ts');
    const uploads = startObjectCreatedDriver({
      ...(finalizerTotals ? { metrics: finalizerTotals } : {}),
      spy: queues.s3.spy,
      bucket: mediaBucket,
      prefix: PENDING_PREFIX,
      region: env['AWS_REGION'] ?? 'us-east-1',
      handler: async () => ((await import('#functions/media-finalize/index.ts')) as { handler: ObjectCreatedHandler }).handler,
    });
    let janitoring: Promise<unknown> = Promise.resolve();
    const mediaJanitor = (): Promise<{ removed: number[]; failed: number[] }> => {
      const run = janitoring.then(async () => ((await import('#functions/media-janitor/index.ts')) as { handler: () => Promise<{ removed: number[]; failed: number[] }> }).handler());
      janitoring = run.catch(() => undefined);
      return run;
    };
    const janitorSeconds = options.mediaJanitorIntervalSeconds ?? DEFAULT_MEDIA_JANITOR_INTERVAL_SECONDS;
    const janitor =
      janitorSeconds > 0
        ? setInterval(() => mediaJanitor().catch((error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'media janitor', error: String(error) }))), janitorSeconds * 1000).unref()
        : undefined;
    server.on('request', httpAdapterListener({ loadHandler }));
    return {
      baseUrl: `http://${host}:${port}${basePath}`,
      // Posts' permalinks start with it (platform/config.ts: SITE_URL, else the served address).
      siteUrl: (env['SITE_URL'] ?? env['PUBLIC_BASE_URL'] ?? `http://${host}:${port}`).replace(/\/+$/, ''),
      ...(options.compatBasePath ? { compatBaseUrl: `http://${host}:${port}${options.compatBasePath}` } : {}),
      port,
      dynamoEndpoint: dynamo.endpoint,
      tableName,
      admin: { ...adminUser, generated, seeded },
      queues: {
        endpoint: queues.endpoint,
        queueUrl: queues.queueUrl,
        deadLetterQueueUrl: queues.deadLetterQueueUrl,
        routerDeadLetterQueueUrl: queues.routerDeadLetterQueueUrl,
        mailQueueUrl: queues.mailQueueUrl,
        mailDeadLetterQueueUrl: queues.mailDeadLetterQueueUrl,
      },
      media: { endpoint: queues.endpoint, bucket: mediaBucket, baseUrl: env['MEDIA_BASE_URL'] },
      mail: { endpoint: mail.endpoint },
      live: { url: env['LIVE_URL'], managementEndpoint: websockets.managementEndpoint },
      liveStandIn: websockets,
      liveFanoutMetrics: () => (fanoutTotals ? { ...fanoutTotals } : undefined),
      mediaSettled: () => uploads.settled(),
      finalizerMetrics: () => (finalizerTotals ? { ...finalizerTotals } : undefined),
      streamSettled: () => streamDriver.settled(),
      routerMetrics: () => (routerTotals ? { ...routerTotals } : undefined),
      dispatcherMetrics: () => (dispatcherTotals ? { ...dispatcherTotals } : undefined),
      mailerMetrics: () => (mailerTotals ? { ...mailerTotals } : undefined),
      publisherMetrics: () => (publisherTotals ? { ...publisherTotals } : undefined),
      digestRunMetrics: () => (digestRunTotals ? { ...digestRunTotals } : undefined),
      digestRun,
      scheduler: { endpoint: scheduler.endpoint, deadLetterQueueUrl: schedulerDlqUrl, deadLetterArn: schedulerDlqArn },
      schedulerStandIn: scheduler,
      kms: kms,
      migration: { endpoint: stepFunctions.endpoint, stateMachineArn: env['MIGRATION_STATE_MACHINE_ARN'], bucket: migrationBucket },
      migrationExecutions: stepFunctions.executions,
      migrationsSettled: stepFunctions.settled,
      sweep,
      mediaJanitor,
      stop: async () => {
        clearInterval(sweeper);
        clearInterval(janitor);
        await janitoring;
        await scheduler?.close();
        await sweeping;
        // Stops running executions and waits for the worker calls in flight, before DynamoDB goes.
        await stepFunctions?.close();
        sqs.destroy();
        await websockets?.stop();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await streamDriver.stop();
        await queueDriver.stop();
        await mailDriver.stop();
        await fanoutDriver.stop();
        await uploads.stop();
        await queues?.stop();
        await mail?.stop();
        await kms?.close();
        await dynamo.stop();
      },
    };
  } catch (error) {
    await websockets?.stop();
    server.close();
    await stepFunctions?.close();
    await scheduler?.close();
    await queues?.stop();
    await mail?.stop();
    await kms?.close();
    await dynamo.stop();
    throw error;
  }
}

/**
 * The digest run's and the points run's recurring schedules, as lib/scheduling-stack.ts defines
 * them in AWS (the stand-in fires rate() schedules; a first run comes an interval after the stack
 * starts). Tests run them at the instant they choose instead (`POST /_local/digest-run`,
 * `/_local/points-run`).
 */
async function createRecurringSchedules(endpoint: string, region: string | undefined, { pointsRunMinutes, digestRunMinutes }: { pointsRunMinutes: number; digestRunMinutes: number }): Promise<void> {
  const client = new SchedulerClient({ endpoint, region: region ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const recurring = (name: string, group: string, minutes: number, arn: string, input: string) =>
    client.send(
      new CreateScheduleCommand({
        Name: name,
        GroupName: group,
        ScheduleExpression: `rate(${minutes} minutes)`,
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: arn, RoleArn: LOCAL_SCHEDULER_ROLE_ARN, Input: input, RetryPolicy: { MaximumRetryAttempts: 2 } },
      }),
    );
  try {
    if (digestRunMinutes > 0) await recurring('digest-run', 'community-digests', digestRunMinutes, LOCAL_DIGEST_RUN_FUNCTION_ARN, DIGEST_RUN_INPUT);
    if (pointsRunMinutes > 0) await recurring('points-run', 'community-points', pointsRunMinutes, LOCAL_POINTS_RUN_FUNCTION_ARN, '{}');
  } finally {
    client.destroy();
  }
}

/**
 * A dead letter as Scheduler sends it to an SQS DLQ: the target's input as the body, the reason in
 * message attributes (names as AWS's). Only SQS ARNs of the local emulator are reachable.
 */
async function sendSchedulerDeadLetter(sqs: SQSClient, arn: string, letter: DeadLetter): Promise<void> {
  const name = /^arn:aws:sqs:[^:]+:\d{12}:([\w-]{1,80})$/.exec(arn)?.[1];
  if (!name) throw new Error(`not an SQS queue ARN: ${arn}`);
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  const text = (value: string) => ({ DataType: 'String', StringValue: value });
  await sqs.send(
    new SendMessageCommand({
      QueueUrl,
      MessageBody: letter.input ?? '{}',
      MessageAttributes: {
        ERROR_CODE: text('TargetInvocationFailed'),
        ERROR_MESSAGE: text(letter.error.slice(0, 1000) || 'unknown'),
        EXHAUSTED_RETRY_CONDITION: text(letter.exhausted),
        RETRY_ATTEMPTS: { DataType: 'Number', StringValue: String(letter.attempts - 1) },
        SCHEDULE_ARN: text(letter.scheduleArn),
        TARGET_ARN: text(letter.targetArn),
      },
    }),
  );
}
