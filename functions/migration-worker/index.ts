/**
 * The migration worker (docs/migration.md): every Task state of the migration state machine
 * (prepare, one chunk, finalize, fail) calls this function.
 */
import type { WorkerEvent } from '#features/migration/legacy-export/chunks.ts';
import { handleWorkerEvent } from '#features/migration/worker.ts';

export const handler = (event: WorkerEvent) => handleWorkerEvent(event);
