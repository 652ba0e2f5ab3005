/** Space groups and the sidebar: listing, managing groups, ordering and moving spaces. */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, isModerator } from '#platform/auth/access.ts';
import { keys } from '#platform/data/keys.ts';
import {
  getGroup,
  groupCountUpdate,
  groupCreateItems,
  groupDeleteItems,
  groupSerialUpdate,
  groupUpdateItem,
  readSidebar,
  type SpaceCard,
} from '#features/spaces/space-group-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { placementItems, toSpace } from '#features/spaces/space-store.ts';
import { cancelledByCondition, incrementCounter, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { ApiError } from '#platform/core/errors.ts';
import {
  GroupNotFoundError,
  GroupPermissionDeniedError,
  groupSettingsSchema,
  toGroupView,
  type GroupSettings,
  type SpaceGroupRecord,
} from '#features/spaces/space-groups.ts';
import { DuplicateSlugError, writeWithSlug, type SpaceRecord } from '#features/spaces/spaces.ts';
import { slugify } from '#platform/core/slugs.ts';

function assertAdmin(caller: Caller | null): void {
  if (!isAdmin(caller)) throw new GroupPermissionDeniedError();
}

const cardView = (c: SpaceCard) => ({ id: c.id, title: c.title, slug: c.slug, serial: c.serial });
const bySerial = <T extends { serial: number; id: number }>(a: T, b: T) => a.serial - b.serial || a.id - b.id;

/**
 * Groups by serial with their spaces; spaces the caller may not know are left out: unpublished
 * ones, and secret ones unless the caller is an active member (space-access.ts spaceVisibility).
 */
export async function listGroups(q: { with_spaces: boolean; include_empty: boolean }, caller: Caller | null, sidebar?: Awaited<ReturnType<typeof readSidebar>>) {
  // A caller that has read the sidebar partition already (the portal sidebar) passes it.
  const { groups, cards } = sidebar ?? (await readSidebar());
  const moderator = isModerator(caller);
  const known = moderator ? new Set<number>() : await activeSecretSpaces(cards.filter((c) => c.privacy === 'secret' && c.status === 'published'), caller);
  const visible = cards.filter((c) => moderator || (c.status === 'published' && (c.privacy !== 'secret' || known.has(c.id)))).sort(bySerial);
  const groupIds = new Set(groups.map((g) => g.id));
  const result = groups
    .sort(bySerial)
    .map((g) => ({ group: g, spaces: visible.filter((c) => c.group_id === g.id) }))
    .filter(({ spaces }) => q.include_empty || spaces.length > 0)
    .map(({ group, spaces }) => ({ ...toGroupView(group), ...(q.with_spaces ? { spaces: spaces.map(cardView) } : {}) }));
  return { groups: result, orphaned_spaces: visible.filter((c) => !groupIds.has(c.group_id)).map(cardView) };
}

/** Which of these secret spaces the caller is an active member of: one BatchGet of their memberships (none without secret cards). */
async function activeSecretSpaces(secret: SpaceCard[], caller: Caller | null): Promise<Set<number>> {
  if (!caller || secret.length === 0) return new Set();
  const found = await batchGet(secret.map((c) => keys.spaceMember(c.id, caller.userId)));
  return new Set(secret.filter((c) => found.get(itemKeyOf(keys.spaceMember(c.id, caller.userId)))?.['status'] === 'active').map((c) => c.id));
}

export async function createGroup(input: { title: string; slug?: string | undefined; description: string; settings?: Partial<GroupSettings> | undefined }, caller: Caller | null) {
  assertAdmin(caller);
  const id = await nextId('space_group');
  const at = new Date().toISOString();
  const generated = slugify(input.title) || `group-${id}`;
  const group: SpaceGroupRecord = {
    id,
    title: input.title,
    slug: input.slug ?? generated,
    description: input.description,
    serial: await incrementCounter('serial#groups'),
    settings: groupSettingsSchema.parse(input.settings ?? {}),
    spaces_count: 0,
    created_at: at,
    updated_at: at,
  };
  const write = (g: SpaceGroupRecord) =>
    transact(groupCreateItems(g), (failed) => {
      if (failed.includes(0)) throw new DuplicateSlugError(g.slug);
    });
  return toGroupView(await writeWithSlug(group, input.slug !== undefined, id, write));
}

async function requireGroup(id: number): Promise<SpaceGroupRecord> {
  const group = await getGroup(id, { consistent: true });
  if (!group) throw new GroupNotFoundError();
  return group;
}

export async function updateGroup(id: number, patch: { title?: string | undefined; description?: string | undefined; settings?: Partial<GroupSettings> | undefined }, caller: Caller | null) {
  assertAdmin(caller);
  const before = await requireGroup(id);
  const after: SpaceGroupRecord = {
    ...before,
    title: patch.title ?? before.title,
    description: patch.description ?? before.description,
    settings: { ...before.settings, ...patch.settings },
    updated_at: new Date().toISOString(),
  };
  await transact([groupUpdateItem(after)]);
  return toGroupView(after);
}

/** Writes placements in transactions of at most 100 items (a space's record and card each). */
async function writeInChunks(items: TransactItem[][]): Promise<void> {
  let chunk: TransactItem[] = [];
  for (const group of items) {
    if (chunk.length + group.length > 100) {
      await transact(chunk);
      chunk = [];
    }
    chunk.push(...group);
  }
  await transact(chunk);
}

async function spacesById(ids: number[]): Promise<Map<number, SpaceRecord>> {
  const found = await batchGet(ids.map((id) => keys.space(id)), { consistent: true });
  const spaces = new Map<number, SpaceRecord>();
  for (const id of ids) {
    const item = found.get(itemKeyOf(keys.space(id)));
    if (item) spaces.set(id, toSpace(item));
  }
  return spaces;
}

/** Deletes a group; its spaces become uncategorized (placed after the uncategorized ones). */
export async function deleteGroup(id: number, caller: Caller | null): Promise<void> {
  assertAdmin(caller);
  const group = await requireGroup(id);
  const { cards } = await readSidebar();
  const members = await spacesById(cards.filter((c) => c.group_id === id).map((c) => c.id));
  const moves: TransactItem[][] = [];
  for (const space of members.values()) moves.push(placementItems(space, 0, await incrementCounter('serial#group#0')));
  if (moves.length > 0) await writeInChunks(moves);
  await transact(groupDeleteItems(group));
}

export async function reindexGroups(groupIds: number[], caller: Caller | null): Promise<void> {
  assertAdmin(caller);
  const at = new Date().toISOString();
  for (const id of groupIds) if (!(await getGroup(id))) throw new GroupNotFoundError();
  await writeInChunks(groupIds.map((id, i) => [groupSerialUpdate(id, i + 1, at)]));
}

/** Orders spaces 1..n as given; with group_id they also move into that group. */
export async function reindexSpaces(spaceIds: number[], groupId: number | undefined, caller: Caller | null): Promise<void> {
  assertAdmin(caller);
  if (groupId) await requireGroup(groupId);
  // A space changed meanwhile (another reorder, a move) is read again: the spaces already placed
  // count no second time. Still losing after a few rounds is a 409.
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeSpaces(spaceIds, groupId);
    } catch (error) {
      if (!cancelledByCondition(error)) throw error;
      if (attempt >= 5) throw new ReorderConflictError();
    }
  }
}

export class ReorderConflictError extends ApiError {
  constructor() {
    super(409, 'conflict', 'The spaces were changed at the same time; try again.', { short: true });
  }
}

async function placeSpaces(spaceIds: number[], groupId: number | undefined): Promise<void> {
  const spaces = await spacesById(spaceIds);
  if (spaces.size !== new Set(spaceIds).size) throw new GroupNotFoundError('Space');
  const deltas = new Map<number, number>();
  const moves = spaceIds.map((id, i) => {
    const space = spaces.get(id) as SpaceRecord;
    const target = groupId ?? space.group_id;
    if (target !== space.group_id) {
      deltas.set(space.group_id, (deltas.get(space.group_id) ?? 0) - 1);
      deltas.set(target, (deltas.get(target) ?? 0) + 1);
    }
    return placementItems(space, target, i + 1);
  });
  // One count update per group: a transaction may touch each item once.
  moves.push([...deltas].flatMap(([group, delta]) => groupCountUpdate(group, delta)));
  await writeInChunks(moves);
}

export async function moveSpace(input: { space_id: number; group_id: number; serial?: number | undefined }, caller: Caller | null) {
  assertAdmin(caller);
  if (input.group_id !== 0) await requireGroup(input.group_id);
  const serial = input.serial ?? (await incrementCounter(`serial#group#${input.group_id}`));
  // A concurrent change of the space (another move) is met by reading it again and retrying.
  for (let attempt = 1; ; attempt++) {
    const space = (await spacesById([input.space_id])).get(input.space_id);
    if (!space) throw new GroupNotFoundError('Space');
    const moved = input.group_id !== space.group_id;
    try {
      await transact([...placementItems(space, input.group_id, serial), ...groupCountUpdate(space.group_id, moved ? -1 : 0), ...groupCountUpdate(input.group_id, moved ? 1 : 0)], () => {
        throw new StaleSpaceError();
      });
      return { id: space.id, title: space.title, group_id: input.group_id, serial };
    } catch (error) {
      if (!(error instanceof StaleSpaceError) || attempt >= 5) throw error;
    }
  }
}

class StaleSpaceError extends Error {}
