/**
 * Seeds spaces and memberships for the spaces scenarios with the API's own item builders (space
 * record, slug marker, discover entry, words, sidebar card; membership items), in BatchWrites.
 * The first space is the big one whose detail and members page are measured.
 */
import type { BenchContext } from '../types.ts';
import { putAll, putWhenFull, seedMembers, seededUserIds } from './members.ts';

let seededSpaces = 0;
let seededMemberships = 0;
const spaceIds: number[] = [];

export interface SeededSpaces {
  spaces: number;
  memberships: number;
  bigSlug: string;
}

/**
 * Tops up to `spaces` spaces and `memberships` memberships: `bigShare` of the new memberships go
 * to the first space, the rest spread over the others.
 */
export async function seedSpaces(ctx: BenchContext, spaces: number, memberships: number, bigShare: number): Promise<SeededSpaces> {
  await seedMembers(ctx, Math.max(memberships, 100), 20);
  const { incrementCounter, transact, counterUpdate } = await import('#platform/data/transactions.ts');
  const { newSpaceItems } = await import('#features/spaces/space-store.ts');
  const { membershipPut } = await import('#features/spaces/space-member-store.ts');
  const { defaultSpaceSettings } = await import('#features/spaces/spaces.ts');
  const { tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');

  const newSpaces = spaces - seededSpaces;
  if (newSpaces > 0) {
    const last = await incrementCounter('id#space', newSpaces);
    for (let i = 0; i < newSpaces; i++) spaceIds.push(last - newSpaces + 1 + i);
  }
  const newMemberships = memberships - seededMemberships;
  // Who joins which space: a share for the big space, the rest round-robin over the others.
  const members = new Map<number, number[]>(spaceIds.map((id) => [id, []]));
  const bigId = spaceIds[0] ?? 0;
  const bigCount = Math.floor(newMemberships * bigShare);
  for (let i = 0; i < newMemberships; i++) {
    const userId = seededUserIds[(seededMemberships + i) % seededUserIds.length] ?? 1;
    const spaceId = i < bigCount || spaceIds.length === 1 ? bigId : (spaceIds[1 + (i % (spaceIds.length - 1))] ?? bigId);
    members.get(spaceId)?.push(userId);
  }

  const items: Record<string, unknown>[] = [];
  const at = new Date().toISOString();
  const admin = 1;
  for (const [index, id] of spaceIds.entries()) {
    const joining = members.get(id) ?? [];
    const isNew = index >= seededSpaces;
    if (isNew) {
      const record = {
        id,
        created_by: admin,
        parent_id: null,
        group_id: 0,
        title: `Bench space ${index}`,
        slug: `bench-space-${index}`,
        logo: '',
        cover_photo: '',
        description: 'A space of the benchmark.',
        type: 'discussion' as const,
        privacy: 'public' as const,
        status: 'published' as const,
        serial: index + 1,
        settings: defaultSpaceSettings(),
        lockscreen: null,
        members_count: joining.length,
        pending_count: 0,
        role_counts: { member: joining.length, moderator: 0, admin: 0 },
        posts_count: 0,
        created_at: at,
        updated_at: at,
        rev: 0,
      };
      for (const item of newSpaceItems(record)) if (item.Put) items.push(item.Put.Item as Record<string, unknown>);
    }
    for (const userId of joining) {
      const put = membershipPut({ space_id: id, user_id: userId, role: 'member', status: 'active', joined_at: at, updated_at: at }).Put;
      if (put) items.push(put.Item as Record<string, unknown>);
      await putWhenFull(items);
    }
  }
  await putAll(items);
  // Counters the builders leave to ADD updates; existing spaces get their new members counted.
  const counts = [...members].filter(([id, list]) => list.length > 0 && spaceIds.indexOf(id) < seededSpaces);
  for (const [id, list] of counts) {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.space(id),
          UpdateExpression: 'ADD members_count :n, active_member_count :n',
          ExpressionAttributeValues: { ':n': list.length },
        },
      },
    ]);
  }
  if (newSpaces > 0) await transact([counterUpdate('spaces#published', newSpaces), counterUpdate('spaces#discover', newSpaces)]);
  seededSpaces = spaces;
  seededMemberships = memberships;
  return { spaces, memberships, bigSlug: 'bench-space-0' };
}

/** Makes `userIds` active members of a space (membership items in BatchWrites, the space's counts ADDed): the chat scenario's space thread. */
export async function seedSpaceMembers(spaceId: number, userIds: readonly number[]): Promise<void> {
  const { transact } = await import('#platform/data/transactions.ts');
  const { membershipPut } = await import('#features/spaces/space-member-store.ts');
  const { tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const at = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (const userId of userIds) {
    const put = membershipPut({ space_id: spaceId, user_id: userId, role: 'member', status: 'active', joined_at: at, updated_at: at }).Put;
    if (put) items.push(put.Item as Record<string, unknown>);
    await putWhenFull(items);
  }
  await putAll(items);
  const add = { Update: { TableName: tableName, Key: keys.space(spaceId), UpdateExpression: 'ADD members_count :n, active_member_count :n', ExpressionAttributeValues: { ':n': userIds.length } } };
  await transact([add]);
}
