/**
 * The records Prepare makes for a run (docs/migration.md, "Members" and "Groups -> spaces"): the
 * placeholder account that takes deleted users' content, and the "Imported" space group the
 * migrated spaces go into. Both are made once and reused by later runs (and a resumed Prepare).
 */
import { newLoginPut } from '#features/members/account-store.ts';
import { newMemberItems } from '#features/members/member-store.ts';
import { mappingPut, readMappings } from '#features/migration/migration-store.ts';
import { raiseCounter, uniqueMarker } from '#features/migration/migration-worker-store.ts';
import { groupCreateItems } from '#features/spaces/space-group-store.ts';
import { cancelledByCondition, incrementCounter, nextId, transact } from '#platform/data/transactions.ts';
import { newProfile } from '#features/members/members.ts';
import { groupSettingsSchema, type SpaceGroupRecord } from '#features/spaces/space-groups.ts';
import type { MigrationRun } from '#features/migration/run.ts';

/** The legacy id the placeholder is mapped under (MIGMAP#user#0): BuddyPress ids start at 1. */
export const PLACEHOLDER_LEGACY_ID = 0;
const PLACEHOLDER_USERNAMES = ['former-member', 'former-member-account'];
const IMPORTED_GROUP_SLUG = 'imported';

/**
 * The placeholder account `former-member` ("Former member", active, no password, no email),
 * mapped as legacy user 0: deleted users' and email-less users' posts and comments are theirs, so
 * threads stay whole. Made once; a later run (or another Prepare racing this one) reuses it.
 */
export async function ensurePlaceholder(run: MigrationRun, now: string): Promise<number> {
  const mapped = (await readMappings('user', [PLACEHOLDER_LEGACY_ID])).get(PLACEHOLDER_LEGACY_ID)?.new_id;
  if (mapped !== undefined) return mapped;
  const userId = await nextId('user');
  for (const username of PLACEHOLDER_USERNAMES) {
    const profile = newProfile({ username, email: '', display_name: 'Former member', role: 'member', status: 'active' }, userId, now);
    let failed: number[] = [];
    try {
      // 0 the mapping, 1 the username.
      await transact(
        [mappingPut('user', PLACEHOLDER_LEGACY_ID, userId, run.id, now, { username }), newLoginPut({ user_id: userId, username, role: 'member', status: 'active', last_seen_at: null }), ...newMemberItems(profile)],
        (f) => {
          failed = f;
        },
      );
      return userId;
    } catch (error) {
      if (!cancelledByCondition(error)) throw error;
      if (failed.includes(0)) return ensurePlaceholder(run, now);
    }
  }
  throw new Error(`the placeholder's usernames are taken: ${PLACEHOLDER_USERNAMES.join(', ')}`);
}

/**
 * The space group "Imported" (slug `imported`), made when missing. Its serial counter is raised
 * past the highest legacy group id, since migrated spaces take their legacy id as serial and
 * spaces added later must come after them.
 */
export async function ensureImportedGroup(run: MigrationRun, maxLegacyGroupId: number, now: string): Promise<number> {
  const groupId = run.space_group_id ?? (await importedGroupId(now));
  await raiseCounter(`serial#group#${groupId}`, maxLegacyGroupId);
  return groupId;
}

async function importedGroupId(now: string): Promise<number> {
  const marker = await uniqueMarker('group_slug', IMPORTED_GROUP_SLUG);
  if (marker) return Number(marker['group_id']);
  const group: SpaceGroupRecord = {
    id: await nextId('space_group'),
    title: 'Imported',
    slug: IMPORTED_GROUP_SLUG,
    description: 'Spaces migrated from the legacy platform.',
    serial: await incrementCounter('serial#groups'),
    settings: groupSettingsSchema.parse({}),
    spaces_count: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await transact(groupCreateItems(group));
    return group.id;
  } catch (error) {
    // Another Prepare made it first: theirs.
    if (!cancelledByCondition(error)) throw error;
    return importedGroupId(now);
  }
}
