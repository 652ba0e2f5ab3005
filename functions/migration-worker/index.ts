/**
 * The migration worker (docs/migration.md): every Task state of the migration state machine
 * (prepare, one chunk, finalize, fail) calls this function.
 */
import type { WorkerEvent } from '#shared/migration/chunks.ts';
import { handleWorkerEvent } from '#shared/domain/migration/worker.ts';

export const handler = (event: WorkerEvent) => handleWorkerEvent(event);
