/**
 * Which chunk failures the state machine retries (docs/migration.md, "The state machine"): DynamoDB
 * throttling and transaction conflicts still there after the SDK's own retries become one error
 * name, ThrottlingError, which the chunk Task's Retry block names; everything else (a bug, a bad
 * chunk) keeps its name and fails the run the first time, since it would fail the same way again.
 */
import { THROTTLING_ERROR } from '#features/migration/legacy-export/chunks.ts';

const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionInProgressException',
  THROTTLING_ERROR,
]);

export class ThrottlingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = THROTTLING_ERROR;
  }
}

/** Whether the error is DynamoDB saying "not now" (a cancelled transaction counts when a conflict or throttle cancelled it). */
export function isThrottling(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  if (!e || typeof e.name !== 'string') return false;
  if (THROTTLED.has(e.name)) return true;
  if (e.name !== 'TransactionCanceledException') return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code);
  return codes.some((c) => c === 'TransactionConflict' || c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded');
}

/** The error a chunk Task fails with: a retryable ThrottlingError, or the error as it is. */
export function chunkFailure(error: unknown): unknown {
  if (!isThrottling(error) || (error as Error).name === THROTTLING_ERROR) return error;
  return new ThrottlingError(`${(error as Error).name}: ${(error as Error).message}`, { cause: error });
}
