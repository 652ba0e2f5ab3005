/**
 * The migration state machine (docs/migration.md, "The state machine") as Amazon States Language,
 * built from plain objects: CDK deploys it (lib/migration-stack.ts, DefinitionBody.fromString) and
 * the local stand-in runs it (scripts/local/stepfunctions.ts), so nothing here imports the CDK.
 *
 *   Prepare -> Members -> Groups -> Memberships -> Activities -> Comments -> Finalize -> Succeeded
 *   any of them: Catch States.ALL -> <Step>Failed (Pass: which step) -> MarkFailed -> Failed
 *
 * Every Task names a worker function's ARN as its Resource (not `arn:aws:states:::lambda:invoke`,
 * which wraps the answer in Payload): the Task's output is the worker's answer itself.
 */
import { CHUNK_KINDS, STEPS, THROTTLING_ERROR, type ChunkKind, type MigrationStep, type WorkerEvent } from '#features/migration/legacy-export/chunks.ts';

/** An ASL state or definition: JSON objects (the two runners check the rest). */
export type AslState = Record<string, unknown>;
export interface AslDefinition {
  Comment?: string;
  StartAt: string;
  TimeoutSeconds?: number;
  States: Record<string, AslState>;
}

/** The worker function ARNs the Tasks invoke: one code (functions/migration-worker), two sizes. */
export interface MigrationWorkerArns {
  /** Prepare, Finalize and MarkFailed: long, memory-hungry tasks of the whole run. */
  readonly run: string;
  /** One chunk per invocation, many at once. */
  readonly chunk: string;
}

/** Lambda timeouts of the two worker functions (the stack sets them; the Tasks wait a little longer). */
export const RUN_FUNCTION_TIMEOUT_SECONDS = 900;
export const CHUNK_FUNCTION_TIMEOUT_SECONDS = 300;
/**
 * Added to a Task's TimeoutSeconds over its function's timeout, so a Lambda timeout reaches the
 * state machine as the function's error rather than States.Timeout. (A Task otherwise waits as
 * long as the execution in AWS, and 60 s in aws-local-stepfunctions.)
 */
const TASK_TIMEOUT_MARGIN_SECONDS = 30;
/** The execution's limit: a run of millions of items takes hours. */
export const EXECUTION_TIMEOUT_SECONDS = 24 * 60 * 60;

/** Chunks of one kind in flight at once: spaces take locks on shared counters and slugs, so fewer. */
export const MAP_CONCURRENCY: Readonly<Record<ChunkKind, number>> = { members: 10, groups: 4, memberships: 10, activities: 10, comments: 10 };

/**
 * What is retried: Lambda's own transient failures, and our name for DynamoDB throttling or
 * transaction conflicts left after the SDK's retries. Anything else (a bug, a bad chunk) would
 * fail the same way again.
 */
export const RETRIED_ERRORS = [
  'Lambda.TooManyRequestsException',
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  THROTTLING_ERROR,
] as const;
export const CHUNK_RETRY = { ErrorEquals: [...RETRIED_ERRORS], IntervalSeconds: 2, BackoffRate: 2, MaxAttempts: 6, JitterStrategy: 'FULL' } as const;
export const RUN_TASK_RETRY = { ...CHUNK_RETRY, MaxAttempts: 3 } as const;

/** The state of each step (its Catch names the step for MarkFailed). */
export const STEP_STATES: Readonly<Record<MigrationStep, string>> = {
  prepare: 'Prepare',
  members: 'Members',
  groups: 'Groups',
  memberships: 'Memberships',
  activities: 'Activities',
  comments: 'Comments',
  finalize: 'Finalize',
};
/** The Task inside each Map (state names are unique across the whole machine). */
export const chunkTaskState = (kind: ChunkKind): string => `${STEP_STATES[kind]}Chunk`;
const failedState = (step: MigrationStep): string => `${STEP_STATES[step]}Failed`;
export const MARK_FAILED_STATE = 'MarkFailed';
export const SUCCEEDED_STATE = 'Succeeded';
export const FAILED_STATE = 'Failed';
/** The Fail state's error: what DescribeExecution shows of a failed run (the run record has the details). */
export const MIGRATION_FAILED_ERROR = 'MigrationFailed';

/** A Parameters/ItemSelector template of a WorkerEvent: its fields, literal or `<field>.$` paths. */
type EventTemplate<T extends WorkerEvent['task']> = { task: T } & Record<string, unknown>;
const template = <T extends WorkerEvent['task']>(t: EventTemplate<T>): EventTemplate<T> => t;

/** The ASL of a migration run; its execution input is `{migration_id}`. */
export function migrationDefinition(arns: MigrationWorkerArns): AslDefinition {
  const catchTo = (step: MigrationStep) => [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: failedState(step) }];
  const runTask = (step: 'prepare' | 'finalize') => ({
    Type: 'Task',
    Resource: arns.run,
    Parameters: template({ task: step, 'migration_id.$': '$.migration_id' }),
    TimeoutSeconds: RUN_FUNCTION_TIMEOUT_SECONDS + TASK_TIMEOUT_MARGIN_SECONDS,
    Retry: [RUN_TASK_RETRY],
    Catch: catchTo(step),
  });
  const stepAfter = (step: MigrationStep): string => {
    const next = STEPS[STEPS.indexOf(step) + 1];
    return next ? STEP_STATES[next] : SUCCEEDED_STATE;
  };

  const states: Record<string, AslState> = {
    // The state becomes Prepare's answer, {migration_id, chunks: {<kind>: [0..n-1]}} (PrepareResult).
    [STEP_STATES.prepare]: {
      ...runTask('prepare'),
      // No ResultPath: the default '$' (aws-local-stepfunctions mishandles an explicit '$').
      ResultSelector: { 'migration_id.$': '$.migration_id', 'chunks.$': '$.chunks' },
      Next: stepAfter('prepare'),
    },
  };
  for (const kind of CHUNK_KINDS) {
    states[STEP_STATES[kind]] = {
      Type: 'Map',
      // Items are chunk indexes, read from the state (no ItemReader), so both runners take them alike.
      ItemsPath: `$.chunks.${kind}`,
      ItemSelector: template({ task: 'chunk', 'migration_id.$': '$.migration_id', kind, 'index.$': '$$.Map.Item.Value' }),
      ItemProcessor: {
        ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
        StartAt: chunkTaskState(kind),
        States: {
          [chunkTaskState(kind)]: {
            Type: 'Task',
            Resource: arns.chunk,
            TimeoutSeconds: CHUNK_FUNCTION_TIMEOUT_SECONDS + TASK_TIMEOUT_MARGIN_SECONDS,
            Retry: [CHUNK_RETRY],
            // Results live in DynamoDB: each child answers {} so the Map's collected output stays
            // tiny (thousands of chunks) under the 256 KB state limit.
            OutputPath: null,
            End: true,
          },
        },
      },
      Label: STEP_STATES[kind],
      MaxConcurrency: MAP_CONCURRENCY[kind],
      // A chunk that still fails after its retries fails the step: the run stops there, resumable.
      ToleratedFailureCount: 0,
      ResultPath: null,
      Catch: catchTo(kind),
      Next: stepAfter(kind),
    };
  }
  states[STEP_STATES.finalize] = { ...runTask('finalize'), ResultPath: null, Next: SUCCEEDED_STATE };
  states[SUCCEEDED_STATE] = { Type: 'Succeed' };

  for (const step of STEPS) {
    states[failedState(step)] = { Type: 'Pass', Result: step, ResultPath: '$.step', Next: MARK_FAILED_STATE };
  }
  // The run record's state `failed` with {step, completed, total}, and the lock released.
  states[MARK_FAILED_STATE] = {
    Type: 'Task',
    Resource: arns.run,
    Parameters: template({ task: 'fail', 'migration_id.$': '$.migration_id', 'step.$': '$.step', 'error.$': '$.error' }),
    TimeoutSeconds: RUN_FUNCTION_TIMEOUT_SECONDS + TASK_TIMEOUT_MARGIN_SECONDS,
    Retry: [RUN_TASK_RETRY],
    ResultPath: null,
    Next: FAILED_STATE,
  };
  states[FAILED_STATE] = {
    Type: 'Fail',
    Error: MIGRATION_FAILED_ERROR,
    Cause: 'A step of the migration failed; its run record holds the step, the progress and the error (GET /migrations/legacy-platform/status).',
  };

  return {
    Comment: 'Migration from the legacy platform (docs/migration.md)',
    StartAt: STEP_STATES.prepare,
    TimeoutSeconds: EXECUTION_TIMEOUT_SECONDS,
    States: states,
  };
}
