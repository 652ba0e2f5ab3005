/**
 * The local Scheduler stand-in as API tests (a separate process from the stack) reach it: run the
 * scheduled-post sweeper now, read the schedules it holds, read its dead letters. Local only.
 */
import { GetScheduleCommand, ResourceNotFoundException, SchedulerClient, type GetScheduleCommandOutput } from '@aws-sdk/client-scheduler';
import { inject } from 'vitest';

const scheduler = () => inject('scheduler');

/** Runs the sweeper in the stack's process (after any run in progress) and answers its result. */
export async function sweepNow(): Promise<{ caught: number }> {
  const res = await fetch(`${scheduler().endpoint}/_local/sweep`, { method: 'POST' });
  const body = (await res.json()) as { caught: number; Message?: string };
  if (!res.ok) throw new Error(`sweep failed (${res.status}): ${body.Message ?? ''}`);
  return body;
}

let client: SchedulerClient | undefined;
/** The schedule as GetSchedule answers it, or undefined when there is none. */
export async function getSchedule(name: string, groupName = process.env['SCHEDULE_GROUP'] ?? 'community-scheduled-posts'): Promise<GetScheduleCommandOutput | undefined> {
  client ??= new SchedulerClient({ endpoint: scheduler().endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    return await client.send(new GetScheduleCommand({ Name: name, GroupName: groupName }));
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Invocations the stand-in gave up on (also sent to the scheduler DLQ, `inject('scheduler').deadLetterQueueUrl`). */
export async function schedulerDeadLetters(): Promise<{ scheduleArn: string; input: string | undefined; error: string; attempts: number }[]> {
  const res = await fetch(`${scheduler().endpoint}/_local/dead-letters`);
  return ((await res.json()) as { DeadLetters: [] }).DeadLetters;
}
