/**
 * Chat's rules (docs/chat.md): threads, their members and messages as records, who may start and
 * send, and the views the routes answer. No I/O here: chat-store.ts reads and writes the records.
 */
import { ApiError, ForbiddenError, NotFoundError } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, isModerator } from '#platform/auth/access.ts';
import type { MessagingRules } from '#features/settings/groups/messaging-rules.ts';
import type { AttachedMedia } from '#features/media/media-attachments.ts';
import type { OembedSummary } from '#features/media/link-preview.ts';

export const THREAD_TYPES = ['direct', 'group', 'space'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];
export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * The most members of a group. A send updates every member's item (unread count, list entry) in its
 * one transaction beside the message, its id's reference, the thread and the outbox event: 96 + 4
 * is DynamoDB's limit of 100 items a transaction.
 */
export const MAX_GROUP_MEMBERS = 96;
/** The longest excerpt of the last message a thread list shows. */
export const EXCERPT_LENGTH = 160;

export interface ThreadRecord {
  id: number;
  type: ThreadType;
  title: string;
  created_by: number;
  members_count: number;
  last_message_id: number;
  created_at: string;
  updated_at: string;
  /** A space's thread (type `space`): its space, the messages sent in it and the last one (space-chats.ts). */
  space_id?: number | undefined;
  messages_count?: number | undefined;
  last_message?: LastMessage | null | undefined;
}

/** A message's summary, kept on every member's item so the thread list needs no other read. */
export interface LastMessage {
  id: number;
  user_id: number;
  excerpt: string;
  created_at: string;
}

export interface MemberRecord {
  thread_id: number;
  user_id: number;
  role: MemberRole;
  /** For a direct thread: the other member (their profile titles the thread). */
  peer_id: number | null;
  thread_type: ThreadType;
  thread_title: string;
  unread_count: number;
  last_read_id: number;
  /** Delete for me: messages up to this id are hidden from this member. */
  cleared_before: number;
  /** This member blocked the (direct) thread: neither member may send in it. */
  blocked: boolean;
  /** A group admin stopped this member from sending in the thread. */
  chat_blocked: boolean;
  last_message: LastMessage | null;
  last_activity: string;
  joined_at: string;
  /** A space thread's reader (space-chats.ts): its space, and the thread's messages_count they have read. */
  space_id?: number | undefined;
  read_count?: number | undefined;
}

export interface MessageRecord {
  id: number;
  thread_id: number;
  user_id: number | null;
  message: string;
  message_rendered: string;
  /** Uploads the message shows (claimed by it: chat-media.ts) and links kept as given. */
  media: MessageMedia[];
  /** media_preview: the preview of the message's link, as a post's (features/media/link-preview.ts). */
  meta: MessageMeta;
  reactions_count: number;
  mentioned_user_ids: number[];
  created_at: string;
  updated_at: string;
  /** Set on a space thread's messages: a page of them names the space whose membership decides who reads it. */
  space_id?: number | undefined;
}

/** A message's media entry: an upload it claimed, or a link kept as given (as a comment's). */
export type MessageMedia = AttachedMedia | { type: string; url: string };
export interface MessageMeta {
  media_preview?: OembedSummary;
}

/**
 * The most uploads one message shows. They are claimed in the send's one transaction beside every
 * member's item, so a group past MAX_GROUP_MEMBERS - MAX_MESSAGE_MEDIA members has room for fewer
 * (mediaRoom).
 */
export const MAX_MESSAGE_MEDIA = 4;
/** DynamoDB's limit of items in one transaction. */
export const TRANSACTION_ITEMS = 100;
/** The uploads a write of `items` other items can still claim in its one transaction. */
export const mediaRoom = (items: number): number => Math.max(0, Math.min(MAX_MESSAGE_MEDIA, TRANSACTION_ITEMS - items));

/** The first http(s) link of a message's text, whose preview the message shows (null: none). */
export function firstLinkOf(message: string): string | null {
  return /\bhttps?:\/\/[^\s<>"'`]+/i.exec(message)?.[0]?.replace(/[.,;:!?)\]}]+$/, '') ?? null;
}

/** More uploads than a message may show, or than its write has room for in this thread (mediaRoom). */
export class TooManyMediaError extends ApiError {
  constructor(max: number) {
    super(400, 'too_many_media', `At most ${max} media may be attached to a message in this thread.`, { data: { field: 'media_ids', max } });
  }
}

export class ChatDisabledError extends ApiError {
  constructor() {
    super(403, 'chat_disabled', 'Messaging is switched off on this community.');
  }
}
export class ThreadNotFoundError extends NotFoundError {
  constructor() {
    super('chat_thread_not_found', 'No such chat thread.');
  }
}
export class MessageNotFoundError extends NotFoundError {
  constructor() {
    super('chat_message_not_found', 'No such chat message.');
  }
}
export class ChatBlockedError extends ApiError {
  constructor(message = 'This conversation is blocked.') {
    super(403, 'chat_blocked', message);
  }
}
export class MayNotStartError extends ApiError {
  constructor() {
    super(403, 'chat_start_forbidden', 'You may not start a conversation on this community.');
  }
}
export class MessageTooLongError extends ApiError {
  constructor(max: number) {
    super(400, 'chat_message_too_long', `A message may have at most ${max} characters.`, { data: { max_message_length: max } });
  }
}
export class NotGroupAdminError extends ForbiddenError {
  constructor() {
    super('Only an admin of this group may do that.');
  }
}
export class GroupFullError extends ApiError {
  constructor() {
    super(400, 'chat_group_full', `A group has at most ${MAX_GROUP_MEMBERS} members.`, { data: { max_members: MAX_GROUP_MEMBERS } });
  }
}
export class NotGroupError extends ApiError {
  constructor(message = 'This is not a group thread.') {
    super(400, 'chat_not_group', message);
  }
}
export class NotDirectError extends ApiError {
  constructor() {
    super(400, 'chat_not_direct', 'Only a direct thread can be blocked; a group admin blocks a member instead.');
  }
}
export class InvalidRecipientError extends ApiError {
  constructor(message = 'No such member to message.') {
    super(400, 'chat_invalid_recipient', message);
  }
}

export function assertEnabled(rules: MessagingRules): void {
  if (!rules.enabled) throw new ChatDisabledError();
}

/** who_can_start: members (anyone signed in), moderators (and administrators), admin_only. */
export function mayStart(caller: Caller, rules: MessagingRules): boolean {
  if (rules.whoCanStart === 'admin_only') return isAdmin(caller);
  if (rules.whoCanStart === 'moderators') return isModerator(caller);
  return true;
}

export function assertMessageLength(message: string, rules: MessagingRules): void {
  if ([...message].length > rules.maxLength) throw new MessageTooLongError(rules.maxLength);
}

/** Whether `member` may send in the thread whose members are `members` (blocking, docs/chat.md). */
export function assertMaySend(thread: ThreadRecord, member: MemberRecord, members: readonly MemberRecord[]): void {
  if (member.chat_blocked) throw new ChatBlockedError('A group admin stopped you from sending in this thread.');
  if (thread.type === 'direct' && members.some((m) => m.blocked)) throw new ChatBlockedError();
}

/** A direct thread's pair marker value: the lower id first, so either member finds it. */
export const pairOf = (a: number, b: number): string => (a < b ? `${a}#${b}` : `${b}#${a}`);

export function excerptOf(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= EXCERPT_LENGTH ? flat : `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…`;
}

export const lastMessageOf = (m: MessageRecord): LastMessage => ({ id: m.id, user_id: m.user_id ?? 0, excerpt: excerptOf(m.message), created_at: m.created_at });

export function newMember(thread: Pick<ThreadRecord, 'id' | 'type' | 'title'>, userId: number, role: MemberRole, peerId: number | null, at: string): MemberRecord {
  return {
    thread_id: thread.id,
    user_id: userId,
    role,
    peer_id: peerId,
    thread_type: thread.type,
    thread_title: thread.title,
    unread_count: 0,
    last_read_id: 0,
    cleared_before: 0,
    blocked: false,
    chat_blocked: false,
    last_message: null,
    last_activity: at,
    joined_at: at,
  };
}

const lastMessageView = (m: LastMessage | null) => (m ? { id: m.id, user_id: m.user_id, message: m.excerpt, created_at: toSqlDateTime(m.created_at) } : null);

/** A thread as its member sees it; `peer` is the other member's xprofile in a direct thread. */
export function toThreadView(member: MemberRecord, extras: { members_count: number; peer: unknown }) {
  return {
    id: member.thread_id,
    type: member.thread_type,
    title: member.thread_title,
    members_count: extras.members_count,
    peer: extras.peer ?? null,
    role: member.role,
    blocked: member.blocked,
    last_message: lastMessageView(member.last_message),
    unread_count: member.unread_count,
    last_read_id: member.last_read_id,
    updated_at: toSqlDateTime(member.last_activity),
  };
}

export function toMessageView(m: MessageRecord, xprofile: unknown, reacted: boolean) {
  return {
    id: m.id,
    thread_id: m.thread_id,
    user_id: m.user_id,
    xprofile: xprofile ?? null,
    message: m.message,
    message_rendered: m.message_rendered,
    media: m.media,
    meta: m.meta,
    reactions_count: m.reactions_count,
    has_user_react: reacted,
    created_at: toSqlDateTime(m.created_at),
    updated_at: toSqlDateTime(m.updated_at),
  };
}

export const toMemberView = (m: MemberRecord, xprofile: unknown) => ({
  user_id: m.user_id,
  role: m.role,
  chat_blocked: m.chat_blocked,
  joined_at: toSqlDateTime(m.joined_at),
  xprofile: xprofile ?? null,
});

/**
 * Who becomes a group's admin when its last admin leaves or is removed (docs/chat.md, "A group's
 * last admin"): the longest-standing remaining member (the lowest id of those who joined together);
 * null while an admin remains, or no one does.
 */
export function successorOf(remaining: readonly MemberRecord[]): MemberRecord | null {
  if (remaining.some((m) => m.role === 'admin')) return null;
  return [...remaining].sort((x, y) => x.joined_at.localeCompare(y.joined_at) || x.user_id - y.user_id)[0] ?? null;
}
