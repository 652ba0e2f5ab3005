/**
 * A space's chat thread's pure rules (features/chat/space-chats.ts, docs/chat.md "Space threads"):
 * who may use it and a reader's unread count from the thread's count and their read mark.
 */
import { describe, expect, it } from 'vitest';
import type { MessagingRules } from '#features/settings/groups/messaging-rules.ts';
import { defaultSpaceSettings, type SpaceRecord } from '#features/spaces/spaces.ts';
import type { MembershipRecord } from '#features/spaces/space-member-store.ts';
import { newReader, newSpaceThread, spaceChatState, spaceUnread, toSpaceThreadView } from '#features/chat/space-chats.ts';

const rules = (spaceChat: boolean): MessagingRules => ({ enabled: true, whoCanStart: 'members', spaceChat, emailUnread: false, maxLength: 2000, retentionDays: 0 });
const at = '2026-11-28T18:00:00.000Z';
const space = (groupChat: boolean) => ({ id: 4, title: 'Gardening', members_count: 100_000, settings: { ...defaultSpaceSettings(), group_chat: groupChat } }) as SpaceRecord;
const membership = (status: MembershipRecord['status']): MembershipRecord => ({ space_id: 4, user_id: 9, role: 'member', status, joined_at: at, updated_at: at });

describe("a space's thread", () => {
  it('is open to active members while space_chat and the space\'s group_chat are on; hidden from anyone else; off otherwise', () => {
    expect(spaceChatState(rules(true), space(true), membership('active'))).toBe('open');
    for (const status of ['pending', 'banned'] as const) expect(spaceChatState(rules(true), space(true), membership(status))).toBe('hidden');
    expect(spaceChatState(rules(true), space(true), null)).toBe('hidden');
    expect(spaceChatState(rules(true), null, membership('active'))).toBe('hidden');
    expect(spaceChatState(rules(false), space(true), membership('active'))).toBe('off');
    expect(spaceChatState(rules(true), space(false), membership('active'))).toBe('off');
    // Hidden wins: a non-member learns nothing of the switches.
    expect(spaceChatState(rules(false), space(false), null)).toBe('hidden');
  });

  it("counts a reader's unread messages from the thread's count and their read mark; none before joining", () => {
    const thread = { ...newSpaceThread(12, space(true), 9, at), messages_count: 40, last_message_id: 700 };
    const reader = newReader(thread, 9, at);
    expect(reader).toMatchObject({ thread_type: 'space', space_id: 4, read_count: 40, last_read_id: 700 });
    expect(spaceUnread(thread, reader)).toBe(0);
    expect(spaceUnread({ messages_count: 47 }, reader)).toBe(7);
    expect(spaceUnread({ messages_count: 30 }, reader)).toBe(0);
    expect(spaceUnread(thread, null)).toBe(0);
    const view = toSpaceThreadView({ ...thread, messages_count: 43 }, space(true), reader, 9);
    expect(view).toMatchObject({ id: 12, type: 'space', title: 'Gardening', members_count: 100_000, peer: null, unread_count: 3, last_read_id: 700 });
  });
});
