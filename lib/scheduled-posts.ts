/**
 * What a domain function needs to schedule posts on EventBridge Scheduler (docs/scheduled-posts.md):
 * the group holding one one-time schedule per post, the publish function the schedules invoke, the
 * role Scheduler assumes to invoke it and the schedules' dead-letter queue. SchedulingStack makes
 * them; ApiStack hands them to the domains of DOMAIN_MANAGES_SCHEDULES (lib/domain-access.ts).
 */
import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { DomainFunction } from './constructs/domain-function.ts';
import { nagArn } from './nag.ts';

export interface ScheduledPostsTarget {
  /** A plain string (not a token): the managers' policy and cdk-nag's acknowledgement name it. */
  readonly scheduleGroupName: string;
  readonly publishFunction: lambda.IFunction;
  readonly schedulerRole: iam.IRole;
  readonly deadLetterQueue: sqs.IQueue;
}

/** What a managing function does to a post's schedule (features/scheduled-posts/post-schedules.ts via @aws-sdk/client-scheduler), no more. */
export const SCHEDULE_MANAGE_ACTIONS = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:GetSchedule',
  'scheduler:DeleteSchedule',
] as const;

/** The name rule of EventBridge Scheduler groups (and of SCHEDULE_GROUP in platform/config.ts). */
export const SCHEDULE_GROUP_NAME_PATTERN = /^[0-9a-zA-Z-_.]{1,64}$/;

/**
 * The publish function's timeout: Scheduler fires anywhere in the due minute, and the function
 * waits out what remains before the due second (up to 60 s), then publishes.
 */
export const PUBLISH_TIMEOUT = Duration.seconds(90);

/** `arn:<partition>:scheduler:<region>:<account>:schedule/<group>/*`: every schedule of one group, nothing else. */
export function schedulesOfGroupArn(scope: Stack, groupName: string): string {
  return scope.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${groupName}/*`, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
}

/** `arn:<partition>:scheduler:<region>:<account>:schedule-group/<group>`, what Scheduler names as aws:SourceArn. */
export function scheduleGroupArn(scope: Stack, groupName: string): string {
  return scope.formatArn({ service: 'scheduler', resource: 'schedule-group', resourceName: groupName, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
}

/**
 * Let `fn` create, update, read and delete the schedules of the posts' group only, and pass the
 * scheduler role to Scheduler only; tell it the names it puts into a schedule (platform/config.ts).
 */
export function grantScheduleManagement(fn: DomainFunction, target: ScheduledPostsTarget): void {
  const stack = Stack.of(fn);
  const schedules = schedulesOfGroupArn(stack, target.scheduleGroupName);
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: [...SCHEDULE_MANAGE_ACTIONS], resources: [schedules] }));
  // CreateSchedule and UpdateSchedule name the role the schedule runs as.
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [target.schedulerRole.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
  fn.addEnvironment('SCHEDULE_GROUP', target.scheduleGroupName);
  fn.addEnvironment('PUBLISH_FUNCTION_ARN', target.publishFunction.functionArn);
  fn.addEnvironment('SCHEDULER_ROLE_ARN', target.schedulerRole.roleArn);
  fn.addEnvironment('SCHEDULER_DLQ_ARN', target.deadLetterQueue.queueArn);
  if (fn.role) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(schedules, stack)}]`,
      reason: `One schedule per post (post-<id>), created at run time: the grant covers the schedules of group ${target.scheduleGroupName} only.`,
    });
  }
}
