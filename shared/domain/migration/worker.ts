/**
 * The migration worker's tasks (docs/migration.md, "The state machine"): the state machine's Task
 * states call it with a WorkerEvent (lib/migration-definition.ts).
 */
import type { ChunkKind, PrepareResult, WorkerEvent } from '#shared/migration/chunks.ts';
import type { ChunkWriter } from '#shared/domain/migration/chunk-context.ts';
import { writeComments } from '#shared/domain/migration/comments.ts';
import { writeGroups } from '#shared/domain/migration/groups.ts';
import { writeMembers } from '#shared/domain/migration/members.ts';
import { writeMemberships } from '#shared/domain/migration/memberships.ts';
import { writePosts } from '#shared/domain/migration/posts.ts';

export const WRITERS: { [K in ChunkKind]: ChunkWriter<K> } = {
  members: writeMembers,
  groups: writeGroups,
  memberships: writeMemberships,
  activities: writePosts,
  comments: writeComments,
};

export async function handleWorkerEvent(event: WorkerEvent): Promise<PrepareResult | Record<string, unknown>> {
  throw new Error(`migration worker: task ${event.task} not built yet`);
}
