/**
 * The memberships chunk writer (docs/migration.md, "Group members -> space members"): a
 * group_members row becomes a membership of the group's space, written through membershipCreate
 * with its mapping in one transaction (the space's counts summed per chunk). Invitations never
 * accepted, and rows whose member or group was not migrated, are skipped with their reason.
 */
import { mappingPut, readMappings, writeSkips } from '#features/migration/migration-store.ts';
import { membershipCreate, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import { countFailure, countMigrated, countSkip, newOutcome, type ChunkWriter } from '#features/migration/chunk-context.ts';
import { inLanes } from '#features/migration/lanes.ts';
import { writeRow } from '#features/migration/row-write.ts';
import { membershipStatusOf, migratedTime, spaceRoleOf } from '#features/migration/legacy-export/mapping.ts';

const MAP_KIND = 'membership';

export const writeMemberships: ChunkWriter<'memberships'> = async (rows, ctx) => {
  const outcome = newOutcome();
  const members = rows.map((r) => r.member);
  const [mappings, users, groups] = await Promise.all([
    readMappings(MAP_KIND, members.map((m) => m.id)),
    readMappings('user', members.map((m) => m.user_id)),
    readMappings('group', members.map((m) => m.group_id)),
  ]);
  const skips: Array<{ legacyId: number; reason: string }> = [];
  const skip = (legacyId: number, reason: string) => {
    countSkip(outcome, reason);
    skips.push({ legacyId, reason });
  };
  const writes: Array<{ legacyId: number; membership: MembershipRecord }> = [];
  for (const m of members) {
    if (mappings.get(m.id)?.new_id !== undefined) {
      countSkip(outcome, 'already_migrated');
      continue;
    }
    const decided = membershipStatusOf(m);
    const spaceId = groups.get(m.group_id)?.new_id;
    // The placeholder takes deleted users' content, never their memberships.
    const userId = users.get(m.user_id)?.new_id;
    if ('skip' in decided) skip(m.id, decided.skip);
    else if (spaceId === undefined) skip(m.id, 'group_not_migrated');
    else if (userId === undefined) skip(m.id, 'user_not_found');
    else {
      const at = migratedTime(m.date_modified, m.id, ctx.run.started_at ?? ctx.now, ctx.run.options.preserve_dates);
      writes.push({ legacyId: m.id, membership: { space_id: spaceId, user_id: userId, role: spaceRoleOf(m), status: decided.status, joined_at: at, updated_at: at } });
    }
  }
  // Rows of one account in one space share a lane: the first in id order is the membership.
  await inLanes(writes, (w) => `${w.membership.space_id}#${w.membership.user_id}`, async ({ legacyId, membership }) => {
    try {
      // A membership has no id of its own: its mapping keeps the member's new id (the space is the group's mapping).
      // 0 the mapping, 1 the membership (taken: a second row of one member in one group, or two legacy users linked to one account).
      const result = await writeRow(ctx, [mappingPut(MAP_KIND, legacyId, membership.user_id, ctx.run.id, ctx.now), ...membershipCreate(membership)], 0, [1]);
      if (result === 'written') countMigrated(outcome);
      else if (result === 'already_migrated') countSkip(outcome, 'already_migrated');
      else skip(legacyId, 'duplicate_membership');
    } catch (error) {
      countFailure(outcome, legacyId, error);
    }
  });
  await writeSkips(MAP_KIND, skips, ctx.run.id, ctx.now);
  return outcome;
};
