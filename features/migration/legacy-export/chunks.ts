/**
 * The run's units of work (docs/migration.md, "The state machine"): the five kinds in dependency
 * order, their chunk sizes, the rows a chunk object holds, and the events the worker receives.
 * Prepare writes each chunk as a JSON Lines object of these rows; a chunk Lambda reads one.
 * Pure: shapes and names only.
 */
import type { LegacyActivity, LegacyGroup, LegacyGroupMember, LegacyUser } from '#features/migration/legacy-export/export-format.ts';

/** The kinds a run migrates, in the order the state machine runs them. */
export const CHUNK_KINDS = ['members', 'groups', 'memberships', 'activities', 'comments'] as const;
export type ChunkKind = (typeof CHUNK_KINDS)[number];

/** Rows per chunk object (comments: whole threads up to this many comments; a thread is never split). */
export const CHUNK_SIZE: Record<ChunkKind, number> = { members: 250, groups: 25, memberships: 500, activities: 100, comments: 250 };

/** The state machine's step names: the kinds plus the two ends. */
export const STEPS = ['prepare', ...CHUNK_KINDS, 'finalize'] as const;
export type MigrationStep = (typeof STEPS)[number];

/** The legacy id space each kind's mapping items use (MIGMAP#<mapKind>#<legacy id>). */
export const MAP_KIND = { members: 'user', groups: 'group', memberships: 'membership', activities: 'activity', comments: 'comment' } as const satisfies Record<ChunkKind, string>;

/** A member: the users row joined with the usermeta keys the mapping reads. */
export interface MemberRow {
  user: LegacyUser;
  /** Keys under the run's uploads/ of this member's avatar and cover files, when present. */
  avatar_key?: string;
  cover_key?: string;
  meta: { description?: string; first_name?: string; last_name?: string; nickname?: string };
}
/** A group with its groupmeta (activity_feed_status). */
export interface GroupRow {
  group: LegacyGroup;
  avatar_key?: string;
  cover_key?: string;
  meta: { activity_feed_status?: string };
}
export interface MembershipRow {
  member: LegacyGroupMember;
}
/** An activity_update row (or a skipped type, recorded as skipped), with its link preview meta. */
export interface PostRow {
  activity: LegacyActivity;
  meta: { _link_preview_data?: string };
  /** Mentioned nicenames (content.ts `mentionNicenames`) -> legacy user id, as far as `users` knows them. */
  mentions?: Record<string, number>;
}
/** One thread: a root activity's comments in id order (BuddyPress item_id = the root). */
export interface ThreadRow {
  root_activity_id: number;
  comments: LegacyActivity[];
  /** Mentioned nicenames of the thread's comments -> legacy user id. */
  mentions?: Record<string, number>;
}
export interface ChunkRows {
  members: MemberRow;
  groups: GroupRow;
  memberships: MembershipRow;
  activities: PostRow;
  comments: ThreadRow;
}

/** The objects of a run in the migrations bucket. */
export const migrationPrefix = (migrationId: string): string => `migrations/${migrationId}/`;
export const exportObjectKey = (migrationId: string, fileName: string): string => `migrations/${migrationId}/export/${fileName}`;
export const uploadObjectKey = (migrationId: string, path: string): string => `migrations/${migrationId}/uploads/${path}`;
export const chunkObjectKey = (migrationId: string, kind: ChunkKind, index: number): string =>
  `migrations/${migrationId}/chunks/${kind}/${String(index).padStart(6, '0')}.jsonl`;

/** Chunk counts per kind (the manifest): Prepare's answer, and the Maps' items are 0..n-1. */
export type Manifest = Record<ChunkKind, number>;

/** What the state machine passes the worker: the Task states' Parameters (lib/migration-definition.ts). */
export type WorkerEvent =
  | { task: 'prepare'; migration_id: string }
  | { task: 'chunk'; migration_id: string; kind: ChunkKind; index: number }
  | { task: 'finalize'; migration_id: string }
  | { task: 'fail'; migration_id: string; step: MigrationStep; error: { Error?: string; Cause?: string } };

/** Prepare's answer: the Maps' ItemsPaths read `$.chunks.<kind>`. */
export interface PrepareResult {
  migration_id: string;
  chunks: Record<ChunkKind, number[]>;
}

/** The error name the state machine retries with backoff (DynamoDB throttling or conflicts left after the SDK's own retries). */
export const THROTTLING_ERROR = 'ThrottlingError';
