/**
 * Live updates (docs/live-updates.md): the WebSocket API and its function, and the fan-out of
 * large channels. Built after Data and before Events and Api: the stream router (Events) is given
 * the management endpoint, the fan-out queue and `deliveryPolicy`; the settings and auth functions
 * (Api) are told the WebSocket address (`liveUrl`), which the public settings answer.
 *
 * - WebSocket API, routes `$connect`, `$disconnect` and `$default` to one function
 *   (functions/live): `$connect` authenticates with the REST API's credentials and answers 401
 *   before the connection opens, so no API Gateway authorizer is used;
 * - the stage `live`, throttled, with access logs;
 * - the fan-out queue (+ dead-letter queue) and its consumer (functions/live-fanout);
 * - `deliveryPolicy`: execute-api:ManageConnections on this API's stage only, for every function
 *   that posts to connections (the live function, the fan-out consumer, the stream router).
 */
import * as path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GSI } from '#platform/data/table.ts';
import { deadLetterQueue } from './alarms.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import { nagArn } from './nag.ts';
import { REPO_ROOT } from './repo-root.ts';

/** The stage clients connect to: wss://<api>.execute-api.<region>.amazonaws.com/live. */
export const LIVE_STAGE = 'live';
/** The indexes the live function queries: gsi1 (a member's connections: the connection limit). */
export const LIVE_INDEXES = [GSI.gsi1.name];
/** A fan-out batch: posts to up to LIVE_FANOUT_THRESHOLD connections, 16 at a time. */
const FANOUT_TIMEOUT = Duration.seconds(30);
const FANOUT_MAX_RECEIVE_COUNT = 3;

/** What the Events stack's router takes of this stack (lib/events-stack.ts). */
export interface LiveTarget {
  /** LIVE_MANAGEMENT_ENDPOINT: https://<api>.execute-api.<region>.amazonaws.com/live */
  readonly managementEndpoint: string;
  readonly deliveryPolicy: iam.IManagedPolicy;
  readonly fanoutQueue: sqs.IQueue;
  readonly fanoutThreshold: number;
}

export interface LiveStackProps extends StackProps {
  readonly table: ITable;
  readonly logRetention?: logs.RetentionDays;
  /** @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  readonly tracing?: boolean;
  /** @default this repository */
  readonly projectRoot?: string;
  /** The stage's steady rate and burst of client messages and connects. @default 500 a second, burst 1000 */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  /** Channels with more subscribers go through the fan-out queue, in batches of this many. @default 100 */
  readonly fanoutThreshold?: number;
}

export class LiveStack extends Stack {
  public readonly api: WebSocketApi;
  public readonly stage: WebSocketStage;
  public readonly liveFunction: DomainFunction;
  public readonly fanoutFunction: DomainFunction;
  public readonly fanoutQueue: sqs.Queue;
  public readonly fanoutDeadLetterQueue: sqs.Queue;
  public readonly deliveryPolicy: iam.ManagedPolicy;
  /** The address clients connect to (LIVE_URL, the public settings' live_url). */
  public readonly liveUrl: string;
  public readonly target: LiveTarget;

  constructor(scope: Construct, id: string, props: LiveStackProps) {
    super(scope, id, props);
    const projectRoot = props.projectRoot ?? REPO_ROOT;
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    const logRetention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;
    const threshold = props.fanoutThreshold ?? 100;

    this.liveFunction = new DomainFunction(this, 'LiveFunction', {
      entry: path.join(projectRoot, 'functions', 'live', 'index.ts'),
      projectRoot,
      memorySize: 512,
      logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
      description: 'Community API: WebSocket API ($connect, $disconnect, $default)',
    });
    // Connection, subscription and rate items; the visibility checks read spaces, posts, memberships.
    this.liveFunction.bindTable(props.table, { write: true, indexNames: LIVE_INDEXES });

    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.liveFunction);
    this.api = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Community API live updates (docs/live-updates.md)',
      connectRouteOptions: { integration: integration('ConnectIntegration') },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
      defaultRouteOptions: { integration: integration('DefaultIntegration') },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logRetention, removalPolicy });
    const throttle = props.throttle ?? { rateLimit: 500, burstLimit: 1000 };
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify({ requestId: '$context.requestId', connectionId: '$context.connectionId', eventType: '$context.eventType', routeKey: '$context.routeKey', status: '$context.status', ip: '$context.identity.sourceIp', requestTime: '$context.requestTime', error: '$context.error.message' })),
      },
    });
    this.liveUrl = this.stage.url;
    const managementEndpoint = this.stage.callbackUrl;

    // Posting to and closing connections of this API's stage, nothing else.
    const connections = this.formatArn({ service: 'execute-api', resource: this.api.apiId, resourceName: `${LIVE_STAGE}/*/@connections/*` });
    this.deliveryPolicy = new iam.ManagedPolicy(this, 'DeliveryPolicy', {
      description: "Post to and close the live WebSocket API's connections",
      statements: [new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] })],
    });
    Validations.of(this.deliveryPolicy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(connections, this)}]`,
      reason: "Connection ids are made by API Gateway per connection; the grant covers this API's live stage only.",
    });

    this.fanoutDeadLetterQueue = deadLetterQueue(this, 'FanoutDeadLetterQueue', 'the live fan-out queue', removalPolicy);
    this.fanoutQueue = new sqs.Queue(this, 'FanoutQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(FANOUT_TIMEOUT.toSeconds() * 6),
      // A live message is worth little after minutes: catching up covers only the last five.
      retentionPeriod: Duration.minutes(15),
      deadLetterQueue: { queue: this.fanoutDeadLetterQueue, maxReceiveCount: FANOUT_MAX_RECEIVE_COUNT },
      removalPolicy,
    });
    this.fanoutFunction = new DomainFunction(this, 'FanoutFunction', {
      entry: path.join(projectRoot, 'functions', 'live-fanout', 'index.ts'),
      projectRoot,
      timeout: FANOUT_TIMEOUT,
      memorySize: 512,
      logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
      description: 'Community API: live updates fan-out (posts large channels\' batches)',
    });
    // Reads the space and memberships of a batch's subscribers; removes gone connections.
    this.fanoutFunction.bindTable(props.table, { write: true, indexNames: [] });
    this.fanoutFunction.addEventSource(new SqsEventSource(this.fanoutQueue, { batchSize: 5, reportBatchItemFailures: true, maxConcurrency: 20 }));

    for (const fn of [this.liveFunction, this.fanoutFunction]) {
      fn.role?.addManagedPolicy(this.deliveryPolicy);
      fn.addEnvironment('LIVE_MANAGEMENT_ENDPOINT', managementEndpoint);
      fn.addEnvironment('LIVE_FANOUT_THRESHOLD', String(threshold));
    }

    // Alarms (errors, throttles, duration, the dead-letter queue, the queue's age and depth) come from monitorStack (lib/alarms.ts).

    // $connect authenticates inside the function (Basic, bearer tokens, OIDC, connect tokens), as the REST API's routes do.
    Validations.of(this.api).acknowledge({ id: 'AwsSolutions-APIG4', reason: 'The $connect route authenticates inside the live function with the REST API\'s credentials.' });

    this.target = { managementEndpoint, deliveryPolicy: this.deliveryPolicy, fanoutQueue: this.fanoutQueue, fanoutThreshold: threshold };
    new CfnOutput(this, 'LiveUrl', { value: this.liveUrl, description: 'WebSocket address of live updates (docs/live-updates.md)' });
  }
}
