/**
 * The migration state machine's executions (docs/migration.md, "Endpoints"): one execution per
 * attempt of a run, named `<migration id>-<attempt>` with the input `{migration_id}`. Locally
 * SFN_ENDPOINT points the client at the stand-in (scripts/local/stepfunctions.ts).
 *
 * Not configured (no MIGRATION_STATE_MACHINE_ARN, as in a stack without the state machine):
 * starting throws ExecutionsUnavailableError, which the caller answers as 503 after undoing its
 * own start; describing answers null (the run record is all there is to show).
 */
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { config } from '#platform/config.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

/** Execution states as Step Functions names them. */
export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED' | 'PENDING_REDRIVE';

export interface ExecutionView {
  status: ExecutionStatus;
  stoppedAt?: string;
  error?: string;
  cause?: string;
}

/** Starting was refused, or there is no state machine to start (the cause says which). */
export class ExecutionsUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ExecutionsUnavailableError';
  }
}

/** What the run service needs of Step Functions; tests pass their own (run-service.ts `startMigration`). */
export interface MigrationExecutions {
  start(migrationId: string, attempt: number): Promise<{ executionArn: string; startedAt: string }>;
  describe(executionArn: string): Promise<ExecutionView | null>;
}

/** Unique per attempt (Step Functions keeps names 90 days; a repeated start of one attempt is idempotent). */
export const executionName = (migrationId: string, attempt: number): string => `${migrationId}-${attempt}`;

export const executionsConfigured = (): boolean => config.MIGRATION_STATE_MACHINE_ARN !== undefined;

let client: SFNClient | undefined;
const sfn = (): SFNClient => (client ??= registeredClient(new SFNClient({ region: config.AWS_REGION, ...(config.SFN_ENDPOINT ? { endpoint: config.SFN_ENDPOINT } : {}) })));

async function start(migrationId: string, attempt: number): Promise<{ executionArn: string; startedAt: string }> {
  const stateMachineArn = config.MIGRATION_STATE_MACHINE_ARN;
  if (stateMachineArn === undefined) throw new ExecutionsUnavailableError('no migration state machine is configured (MIGRATION_STATE_MACHINE_ARN)');
  try {
    const out = await sfn().send(
      new StartExecutionCommand({ stateMachineArn, name: executionName(migrationId, attempt), input: JSON.stringify({ migration_id: migrationId }) }),
    );
    if (!out.executionArn) throw new Error('StartExecution answered without an execution ARN');
    return { executionArn: out.executionArn, startedAt: (out.startDate ?? new Date()).toISOString() };
  } catch (error) {
    throw new ExecutionsUnavailableError(`StartExecution was refused: ${(error as Error).name}: ${(error as Error).message}`, { cause: error });
  }
}

async function describe(executionArn: string): Promise<ExecutionView | null> {
  if (!executionsConfigured()) return null;
  const out = await sfn().send(new DescribeExecutionCommand({ executionArn }));
  return {
    status: (out.status ?? 'RUNNING') as ExecutionStatus,
    ...(out.stopDate ? { stoppedAt: out.stopDate.toISOString() } : {}),
    ...(out.error ? { error: out.error } : {}),
    ...(out.cause ? { cause: out.cause } : {}),
  };
}

/** The state machine of this deployment (or of the local stand-in). */
export const stepFunctionsExecutions: MigrationExecutions = { start, describe };
