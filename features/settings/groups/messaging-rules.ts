/**
 * The messaging group's rules in force (docs/chat.md), for the chat routes: kept in this container
 * like the site's rules (site-rules.ts), for config.SETTINGS_CACHE_SECONDS, and dropped with them
 * when a group is saved here. Apart from site-rules.ts so only the functions that chat carry it.
 */
import { config } from '#platform/config.ts';
import { keptCopy } from '#platform/core/kept-copy.ts';
import { readSiteAndGroups } from '#features/settings/settings-store.ts';
import { effectiveGroup } from './group.ts';
import { messaging, type MESSAGE_STARTERS } from './messaging.ts';
import { onForgetSiteRules } from './site-rules.ts';

export interface MessagingRules {
  enabled: boolean;
  whoCanStart: (typeof MESSAGE_STARTERS)[number];
  spaceChat: boolean;
  emailUnread: boolean;
  maxLength: number;
  /** Days a message is kept (0: for ever), set on each message as it is sent (docs/chat.md). */
  retentionDays: number;
}

const kept = keptCopy(() => load(), () => config.SETTINGS_CACHE_SECONDS * 1000);
onForgetSiteRules(() => kept.forget());

export const messagingRules = (now = Date.now()): Promise<MessagingRules> => kept.get(now);

/** The group read afresh, not this container's copy: the chat mail decides at send time (docs/chat.md). */
export const freshMessagingRules = (): Promise<MessagingRules> => load();

async function load(): Promise<MessagingRules> {
  // Consistent: the read that follows a change in this container must see it.
  const { groups } = await readSiteAndGroups(['messaging'], { consistent: true });
  const m = effectiveGroup(messaging, groups.messaging);
  return {
    enabled: m['is_enabled'] === 'yes',
    whoCanStart: m['who_can_start'] as MessagingRules['whoCanStart'],
    spaceChat: m['space_chat'] === 'yes',
    emailUnread: m['email_unread_messages'] === 'yes',
    maxLength: Number(m['max_message_length']),
    retentionDays: Number(m['retention_days']),
  };
}
