import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GSI } from '#shared/data/table.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import { REPO_ROOT } from './repo-root.ts';
import { MAX_STREAM_ROUTES, STREAM_ROUTES, type StreamRoute, streamFilters } from './stream-routes.ts';

/** The indexes the stream router queries. */
export const ROUTER_INDEXES = [GSI.owner.name, GSI.gsi1.name, GSI.gsi3.name];

export interface EventsStackProps extends StackProps {
  /** The one table (DataStack.table); its stream must carry new images (NEW_IMAGE or NEW_AND_OLD_IMAGES). */
  readonly table: dynamodb.ITable;
  /** Which items invoke the router. @default STREAM_ROUTES (lib/stream-routes.ts) */
  readonly routes?: readonly StreamRoute[];
  /** Retention of the router's log group. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the log group and the dead-letter queue when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  /** Active X-Ray tracing on the router. @default no tracing */
  readonly tracing?: boolean;
  /** Where functions/stream-router/index.ts and package-lock.json are found. @default this repository */
  readonly projectRoot?: string;
}

/**
 * The table's stream consumer: the stream router (background jobs such as space purges; webhook
 * delivery later), fed only the records of STREAM_ROUTES, with a dead-letter queue for records
 * it gave up on and alarms on both.
 */
export class EventsStack extends Stack {
  public readonly router: DomainFunction;
  /** Where the event source mapping sends what it gave up on: shard, sequence range and reason, not the records. */
  public readonly deadLetterQueue: sqs.Queue;
  /** Fire when a record lands in the dead-letter queue, or when the router throws or times out. No actions yet. */
  public readonly alarms: { readonly deadLetters: cloudwatch.Alarm; readonly errors: cloudwatch.Alarm };

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

    this.deadLetterQueue = new sqs.Queue(this, 'StreamRouterDeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter destination of the stream router; a DLQ needs no DLQ of its own.',
    });

    // Also grants the stream read actions on the stream ARN (table.grantStreamRead) and SendMessage
    // on the queue, both to the router's role, which the mapping uses.
    this.router.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        // The router reports the failed record and every later one; bisecting isolates a poison record.
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 10,
        maxRecordAge: Duration.days(1),
        // One batch per shard at a time: a shard's records are handled strictly in stream order.
        parallelizationFactor: 1,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: streamFilters(props.routes ?? STREAM_ROUTES),
      }),
    );

    const period = Duration.minutes(5);
    this.alarms = {
      deadLetters: new cloudwatch.Alarm(this, 'StreamRouterDeadLettersAlarm', {
        alarmDescription: `Stream records given up on by ${this.router.node.path}: see ${this.deadLetterQueue.node.path}`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MAXIMUM }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      errors: new cloudwatch.Alarm(this, 'StreamRouterErrorsAlarm', {
        alarmDescription: `${this.router.node.path} threw or timed out (failed records reported in the response do not count)`,
        metric: this.router.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
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
