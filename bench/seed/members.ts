/**
 * Seeds members for the directory scenarios straight into the table, with the same item builders
 * the API writes through (profile, role index, search words, counters), in BatchWrites: creating
 * 100,000 accounts through the API would measure the seeding, not the directory.
 * Needs the in-process local stack (its environment points the data modules at DynamoDB Local).
 */
import type { BenchContext } from '../types.ts';

const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Mo', 'Nia', 'Oskar', 'Pia', 'Quin', 'Rosa', 'Sami', 'Tova'];
const SYLLABLES = ['bar', 'cor', 'dun', 'fel', 'gar', 'hol', 'kin', 'lor', 'mar', 'nor', 'pel', 'quor', 'ros', 'sil', 'tam', 'vel', 'wen', 'xan', 'yor', 'zed'];

/** A surname from the member number: 20^3 = 8,000 distinct names, so a surname search finds few. */
export function surname(n: number): string {
  const s = (i: number) => SYLLABLES[i % SYLLABLES.length] ?? 'x';
  const name = `${s(n)}${s(Math.floor(n / 20))}${s(Math.floor(n / 400))}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export interface SeededMembers {
  /** Members in the table after seeding (seeded ones plus those that were there). */
  total: number;
  /** A surname that exists, for the search request. */
  searchTerm: string;
}

let seeded = 0;
/** Ids of every member seeded so far, in seeding order. */
export const seededUserIds: number[] = [];

/** Tops the directory up to `target` seeded members; `online` of them active in the last 5 minutes. */
export async function seedMembers(ctx: BenchContext, target: number, online: number): Promise<SeededMembers> {
  if (!ctx.dynamo) throw new Error('the directory scenarios seed DynamoDB directly: run them against the local stack (no BENCH_BASE_URL)');
  const { incrementCounter, transact, counterUpdate } = await import('#platform/data/transactions.ts');
  const { newMemberItems } = await import('#features/members/member-store.ts');
  const { newProfile } = await import('#features/members/members.ts');

  const count = target - seeded;
  if (count > 0) {
    const lastId = await incrementCounter('id#user', count);
    const firstId = lastId - count + 1;
    const now = Date.now();
    const puts: Record<string, unknown>[] = [];
    const roles = { member: 0, moderator: 0 };
    for (let i = 0; i < count; i++) {
      const n = seeded + i;
      const role = n % 50 === 0 ? 'moderator' : 'member';
      roles[role] += 1;
      // Everyone joined 30 to 730 days ago; the first `online` members were active minutes ago.
      const createdAt = new Date(now - (30 + (n % 700)) * 86_400_000 - (n % 86_400) * 1000).toISOString();
      const profile = newProfile(
        { username: `bench_${n}`, email: `bench_${n}@bench.example`, display_name: `${FIRST[n % FIRST.length]} ${surname(n)}`, role, status: 'active' },
        firstId + i,
        createdAt,
      );
      if (n < online) profile.last_activity = new Date(now - (n + 1) * 10_000).toISOString();
      for (const item of newMemberItems(profile)) if (item.Put) puts.push(item.Put.Item as Record<string, unknown>);
      seededUserIds.push(firstId + i);
      await putWhenFull(puts);
    }
    await putAll(puts);
    await transact([
      counterUpdate('members#active', count),
      counterUpdate('members#active#member', roles.member),
      counterUpdate('members#active#moderator', roles.moderator),
    ]);
    seeded = target;
  }
  return { total: seeded, searchTerm: surname(Math.floor(seeded / 2)).toLowerCase() };
}

/** Items a seeder holds before writing them: 100,000 members' items held at once were about 500 MB of live heap. */
const SEED_CHUNK = 10_000;

/** Writes and empties `items` once it holds SEED_CHUNK, so a seeder's memory does not grow with the community it seeds. */
export async function putWhenFull(items: Record<string, unknown>[]): Promise<void> {
  if (items.length >= SEED_CHUNK) await putAll(items.splice(0));
}

/** Writes items with BatchWrites of 25, several in flight (seeding only). */
export async function putAll(items: Record<string, unknown>[], concurrency = 8): Promise<void> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      let pending = items.slice(next, next + 25).map((Item) => ({ PutRequest: { Item } }));
      next += 25;
      while (pending.length > 0) {
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (out.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
