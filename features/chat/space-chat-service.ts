/**
 * A space's chat thread (docs/chat.md "Space threads"): who may use it (the space's active
 * members, read with the caller's reader item in one consistent BatchGet), the thread made the
 * first time a member asks for it, and its entries in a member's thread list.
 */
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { keys } from '#platform/data/keys.ts';
import { cancelledByCondition, claimUnique, nextId, transact } from '#platform/data/transactions.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { messagingRules, type MessagingRules } from '#features/settings/groups/messaging-rules.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { ThreadNotFoundError, type MemberRecord, type ThreadRecord } from './chats.ts';
import { assertSpaceChatOpen, newReader, newSpaceThread, spaceChatState, toSpaceThreadView } from './space-chats.ts';
import { readerPut, readSpaceThread, readThread, threadPut, toMember, toThread } from './chat-store.ts';

/** The caller's standing in a space's thread: the space, their membership of it, their reader item once joined. */
export interface SpaceAccess {
  space: SpaceRecord;
  membership: MembershipRecord;
  reader: MemberRecord | null;
}

type Found = Map<string, Record<string, unknown>>;

/** What decides the caller's access to a space's thread (read beside other keys where a route reads some). */
export const spaceAccessKeys = (threadId: number, spaceId: number, userId: number) => [keys.space(spaceId), keys.spaceMember(spaceId, userId), keys.chatReader(threadId, userId)];

/** The space and the member's membership of it, from a read that held their keys (the first two of spaceAccessKeys). */
function spaceStanding(found: Found, spaceId: number, userId: number): { space: SpaceRecord | null; membership: MembershipRecord | null } {
  const spaceItem = found.get(itemKeyOf(keys.space(spaceId)));
  const memberItem = found.get(itemKeyOf(keys.spaceMember(spaceId, userId)));
  return { space: spaceItem ? toSpace(spaceItem) : null, membership: memberItem ? toMembership(memberItem) : null };
}

/** The space and the member's membership, read consistently: one who just left or was banned is no member. */
const readSpaceStanding = async (spaceId: number, userId: number) => spaceStanding(await batchGet([keys.space(spaceId), keys.spaceMember(spaceId, userId)], { consistent: true }), spaceId, userId);

/** The caller's access from what was read (404 or 403 when they may not use the thread). */
export function spaceAccessOf(found: Found, threadId: number, spaceId: number, userId: number, rules: MessagingRules): SpaceAccess {
  const { space, membership } = spaceStanding(found, spaceId, userId);
  assertSpaceChatOpen(rules, space, membership);
  const readerItem = found.get(itemKeyOf(keys.chatReader(threadId, userId)));
  return { space: space!, membership: membership!, reader: readerItem ? toMember(readerItem) : null };
}

/** Consistent: a member who just left the space, or was banned from it, reads nothing more. */
export const readSpaceAccessKeys = (threadId: number, spaceId: number, userId: number): Promise<Found> => batchGet(spaceAccessKeys(threadId, spaceId, userId), { consistent: true });

/** The caller's access to a space's thread whose record was read. */
export async function spaceThreadAccess(thread: ThreadRecord, userId: number): Promise<SpaceAccess> {
  if (thread.space_id === undefined) throw new ThreadNotFoundError();
  const [rules, found] = await Promise.all([messagingRules(), readSpaceAccessKeys(thread.id, thread.space_id, userId)]);
  return spaceAccessOf(found, thread.id, thread.space_id, userId, rules);
}

/** Whether a member may use a space's thread now: an active member of the space, its chat on (read consistently). */
export async function mayUseSpaceThread(spaceId: number, userId: number): Promise<boolean> {
  const [rules, { space, membership }] = await Promise.all([messagingRules(), readSpaceStanding(spaceId, userId)]);
  return spaceChatState(rules, space, membership) === 'open';
}

/**
 * A page of messages of a thread the caller is no member of: allowed only for a space's thread
 * they may use. `found` holds the access keys when the page's messages named the space; an empty
 * page names none, and the thread's record tells.
 */
export async function assertSpaceReader(threadId: number, spaceId: number | undefined, userId: number, found: Found): Promise<void> {
  const rules = await messagingRules();
  if (spaceId !== undefined) {
    spaceAccessOf(found, threadId, spaceId, userId, rules);
    return;
  }
  const { thread } = await readThread(threadId);
  if (thread?.type !== 'space') throw new ThreadNotFoundError();
  await spaceThreadAccess(thread, userId);
}

/**
 * The space's thread for one of its members, made the first time one asks for it: the space's
 * marker is claimed in the creating transaction, so of concurrent first asks one creates it.
 */
export async function openSpaceThread(spaceId: number, userId: number, rules: MessagingRules): Promise<number> {
  const [threadId, { space, membership }] = await Promise.all([readSpaceThread(spaceId), readSpaceStanding(spaceId, userId)]);
  assertSpaceChatOpen(rules, space, membership);
  if (threadId !== null) return threadId;
  const id = await nextId('chat_thread');
  const at = new Date().toISOString();
  try {
    await transact([
      claimUnique('chatspace', String(spaceId), { thread_id: id }),
      threadPut(newSpaceThread(id, space!, userId, at)),
      outboxPut({ name: 'chat.thread.created', actorId: userId, data: { id, type: 'space', title: space!.title, space_id: spaceId, member_ids: [] } }),
    ]);
    return id;
  } catch (error) {
    if (!cancelledByCondition(error)) throw error;
    const won = await readSpaceThread(spaceId);
    if (won === null) throw error;
    return won;
  }
}

/** Joins the thread (its reader item: the read mark at the last message, the entry in the list); joining twice changes nothing. */
export async function joinSpaceThread(thread: ThreadRecord, userId: number): Promise<void> {
  try {
    await transact([readerPut(newReader(thread, userId, new Date().toISOString()))]);
  } catch (error) {
    if (!cancelledByCondition(error)) throw error;
  }
}

/** A list entry's extra keys (the thread's record, the space and the member's membership), read in the list's one BatchGet. */
export const spaceEntryKeys = (entry: MemberRecord) => (entry.space_id === undefined ? [] : [keys.chatThread(entry.thread_id), ...spaceAccessKeys(entry.thread_id, entry.space_id, entry.user_id).slice(0, 2)]);

/** A list entry of a space's thread, or none while the member may not use it (left the space, chat switched off). */
export function spaceEntryView(entry: MemberRecord, found: Found, rules: MessagingRules) {
  if (entry.space_id === undefined) return [];
  const threadItem = found.get(itemKeyOf(keys.chatThread(entry.thread_id)));
  const { space, membership } = spaceStanding(found, entry.space_id, entry.user_id);
  if (!threadItem || !space || spaceChatState(rules, space, membership) !== 'open') return [];
  return [toSpaceThreadView(toThread(threadItem), space, entry, entry.user_id)];
}
