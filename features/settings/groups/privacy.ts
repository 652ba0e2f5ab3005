/** `/settings/privacy-settings`: what members may change and who sees the directory and profiles (fc-shapes-2.md 3.11). */
import * as z from 'zod';
import { yesNo } from '#platform/core/fields.ts';
import { defineGroup } from './group.ts';

/** Who may see a page: anyone, signed-in members, or administrators only. */
export const AUDIENCES = ['everybody', 'logged_in', 'admin_only'] as const;
export type Audience = (typeof AUDIENCES)[number];
const audience = { schema: z.enum(AUDIENCES), default: 'everybody' as Audience };

export const privacy = defineGroup({
  name: 'privacy',
  paths: ['/settings/privacy-settings'],
  wrapper: 'settings',
  keys: {
    can_customize_username: { schema: yesNo(), default: 'no' },
    can_change_email: { schema: yesNo(), default: 'no' },
    email_auto_login: { schema: yesNo(), default: 'yes' },
    can_change_password: { schema: yesNo(), default: 'yes' },
    show_last_activity: { schema: yesNo(), default: 'yes' },
    enable_gravatar: { schema: yesNo(), default: 'yes' },
    enable_user_sync: { schema: yesNo(), default: 'yes' },
    skip_crm_undeliverable_emails: { schema: yesNo(), default: 'yes' },
    can_deactive_account: { schema: yesNo(), default: 'no' },
    members_page_status: { ...audience },
    profile_page_visibility: { ...audience },
    user_space_visibility: { ...audience },
    leaderboard_members_visibility: { ...audience },
  },
  // The original stores the keys sent in place of the group, objects and arrays as ''.
  original: { replace: true, blankNonScalars: true },
});
