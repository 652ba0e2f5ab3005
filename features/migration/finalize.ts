/**
 * The run's two ends (docs/migration.md, "Finalize" and "The state machine"). Finalize recounts
 * the counters the run touched (chunks sum them and flush once per chunk, so a crash between a
 * row and its chunk's flush leaves them off), starts the points backfill for the content it
 * imported, and ends the run completed, releasing the lock. The
 * `fail` task ends it failed with the step that failed and how far that step had come.
 */
import { keys } from '#platform/data/keys.ts';
import { endRun, readMappings } from '#features/migration/migration-store.ts';
import { correctCount, countPartition } from '#features/migration/migration-worker-store.ts';
import { PUBLIC_TIMELINE_COUNTER, RESTRICTED_TIMELINE_COUNTER } from '#features/feeds/feed-store.ts';
import { DISCOVER_COUNTER, spaceCounter } from '#features/spaces/space-store.ts';
import { roleCountAttribute, SPACE_ROLES } from '#features/spaces/space-member-store.ts';
import { readObject } from '#features/migration/migration-bucket.ts';
import { CHUNK_KINDS, type ChunkKind, type MigrationStep } from '#features/migration/legacy-export/chunks.ts';
import { requireRun } from '#features/migration/chunk-runner.ts';
import { touchedGroupsKey } from '#features/migration/prepare.ts';
import type { MigrationRun } from '#features/migration/run.ts';
import { ROLES } from '#platform/core/roles.ts';
import { startPointsBackfill } from '#features/points/backfill-job-store.ts';
import { countOutcome, METRIC } from '#platform/core/metrics.ts';

/** Spaces recounted side by side. */
const SPACES_IN_FLIGHT = 8;

const counter = (name: string, count: () => Promise<number>) => correctCount(keys.counter(name), 'value', count, { entity: 'counter' });

/** The spaces of the legacy groups Prepare listed as touched (its groups, its posts' groups) that are mapped. */
async function touchedSpaces(run: MigrationRun): Promise<number[]> {
  const legacyIds = JSON.parse((await readObject(touchedGroupsKey(run.id))).toString('utf8')) as number[];
  const mapped = await readMappings('group', legacyIds);
  return [...new Set([...mapped.values()].flatMap((m) => (m.new_id === undefined ? [] : [m.new_id])))];
}

/** A space's counts from its memberships and its feed (a space deleted meanwhile is left alone). */
async function recountSpace(spaceId: number, what: { members: boolean; posts: boolean }): Promise<void> {
  const key = keys.space(spaceId);
  const fix = (attribute: string, count: () => Promise<number>) => correctCount(key, attribute, count, { existing: true });
  const active = keys.spaceMembersPartition(spaceId, 'active');
  if (what.members) {
    await fix('members_count', () => countPartition('gsi1', active));
    await fix('pending_count', () => countPartition('gsi1', keys.spaceMembersPartition(spaceId, 'pending')));
    for (const role of SPACE_ROLES) await fix(roleCountAttribute(role), () => countPartition('gsi1', active, { attribute: 'role', value: role }));
  }
  if (what.posts) await fix('posts_count', () => countPartition('gsi1', keys.spaceFeedPartition(spaceId)));
}

const did = (run: MigrationRun, kind: ChunkKind) => (run.progress[kind]?.total ?? 0) > 0;

/** Recounts what the run touched, then ends it completed. */
export async function finalize(migrationId: string): Promise<{ migration_id: string; state: 'completed' }> {
  const run = await requireRun(migrationId);
  const members = did(run, 'memberships');
  const posts = did(run, 'activities') || did(run, 'comments');
  if (members || posts) {
    const spaces = await touchedSpaces(run);
    for (let i = 0; i < spaces.length; i += SPACES_IN_FLIGHT) await Promise.all(spaces.slice(i, i + SPACES_IN_FLIGHT).map((id) => recountSpace(id, { members, posts })));
  }
  if (did(run, 'members') || run.placeholder_user_id !== undefined) {
    // Every profile has its role's index item, so the role partitions add up to the status's.
    const byRole = (role: string) => countPartition('gsi1', keys.membersPartition('active', role));
    for (const role of ROLES) await counter(`members#active#${role}`, () => byRole(role));
    await counter('members#active', async () => (await Promise.all(ROLES.map(byRole))).reduce((a, b) => a + b, 0));
  }
  if (did(run, 'groups')) {
    await counter(spaceCounter('published'), () => countPartition('gsi1', keys.spacesPartition('published')));
    await counter(spaceCounter('published', true), () => countPartition('gsi1', keys.spacesPartition('published', true)));
    await counter(DISCOVER_COUNTER, () => countPartition('gsi2', keys.DISCOVER_PARTITION));
    if (run.space_group_id !== undefined) {
      const groupId = run.space_group_id;
      await correctCount(keys.spaceGroup(groupId), 'spaces_count', () => countPartition('table', keys.SPACE_GROUPS_PARTITION, { attribute: 'group_id', value: groupId }), { existing: true });
    }
  }
  if (posts) {
    await counter(PUBLIC_TIMELINE_COUNTER, () => countPartition('gsi3', keys.PUBLIC_TIMELINE));
    await counter(RESTRICTED_TIMELINE_COUNTER, () => countPartition('gsi3', keys.RESTRICTED_TIMELINE));
  }
  // Imported posts and comments earn their points as native ones do (docs/points.md, Backfill):
  // the points run brings them in, once points are on.
  if (posts) await startPointsBackfill('migration', new Date().toISOString());
  await endRun(run.id, 'completed', { completed_at: new Date().toISOString() });
  countOutcome(METRIC.migrationRuns, 'completed');
  return { migration_id: run.id, state: 'completed' };
}

/**
 * What a Task's error says, `<error>: <message>`, from the state machine's `{Error, Cause}`: a
 * Lambda's Cause is its JSON error; any other (the local stand-in's, States.Timeout's) is the message.
 */
function causeOf(error: { Error?: string; Cause?: string }): string {
  let cause = error.Cause ?? '';
  try {
    const parsed = JSON.parse(cause) as { errorType?: string; errorMessage?: string };
    if (parsed.errorMessage !== undefined) cause = `${parsed.errorType ?? error.Error ?? 'Error'}: ${parsed.errorMessage}`;
  } catch {
    if (cause && error.Error && !cause.startsWith(error.Error)) cause = `${error.Error}: ${cause}`;
  }
  return (cause || error.Error || 'unknown error').slice(0, 1000);
}

/** Ends the run failed with `{step, completed, total}` of the step that failed, and releases the lock. */
export async function failRun(migrationId: string, step: MigrationStep, error: { Error?: string; Cause?: string }): Promise<{ migration_id: string; state: 'failed' }> {
  const run = await requireRun(migrationId);
  const progress = (CHUNK_KINDS as readonly string[]).includes(step) ? run.progress[step as ChunkKind] : undefined;
  await endRun(run.id, 'failed', { completed_at: new Date().toISOString(), error: { step, completed: progress?.completed ?? 0, total: progress?.total ?? 0, cause: causeOf(error) } });
  countOutcome(METRIC.migrationRuns, 'failed');
  return { migration_id: run.id, state: 'failed' };
}
