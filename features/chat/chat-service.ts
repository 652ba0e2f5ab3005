/**
 * Chat's use cases (docs/chat.md): every route first checks the messaging group's switch, then that
 * the caller is a member of the thread (a non-member gets 404, as if the thread did not exist).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { keys } from '#platform/data/keys.ts';
import { cancelledByCondition, claimUnique, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { decodeCursor, encodeCursor } from '#platform/core/paging.ts';
import { GSI } from '#platform/data/table.ts';
import { messagingRules, type MessagingRules } from '#features/settings/groups/messaging-rules.ts';
import { auditPut } from '#features/settings/settings-store.ts';
import { toProfile } from '#features/members/member-store.ts';
import { toXprofile } from '#features/members/members.ts';
import { listDirectory } from '#features/members/directory-service.ts';
import { mediaIdsOf, renderMessage } from '#features/feeds/feeds.ts';
import { mediaConflictFrom, releaseItems, releaseUnused, type MediaInput } from '#features/media/media-attachments.ts';
import type { UploadRequest } from '#features/media/media-uploads.ts';
import { resolveMentions } from '#features/feeds/feed-service.ts';
import { activeMembersAmong } from '#features/spaces/space-member-store.ts';
import { isSpaceManager } from '#features/spaces/space-access.ts';
import {
  assertEnabled, assertMaySend, assertMessageLength, ChatBlockedError, GroupFullError, InvalidRecipientError, lastMessageOf, MAX_GROUP_MEMBERS, mayStart, MayNotStartError, MessageNotFoundError,
  newMember, NotDirectError, NotGroupAdminError, NotGroupError, pairOf, successorOf, ThreadNotFoundError, toMemberView, toMessageView, toThreadView, TRANSACTION_ITEMS,
  type MemberRecord, type MessageRecord, type ThreadRecord,
} from './chats.ts';
import { mediaEntries, messageMeta, messageUploads, withClaims } from './message-media.ts';
import { messageOwner } from './chat-media.ts';
import {
  adminCheck, emptyThreadDelete, LIST_KEYS, lastMessageCheck, listedUpdate, memberDelete, memberLeave, memberPut, memberUpdate, messageDeleteItems, queryMessages, queryUserThreads, reactionItems, readMessage, readMessageRef, readPairThread, readThread,
  sendItems, threadDelete, threadPut, threadUpdate, toMember, messageEditItem, readerDelete, readerUpdate, countOthersAfter,
} from './chat-store.ts';
import { newReader, SPACE_UNREAD_COUNT_LIMIT, toSpaceThreadView } from './space-chats.ts';
import { assertSpaceReader, joinSpaceThread, openSpaceThread, spaceAccessKeys, spaceEntryKeys, spaceEntryView, spaceThreadAccess, type SpaceAccess } from './space-chat-service.ts';

/** Concurrent sends to one thread touch the same member items: a conflict is retried this often. */
const SEND_ATTEMPTS = 12;

/** The messaging group in force; every chat route refuses while it is off. */
export async function chatRules(): Promise<MessagingRules> {
  const rules = await messagingRules();
  assertEnabled(rules);
  return rules;
}

interface Membership {
  thread: ThreadRecord;
  members: MemberRecord[];
  me: MemberRecord;
  /** A space's thread (docs/chat.md "Space threads"): no members of its own; `me` is the caller's reader item, or one not yet joined. */
  space?: SpaceAccess | undefined;
}

/** The thread and its members, for one of them; anyone else: 404. A space's thread: its space's active members. */
async function membership(threadId: number, caller: Caller): Promise<Membership> {
  const { thread, members } = await readThread(threadId);
  if (thread?.type === 'space') {
    const space = await spaceThreadAccess(thread, caller.userId);
    return { thread, members: [], me: space.reader ?? newReader(thread, caller.userId, thread.created_at), space };
  }
  const me = members.find((m) => m.user_id === caller.userId);
  if (!thread || !me) throw new ThreadNotFoundError();
  return { thread, members, me };
}

const profileOf = (found: Map<string, Record<string, unknown>>, userId: number | null) => {
  const item = userId === null ? undefined : found.get(itemKeyOf(keys.user(userId)));
  return item ? toXprofile(toProfile(item)) : null;
};

async function activeProfiles(userIds: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  const found = await batchGet(userIds.map((id) => keys.user(id)));
  const active = new Map<number, Record<string, unknown>>();
  for (const id of userIds) {
    const item = found.get(itemKeyOf(keys.user(id)));
    if (item && item['status'] === 'active') active.set(id, item);
  }
  return active;
}

function threadViewOf(member: MemberRecord, membersCount: number, found: Map<string, Record<string, unknown>>) {
  return toThreadView(member, { members_count: membersCount, peer: member.peer_id === null ? null : profileOf(found, member.peer_id) });
}

async function threadView(m: Membership) {
  if (m.space) return toSpaceThreadView(m.thread, m.space.space, m.space.reader, m.me.user_id);
  const found = m.me.peer_id === null ? new Map<string, Record<string, unknown>>() : await batchGet([keys.user(m.me.peer_id)]);
  return threadViewOf(m.me, m.thread.members_count, found);
}

/** The caller's threads, newest activity first: one Query of their list, one BatchGet of direct peers and groups' counts. */
export async function listThreads(caller: Caller, q: { per_page: number; cursor?: string | undefined }, unreadOnly = false) {
  const rules = await chatRules();
  const scope = { index: GSI.gsi1, partition: keys.userChatsPartition(caller.userId) };
  const page = await queryUserThreads(caller.userId, q.per_page, q.cursor ? decodeCursor(q.cursor, scope) : undefined, unreadOnly);
  const wanted = page.items.flatMap((m) => (m.space_id !== undefined ? spaceEntryKeys(m) : m.peer_id !== null ? [keys.user(m.peer_id)] : [keys.chatThread(m.thread_id)]));
  const found = wanted.length > 0 ? await batchGet(wanted) : new Map<string, Record<string, unknown>>();
  const count = (m: MemberRecord) => (m.peer_id !== null ? 2 : Number(found.get(itemKeyOf(keys.chatThread(m.thread_id)))?.['members_count'] ?? 0));
  // A space's thread is where its member last joined, sent or read it; within the page, by the thread's last activity (docs/chat.md "Space threads").
  const views = page.items.flatMap((m) => (m.space_id !== undefined ? spaceEntryView(m, found, rules) : [threadViewOf(m, count(m), found)]));
  const threads = (unreadOnly ? views.filter((t) => t.unread_count > 0) : views).sort((x, y) => y.updated_at.localeCompare(x.updated_at));
  return { threads, next_cursor: encodeCursor(page.lastKey as Record<string, string> | undefined) };
}

/** Threads with unread messages and the total (the first 100 entries of the list read). */
export async function unreadThreads(caller: Caller) {
  const { threads } = await listThreads(caller, { per_page: 100 }, true);
  return { threads, total_unread: threads.reduce((n, t) => n + t.unread_count, 0) };
}

export async function getThread(caller: Caller, threadId: number) {
  await chatRules();
  return { thread: await threadView(await membership(threadId, caller)) };
}

export async function listMembers(caller: Caller, threadId: number, groupOnly = false) {
  await chatRules();
  const m = await membership(threadId, caller);
  if (groupOnly && m.thread.type !== 'group') throw new NotGroupError();
  if (m.space) throw new NotGroupError("A space's thread has the space's members: GET /spaces/{slug}/members lists them.");
  const found = await batchGet(m.members.map((x) => keys.user(x.user_id)));
  return { members: m.members.map((x) => toMemberView(x, profileOf(found, x.user_id))) };
}

/**
 * Starts (or finds) the one direct thread of the caller and `userId`: the pair's marker is claimed
 * in the creating transaction, so of concurrent starts one creates and the others answer its thread.
 */
export async function startDirect(caller: Caller, input: { user_id: number; message?: string | undefined }) {
  const rules = await chatRules();
  if (input.user_id === caller.userId) throw new InvalidRecipientError('You cannot message yourself.');
  const pair = pairOf(caller.userId, input.user_id);
  let threadId = await readPairThread(pair);
  let created = false;
  if (threadId === null) {
    if (!mayStart(caller, rules)) throw new MayNotStartError();
    if (!(await activeProfiles([input.user_id])).has(input.user_id)) throw new InvalidRecipientError();
    const id = await nextId('chat_thread');
    const at = new Date().toISOString();
    const thread: ThreadRecord = { id, type: 'direct', title: '', created_by: caller.userId, members_count: 2, last_message_id: 0, created_at: at, updated_at: at };
    try {
      await transact([
        claimUnique('chatpair', pair, { thread_id: id }),
        threadPut(thread),
        memberPut(newMember(thread, caller.userId, 'member', input.user_id, at), true),
        memberPut(newMember(thread, input.user_id, 'member', caller.userId, at), false),
        outboxPut({ name: 'chat.thread.created', actorId: caller.userId, data: { id, type: 'direct', member_ids: [caller.userId, input.user_id] } }),
      ]);
      threadId = id;
      created = true;
    } catch (error) {
      if (!cancelledByCondition(error)) throw error;
      // Another start of the same pair won: answer its thread.
      threadId = await readPairThread(pair);
      if (threadId === null) throw error;
    }
  }
  const m = await membership(threadId, caller);
  if (m.members.some((x) => x.blocked)) throw new ChatBlockedError();
  if (input.message !== undefined) await send(caller, threadId, { message: input.message });
  // A member who deleted the thread for themself finds it in their list again.
  if (!created) await transact([listedUpdate(m.me, {})]);
  return { created, thread: await threadView(await membership(threadId, caller)) };
}

export async function createGroup(caller: Caller, input: { title: string; user_ids: number[] }) {
  const rules = await chatRules();
  if (!mayStart(caller, rules)) throw new MayNotStartError();
  const others = [...new Set(input.user_ids)].filter((u) => u !== caller.userId);
  if (others.length + 1 > MAX_GROUP_MEMBERS) throw new GroupFullError();
  const active = await activeProfiles(others);
  const missing = others.filter((u) => !active.has(u));
  if (missing.length > 0) throw new InvalidRecipientError(`No such member to message: ${missing.join(', ')}.`);
  const id = await nextId('chat_thread');
  const at = new Date().toISOString();
  const thread: ThreadRecord = { id, type: 'group', title: input.title, created_by: caller.userId, members_count: others.length + 1, last_message_id: 0, created_at: at, updated_at: at };
  await transact([
    threadPut(thread),
    memberPut(newMember(thread, caller.userId, 'admin', null, at), true),
    ...others.map((u) => memberPut(newMember(thread, u, 'member', null, at), true)),
    outboxPut({ name: 'chat.thread.created', actorId: caller.userId, data: { id, type: 'group', title: input.title, member_ids: [caller.userId, ...others] } }),
  ]);
  return { thread: await threadView(await membership(id, caller)) };
}

async function groupAdmin(caller: Caller, threadId: number): Promise<Membership> {
  await chatRules();
  const m = await membership(threadId, caller);
  if (m.thread.type !== 'group') throw new NotGroupError();
  if (m.me.role !== 'admin') throw new NotGroupAdminError();
  return m;
}

export async function updateGroup(caller: Caller, threadId: number, input: { title: string }) {
  const m = await groupAdmin(caller, threadId);
  // The title is kept on every member's item (their list shows it without another read).
  await transact([threadUpdate(threadId, { title: input.title, updated_at: new Date().toISOString() }), ...m.members.map((x) => memberUpdate(threadId, x.user_id, { thread_title: input.title }))]);
  return getThread(caller, threadId);
}

export async function deleteGroup(caller: Caller, threadId: number) {
  const m = await groupAdmin(caller, threadId);
  await transact([threadDelete(threadId), ...m.members.map((x) => memberDelete(threadId, x.user_id))]);
  return { message: 'The group was deleted.' };
}

export async function addMembers(caller: Caller, threadId: number, userIds: number[]) {
  const m = await groupAdmin(caller, threadId);
  const fresh = [...new Set(userIds)].filter((u) => !m.members.some((x) => x.user_id === u));
  if (m.members.length + fresh.length > MAX_GROUP_MEMBERS) throw new GroupFullError();
  const active = await activeProfiles(fresh);
  const missing = fresh.filter((u) => !active.has(u));
  if (missing.length > 0) throw new InvalidRecipientError(`No such member to message: ${missing.join(', ')}.`);
  const at = new Date().toISOString();
  if (fresh.length > 0) await transact([threadUpdate(threadId, {}, fresh.length), ...fresh.map((u) => memberPut(newMember(m.thread, u, 'member', null, at), true))]);
  return listMembers(caller, threadId);
}

async function groupMember(caller: Caller, threadId: number, memberId: number) {
  const m = await groupAdmin(caller, threadId);
  const target = m.members.find((x) => x.user_id === memberId);
  if (!target) throw new InvalidRecipientError('No such member in this group.');
  return { m, target };
}

export async function removeMember(caller: Caller, threadId: number, memberId: number) {
  await groupMember(caller, threadId, memberId);
  if (memberId === caller.userId) {
    await departGroup(threadId, memberId, null);
    return { members: [] };
  }
  await departGroup(threadId, memberId, caller.userId);
  return listMembers(caller, threadId);
}

export async function promoteMember(caller: Caller, threadId: number, memberId: number) {
  await groupMember(caller, threadId, memberId);
  await transact([memberUpdate(threadId, memberId, { role: 'admin' })]);
  return listMembers(caller, threadId);
}

/** Leave: a group member's item goes; in a direct thread leaving is deleting it for oneself. */
export async function leave(caller: Caller, threadId: number, groupOnly = false) {
  await chatRules();
  const m = await membership(threadId, caller);
  if (m.thread.type !== 'group') {
    if (groupOnly) throw new NotGroupError();
    return deleteForMe(caller, threadId);
  }
  const deleted = await departGroup(threadId, caller.userId, null);
  return { message: deleted ? 'You left the thread; it had no other member and was deleted.' : 'You left the thread.' };
}

/** Departures read again after another change of the group's members won the race. */
const DEPART_ATTEMPTS = 8;

/**
 * A member leaves a group, or an admin (`byAdmin`) removes them (docs/chat.md, "A group's last
 * admin"). The last admin gone, the longest-standing remaining member becomes admin in the same
 * transaction; else the transaction holds only while an admin remains (the remover, or one other):
 * two admins leaving at once cannot leave none. The last member gone, the group is deleted.
 * Answers whether it was.
 */
async function departGroup(threadId: number, leaverId: number, byAdmin: number | null): Promise<boolean> {
  for (let attempt = 1; attempt <= DEPART_ATTEMPTS; attempt++) {
    const { thread, members } = await readThread(threadId);
    const remover = byAdmin === null ? null : members.find((m) => m.user_id === byAdmin);
    if (!thread || (byAdmin === null ? !members.some((m) => m.user_id === leaverId) : !remover)) throw new ThreadNotFoundError();
    if (remover && remover.role !== 'admin') throw new NotGroupAdminError();
    if (!members.some((m) => m.user_id === leaverId)) throw new InvalidRecipientError('No such member in this group.');
    const remaining = members.filter((m) => m.user_id !== leaverId);
    const heir = successorOf(remaining);
    const keeper = remover ?? remaining.find((m) => m.role === 'admin');
    const items: TransactItem[] = [memberLeave(threadId, leaverId)];
    if (remaining.length === 0) items.push(emptyThreadDelete(threadId));
    else items.push(threadUpdate(threadId, {}, -1), heir ? memberUpdate(threadId, heir.user_id, { role: 'admin' }) : adminCheck(threadId, keeper?.user_id ?? 0));
    try {
      await transact(items);
      return remaining.length === 0;
    } catch (error) {
      if (!cancelledByCondition(error)) throw error;
    }
  }
  throw new Error(`The members of group ${threadId} kept changing`);
}

/** Delete for me: the messages so far are hidden from the caller and the thread leaves their list until the next message. */
export async function deleteForMe(caller: Caller, threadId: number) {
  await chatRules();
  const m = await membership(threadId, caller);
  // A space's thread: leaving it takes it out of one's list (its messages are the space's, hidden from no member).
  if (m.space) {
    if (m.space.reader) await transact([readerDelete(threadId, caller.userId)]);
    return { message: 'You left the thread.' };
  }
  await transact([memberUpdate(threadId, caller.userId, { cleared_before: m.thread.last_message_id, unread_count: 0, last_read_id: m.thread.last_message_id }, LIST_KEYS)]);
  return { message: 'The thread was deleted for you.' };
}

/** Blocks (or unblocks) a direct thread: while either member blocks it, neither may send or start it again. */
export async function blockThread(caller: Caller, threadId: number, blocked: boolean) {
  await chatRules();
  const m = await membership(threadId, caller);
  if (m.thread.type !== 'direct') throw new NotDirectError();
  await transact([memberUpdate(threadId, caller.userId, { blocked })]);
  return getThread(caller, threadId);
}

/** A group admin stops (or lets again) a member sending; in a direct thread, the other member: the thread's block. */
export async function blockMember(caller: Caller, threadId: number, memberId: number, blocked: boolean) {
  await chatRules();
  const m = await membership(threadId, caller);
  if (m.thread.type === 'direct') {
    if (memberId !== m.me.peer_id) throw new InvalidRecipientError('No such member in this thread.');
    return blockThread(caller, threadId, blocked);
  }
  await groupMember(caller, threadId, memberId);
  await transact([memberUpdate(threadId, memberId, { chat_blocked: blocked })]);
  return listMembers(caller, threadId);
}

/** Messages with their authors and the caller's reactions, read beside the caller's membership in one BatchGet. */
async function messageViews(caller: Caller, threadId: number, messages: MessageRecord[], extra: Array<{ pk: string; sk: string }> = [], consistent = false) {
  const authors = [...new Set(messages.flatMap((m) => (m.user_id === null ? [] : [m.user_id])))];
  const found = await batchGet([...extra, ...authors.map((u) => keys.user(u)), ...messages.map((m) => keys.chatReaction(m.id, caller.userId))], { consistent });
  return { found, views: messages.map((m) => toMessageView(m, profileOf(found, m.user_id), found.has(itemKeyOf(keys.chatReaction(m.id, caller.userId))))) };
}

/**
 * A page of messages, oldest first: the newest `per_page`, those before `before`, or after `after`.
 * Two calls: the page's Query, then one BatchGet of the caller's membership (a non-member: 404, and
 * nothing read is answered), the authors and the caller's reactions.
 */
export async function listMessages(caller: Caller, threadId: number, q: { before?: number | undefined; after?: number | undefined; per_page: number }) {
  await chatRules();
  const page = await queryMessages(threadId, { before: q.before, after: q.after, floor: 0, limit: q.per_page });
  const memberKey = keys.chatMember(threadId, caller.userId);
  // A space thread's messages name their space: the caller's access to it is read in the same BatchGet, consistently.
  const spaceId = page.items.find((x) => x.space_id !== undefined)?.space_id;
  const access = spaceId !== undefined ? spaceAccessKeys(threadId, spaceId, caller.userId) : [];
  const { found, views } = await messageViews(caller, threadId, page.items, [memberKey, ...access], spaceId !== undefined);
  const meItem = found.get(itemKeyOf(memberKey));
  if (!meItem) {
    // No member of a direct thread or group: a space's thread's reader, or 404.
    await assertSpaceReader(threadId, spaceId, caller.userId, found);
    return { messages: q.after !== undefined ? views : views.reverse(), has_more: page.more };
  }
  const me = toMember(meItem);
  const shown = views.filter((v) => v.id > me.cleared_before);
  const ordered = q.after !== undefined ? shown : shown.reverse();
  // Hidden messages (delete for me) end the page: there is no more before them.
  const more = page.more && shown.length === views.length;
  return { messages: ordered, has_more: more };
}

/** What a send or an edit takes: the text, the media it names and the link whose preview it asks for (schemas.ts sendBody). */
export interface MessageInput {
  message: string;
  media?: MediaInput | undefined;
  link_preview?: string | undefined;
}

/**
 * Sends a message: one transaction with every member's unread count and list entry, the outbox
 * event and the claims of its uploads; its link's preview is fetched before it (message-media.ts).
 */
export async function send(caller: Caller, threadId: number, input: MessageInput) {
  const rules = await chatRules();
  assertMessageLength(input.message, rules);
  // One round: the thread, the id, the author's profile, the mentions, the uploads and the link's preview side by side (a refused send leaves a gap in the ids).
  const [m, id, author, mentions, uploads, meta] = await Promise.all([
    membership(threadId, caller),
    nextId('chat_message'),
    batchGet([keys.user(caller.userId)]),
    resolveMentions(input.message),
    messageUploads(input.media, null, caller),
    messageMeta(input.message, input.link_preview, caller.userId),
  ]);
  assertMaySend(m.thread, m.me, m.members);
  const at = new Date().toISOString();
  // A space's thread: its members are the space's active members (only those mentioned are read).
  const members = m.space ? await activeMembersAmong(m.space.space.id, mentions.ids) : new Set(m.members.map((x) => x.user_id));
  const message: MessageRecord = {
    id,
    thread_id: threadId,
    user_id: caller.userId,
    message: input.message,
    message_rendered: await renderMessage(input.message, mentions.names),
    media: mediaEntries(uploads ?? [], input.media),
    meta,
    reactions_count: 0,
    // Only members are told of a mention: a thread is private.
    mentioned_user_ids: mentions.ids.filter((u) => members.has(u)),
    created_at: at,
    updated_at: at,
    ...(m.space ? { space_id: m.space.space.id } : {}),
  };
  const view = toMessageView(message, profileOf(author, caller.userId), false);
  // A space's thread touches no member's item (a space may have 100,000), the sender's own reader item aside; its
  // event names the space instead of the members: live delivery on the space's channel, no notification.
  const addressed = m.space ? { member_ids: [], space_id: m.space.space.id } : { member_ids: [...members] };
  const items: TransactItem[] = [
    ...sendItems(message, m.members, lastMessageOf(message), rules.retentionDays),
    ...(m.space?.reader ? [readerUpdate(threadId, caller.userId, at, 'sent')] : []),
    outboxPut({ name: 'chat.message.created', actorId: caller.userId, data: { ...view, ...addressed } }, new Date(at)),
  ];
  await transact(withClaims(items, message, [], uploads ?? [], new Date(at)), (failed) => {
    mediaConflictFrom(items.length)(failed);
    // A member left, or the thread went, between the read and the write.
    throw new ThreadNotFoundError();
  }, SEND_ATTEMPTS);
  return { message: view };
}

/** A message the caller may act on: a member of its thread reads it; anyone else: 404. */
async function memberMessage(caller: Caller, messageId: number) {
  await chatRules();
  const threadId = await readMessageRef(messageId);
  if (threadId === null) throw new MessageNotFoundError();
  const [m, message] = await Promise.all([readThread(threadId), readMessage(threadId, messageId)]);
  if (m.thread?.type === 'space') {
    const space = await spaceThreadAccess(m.thread, caller.userId).catch((error: unknown) => {
      throw error instanceof ThreadNotFoundError ? new MessageNotFoundError() : error;
    });
    if (!message) throw new MessageNotFoundError();
    return { thread: m.thread, members: m.members, me: space.reader ?? newReader(m.thread, caller.userId, m.thread.created_at), message, space };
  }
  const me = m.members.find((x) => x.user_id === caller.userId);
  if (!m.thread || !me || !message || message.id <= me.cleared_before) throw new MessageNotFoundError();
  return { thread: m.thread, members: m.members, me, message, space: undefined };
}

/** Edits one's own message; `media`, when given, replaces its media (as a comment's edit). */
export async function editMessage(caller: Caller, messageId: number, input: MessageInput) {
  const rules = await chatRules();
  assertMessageLength(input.message, rules);
  const { message, thread, me, members, space } = await memberMessage(caller, messageId);
  if (message.user_id !== caller.userId) throw new MessageNotFoundError();
  assertMaySend(thread, me, members);
  const [mentions, uploads, meta] = await Promise.all([resolveMentions(input.message), messageUploads(input.media, message, caller), messageMeta(input.message, input.link_preview, caller.userId, message)]);
  // A space's thread: its members are the space's active members (only those mentioned are read).
  const ids = space ? await activeMembersAmong(space.space.id, mentions.ids) : new Set(members.map((x) => x.user_id));
  const now = new Date();
  const next: MessageRecord = {
    ...message,
    message: input.message,
    message_rendered: await renderMessage(input.message, mentions.names),
    mentioned_user_ids: mentions.ids.filter((u) => ids.has(u)),
    media: uploads ? mediaEntries(uploads, input.media) : message.media,
    meta,
    updated_at: now.toISOString(),
  };
  const items = [messageEditItem(next), ...lastMessageChanges(thread, members, message.id, lastMessageOf(next))];
  await transact(uploads ? withClaims(items, message, message.media, uploads, now) : items, (failed) => {
    mediaConflictFrom(items.length)(failed);
    throw new MessageNotFoundError();
  });
  const { views } = await messageViews(caller, thread.id, [next]);
  return { message: views[0]! };
}

/** The author deletes their message for everyone (a group admin may delete any message of the group; a space's moderators, of its thread). */
export async function deleteMessage(caller: Caller, messageId: number) {
  const { message, thread, me, members, space } = await memberMessage(caller, messageId);
  const groupAdmin = (thread.type === 'group' && me.role === 'admin') || (space !== undefined && isSpaceManager(caller, space.membership));
  if (message.user_id !== caller.userId && !groupAdmin) throw new MessageNotFoundError();
  const now = new Date();
  const addressed = space ? { member_ids: [], space_id: space.space.id } : { member_ids: members.map((x) => x.user_id) };
  const items = [
    ...messageDeleteItems(thread.id, message.id),
    ...lastMessageChanges(thread, members, message.id, null),
    outboxPut({ name: 'chat.message.deleted', actorId: caller.userId, data: { id: message.id, thread_id: thread.id, user_id: message.user_id, ...addressed } }, now),
  ];
  // Its uploads are released with it (the janitor removes them after the grace); when the
  // transaction has no room for them (the last message of a full group), right after it.
  const released = mediaIdsOf(message.media);
  const together = items.length + released.length <= TRANSACTION_ITEMS;
  await transact([...items, ...(together ? releaseItems(released, messageOwner(message), now) : [])], (failed) => {
    mediaConflictFrom(items.length)(failed);
    throw new MessageNotFoundError();
  });
  if (!together) await releaseUnused(released, messageOwner(message), now);
  return { message: 'The message was deleted.', id: message.id };
}

/** The thread's last message edited or deleted: every member's list shows the change (the excerpt, or none). */
const lastMessageChanges = (thread: ThreadRecord, members: readonly MemberRecord[], messageId: number, last: ReturnType<typeof lastMessageOf> | null): TransactItem[] =>
  thread.last_message_id !== messageId ? []
  // A space's thread keeps its last message on its record alone.
  : thread.type === 'space' ? [threadUpdate(thread.id, { last_message: last })]
  : members.map((x) => memberUpdate(thread.id, x.user_id, { last_message: last }));

/** Likes (or unlikes, `remove`) a message; doing it twice changes nothing. */
export async function react(caller: Caller, messageId: number, input: { remove?: boolean | undefined }) {
  const { message, thread } = await memberMessage(caller, messageId);
  const add = input.remove !== true;
  try {
    await transact(reactionItems(thread.id, message.id, caller.userId, add, new Date().toISOString()));
  } catch (error) {
    if (!cancelledByCondition(error)) throw error;
  }
  const after = await readMessage(thread.id, message.id);
  return { id: message.id, reactions_count: after?.reactions_count ?? 0, has_user_react: add };
}

/**
 * Marks threads read: up to `message_id` (one thread) or their last message. The read mark and the
 * unread count are written only if the thread's last message is still the one read, so a message
 * sent at the same time is never counted as read (the write is tried again).
 */
export async function markRead(caller: Caller, input: { thread_ids: number[]; message_id?: number | undefined }) {
  await chatRules();
  const results = await Promise.all(input.thread_ids.map((threadId) => markOneRead(caller, threadId, input.thread_ids.length === 1 ? input.message_id : undefined)));
  return { threads: results };
}

async function markOneRead(caller: Caller, threadId: number, upTo: number | undefined) {
  for (let attempt = 1; ; attempt++) {
    const m = await membership(threadId, caller);
    // A space's thread keeps a read mark only from the join.
    if (m.space && !m.space.reader) return { id: threadId, unread_count: 0, last_read_id: 0 };
    const last = m.thread.last_message_id;
    const readTo = upTo === undefined ? last : Math.min(upTo, last);
    const unread = readTo >= last ? 0 : m.space ? await countOthersAfter(threadId, readTo, caller.userId, SPACE_UNREAD_COUNT_LIMIT) : await unreadAfter(caller, threadId, readTo, m.me.cleared_before);
    const lastRead = Math.max(readTo, m.me.last_read_id);
    // A space reader's read_count comes from the thread's count read with it: a message sent since stays unread, so a
    // mark up to the last message needs no guard (a busy space's thread would refuse it again and again).
    const mark = m.space
      ? readerUpdate(threadId, caller.userId, new Date().toISOString(), { last_read_id: lastRead, read_count: (m.thread.messages_count ?? 0) - unread })
      : memberUpdate(threadId, caller.userId, { unread_count: unread, last_read_id: lastRead });
    try {
      await transact([...(m.space && readTo >= last ? [] : [lastMessageCheck(threadId, last)]), mark]);
      return { id: threadId, unread_count: unread, last_read_id: lastRead };
    } catch (error) {
      if (!cancelledByCondition(error) || attempt >= 5) throw error;
    }
  }
}

/** Others' messages after `id` (at most a page of 100 read). */
async function unreadAfter(caller: Caller, threadId: number, id: number, floor: number): Promise<number> {
  const page = await queryMessages(threadId, { after: id, floor, limit: 100 });
  return page.items.filter((x) => x.user_id !== caller.userId).length;
}

/** Members the caller may message: the active directory (without the caller), or none while they may not start a thread. */
export async function chatUsers(caller: Caller, q: { page: number; per_page: number; cursor?: string | undefined; search?: string | undefined }) {
  const rules = await chatRules();
  if (!mayStart(caller, rules)) return { users: [], next_cursor: null };
  const page = await listDirectory({ page: q.page, per_page: q.per_page, cursor: q.cursor, status: 'active', orderby: 'display_name', order: 'asc', ...(q.search ? { search: q.search } : {}) }, caller);
  return { users: page.rows.filter((r) => r.id !== caller.userId), next_cursor: page.nextCursor };
}

/**
 * An administrator reads a thread's messages (moderation, docs/chat.md): not a member, so nothing
 * of their own changes, but every read writes an entry to the settings audit first.
 */
export async function moderationRead(caller: Caller, threadId: number, q: { before?: number | undefined; after?: number | undefined; per_page: number }) {
  await chatRules();
  if (!isAdmin(caller)) throw new ThreadNotFoundError();
  const { thread, members } = await readThread(threadId);
  if (!thread) throw new ThreadNotFoundError();
  await transact([auditPut({ at: new Date().toISOString(), user_id: caller.userId, target: `chat:${threadId}`, keys: ['messages'] })]);
  const page = await queryMessages(threadId, { before: q.before, after: q.after, floor: 0, limit: q.per_page });
  const { views } = await messageViews(caller, threadId, page.items);
  return {
    thread: { id: thread.id, type: thread.type, title: thread.title, members_count: thread.members_count, member_ids: members.map((x) => x.user_id) },
    messages: q.after !== undefined ? views : views.reverse(),
    has_more: page.more,
  };
}

/**
 * POST /chat/messages/{thread_id}/media_upload: a member who may send in the thread starts an
 * upload for a message of it, as POST /media/uploads (the same service and answer), declared for
 * the thread (object_source `chat`: private from the start, docs/media.md "Private media").
 */
export async function startMessageUpload(caller: Caller, threadId: number, request: Omit<UploadRequest, 'object_source' | 'object_id'>) {
  await chatRules();
  const m = await membership(threadId, caller);
  assertMaySend(m.thread, m.me, m.members);
  // The S3 presigner is loaded by this route alone: the chat function's start stays small (bench/bundles.ts).
  const { requestUpload } = await import('#features/media/media-service.ts');
  return requestUpload(caller, { ...request, object_source: 'chat', object_id: threadId });
}

/**
 * Joins a space's thread (`POST /chat/threads/join/{thread_id}`): it shows in the caller's list
 * from now on, with their read mark at its last message. A member of a direct thread or group is
 * in it already (answered as it is); anyone who may not see the thread: 404.
 */
export async function joinThread(caller: Caller, threadId: number) {
  await chatRules();
  const m = await membership(threadId, caller);
  if (m.space && !m.space.reader) await joinSpaceThread(m.thread, caller.userId);
  return { thread: await threadView(await membership(threadId, caller)) };
}

/** A space's thread for one of its active members (ours: where a client finds its id), made the first time one asks. */
export async function spaceThread(caller: Caller, spaceId: number) {
  const rules = await chatRules();
  const threadId = await openSpaceThread(spaceId, caller.userId, rules);
  return { thread: await threadView(await membership(threadId, caller)) };
}
