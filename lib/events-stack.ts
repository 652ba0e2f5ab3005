import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GSI } from '#platform/data/table.ts';
import { STREAM_RETRY_ATTEMPTS } from '#platform/events/stream-retries.ts';
import { ALARM_PERIOD, anyAbove0, deadLetterQueue } from './alarms.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import { grantSecrets } from './secrets.ts';
import { MailDelivery, type MailDeliveryProps } from './mail-delivery.ts';
import { REPO_ROOT } from './repo-root.ts';
import type { LiveTarget } from './live-stack.ts';
import { MAX_STREAM_ROUTES, STREAM_ROUTES, type StreamRoute, streamFilters } from './stream-routes.ts';
import {
  attemptEnvironment,
  DEFAULT_WEBHOOK_RETRY_BASE,
  MAX_WEBHOOK_RETRY_BASE,
  WEBHOOK_BATCH_SIZE,
  WEBHOOK_DISPATCH_TIMEOUT,
} from './webhook-delivery.ts';

/** The indexes the stream router queries. */
export const ROUTER_INDEXES = [GSI.owner.name, GSI.gsi1.name, GSI.gsi3.name];

/** The indexes the webhook dispatcher queries: none (webhooks and their deliveries are read by key). */
export const DISPATCHER_INDEXES: readonly string[] = [];

/**
 * Receives of one message before SQS moves it to the webhook dead-letter queue. The dispatcher
 * retries failed deliveries itself (a new, delayed message); a message comes back only when an
 * invocation crashed, timed out or reported it failed (the table or SQS unavailable).
 */
export const WEBHOOK_MAX_RECEIVE_COUNT = 5;

/** AWS's advice for a queue feeding a Lambda function: visibility timeout at least 6 times the function's. */
const VISIBILITY_PER_FUNCTION_TIMEOUT = 6;

export interface EventsStackProps extends StackProps {
  /** The one table (DataStack.table); its stream must carry new images (NEW_IMAGE or NEW_AND_OLD_IMAGES). */
  readonly table: dynamodb.ITable;
  /** Which items invoke the router. @default STREAM_ROUTES (lib/stream-routes.ts) */
  readonly routes?: readonly StreamRoute[];
  /** Retention of the router's log group. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the log group and the dead-letter queue when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  /** Active X-Ray tracing on the router and the dispatcher. @default no tracing */
  readonly tracing?: boolean;
  /**
   * First retry delay of a failed webhook delivery; each next one doubles (WEBHOOK_RETRY_BASE_SECONDS).
   * Whole seconds, at most 15 minutes. @default one minute
   */
  readonly webhookRetryBase?: Duration;
  /**
   * At most this many dispatcher invocations at once (the mapping's maximum concurrency), so at
   * most this many times WEBHOOK_BATCH_SIZE requests are in flight to receivers; the rest waits
   * in the queue rather than being throttled. From 2 to 1000. @default 10
   */
  readonly webhookMaxConcurrency?: number;
  /** Where functions/<name>/index.ts and package-lock.json are found. @default this repository */
  readonly projectRoot?: string;
  /** The secrets key (DataStack.secretsKey): the dispatcher opens webhooks' sealed credentials with it. */
  readonly secretsKey?: kms.IKey;
  /** Live updates (LiveStack.target): the router posts to connections and sends large channels to the fan-out queue. @default no live updates */
  readonly live?: LiveTarget;
  /** Mail on SES (lib/mail-delivery.ts): the identity, the sender, retries and what the mail function is told. @default no identity */
  readonly mail?: Omit<MailDeliveryProps, 'table' | 'projectRoot' | 'logRetention' | 'removalPolicy' | 'tracing'>;
}

/**
 * The table's stream consumer and webhook delivery:
 * - the stream router (background jobs such as space purges, fan-out, notifications, and the
 *   events router: one message per subscribed webhook and outbox event on the webhook queue), fed
 *   only the records of STREAM_ROUTES, with a dead-letter queue for what it gave up on: the side
 *   effects of a record that failed every attempt (sent by the router, with the record and the
 *   reason) and the batches the mapping gave up on (its on-failure destination);
 * - the webhook queue, consumed by the webhook dispatcher (POSTs to receivers, over the internet:
 *   no VPC), which retries by re-enqueueing with a delay and moves exhausted deliveries to the
 *   webhook dead-letter queue itself; SQS redrives there too after WEBHOOK_MAX_RECEIVE_COUNT;
 * - alarms on both dead-letter queues and on both functions' errors;
 * - mail (lib/mail-delivery.ts): the mail queue the router feeds, the mail function, SES, the
 *   bounce and complaint handler, their dead-letter queues and alarms.
 */
export class EventsStack extends Stack {
  public readonly router: DomainFunction;
  /**
   * The router's dead-letter queue (ROUTER_DLQ_URL): a record's side effect that failed every attempt,
   * with the record and the reason (sent by the router), and what the event source mapping gave up
   * on (shard, sequence range and reason, not the records). docs/events.md says what to do with each.
   */
  public readonly deadLetterQueue: sqs.Queue;
  /** Fire when a record lands in the dead-letter queue, or when the router throws or times out. No actions yet. */
  public readonly alarms: { readonly deadLetters: cloudwatch.Alarm; readonly errors: cloudwatch.Alarm };
  /** One message per (event, webhook) delivery; the router and the webhook admin API send, the dispatcher consumes. */
  public readonly webhookQueue: sqs.Queue;
  /** Deliveries whose retries are used up (sent by the dispatcher) or whose message kept failing (redrive). */
  public readonly webhookDeadLetterQueue: sqs.Queue;
  /** functions/webhook-dispatch: delivers the webhook queue's messages. */
  public readonly dispatcher: DomainFunction;
  /** Fire when a delivery lands in the webhook dead-letter queue, or when the dispatcher throws or times out. No actions yet. */
  public readonly webhookAlarms: { readonly deadLetters: cloudwatch.Alarm; readonly errors: cloudwatch.Alarm };
  /** The mail queue, its dead-letter queue, the mail and mail-events functions, SES and their alarms (lib/mail-delivery.ts). */
  public readonly mail: MailDelivery;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    validateProps(id, props);
    // A TableV2 reports a stream ARN (a token) even without a stream, and renders its stream
    // specification lazily, so the table's own resource is checked once the app is complete.
    this.node.addValidation({ validate: () => streamErrors(id, props.table) });

    const projectRoot = props.projectRoot ?? REPO_ROOT;
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    this.router = new DomainFunction(this, 'StreamRouterFunction', {
      entry: path.join(projectRoot, 'functions', 'stream-router', 'index.ts'),
      projectRoot,
      // A purge step queries and batch-deletes a few hundred items; 60 s leaves room for throttled retries.
      timeout: Duration.seconds(60),
      memorySize: 512,
      logRetention: props.logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
      description: 'Community API: table stream router (background jobs)',
    });
    // Purges query the owner index and gsi1 (a post's bookmarks, a topic's posts); the fan-out lists
    // query gsi1 (members, followers, a space's posts) and gsi3 (a post's links).
    this.router.bindTable(props.table, { write: true, indexNames: ROUTER_INDEXES });

    this.deadLetterQueue = deadLetterQueue(this, 'StreamRouterDeadLetterQueue', 'the stream router', removalPolicy);

    // The router dead-letters a failed side effect itself and goes on with the shard.
    this.router.sendsTo(this.deadLetterQueue, 'ROUTER_DLQ_URL');

    // Also grants the stream read actions on the stream ARN (table.grantStreamRead) and SendMessage
    // on the queue, both to the router's role, which the mapping uses.
    this.router.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        // The router fails a record only when it cannot even dead-letter it (the queue unreachable),
        // or the whole invocation when it crashes or times out. Either way the shard is held for a
        // bounded time: the failed record and every later one are retried, bisected down to the
        // poison record, at most STREAM_RETRY_ATTEMPTS times and for a day at most, and then the
        // mapping describes them in the dead-letter queue and goes on.
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        maxRecordAge: Duration.days(1),
        // One batch per shard at a time: a shard's records are handled strictly in stream order.
        parallelizationFactor: 1,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: streamFilters(props.routes ?? STREAM_ROUTES),
      }),
    );

    this.alarms = {
      deadLetters: anyAbove0(this, 'StreamRouterDeadLettersAlarm', {
        alarmDescription: `Stream record side effects or batches given up on by ${this.router.node.path}: see ${this.deadLetterQueue.node.path} and docs/events.md (Failures)`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
      }),
      errors: anyAbove0(this, 'StreamRouterErrorsAlarm', {
        alarmDescription: `${this.router.node.path} threw or timed out (failed records reported in the response do not count)`,
        metric: this.router.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
    };

    // --- Live updates: router --> connections (management API), large channels --> fan-out queue ---
    if (props.live) {
      this.router.role?.addManagedPolicy(props.live.deliveryPolicy);
      this.router.addEnvironment('LIVE_MANAGEMENT_ENDPOINT', props.live.managementEndpoint);
      this.router.addEnvironment('LIVE_FANOUT_THRESHOLD', String(props.live.fanoutThreshold));
      this.router.sendsTo(props.live.fanoutQueue, 'LIVE_FANOUT_QUEUE_URL');
    }

    // --- Webhook delivery: router --> queue (+DLQ) --> dispatcher --> receivers ---

    const retryBase = props.webhookRetryBase ?? DEFAULT_WEBHOOK_RETRY_BASE;

    this.webhookDeadLetterQueue = deadLetterQueue(this, 'WebhookDeadLetterQueue', 'the webhook queue and its dispatcher', removalPolicy);

    this.webhookQueue = new sqs.Queue(this, 'WebhookQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // A message is received again only after the invocation holding it has surely ended.
      visibilityTimeout: Duration.seconds(WEBHOOK_DISPATCH_TIMEOUT.toSeconds() * VISIBILITY_PER_FUNCTION_TIMEOUT),
      // Each retry is a new message, so this bounds one attempt's wait (at most 15 minutes of delay), not a delivery's life.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.webhookDeadLetterQueue, maxReceiveCount: WEBHOOK_MAX_RECEIVE_COUNT },
      removalPolicy,
    });

    this.dispatcher = new DomainFunction(this, 'WebhookDispatchFunction', {
      entry: path.join(projectRoot, 'functions', 'webhook-dispatch', 'index.ts'),
      projectRoot,
      timeout: WEBHOOK_DISPATCH_TIMEOUT,
      memorySize: 512,
      logRetention: props.logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
      description: 'Community API: webhook dispatcher (delivers the webhook queue)',
      environment: {
        ...attemptEnvironment(),
        WEBHOOK_RETRY_BASE_SECONDS: String(retryBase.toSeconds()),
      },
    });
    // GetItem the webhook, UpdateItem the delivery log and the webhook's last_* fields.
    this.dispatcher.bindTable(props.table, { write: true, indexNames: DISPATCHER_INDEXES });
    // Retries: a new message with DelaySeconds on the queue; exhausted deliveries: on the DLQ.
    this.dispatcher.sendsTo(this.webhookQueue, 'WEBHOOK_QUEUE_URL');
    this.dispatcher.sendsTo(this.webhookDeadLetterQueue, 'WEBHOOK_DLQ_URL');
    // Opens a webhook's secret and sensitive headers to sign and send (features/webhooks/webhook-credentials.ts).
    if (props.secretsKey) grantSecrets(this.dispatcher, props.secretsKey, { context: 'webhook', uses: ['open'] });
    // Also grants ReceiveMessage, DeleteMessage, ChangeMessageVisibility, GetQueueAttributes and
    // GetQueueUrl on the queue to the dispatcher's role, which the mapping uses.
    this.dispatcher.addEventSource(
      new SqsEventSource(this.webhookQueue, {
        batchSize: WEBHOOK_BATCH_SIZE,
        // No batching window: a message is handed over as soon as it is polled (delivery latency
        // is what receivers and the benchmark see); a busy queue fills batches anyway.
        reportBatchItemFailures: true,
        maxConcurrency: props.webhookMaxConcurrency ?? 10,
      }),
    );

    // The router routes outbox events: one message per subscribed, active webhook.
    this.router.sendsTo(this.webhookQueue, 'WEBHOOK_QUEUE_URL');

    // --- Mail: router --> mail queue (+DLQ) --> mail function --> SES; bounces and complaints back ---

    this.mail = new MailDelivery(this, 'Mail', {
      ...props.mail,
      table: props.table,
      projectRoot,
      logRetention: props.logRetention,
      removalPolicy,
      tracing: props.tracing,
    });
    // The router queues every new mail job (outbox items of the mail feature).
    this.router.sendsTo(this.mail.queue, 'MAIL_QUEUE_URL');

    this.webhookAlarms = {
      deadLetters: anyAbove0(this, 'WebhookDeadLettersAlarm', {
        alarmDescription: `Webhook deliveries given up on (retries used up, or a message ${this.dispatcher.node.path} kept failing): see ${this.webhookDeadLetterQueue.node.path}`,
        metric: this.webhookDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
      }),
      errors: anyAbove0(this, 'WebhookDispatchErrorsAlarm', {
        alarmDescription: `${this.dispatcher.node.path} threw or timed out (failed deliveries and messages reported in the response do not count)`,
        metric: this.dispatcher.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
    };
  }
}

/** Stream views whose records carry the NewImage the filters and the router read. */
const NEW_IMAGE_VIEWS: readonly string[] = [dynamodb.StreamViewType.NEW_IMAGE, dynamodb.StreamViewType.NEW_AND_OLD_IMAGES];

function validateProps(id: string, props: EventsStackProps): void {
  if (props.table.tableStreamArn === undefined) {
    throw new Error(`${id}: table ${props.table.node.path} has no stream; the router consumes it`);
  }
  const retryBase = props.webhookRetryBase;
  if (retryBase !== undefined && !retryBase.isUnresolved()) {
    const seconds = retryBase.toSeconds({ integral: false });
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_WEBHOOK_RETRY_BASE.toSeconds()) {
      throw new Error(`${id}: webhookRetryBase must be whole seconds from 0 to ${MAX_WEBHOOK_RETRY_BASE.toSeconds()}, got ${retryBase.toHumanString()}`);
    }
  }
  const concurrency = props.webhookMaxConcurrency;
  if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 2 || concurrency > 1000)) {
    throw new Error(`${id}: webhookMaxConcurrency must be an integer from 2 to 1000, got ${concurrency}`);
  }
  const routes = props.routes ?? STREAM_ROUTES;
  if (routes.length === 0 || routes.length > MAX_STREAM_ROUTES) {
    // No filter at all would invoke the router for every write of the table.
    throw new Error(`${id}: routes must name 1 to ${MAX_STREAM_ROUTES} entities, got ${routes.length}`);
  }
}

/** Why `table`'s stream cannot feed the router; nothing for an imported table, trusted with its ARN. */
function streamErrors(id: string, table: dynamodb.ITable): string[] {
  const resource = table.node.defaultChild;
  if (!(resource instanceof dynamodb.CfnGlobalTable || resource instanceof dynamodb.CfnTable)) return [];
  const spec: unknown = Stack.of(resource).resolve(resource.streamSpecification);
  const view = typeof spec === 'object' && spec !== null && 'streamViewType' in spec ? spec.streamViewType : undefined;
  if (view === undefined) return [`${id}: table ${table.node.path} has no stream; the router consumes it`];
  if (typeof view === 'string' && !NEW_IMAGE_VIEWS.includes(view)) {
    return [`${id}: the stream of table ${table.node.path} must carry new images (${NEW_IMAGE_VIEWS.join(' or ')}), got ${view}`];
  }
  return [];
}
