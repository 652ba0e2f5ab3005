/**
 * Dead-letter queues and the alarms of every stack: the same encryption, retention and alarm shape
 * everywhere. monitorStack gives every function, queue and dead-letter queue of a stack the alarms
 * it lacks and sends every alarm of the stack to the alarm topic (docs/operations.md "Alarms").
 */
import { CfnResource, Duration, type RemovalPolicy, type Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export const ALARM_PERIOD = Duration.minutes(5);

/** The queues deadLetterQueue made: monitorStack alarms on any message in them, not on a backlog. */
const deadLetterQueues = new WeakSet<sqs.IQueue>();

/** An encrypted, TLS-only queue keeping what `owner` gave up on for 14 days. */
export function deadLetterQueue(scope: Construct, id: string, owner: string, removalPolicy: RemovalPolicy): sqs.Queue {
  const queue = new sqs.Queue(scope, id, { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14), removalPolicy });
  deadLetterQueues.add(queue);
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This queue is the dead-letter destination of ${owner}; a DLQ needs no DLQ of its own.` });
  return queue;
}

/** An alarm on one datapoint above 0; no data (nothing happened) is fine. */
export function anyAbove0(scope: Construct, id: string, props: { alarmDescription: string; metric: cloudwatch.IMetric }): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, id, {
    ...props,
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}

/** A queue whose oldest message waited this long has a consumer that is behind or failing. */
export const QUEUE_AGE_LIMIT = Duration.minutes(30);
/** Messages waiting in a queue, three periods running, that mean a backlog. */
export const QUEUE_DEPTH_LIMIT = 1000;
/** A function's p99 duration past this share of its timeout is close to timing out. */
export const DURATION_SHARE_OF_TIMEOUT = 0.8;

/** Lambda's default timeout (a CfnFunction without Timeout), in seconds. */
const LAMBDA_DEFAULT_TIMEOUT_SECONDS = 3;

/** What an alarm watches (namespace, metric, dimensions resolved in `stack`): an existing alarm of the same kind is not made twice. */
function watched(stack: Stack, metric: cloudwatch.IMetric): string | undefined {
  if (!(metric instanceof cloudwatch.Metric)) return undefined;
  return `${metric.namespace}|${metric.metricName}|${JSON.stringify(stack.resolve(metric.dimensions ?? {}))}`;
}

/**
 * Gives every function, queue and dead-letter queue of `stack` the alarms it has not got yet, then
 * sends every alarm of the stack (those made here and those its constructs made) to `topic`, in
 * alarm and back to OK. Call it once the stack is built (lib/app-stacks.ts does, for every stack):
 * - a function (every AWS::Lambda::Function, CDK's own handlers too): Errors > 0, Throttles > 0,
 *   p99 Duration above DURATION_SHARE_OF_TIMEOUT of its timeout for 15 minutes;
 * - a dead-letter queue (deadLetterQueue): any visible message;
 * - any other queue: its oldest message older than QUEUE_AGE_LIMIT for 10 minutes, or more than
 *   QUEUE_DEPTH_LIMIT messages visible for 15 minutes.
 */
export function monitorStack(stack: Stack, topic: sns.ITopic): void {
  const constructs = stack.node.findAll();
  const existing = new Set<string>();
  for (const c of constructs) if (c instanceof cloudwatch.Alarm) {
    const key = watched(stack, c.metric);
    if (key !== undefined) existing.add(key);
  }
  const ensure = (scope: Construct, id: string, metric: cloudwatch.Metric, make: () => cloudwatch.Alarm): void => {
    const key = watched(stack, metric);
    if (key !== undefined && existing.has(key)) return;
    if (scope.node.tryFindChild(id) === undefined) make();
  };

  for (const c of constructs) {
    if (isLambdaFunction(c)) {
      const scope = c.node.scope ?? stack;
      const name = c.node.path;
      const dims = { FunctionName: c.ref };
      const errors = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', dimensionsMap: dims, period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM });
      ensure(scope, 'ErrorsAlarm', errors, () => anyAbove0(scope, 'ErrorsAlarm', { alarmDescription: `${name} threw or timed out`, metric: errors }));
      const throttles = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', dimensionsMap: dims, period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM });
      ensure(scope, 'ThrottlesAlarm', throttles, () => anyAbove0(scope, 'ThrottlesAlarm', { alarmDescription: `${name} was throttled: the account's or its reserved concurrency ran out`, metric: throttles }));
      const timeoutMs = functionTimeoutSeconds(stack, c) * 1000;
      const duration = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Duration', dimensionsMap: dims, period: ALARM_PERIOD, statistic: cloudwatch.Stats.p(99) });
      ensure(scope, 'DurationAlarm', duration, () => new cloudwatch.Alarm(scope, 'DurationAlarm', {
        alarmDescription: `${name}: p99 duration above ${DURATION_SHARE_OF_TIMEOUT * 100}% of its ${timeoutMs / 1000} s timeout for 15 minutes`,
        metric: duration,
        threshold: Math.round(timeoutMs * DURATION_SHARE_OF_TIMEOUT),
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 3,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }));
    } else if (c instanceof sqs.Queue) {
      const name = c.node.path;
      if (deadLetterQueues.has(c)) {
        const visible = c.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM });
        ensure(c, 'DeadLettersAlarm', visible, () => anyAbove0(c, 'DeadLettersAlarm', { alarmDescription: `Messages given up on wait in ${name}: docs/operations.md (Dead letters)`, metric: visible }));
        continue;
      }
      const age = c.metricApproximateAgeOfOldestMessage({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM });
      ensure(c, 'OldestMessageAlarm', age, () => new cloudwatch.Alarm(c, 'OldestMessageAlarm', {
        alarmDescription: `The oldest message of ${name} waited over ${QUEUE_AGE_LIMIT.toMinutes()} minutes: its consumer is behind or failing`,
        metric: age,
        threshold: QUEUE_AGE_LIMIT.toSeconds(),
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }));
      const depth = c.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM });
      ensure(c, 'DepthAlarm', depth, () => new cloudwatch.Alarm(c, 'DepthAlarm', {
        alarmDescription: `Over ${QUEUE_DEPTH_LIMIT} messages wait in ${name} for 15 minutes`,
        metric: depth,
        threshold: QUEUE_DEPTH_LIMIT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 3,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }));
    }
  }

  const action = new SnsAction(topic);
  for (const c of stack.node.findAll()) if (c instanceof cloudwatch.Alarm) {
    c.addAlarmAction(action);
    c.addOkAction(action);
  }
}

/**
 * Every function of the template: lambda.Function's CfnFunction, and CDK's own handlers that are a
 * plain CfnResource of that type (the S3 bucket notifications handler).
 */
export function isLambdaFunction(c: unknown): c is CfnResource {
  return c instanceof CfnResource && c.cfnResourceType === lambda.CfnFunction.CFN_RESOURCE_TYPE_NAME;
}

/** The function's timeout in seconds, as it will be deployed. */
function functionTimeoutSeconds(stack: Stack, fn: CfnResource): number {
  if (fn instanceof lambda.CfnFunction) return Number(stack.resolve(fn.timeout) ?? LAMBDA_DEFAULT_TIMEOUT_SECONDS);
  // A plain CfnResource keeps its properties to itself: read them as they will be synthesized.
  const rendered: unknown = stack.resolve(fn._toCloudFormation());
  const timeout = Object.values((rendered as { Resources?: Record<string, { Properties?: { Timeout?: unknown } }> }).Resources ?? {})[0]?.Properties?.Timeout;
  return typeof timeout === 'number' ? timeout : LAMBDA_DEFAULT_TIMEOUT_SECONDS;
}

/** Whether `queue` was made by deadLetterQueue (the dashboard shows those apart). */
export function isDeadLetterQueue(queue: sqs.IQueue): boolean {
  return deadLetterQueues.has(queue);
}
