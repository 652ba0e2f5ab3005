/**
 * `/admin/email-settings`: which notification emails go out, the digest's day and time, the
 * sender and the footer (fc-shapes-2.md 3.3). No secrets. Stored for issue 29 (mail on Amazon
 * SES): this API sends no mail yet (docs/settings.md, "Email settings").
 */
import * as z from 'zod';
import { emailOrEmpty, httpUrlOrEmpty, yesNo } from '#platform/core/fields.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { defineGroup, siteKey, text } from './group.ts';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export const DEFAULT_EMAIL_FOOTER =
  'You are getting this email because you are a member of {{site_name_with_url}}. {{manage_email_notification_url|Manage your email notifications}}';

export const email = defineGroup({
  name: 'email',
  paths: ['/admin/email-settings'],
  wrapper: 'email_settings',
  keys: {
    com_my_post_mail: { schema: yesNo(), default: 'yes' },
    reply_my_com_mail: { schema: yesNo(), default: 'yes' },
    mention_mail: { schema: yesNo(), default: 'yes' },
    digest_email_status: { schema: yesNo(), default: 'no' },
    digest_mail_day: { schema: z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(', ')}` }), default: 'tue' },
    daily_digest_time: { schema: z.string().trim().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time HH:MM'), default: '09:00' },
    // The registry's sender (from_name, from_email): one value for every reader of it.
    send_from_name: siteKey('from_name'),
    send_from_email: siteKey('from_email'),
    reply_to_name: { schema: text(120), default: '' },
    reply_to_email: { schema: emailOrEmpty(), default: '' },
    email_footer: { schema: text(5000), default: DEFAULT_EMAIL_FOOTER },
    disable_powered_by: { schema: yesNo(), default: 'no' },
    logo: { schema: httpUrlOrEmpty(), default: '' },
  },
  // As the original: without a logo of its own, emails show the site's (`global_logo`).
  shapeAnswer: (view, { site }) => ({ email_settings: view.logo === '' ? { ...view, global_logo: effectiveValue('logo_url', site) } : view }),
  // global_logo is shown, not kept: a client sending the answer back is not refused for it.
  parse: ({ global_logo: _shown, ...input }) => input,
});
