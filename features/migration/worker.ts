/**
 * The migration worker's tasks (docs/migration.md, "The state machine"): the state machine's Task
 * states call it with a WorkerEvent (lib/migration-definition.ts).
 */
import type { ChunkKind, PrepareResult, WorkerEvent } from '#features/migration/legacy-export/chunks.ts';
import type { ChunkWriter } from '#features/migration/chunk-context.ts';
import { runChunk, type ChunkResult } from '#features/migration/chunk-runner.ts';
import { writeComments } from '#features/migration/comments.ts';
import { failRun, finalize } from '#features/migration/finalize.ts';
import { writeGroups } from '#features/migration/groups.ts';
import { writeMembers } from '#features/migration/members.ts';
import { writeMemberships } from '#features/migration/memberships.ts';
import { writePosts } from '#features/migration/posts.ts';
import { prepare } from '#features/migration/prepare.ts';

export const WRITERS: { [K in ChunkKind]: ChunkWriter<K> } = {
  members: writeMembers,
  groups: writeGroups,
  memberships: writeMemberships,
  activities: writePosts,
  comments: writeComments,
};

const chunk = <K extends ChunkKind>(migrationId: string, kind: K, index: number): Promise<ChunkResult> => runChunk(migrationId, kind, index, WRITERS[kind]);

export async function handleWorkerEvent(event: WorkerEvent): Promise<PrepareResult | ChunkResult | Record<string, unknown>> {
  switch (event.task) {
    case 'prepare':
      return prepare(event.migration_id);
    case 'chunk':
      return chunk(event.migration_id, event.kind, event.index);
    case 'finalize':
      return finalize(event.migration_id);
    case 'fail':
      return failRun(event.migration_id, event.step, event.error);
  }
}
