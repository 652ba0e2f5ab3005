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
    can_customize_username: { role: { planned: "members change their own username (the original's profile update)", issue: 30 }, schema: yesNo(), default: 'no' },
    can_change_email: { role: { planned: 'members change their own email', issue: 29 }, schema: yesNo(), default: 'no' },
    email_auto_login: { role: { planned: 'sign-in links in emails', issue: 29 }, schema: yesNo(), default: 'yes' },
    can_change_password: { role: { planned: 'members change their own password', issue: 29 }, schema: yesNo(), default: 'yes' },
    show_last_activity: { role: { behaviour: "members' last activity shown to other members", where: 'features/settings/site-access.ts showsLastActivity', test: 'test/api/settings/privacy-settings.test.ts' }, schema: yesNo(), default: 'yes' },
    enable_gravatar: { role: { planned: "Gravatar images for members without an avatar (the original's xprofile)", issue: 30 }, schema: yesNo(), default: 'yes' },
    enable_user_sync: { role: { admin: "the CRM integration's user sync, which it reads through the admin API" }, schema: yesNo(), default: 'yes' },
    skip_crm_undeliverable_emails: { role: { admin: "the CRM integration's rule for undeliverable addresses, which it reads through the admin API" }, schema: yesNo(), default: 'yes' },
    can_deactive_account: { role: { planned: "members deactivate their own account (the original's PUT /profile/{username})", issue: 30 }, schema: yesNo(), default: 'no' },
    members_page_status: { ...audience, role: { behaviour: 'who sees the member directory', where: 'features/members/directory-service.ts (site-access.ts assertMaySee)', test: 'test/api/settings/privacy-settings.test.ts' } },
    profile_page_visibility: { ...audience, role: { behaviour: 'who sees member profiles', where: 'features/members/member-service.ts (site-access.ts assertMaySee)', test: 'test/api/settings/privacy-settings.test.ts' } },
    user_space_visibility: { ...audience, role: { planned: "who sees a member's spaces (the original's GET /profile/{username}/spaces, missing today)", issue: 30 } },
    leaderboard_members_visibility: { ...audience, role: { behaviour: 'who sees the leaderboard', where: 'features/members/directory-service.ts (site-access.ts assertMaySee)', test: 'test/api/settings/privacy-settings.test.ts' } },
  },
});
