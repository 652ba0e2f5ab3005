/**
 * One EventBridge Scheduler one-time schedule per scheduled post (docs/scheduled-posts.md):
 * `post-<id>` in SCHEDULE_GROUP, at(<local time>) in the post's time zone, flexible window off,
 * deleted after it ran, retried then dead-lettered; it invokes publish-scheduled-post with
 * {post_id, version}. Locally SCHEDULER_ENDPOINT points the client at the stand-in.
 *
 * Not configured (neither SCHEDULER_ENDPOINT nor PUBLISH_FUNCTION_ARN set, as in a stack without
 * Scheduler): every call is a logged no-op, and the sweeper publishes the post after its grace period.
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { config } from '#platform/config.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';
import { schedulerLocal } from '#platform/core/zoned-time.ts';
import { log } from '#platform/core/log.ts';

/** Retries of a failed invocation before it goes to the dead-letter queue. */
const MAX_RETRY_ATTEMPTS = 5;
const MAX_EVENT_AGE_SECONDS = 3600;

export interface PostScheduleSpec {
  postId: number;
  version: number;
  /** `YYYY-MM-DD HH:MM:SS` in `timeZone`. */
  local: string;
  timeZone: string;
}

export const scheduleName = (postId: number): string => `post-${postId}`;

export const schedulerConfigured = (): boolean => config.SCHEDULER_ENDPOINT !== undefined || config.PUBLISH_FUNCTION_ARN !== undefined;

let client: SchedulerClient | undefined;
const scheduler = (): SchedulerClient =>
  (client ??= registeredClient(new SchedulerClient({ region: config.AWS_REGION, ...(config.SCHEDULER_ENDPOINT ? { endpoint: config.SCHEDULER_ENDPOINT } : {}) })));

function scheduleInput(spec: PostScheduleSpec): CreateScheduleCommandInput {
  return {
    Name: scheduleName(spec.postId),
    GroupName: config.SCHEDULE_GROUP,
    ScheduleExpression: `at(${schedulerLocal(spec.local)})`,
    ScheduleExpressionTimezone: spec.timeZone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      // The stand-in ignores the ARNs; placeholders keep its validation (and AWS's shape) satisfied.
      Arn: config.PUBLISH_FUNCTION_ARN ?? 'arn:aws:lambda:us-east-1:000000000000:function:publish-scheduled-post',
      RoleArn: config.SCHEDULER_ROLE_ARN ?? 'arn:aws:iam::000000000000:role/scheduler',
      Input: JSON.stringify({ post_id: spec.postId, version: spec.version }),
      RetryPolicy: { MaximumRetryAttempts: MAX_RETRY_ATTEMPTS, MaximumEventAgeInSeconds: MAX_EVENT_AGE_SECONDS },
      ...(config.SCHEDULER_DLQ_ARN ? { DeadLetterConfig: { Arn: config.SCHEDULER_DLQ_ARN } } : {}),
    },
  };
}

const skipped = (action: string, postId: number) => log.warn('scheduler not configured', { action, post_id: postId });

/** Creates the post's schedule; one left by an earlier attempt is replaced (the version decides what fires). */
export async function createPostSchedule(spec: PostScheduleSpec): Promise<void> {
  if (!schedulerConfigured()) return skipped('create', spec.postId);
  try {
    await scheduler().send(new CreateScheduleCommand(scheduleInput(spec)));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await scheduler().send(new UpdateScheduleCommand(scheduleInput(spec)));
  }
}

/** Moves the post's schedule to a new time and version; a schedule gone meanwhile is created again. */
export async function updatePostSchedule(spec: PostScheduleSpec): Promise<void> {
  if (!schedulerConfigured()) return skipped('update', spec.postId);
  try {
    await scheduler().send(new UpdateScheduleCommand(scheduleInput(spec)));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await scheduler().send(new CreateScheduleCommand(scheduleInput(spec)));
  }
}

/** Deletes the post's schedule; one already gone (it ran, or was never made) is fine. */
export async function deletePostSchedule(postId: number): Promise<void> {
  if (!schedulerConfigured()) return skipped('delete', postId);
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: scheduleName(postId), GroupName: config.SCHEDULE_GROUP }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
