/**
 * The local Step Functions stand-in (scripts/local/stepfunctions.ts) driven by the real
 * @aws-sdk/client-sfn, as the migrations function drives it: a tiny machine (Task -> Map with
 * Retry and Catch) succeeds, fails, retries and stops; refusals arrive as the SDK's typed
 * exceptions; and the migration definition (lib/migration-definition.ts) runs its steps in order,
 * its Map items as worker events, and a failing chunk ends in MarkFailed with the step.
 */
import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  InvalidArn,
  InvalidName,
  ListExecutionsCommand,
  SFNClient,
  StartExecutionCommand,
  StateMachineDoesNotExist,
  StopExecutionCommand,
  type DescribeExecutionCommandOutput,
} from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerEvent } from '#features/migration/legacy-export/chunks.ts';
import { chunkTaskState, MIGRATION_FAILED_ERROR, migrationDefinition, RETRIED_ERRORS, STEP_STATES, type AslDefinition } from '../../lib/migration-definition.ts';
import { pollUntil } from '../../scripts/local/poll.ts';
import { startStepFunctionsStandIn, taskResources, type StepFunctionsStandIn } from '../../scripts/local/stepfunctions.ts';

const WORK = 'arn:aws:lambda:us-east-1:000000000000:function:work';
const RUN = 'arn:aws:lambda:us-east-1:000000000000:function:migration-run';
const CHUNK = 'arn:aws:lambda:us-east-1:000000000000:function:migration-chunk';

/** Split -> Each item (Map, Retry ThrottlingError, Catch) -> Done; a failure goes to Cleanup -> Failed. */
const TINY: AslDefinition = {
  StartAt: 'Split',
  States: {
    Split: { Type: 'Task', Resource: WORK, Parameters: { step: 'split', 'case.$': '$.case', 'n.$': '$.n' }, ResultPath: '$.split', Next: 'Each' },
    Each: {
      Type: 'Map',
      ItemsPath: '$.split.items',
      ItemSelector: { step: 'item', 'value.$': '$$.Map.Item.Value' },
      MaxConcurrency: 2,
      ItemProcessor: {
        ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
        StartAt: 'Item',
        States: { Item: { Type: 'Task', Resource: WORK, Retry: [{ ErrorEquals: ['ThrottlingError'], MaxAttempts: 2 }], End: true } },
      },
      ResultPath: '$.results',
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Cleanup' }],
      Next: 'Done',
    },
    Done: { Type: 'Succeed' },
    Cleanup: { Type: 'Task', Resource: WORK, Parameters: { step: 'cleanup', 'error.$': '$.error' }, Next: 'Failed' },
    Failed: { Type: 'Fail', Error: 'ItemFailed', Cause: 'an item failed' },
  },
};

/** What the work function does per call of a test: answer, throw (named), or wait. */
type Behaviour = (input: Record<string, unknown>, call: number) => unknown;
const named = (name: string, message: string) => Object.assign(new Error(message), { name });

let standIn: StepFunctionsStandIn;
let sfn: SFNClient;
const calls: { resource: string; input: Record<string, unknown> }[] = [];
/** Per execution input `case`: how the functions behave. */
const behaviours = new Map<string, Behaviour>();
let release: () => void = () => undefined;

beforeAll(async () => {
  standIn = await startStepFunctionsStandIn({
    stateMachines: { tiny: TINY, migration: migrationDefinition({ run: RUN, chunk: CHUNK }) },
    retryIntervalOverrides: { Item: 0 },
    invoke: async (resource, raw) => {
      const input = raw as Record<string, unknown>;
      calls.push({ resource, input });
      const key = String(input['case'] ?? input['migration_id'] ?? (input['value'] as string | undefined)?.split(':')[0]);
      const behaviour = behaviours.get(key) ?? (() => ({}));
      return behaviour(input, calls.filter((c) => JSON.stringify(c.input) === JSON.stringify(input)).length);
    },
  });
  sfn = new SFNClient({ endpoint: standIn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterAll(async () => {
  release();
  sfn?.destroy();
  await standIn?.close();
});

const start = async (machine: string, input: unknown, name?: string) =>
  (await sfn.send(new StartExecutionCommand({ stateMachineArn: standIn.stateMachineArn(machine), input: JSON.stringify(input), ...(name ? { name } : {}) }))).executionArn ?? '';
const describeUntilDone = (executionArn: string): Promise<DescribeExecutionCommandOutput> =>
  pollUntil(() => sfn.send(new DescribeExecutionCommand({ executionArn })), (d) => d.status !== 'RUNNING', { intervalMs: 20 });
const callsOf = (key: string) => calls.filter((c) => JSON.stringify(c.input).includes(key)).map((c) => c.input);

/** The tiny machine's split answer: items "<case>:<i>", i < n. */
const split = (caseName: string) => (input: Record<string, unknown>) =>
  input['step'] === 'split' ? { items: Array.from({ length: Number(input['n']) }, (_, i) => `${caseName}:${i}`) } : undefined;

describe('a tiny machine', () => {
  it('GIVEN a Task and a Map WHEN the execution runs THEN it succeeds with their results, items selected from the Map context', async () => {
    behaviours.set('ok', (input) => split('ok')(input) ?? { done: input['value'] });
    const arn = await start('tiny', { case: 'ok', n: 3 }, 'ok-1');
    expect(arn).toBe('arn:aws:states:us-east-1:000000000000:execution:tiny:ok-1');
    const done = await describeUntilDone(arn);
    expect(done).toMatchObject({ status: 'SUCCEEDED', name: 'ok-1', stateMachineArn: standIn.stateMachineArn('tiny'), input: '{"case":"ok","n":3}' });
    expect(done.startDate).toBeInstanceOf(Date);
    expect(done.stopDate!.getTime()).toBeGreaterThanOrEqual(done.startDate!.getTime());
    expect(JSON.parse(done.output ?? '')).toEqual({ case: 'ok', n: 3, split: { items: ['ok:0', 'ok:1', 'ok:2'] }, results: [{ done: 'ok:0' }, { done: 'ok:1' }, { done: 'ok:2' }] });
    expect(callsOf('"ok:').map((i) => i['value'])).toEqual(['ok:0', 'ok:1', 'ok:2']);
  });

  it('GIVEN an item throttled once WHEN the execution runs THEN the Retry runs it again and the execution succeeds', async () => {
    behaviours.set('retry', (input, call) => {
      if (input['step'] === 'split') return split('retry')(input);
      if (input['value'] === 'retry:1' && call === 1) throw named('ThrottlingError', 'slow down');
      return {};
    });
    const done = await describeUntilDone(await start('tiny', { case: 'retry', n: 2 }));
    expect(done.status).toBe('SUCCEEDED');
    expect(callsOf('"retry:1"')).toHaveLength(2);
  });

  it('GIVEN an item that fails with another error WHEN the execution runs THEN it is not retried, the Catch runs Cleanup with the error and the execution fails with the Fail state', async () => {
    behaviours.set('bad', (input) => {
      if (input['step'] === 'split') return split('bad')(input);
      if (input['value'] === 'bad:0') throw named('TypeError', 'bad row');
      return {};
    });
    const done = await describeUntilDone(await start('tiny', { case: 'bad', n: 1 }));
    expect(done).toMatchObject({ status: 'FAILED', error: 'ItemFailed', cause: 'an item failed' });
    expect(callsOf('"bad:0"')).toHaveLength(1);
    expect(callsOf('cleanup').at(-1)).toEqual({ step: 'cleanup', error: { Error: 'TypeError', Cause: 'bad row' } });
  });

  it('GIVEN a task error with no Catch WHEN the execution runs THEN it fails with that error and cause', async () => {
    behaviours.set('split-fails', () => {
      throw named('Lambda.ServiceException', 'down');
    });
    const done = await describeUntilDone(await start('tiny', { case: 'split-fails', n: 1 }));
    expect(done).toMatchObject({ status: 'FAILED', error: 'Lambda.ServiceException', cause: 'down' });
  });

  it('GIVEN a running execution WHEN it is stopped THEN it is ABORTED with the given error and listed newest first', async () => {
    const waiting = new Promise<void>((resolve) => (release = resolve));
    behaviours.set('slow', async () => waiting.then(() => ({ items: [] })));
    const arn = await start('tiny', { case: 'slow', n: 0 }, 'slow-1');
    // The same name and input while running: the same execution (StartExecution is idempotent then).
    expect(await start('tiny', { case: 'slow', n: 0 }, 'slow-1')).toBe(arn);
    await expect(start('tiny', { case: 'slow', n: 1 }, 'slow-1')).rejects.toBeInstanceOf(ExecutionAlreadyExists);
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn: arn }))).status).toBe('RUNNING');
    const listed = await sfn.send(new ListExecutionsCommand({ stateMachineArn: standIn.stateMachineArn('tiny'), statusFilter: 'RUNNING' }));
    expect(listed.executions?.map((e) => e.executionArn)).toEqual([arn]);

    await sfn.send(new StopExecutionCommand({ executionArn: arn, error: 'Stopped', cause: 'by the test' }));
    release();
    expect(await describeUntilDone(arn)).toMatchObject({ status: 'ABORTED', error: 'Stopped', cause: 'by the test' });
    const all = await sfn.send(new ListExecutionsCommand({ stateMachineArn: standIn.stateMachineArn('tiny'), maxResults: 2 }));
    expect(all.executions?.[0]?.name).toBe('slow-1');
    expect(all.executions).toHaveLength(2);
    expect(all.nextToken).toBeDefined();
  });

  it('GIVEN unknown or malformed names WHEN called THEN the SDK throws the typed exceptions AWS sends', async () => {
    await expect(sfn.send(new DescribeExecutionCommand({ executionArn: 'arn:aws:states:us-east-1:000000000000:execution:tiny:nobody' }))).rejects.toBeInstanceOf(ExecutionDoesNotExist);
    await expect(sfn.send(new DescribeExecutionCommand({ executionArn: 'not-an-arn' }))).rejects.toBeInstanceOf(InvalidArn);
    await expect(sfn.send(new StartExecutionCommand({ stateMachineArn: standIn.stateMachineArn('other') }))).rejects.toBeInstanceOf(StateMachineDoesNotExist);
    await expect(start('tiny', {}, 'has space')).rejects.toBeInstanceOf(InvalidName);
  });
});

describe('the migration definition', () => {
  const prepare = (id: string) => ({ migration_id: id, chunks: { members: [0, 1], groups: [0], memberships: [], activities: [0, 1, 2], comments: [0] } });

  it('GIVEN every Task bound WHEN the worker succeeds THEN Prepare, one event per chunk in kind order, and Finalize run, and the execution succeeds', async () => {
    behaviours.set('m-ok', (input) => ((input as WorkerEvent).task === 'prepare' ? prepare('m-ok') : { written: 1 }));
    const done = await describeUntilDone(await start('migration', { migration_id: 'm-ok' }, 'm-ok-1'));
    expect(done.status).toBe('SUCCEEDED');
    const events = calls.filter((c) => c.input['migration_id'] === 'm-ok');
    expect(events.map((c) => c.resource)).toEqual([RUN, ...Array<string>(7).fill(CHUNK), RUN]);
    expect(events.map((c) => c.input)).toEqual([
      { task: 'prepare', migration_id: 'm-ok' },
      { task: 'chunk', migration_id: 'm-ok', kind: 'members', index: 0 },
      { task: 'chunk', migration_id: 'm-ok', kind: 'members', index: 1 },
      { task: 'chunk', migration_id: 'm-ok', kind: 'groups', index: 0 },
      ...[0, 1, 2].map((index) => ({ task: 'chunk' as const, migration_id: 'm-ok', kind: 'activities' as const, index })),
      { task: 'chunk', migration_id: 'm-ok', kind: 'comments', index: 0 },
      { task: 'finalize', migration_id: 'm-ok' },
    ] satisfies WorkerEvent[]);
  });

  it('GIVEN a chunk that throws WHEN the run reaches it THEN no later step runs, MarkFailed gets the step and the error, and the execution fails', async () => {
    behaviours.set('m-bad', (input) => {
      const event = input as WorkerEvent;
      if (event.task === 'prepare') return prepare('m-bad');
      if (event.task === 'chunk' && event.kind === 'activities' && event.index === 1) throw named('SyntaxError', 'Unexpected token in chunk');
      return {};
    });
    const done = await describeUntilDone(await start('migration', { migration_id: 'm-bad' }));
    expect(done).toMatchObject({ status: 'FAILED', error: MIGRATION_FAILED_ERROR });
    const events = calls.filter((c) => c.input['migration_id'] === 'm-bad').map((c) => c.input as WorkerEvent);
    expect(events.some((e) => e.task === 'finalize' || (e.task === 'chunk' && e.kind === 'comments'))).toBe(false);
    expect(events.at(-1)).toEqual({ task: 'fail', migration_id: 'm-bad', step: 'activities', error: { Error: 'SyntaxError', Cause: 'Unexpected token in chunk' } });
  });

  it('GIVEN Prepare failing WHEN the run starts THEN MarkFailed gets step prepare', async () => {
    behaviours.set('m-prep', (input) => {
      if ((input as WorkerEvent).task === 'prepare') throw named('Error', 'export out of order');
      return {};
    });
    expect((await describeUntilDone(await start('migration', { migration_id: 'm-prep' }))).status).toBe('FAILED');
    expect(calls.filter((c) => c.input['migration_id'] === 'm-prep').at(-1)?.input).toMatchObject({ task: 'fail', step: 'prepare' });
  });

  it('GIVEN the definition WHEN its Task states are listed THEN each names one of the two worker ARNs (what the stand-in binds)', () => {
    const tasks = taskResources(migrationDefinition({ run: RUN, chunk: CHUNK }));
    expect(tasks.get(STEP_STATES.prepare)).toBe(RUN);
    expect(tasks.get(chunkTaskState('comments'))).toBe(CHUNK);
    expect(new Set(tasks.values())).toEqual(new Set([RUN, CHUNK]));
    expect(RETRIED_ERRORS).toContain('ThrottlingError');
  });
});
