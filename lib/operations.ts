/**
 * The operations dashboard and the API-wide alarms (docs/operations.md explains each widget and
 * alarm and what to do when one fires). Built in the Api stack, last of the app, from the other
 * stacks' functions and queues (walked, so a new function or queue shows up by itself); the
 * per-function and per-queue alarms are lib/alarms.ts monitorStack's.
 */
import { type CfnResource, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { ALARM_PERIOD, isDeadLetterQueue, isLambdaFunction } from './alarms.ts';
import { MAIL_FAILED, MAIL_SENT, METRIC, METRICS_NAMESPACE, METRICS_SERVICE, WEBHOOK_DELIVERED, WEBHOOK_FAILED } from './metrics.ts';

/** Share of requests answered 5xx (API Gateway's or a function's) that fires the alarm, over 15 minutes. */
export const API_5XX_PERCENT = 1;
/** Share of requests answered 4xx that fires the alarm (a broken client or a probe), over 15 minutes. */
export const API_4XX_PERCENT = 25;
/** p99 latency (ms) of the API that fires the alarm, over 15 minutes. */
export const API_P99_LATENCY_MS = 3000;
/** Webhook deliveries or mail sends succeeding less often than this (percent) for 30 minutes fire their alarm. */
export const SUCCESS_RATE_PERCENT = 90;
/** Scheduled posts failing to publish (by their schedule or the sweeper) in this many 5-minute periods running fire the alarm. */
export const SCHEDULED_FAILURE_PERIODS = 2;

export interface OperationsDashboardProps {
  readonly api: HttpApi;
  readonly table: ITableV2;
  /** The stacks whose functions and queues the dashboard shows, in this order. */
  readonly stacks: readonly Stack[];
  readonly migrationStateMachine: IStateMachine;
}

const WIDTH = 24;
const GRAPH = { width: 8, height: 6 } as const;

export class OperationsDashboard extends Construct {
  public readonly dashboard: cloudwatch.Dashboard;
  public readonly alarms: {
    readonly api5xx: cloudwatch.Alarm;
    readonly api4xx: cloudwatch.Alarm;
    readonly apiLatency: cloudwatch.Alarm;
    readonly webhookSuccess: cloudwatch.Alarm;
    readonly mailSuccess: cloudwatch.Alarm;
    readonly scheduledPostFailures: cloudwatch.Alarm;
  };

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const sum = { period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM };
    const requests = props.api.metricCount(sum);
    // Each expression names its metrics apart: a graph may not give one id to two metrics.
    const share = (label: string, id: string, metric: cloudwatch.IMetric) =>
      new cloudwatch.MathExpression({ expression: `100 * IF(requests > 0, ${id} / requests, 0)`, usingMetrics: { [id]: metric, requests }, label, period: ALARM_PERIOD });
    const api5xx = share('5xx %', 'e5xx', props.api.metricServerError(sum));
    const api4xx = share('4xx %', 'e4xx', props.api.metricClientError(sum));
    const latency = (stat: string) => props.api.metricLatency({ period: ALARM_PERIOD, statistic: stat, label: `latency ${stat}` });
    const rate = (label: string, id: string, ok: string, failed: string) =>
      new cloudwatch.MathExpression({
        expression: `100 * IF(${id}ok + ${id}failed > 0, ${id}ok / (${id}ok + ${id}failed), 1)`,
        usingMetrics: { [`${id}ok`]: custom(ok), [`${id}failed`]: custom(failed) },
        label,
        period: ALARM_PERIOD,
      });
    const webhookRate = rate('webhook deliveries succeeding %', 'webhook', WEBHOOK_DELIVERED, WEBHOOK_FAILED);
    const mailRate = rate('mail sends succeeding %', 'mail', MAIL_SENT, MAIL_FAILED);
    const failedPublications = custom(METRIC.scheduledPublications, { outcome: 'failed' }).with({ label: 'failed' });

    const over = (alarmId: string, description: string, metric: cloudwatch.IMetric, threshold: number, periods: number, below = false) =>
      new cloudwatch.Alarm(this, alarmId, {
        alarmDescription: `${description}: docs/operations.md (Alarms)`,
        metric,
        threshold,
        comparisonOperator: below ? cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD : cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: periods,
        datapointsToAlarm: periods,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    this.alarms = {
      api5xx: over('Api5xxAlarm', `Over ${API_5XX_PERCENT}% of API requests answered 5xx for 15 minutes`, api5xx, API_5XX_PERCENT, 3),
      api4xx: over('Api4xxAlarm', `Over ${API_4XX_PERCENT}% of API requests answered 4xx for 15 minutes`, api4xx, API_4XX_PERCENT, 3),
      apiLatency: over('ApiLatencyAlarm', `API p99 latency over ${API_P99_LATENCY_MS} ms for 15 minutes`, latency('p99'), API_P99_LATENCY_MS, 3),
      webhookSuccess: over('WebhookSuccessAlarm', `Under ${SUCCESS_RATE_PERCENT}% of webhook delivery attempts succeeded for 30 minutes`, webhookRate, SUCCESS_RATE_PERCENT, 6, true),
      mailSuccess: over('MailSuccessAlarm', `Under ${SUCCESS_RATE_PERCENT}% of mail sends succeeded for 30 minutes`, mailRate, SUCCESS_RATE_PERCENT, 6, true),
      scheduledPostFailures: over('ScheduledPostFailuresAlarm', `Scheduled posts failed to publish in ${SCHEDULED_FAILURE_PERIODS * 5} minutes running`, failedPublications, 0, SCHEDULED_FAILURE_PERIODS),
    };

    const graph = (title: string, left: cloudwatch.IMetric[], extra: Partial<cloudwatch.GraphWidgetProps> = {}) =>
      new cloudwatch.GraphWidget({ title, left, ...GRAPH, ...extra });
    const text = (markdown: string) => new cloudwatch.TextWidget({ markdown, width: WIDTH, height: 1 });

    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${stackName}-operations`.replace(/[^A-Za-z0-9_-]/g, '-'),
      defaultInterval: Duration.hours(3),
    });
    dashboard.addWidgets(text('## API (docs/operations.md "Dashboard")'));
    dashboard.addWidgets(
      graph('API requests, 4xx and 5xx', [requests.with({ label: 'requests' }), props.api.metricClientError({ ...sum, label: '4xx' }), props.api.metricServerError({ ...sum, label: '5xx' })]),
      graph('API error shares (%)', [api4xx, api5xx], { leftAnnotations: [{ value: API_5XX_PERCENT, label: '5xx alarm' }] }),
      graph('API latency (ms)', [latency('p50'), latency('p90'), latency('p99'), props.api.metricIntegrationLatency({ period: ALARM_PERIOD, statistic: 'p99', label: 'integration p99' })], {
        leftAnnotations: [{ value: API_P99_LATENCY_MS, label: 'p99 alarm' }],
      }),
    );

    dashboard.addWidgets(text('## DynamoDB table'));
    const tableMetric = (name: string, label: string) => props.table.metric(name, { ...sum, label });
    dashboard.addWidgets(
      graph('Consumed capacity units (per period)', [tableMetric('ConsumedReadCapacityUnits', 'read'), tableMetric('ConsumedWriteCapacityUnits', 'write')]),
      graph('Throttle events', [tableMetric('ReadThrottleEvents', 'read'), tableMetric('WriteThrottleEvents', 'write')]),
      graph('Errors', [tableMetric('SystemErrors', 'system (DynamoDB)'), tableMetric('UserErrors', 'user (our requests, whole account)'), tableMetric('ConditionalCheckFailedRequests', 'conditional checks failed')]),
    );

    dashboard.addWidgets(text('## Queues and dead letters'));
    const queues = props.stacks.flatMap((s) => s.node.findAll().filter((c): c is sqs.Queue => c instanceof sqs.Queue));
    const queueLabel = (q: sqs.Queue) => `${Stack.of(q).node.id}/${q.node.id}`;
    const working = queues.filter((q) => !isDeadLetterQueue(q));
    const dead = queues.filter((q) => isDeadLetterQueue(q));
    dashboard.addWidgets(
      graph('Messages waiting', working.map((q) => q.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum', label: queueLabel(q) }))),
      graph('Oldest message (s)', working.map((q) => q.metricApproximateAgeOfOldestMessage({ period: ALARM_PERIOD, statistic: 'Maximum', label: queueLabel(q) }))),
      graph('Dead letters waiting (any is an alarm)', dead.map((q) => q.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum', label: queueLabel(q) }))),
    );

    dashboard.addWidgets(text('## Webhooks, mail, migrations'));
    dashboard.addWidgets(
      graph('Webhook and mail success (%)', [webhookRate, mailRate], { leftYAxis: { min: 0, max: 100 }, leftAnnotations: [{ value: SUCCESS_RATE_PERCENT, label: 'alarm' }] }),
      graph('Messages sent and done per queue', working.flatMap((q) => [
        q.metricNumberOfMessagesSent({ ...sum, label: `${queueLabel(q)} sent` }),
        q.metricNumberOfMessagesDeleted({ ...sum, label: `${queueLabel(q)} done` }),
      ])),
      graph('Migration runs', [
        props.migrationStateMachine.metricStarted({ ...sum, label: 'started' }),
        props.migrationStateMachine.metricSucceeded({ ...sum, label: 'succeeded' }),
        props.migrationStateMachine.metricFailed({ ...sum, label: 'failed' }),
        props.migrationStateMachine.metricTimedOut({ ...sum, label: 'timed out' }),
        props.migrationStateMachine.metricAborted({ ...sum, label: 'aborted' }),
      ]),
    );

    // Many outcomes each: a search graphs those that occurred (dashboards only; alarms name their
    // metric). Its label prefixes each line's dimension values.
    const search = (label: string, metricName: string, dims: string, statistic = 'Sum') =>
      new cloudwatch.SearchExpression({ expression: `SEARCH('{${METRICS_NAMESPACE},${dims}} MetricName="${metricName}"', '${statistic}', ${ALARM_PERIOD.toSeconds()})`, label: label || metricName, period: ALARM_PERIOD });
    const latencyOf = (name: string, outcome: string, stat: string, label: string) => custom(name, { outcome }).with({ statistic: stat, label });
    dashboard.addWidgets(text('## Outcomes: mail, scheduled jobs, migrations (custom metrics)'));
    dashboard.addWidgets(
      graph('Mail and webhook latency (ms)', [
        latencyOf(METRIC.mailLatency, 'sent', 'p50', 'mail queued to sent p50'),
        latencyOf(METRIC.mailLatency, 'sent', 'p99', 'mail queued to sent p99'),
        latencyOf(METRIC.mailSendLatency, 'sent', 'p99', 'SES call p99'),
        latencyOf(METRIC.webhookLatency, 'succeeded', 'p99', 'webhook answer p99'),
      ]),
      graph('Mail jobs by outcome', [search('', METRIC.mailAttempts, 'outcome,service')]),
      graph('Scheduled posts published by outcome (failed twice running: alarm)', [search('', METRIC.scheduledPublications, 'outcome,service')]),
    );
    dashboard.addWidgets(
      graph('Scheduled runs by outcome (sweeper, digest, points)', [search('', METRIC.scheduledRuns, 'outcome,run,service')]),
      graph('What scheduled runs handled', [search('', METRIC.runItems, 'outcome,run,service')]),
      graph('Migration rows, chunks and runs by outcome', [search('rows', METRIC.migrationRows, 'kind,outcome,service'), search('chunks', METRIC.migrationChunks, 'kind,outcome,service'), search('runs', METRIC.migrationRuns, 'outcome,service')]),
    );

    for (const stack of props.stacks) {
      const functions = stack.node.findAll().filter(isLambdaFunction);
      if (functions.length === 0) continue;
      const fnMetric = (fn: CfnResource, metricName: string, statistic: string) =>
        new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, dimensionsMap: { FunctionName: fn.ref }, period: ALARM_PERIOD, statistic, label: fn.node.scope?.node.id ?? fn.node.id });
      dashboard.addWidgets(text(`## Functions: ${stack.node.id}`));
      dashboard.addWidgets(
        graph(`${stack.node.id}: errors`, functions.map((fn) => fnMetric(fn, 'Errors', 'Sum'))),
        graph(`${stack.node.id}: duration p99 (ms)`, functions.map((fn) => fnMetric(fn, 'Duration', 'p99'))),
        graph(`${stack.node.id}: throttles`, functions.map((fn) => fnMetric(fn, 'Throttles', 'Sum'))),
      );
    }
    this.dashboard = dashboard;
  }
}

/** A custom metric of lib/metrics.ts (with its other dimensions), summed per period. */
function custom(metricName: string, dimensions: Record<string, string> = {}): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: METRICS_SERVICE, ...dimensions }, period: ALARM_PERIOD, statistic: 'Sum' });
}
