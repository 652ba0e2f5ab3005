/**
 * A space's chat thread (docs/chat.md "Space threads"): the rules. The space's active members are
 * the thread's; the messaging group's space_chat and the space's settings.group_chat switch it.
 * A send touches no member (a space may have 100,000): a reader's unread count is the thread's
 * messages_count less the read_count of their read mark. No I/O here.
 */
import { ApiError } from '#platform/core/errors.ts';
import type { MessagingRules } from '#features/settings/groups/messaging-rules.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import type { MembershipRecord } from '#features/spaces/space-member-store.ts';
import { newMember, ThreadNotFoundError, toThreadView, type MemberRecord, type ThreadRecord } from './chats.ts';

/** Marking read up to a message (not the last) counts the others' messages after it, at most this many. */
export const SPACE_UNREAD_COUNT_LIMIT = 100;

export class SpaceChatOffError extends ApiError {
  constructor() {
    super(403, 'chat_space_disabled', 'This space has no chat now.');
  }
}

/**
 * Whether the caller may use the space's thread now: `hidden` (not an active member of the space,
 * or no space: 404 as for any thread one may not see), `off` (the site's space_chat or the
 * space's group_chat: 403), `open`.
 */
export function spaceChatState(rules: MessagingRules, space: SpaceRecord | null, membership: MembershipRecord | null): 'hidden' | 'off' | 'open' {
  if (!space || membership?.status !== 'active') return 'hidden';
  return rules.spaceChat && space.settings.group_chat === true ? 'open' : 'off';
}

export function assertSpaceChatOpen(rules: MessagingRules, space: SpaceRecord | null, membership: MembershipRecord | null): void {
  const state = spaceChatState(rules, space, membership);
  if (state === 'hidden') throw new ThreadNotFoundError();
  if (state === 'off') throw new SpaceChatOffError();
}

export const newSpaceThread = (id: number, space: SpaceRecord, by: number, at: string): ThreadRecord => ({
  id,
  type: 'space',
  title: space.title,
  created_by: by,
  members_count: 0,
  last_message_id: 0,
  created_at: at,
  updated_at: at,
  space_id: space.id,
  messages_count: 0,
  last_message: null,
});

/** A member joining the thread: their read mark at its last message (nothing unread), their list entry now. */
export function newReader(thread: ThreadRecord, userId: number, at: string): MemberRecord {
  return { ...newMember(thread, userId, 'member', null, at), last_read_id: thread.last_message_id, space_id: thread.space_id, read_count: thread.messages_count ?? 0 };
}

/** The messages sent since the reader's mark (their own count as read); 0 for a member who has not joined. */
export const spaceUnread = (thread: Pick<ThreadRecord, 'messages_count'>, reader: MemberRecord | null): number => (reader ? Math.max(0, (thread.messages_count ?? 0) - (reader.read_count ?? 0)) : 0);

/**
 * The thread as a member of the space sees it: titled by the space, its last message and activity
 * the thread's, its count of members the space's; read mark and unread count theirs once joined.
 */
export function toSpaceThreadView(thread: ThreadRecord, space: SpaceRecord, reader: MemberRecord | null, userId: number) {
  const me = reader ?? newMember(thread, userId, 'member', null, thread.created_at);
  const shown = { ...me, thread_title: space.title, last_message: thread.last_message ?? null, last_activity: thread.updated_at, unread_count: spaceUnread(thread, reader) };
  return toThreadView(shown, { members_count: space.members_count, peer: null });
}
