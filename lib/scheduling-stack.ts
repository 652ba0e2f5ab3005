import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { DIGEST_RUN_EXPRESSION, DIGEST_RUN_INPUT, DIGEST_RUN_INTERVAL_MINUTES } from './digest-schedule.ts';
import { POINTS_RUN_EXPRESSION, POINTS_RUN_INTERVAL_MINUTES, POINTS_RUN_TIMEOUT_SECONDS } from './points-schedule.ts';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, anyAbove0, deadLetterQueue } from './alarms.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import { REPO_ROOT } from './repo-root.ts';
import {
  PUBLISH_TIMEOUT,
  SCHEDULE_GROUP_NAME_PATTERN,
  scheduleGroupArn,
  type ScheduledPostsTarget,
} from './scheduled-posts.ts';

/** The config default (platform/config.ts SCHEDULE_GROUP); bin/ adds the stage so stages can share an account. */
export const DEFAULT_SCHEDULE_GROUP = 'community-scheduled-posts';

/** How often the sweeper looks for scheduled posts whose time passed (the issue: every few minutes). */
export const SWEEP_INTERVAL = Duration.minutes(5);

/** Suffix of the sweeper's own group: the posts' managers, allowed `schedule/<group>/*`, cannot touch it. */
const SWEEPER_GROUP_SUFFIX = '-sweeper';
/** Suffix of the digest run's group (docs/digests.md). */
const DIGEST_GROUP_SUFFIX = '-digests';
/** Suffix of the points run's group (docs/points.md). */
const POINTS_GROUP_SUFFIX = '-points';

/** The digest run's timeout: it stops after the page in progress 30 s before, and the next run resumes (functions/digest-run). */
export const DIGEST_RUN_TIMEOUT = Duration.minutes(5);
/** The points run's timeout (lib/points-schedule.ts): the backfill stops after the page in progress 30 s before. */
export const POINTS_RUN_TIMEOUT = Duration.seconds(POINTS_RUN_TIMEOUT_SECONDS);

/** Lambda's retries of a failed asynchronous publish (Scheduler invokes asynchronously), a minute then two apart. */
export const PUBLISH_ASYNC_RETRIES = 2;

export interface SchedulingStackProps extends StackProps {
  /** The one table (DataStack.table): publishing a post writes it (transactions). */
  readonly table: dynamodb.ITable;
  /** Group of the posts' one-time schedules (SCHEDULE_GROUP). @default DEFAULT_SCHEDULE_GROUP */
  readonly scheduleGroupName?: string;
  /** Where posts' permalinks point (ApiStackProps.siteUrl), for what publishing writes. @default the functions' local default */
  readonly siteUrl?: string;
  /** Retention of the functions' log groups. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the log groups and the dead-letter queue when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  /** Active X-Ray tracing on both functions. @default no tracing */
  readonly tracing?: boolean;
  /** Where functions/<name>/index.ts and package-lock.json are found. @default this repository */
  readonly projectRoot?: string;
  /**
   * The mail queue (EventsStack): the digest run queues its digest jobs there (sqs:SendMessage,
   * MAIL_QUEUE_URL). @default none: the run finds no queue and fails (its errors alarm tells)
   */
  readonly mailQueue?: sqs.IQueue;
}

/**
 * Scheduled posts on EventBridge Scheduler (docs/scheduled-posts.md, docs/architecture.md):
 * - the schedule group holding one one-time schedule per post (made by the feeds function at run
 *   time, not here), the role those schedules run as (invoke the publish function, dead-letter to
 *   the queue, nothing else) and their dead-letter queue, with an alarm;
 * - the publish function the schedules invoke, and the sweeper, run every SWEEP_INTERVAL by a
 *   recurring schedule of its own group, publishing what a lost or failed schedule left behind.
 * `target` is what ApiStack hands to the functions managing schedules. Depends on DataStack only.
 */
export class SchedulingStack extends Stack {
  public readonly scheduleGroup: scheduler.ScheduleGroup;
  /** functions/publish-scheduled-post: the target of every post's schedule. */
  public readonly publishFunction: DomainFunction;
  /** functions/scheduled-post-sweeper. */
  public readonly sweeper: DomainFunction;
  /** The role every post's schedule runs as (SCHEDULER_ROLE_ARN). */
  public readonly schedulerRole: iam.Role;
  /**
   * Invocations of the publish function given up on: by Scheduler (it could not invoke: retries
   * used up, event too old) and by Lambda (the function failed every asynchronous attempt).
   */
  public readonly deadLetterQueue: sqs.Queue;
  public readonly sweepSchedule: scheduler.CfnSchedule;
  /** functions/digest-run: queues the due digest period's jobs on the mail queue. */
  public readonly digestRun: DomainFunction;
  /** Invokes the digest run every DIGEST_RUN_INTERVAL_MINUTES, from a group of its own. */
  public readonly digestSchedule: scheduler.CfnSchedule;
  /** functions/points-run: the leaderboard's rolling windows kept current and the points backfill advanced. */
  public readonly pointsRun: DomainFunction;
  /** Invokes the points run every POINTS_RUN_INTERVAL_MINUTES, from a group of its own. */
  public readonly pointsRunSchedule: scheduler.CfnSchedule;
  /** Fire on a dead letter, or when either function throws or times out. No actions yet. */
  public readonly alarms: {
    readonly deadLetters: cloudwatch.Alarm;
    readonly publishErrors: cloudwatch.Alarm;
    readonly sweeperErrors: cloudwatch.Alarm;
    readonly digestRunErrors: cloudwatch.Alarm;
    readonly pointsRunErrors: cloudwatch.Alarm;
  };
  public readonly target: ScheduledPostsTarget;

  constructor(scope: Construct, id: string, props: SchedulingStackProps) {
    super(scope, id, props);
    const groupName = props.scheduleGroupName ?? DEFAULT_SCHEDULE_GROUP;
    const sweeperGroupName = `${groupName}${SWEEPER_GROUP_SUFFIX}`;
    if (!SCHEDULE_GROUP_NAME_PATTERN.test(sweeperGroupName)) {
      throw new Error(`${id}: scheduleGroupName must match ${SCHEDULE_GROUP_NAME_PATTERN} with room for '${SWEEPER_GROUP_SUFFIX}', got '${groupName}'`);
    }
    const projectRoot = props.projectRoot ?? REPO_ROOT;
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    // The groups go with the stack (a retained group's fixed name would block redeploying it);
    // posts still scheduled then are in the table, and the sweeper of the new stack publishes them.
    this.scheduleGroup = new scheduler.ScheduleGroup(this, 'PostScheduleGroup', { scheduleGroupName: groupName, removalPolicy: RemovalPolicy.DESTROY });
    const sweeperGroup = new scheduler.ScheduleGroup(this, 'SweeperScheduleGroup', { scheduleGroupName: sweeperGroupName, removalPolicy: RemovalPolicy.DESTROY });
    const digestGroupName = `${groupName}${DIGEST_GROUP_SUFFIX}`;
    if (!SCHEDULE_GROUP_NAME_PATTERN.test(digestGroupName)) {
      throw new Error(`${id}: scheduleGroupName must match ${SCHEDULE_GROUP_NAME_PATTERN} with room for '${DIGEST_GROUP_SUFFIX}', got '${groupName}'`);
    }
    const digestGroup = new scheduler.ScheduleGroup(this, 'DigestScheduleGroup', { scheduleGroupName: digestGroupName, removalPolicy: RemovalPolicy.DESTROY });
    const pointsGroupName = `${groupName}${POINTS_GROUP_SUFFIX}`;
    if (!SCHEDULE_GROUP_NAME_PATTERN.test(pointsGroupName)) {
      throw new Error(`${id}: scheduleGroupName must match ${SCHEDULE_GROUP_NAME_PATTERN} with room for '${POINTS_GROUP_SUFFIX}', got '${groupName}'`);
    }
    const pointsGroup = new scheduler.ScheduleGroup(this, 'PointsScheduleGroup', { scheduleGroupName: pointsGroupName, removalPolicy: RemovalPolicy.DESTROY });

    this.deadLetterQueue = deadLetterQueue(this, 'ScheduleDeadLetterQueue', "the posts' schedules and the publish function", removalPolicy);

    const environment: Record<string, string> = {
      SCHEDULE_GROUP: groupName,
      ...(props.siteUrl !== undefined && { SITE_URL: props.siteUrl }),
    };
    const common = { projectRoot, environment, memorySize: 512, logRetention: props.logRetention, logRemovalPolicy: removalPolicy, tracing: props.tracing };

    this.publishFunction = new DomainFunction(this, 'PublishScheduledPostFunction', {
      ...common,
      entry: path.join(projectRoot, 'functions', 'publish-scheduled-post', 'index.ts'),
      timeout: PUBLISH_TIMEOUT,
      description: 'Community API: publishes a scheduled post when its schedule fires',
    });
    // Publishing is a transaction on the post, its feed list entries and its outbox event.
    this.publishFunction.bindTable(props.table, { write: true });
    // Scheduler invokes Lambda asynchronously: its RetryPolicy and dead-letter queue cover failing
    // to invoke; a function error is retried by Lambda, then lands in the same queue (the function
    // is idempotent by the version in the payload, so a retry is safe).
    this.publishFunction.configureAsyncInvoke({
      retryAttempts: PUBLISH_ASYNC_RETRIES,
      maxEventAge: Duration.hours(1),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    this.sweeper = new DomainFunction(this, 'ScheduledPostSweeperFunction', {
      ...common,
      entry: path.join(projectRoot, 'functions', 'scheduled-post-sweeper', 'index.ts'),
      // Under the interval, so sweeps do not overlap; room to publish a backlog of overdue posts.
      timeout: Duration.minutes(2),
      description: 'Community API: publishes scheduled posts whose schedule was lost or failed',
    });
    // Queries the time-ordered index of scheduled posts, then publishes as the publish function does.
    this.sweeper.bindTable(props.table, { write: true });
    // A failed sweep is not retried: the next one comes within SWEEP_INTERVAL; the errors alarm tells.
    this.sweeper.configureAsyncInvoke({ retryAttempts: 0 });

    this.schedulerRole = schedulerRole(this, 'PostSchedulerRole', groupName, "posts' one-time schedules");
    this.schedulerRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.publishFunction.functionArn] }),
    );
    this.schedulerRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }),
    );

    // A Scheduler schedule rather than an EventBridge rule: one service for everything scheduled
    // (AWS recommends Scheduler over scheduled rules), a role scoped to this group instead of a
    // resource policy on the function, and its own group keeps it out of the managers' reach.
    const sweeperRole = schedulerRole(this, 'SweeperSchedulerRole', sweeperGroupName, "the sweeper's schedule");
    sweeperRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.sweeper.functionArn] }),
    );
    this.sweepSchedule = new scheduler.CfnSchedule(this, 'SweepSchedule', {
      groupName: sweeperGroup.scheduleGroupName,
      description: 'Publishes scheduled posts whose time passed long ago (functions/scheduled-post-sweeper)',
      scheduleExpression: `rate(${SWEEP_INTERVAL.toMinutes()} minutes)`,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.sweeper.functionArn,
        roleArn: sweeperRole.roleArn,
        // A missed sweep is made up by the next one; retrying an old one would only overlap it.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: SWEEP_INTERVAL.toSeconds() },
      },
    });
    // The role's policy must exist before Scheduler checks it can invoke.
    this.sweepSchedule.node.addDependency(sweeperRole);

    // Digests (docs/digests.md): the run decides in the site's zone whether a period is due, so a
    // fixed UTC cadence serves every zone and any daily_digest_time.
    this.digestRun = new DomainFunction(this, 'DigestRunFunction', {
      ...common,
      entry: path.join(projectRoot, 'functions', 'digest-run', 'index.ts'),
      timeout: DIGEST_RUN_TIMEOUT,
      description: "Community API: queues the due digest period's mail jobs, resuming an unfinished run",
    });
    // Reads the settings and the directory's index; writes the period's run item (cursor, lease).
    this.digestRun.bindTable(props.table, { write: true });
    if (props.mailQueue) this.digestRun.sendsTo(props.mailQueue, 'MAIL_QUEUE_URL');
    // A failed run is not retried by Lambda: the next one, within the interval, resumes it from its cursor.
    this.digestRun.configureAsyncInvoke({ retryAttempts: 0 });
    const digestRole = schedulerRole(this, 'DigestSchedulerRole', digestGroupName, "the digest run's schedule");
    digestRole.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.digestRun.functionArn] }));
    this.digestSchedule = new scheduler.CfnSchedule(this, 'DigestSchedule', {
      groupName: digestGroup.scheduleGroupName,
      description: 'Queues the digests of the period due in the site time zone (functions/digest-run)',
      scheduleExpression: DIGEST_RUN_EXPRESSION,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.digestRun.functionArn,
        roleArn: digestRole.roleArn,
        // The scheduled time, so a retried invocation runs for the same instant.
        input: DIGEST_RUN_INPUT,
        retryPolicy: { maximumRetryAttempts: 2, maximumEventAgeInSeconds: DIGEST_RUN_INTERVAL_MINUTES * 60 },
      },
    });
    this.digestSchedule.node.addDependency(digestRole);

    // Points (docs/points.md): each run takes every day that left a rolling window since the last
    // one out of it, then advances the backfill from its cursors until its time is nearly up.
    this.pointsRun = new DomainFunction(this, 'PointsRunFunction', {
      ...common,
      entry: path.join(projectRoot, 'functions', 'points-run', 'index.ts'),
      timeout: POINTS_RUN_TIMEOUT,
      description: "Community API: keeps the leaderboard's rolling windows current and advances the points backfill",
    });
    // Reads the site rules, each day's members and the content; writes awards and leaderboard items.
    this.pointsRun.bindTable(props.table, { write: true });
    // The one function that may Scan: the backfill reads every item once, in the background.
    this.pointsRun.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.table.tableArn] }));
    // A failed run is not retried by Lambda: the next one resumes from the cursors.
    this.pointsRun.configureAsyncInvoke({ retryAttempts: 0 });
    const pointsRole = schedulerRole(this, 'PointsSchedulerRole', pointsGroupName, "the points run's schedule");
    pointsRole.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.pointsRun.functionArn] }));
    this.pointsRunSchedule = new scheduler.CfnSchedule(this, 'PointsRunSchedule', {
      groupName: pointsGroup.scheduleGroupName,
      description: "Keeps the leaderboard's rolling windows current and advances the points backfill (functions/points-run)",
      scheduleExpression: POINTS_RUN_EXPRESSION,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.pointsRun.functionArn,
        roleArn: pointsRole.roleArn,
        input: '{}',
        retryPolicy: { maximumRetryAttempts: 2, maximumEventAgeInSeconds: POINTS_RUN_INTERVAL_MINUTES * 60 },
      },
    });
    this.pointsRunSchedule.node.addDependency(pointsRole);

    this.alarms = {
      deadLetters: anyAbove0(this, 'ScheduleDeadLettersAlarm', {
        alarmDescription: `A scheduled post's publication was given up on (by Scheduler or by ${this.publishFunction.node.path}): see ${this.deadLetterQueue.node.path}; the sweeper publishes the post later (docs/scheduled-posts.md)`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
      }),
      publishErrors: anyAbove0(this, 'PublishScheduledPostErrorsAlarm', {
        alarmDescription: `${this.publishFunction.node.path} threw or timed out (Lambda retries it ${PUBLISH_ASYNC_RETRIES} times)`,
        metric: this.publishFunction.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
      digestRunErrors: anyAbove0(this, 'DigestRunErrorsAlarm', {
        alarmDescription: `${this.digestRun.node.path} threw or timed out: the next run resumes the period from its cursor (docs/digests.md)`,
        metric: this.digestRun.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
      pointsRunErrors: anyAbove0(this, 'PointsRunErrorsAlarm', {
        alarmDescription: `${this.pointsRun.node.path} threw or timed out: the next run resumes the windows and the backfill (docs/points.md)`,
        metric: this.pointsRun.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
      sweeperErrors: anyAbove0(this, 'ScheduledPostSweeperErrorsAlarm', {
        alarmDescription: `${this.sweeper.node.path} threw or timed out: overdue scheduled posts may stay unpublished`,
        metric: this.sweeper.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
    };

    this.target = {
      scheduleGroupName: groupName,
      publishFunction: this.publishFunction,
      schedulerRole: this.schedulerRole,
      deadLetterQueue: this.deadLetterQueue,
    };
  }
}

/**
 * A role only EventBridge Scheduler may assume, and only for the schedules of `groupName` in this
 * account (aws:SourceAccount and aws:SourceArn: no confused deputy).
 */
export function schedulerRole(stack: Stack, id: string, groupName: string, what: string): iam.Role {
  return new iam.Role(stack, id, {
    description: `Assumed by EventBridge Scheduler for ${what} (group ${groupName})`,
    assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
      conditions: {
        StringEquals: {
          'aws:SourceAccount': stack.account,
          'aws:SourceArn': scheduleGroupArn(stack, groupName),
        },
      },
    }),
  });
}
