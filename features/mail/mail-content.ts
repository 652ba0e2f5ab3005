/**
 * What a mail is made of before the layout wraps it, what renderers are given, and the settings
 * that govern every mail (docs/email.md): read once per batch of jobs with one BatchGet (the
 * site's item and the email settings group).
 */
import { config } from '#platform/config.ts';
import { withSiteValues, effectiveGroup, type SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { email } from '#features/settings/groups/email.ts';
import { privacy } from '#features/settings/groups/privacy.ts';
import { portalSlug, portalUrl } from '#features/settings/portal.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { readSiteAndGroups } from '#features/settings/settings-store.ts';
import type { SafeHtml } from './mail-html.ts';
import type { MailJob } from './mail-jobs.ts';

/**
 * The preference a non-transactional mail is governed by (and unsubscribed from).
 * `message_email_frequency`: chat's unread-message mail (docs/chat.md), the original's key.
 */
export const MAIL_LISTS = ['com_my_post_mail', 'reply_my_com_mail', 'mention_mail', 'digest_mail', 'message_email_frequency', 'invitations'] as const;
export type MailList = (typeof MAIL_LISTS)[number];

export interface RenderedMail {
  to: string;
  /** The recipient member, for the delivery log and unsubscribe; null for an address without an account. */
  user_id: number | null;
  /** Plain text, one line. */
  subject: string;
  /** The body's inner HTML; the layout adds the logo, footer and unsubscribe link. */
  html: SafeHtml;
  text: string;
  /** Non-transactional mail names its list: an unsubscribe link and headers, and no sending to a suppressed address. */
  list?: MailList;
}

export type EmailSettings = { [K in keyof typeof email.keys]: string };

export interface MailContext {
  now: Date;
  site: { name: string; url: string; portalUrl: string; timeZone: string; adminEmail: string; logoUrl: string };
  email: EmailSettings;
  enableEmailNotifications: boolean;
  digestFrequency: string;
  /** privacy `email_auto_login`: links in a member's non-transactional mail sign them in (sign-in-link.ts). */
  emailAutoLogin: boolean;
}

/** Nothing to send now (recipient gone or inactive, opted out, may no longer read the content). */
export interface SkippedMail {
  skip: string;
}

export type Renderer = (job: MailJob, ctx: MailContext) => Promise<RenderedMail | SkippedMail>;

export const isSkipped = (r: RenderedMail | SkippedMail): r is SkippedMail => 'skip' in r;

export async function loadMailContext(now = new Date()): Promise<MailContext> {
  const { site, groups } = await readSiteAndGroups(['email', 'privacy'], { consistent: true });
  const group = email as unknown as SettingsGroupDefinition;
  const values = effectiveGroup(group, withSiteValues(group, groups.email, site)) as Record<string, unknown>;
  const settings = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')])) as EmailSettings;
  return {
    now,
    site: {
      name: String(effectiveValue('site_name', site)),
      url: config.SITE_URL.replace(/\/+$/, ''),
      portalUrl: portalUrl(portalSlug(site)),
      timeZone: String(effectiveValue('timezone', site)),
      adminEmail: String(effectiveValue('admin_email', site)),
      logoUrl: String(effectiveValue('logo_url', site)),
    },
    email: settings,
    enableEmailNotifications: effectiveValue('enable_email_notifications', site) === true,
    digestFrequency: String(effectiveValue('digest_frequency', site)),
    emailAutoLogin: effectiveGroup(privacy, groups.privacy)['email_auto_login'] === 'yes',
  };
}
