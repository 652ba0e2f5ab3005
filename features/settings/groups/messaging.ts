/**
 * `/admin/messaging-setting` [PRO]: direct messages between members (who may start one, space
 * chats, unread-message emails, the longest message). Its body is shown nowhere; docs/settings.md
 * ("Messaging setting") gives ours. Stored for a messaging client: this API has no messages yet.
 */
import * as z from 'zod';
import { integer, yesNo } from '#platform/core/fields.ts';
import { defineGroup } from './group.ts';

export const MESSAGE_STARTERS = ['members', 'moderators', 'admin_only'] as const;

export const messaging = defineGroup({
  name: 'messaging',
  paths: ['/admin/messaging-setting'],
  wrapper: 'settings',
  pro: true,
  keys: {
    is_enabled: { schema: yesNo(), default: 'no' },
    who_can_start: { schema: z.enum(MESSAGE_STARTERS), default: 'members' },
    space_chat: { schema: yesNo(), default: 'no' },
    email_unread_messages: { schema: yesNo(), default: 'yes' },
    max_message_length: { schema: integer({ min: 1, max: 10_000 }), default: 2000 },
  },
});
