/** A member's mail preferences and how they combine with the site's defaults (docs/email.md). */
import type { MailContext, MailList } from './mail-content.ts';

export type YesNo = 'yes' | 'no';

export interface MailPreferences {
  com_my_post_mail?: YesNo;
  reply_my_com_mail?: YesNo;
  mention_mail?: YesNo;
  digest_mail?: YesNo;
  message_email_frequency?: 'hourly' | 'daily' | 'weekly' | 'disabled';
  space_prefs?: Record<string, 'all_member_posts' | 'admin_only_posts'>;
  updated_at?: string;
}

/**
 * The member's own choice, else the site's default: the email group's switch of the same name
 * (`digest_mail`: `digest_email_status`). Invitations go to addresses, not members: always on here.
 * Chat's `message_email_frequency` is on unless `disabled`: its site-wide switch is the messaging
 * group's `email_unread_messages`, which the chat mail checks before this.
 */
export function effectivePreference(prefs: MailPreferences, list: MailList, ctx: Pick<MailContext, 'email'>): boolean {
  if (list === 'invitations') return true;
  if (list === 'message_email_frequency') return prefs.message_email_frequency !== 'disabled';
  const own = prefs[list];
  if (own !== undefined) return own === 'yes';
  const siteDefault = list === 'digest_mail' ? ctx.email.digest_email_status : ctx.email[list];
  return siteDefault === 'yes';
}
