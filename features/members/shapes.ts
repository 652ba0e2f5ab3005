/**
 * Member-facing shapes other domains may reuse (docs/openapi.md): the member summary embedded in
 * posts, comments, notifications and lists (members.ts toXprofile), a member's profile as the
 * profile routes answer it (members.ts toProfileView) and a row of the member directory
 * (members.ts toMemberRow), both built on the Xprofile. Named components (`.meta({id})`).
 */
import * as z from 'zod';
import { ACCOUNT_STATUSES, ROLES } from '#platform/core/roles.ts';
import { DEFAULT_SOCIAL_LINKS } from '#features/members/members.ts';
import { SOCIAL_PROVIDERS } from '#features/settings/groups/social-providers.ts';
import { EMAIL_STATUSES } from '#features/members/email-status.ts';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { Level } from '#features/points/shapes.ts';

/** A member's social links: the providers toXprofile always fills (empty when unset), the others once set. */
export const SocialLinks = z
  .strictObject(
    Object.fromEntries(
      SOCIAL_PROVIDERS.map((p) => [p, p in DEFAULT_SOCIAL_LINKS ? z.string() : z.string().optional()]),
    ) as Record<(typeof SOCIAL_PROVIDERS)[number], z.ZodString | z.ZodOptional<z.ZodString>>,
  )
  .meta({ id: 'SocialLinks', description: 'Profile links by provider: a URL, a handle, or empty.' });

/** A profile's social links: every enabled profile link provider (empty when unset), no other (members.ts shownSocialLinks). */
const ProfileSocialLinks = z
  .strictObject(Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, z.string().optional()])) as Record<(typeof SOCIAL_PROVIDERS)[number], z.ZodOptional<z.ZodString>>)
  .meta({ id: 'ProfileSocialLinks', description: 'Profile links of the enabled providers (GET /settings/public profile_link_providers): a URL, a handle, or empty.' });

/** The badge a member shows (features/members/badges.ts badgeView; docs/badges.md). */
export const Badge = z
  .strictObject({
    slug: z.string(),
    title: z.string(),
    color: z.string().meta({ description: '#rgb or #rrggbb; empty for the theme\'s colour' }),
    icon: z.string().meta({ description: 'An icon name or emoji; empty for none' }),
    image: z.string().meta({ description: 'An image URL; empty for none' }),
    description: z.string(),
  })
  .meta({ id: 'Badge', description: "A member's first badge (meta.badge_slug[0] of the catalogue's)." });

export const Xprofile = z
  .strictObject({
    user_id: z.number().int(),
    total_points: z.number().int(),
    is_verified: z.literal([0, 1]),
    status: z.enum(ACCOUNT_STATUSES),
    display_name: z.string(),
    username: z.string(),
    avatar: z.string(),
    created_at: sqlDateTime,
    short_description: z.string(),
    meta: z.strictObject({
      website: z.string(),
      cover_photo: z.string(),
      social_links: SocialLinks,
      badge_slug: z.array(z.string()).meta({ description: "The member's badges the catalogue has (GET /admin/user-badges), first the one shown as badge." }),
    }),
    last_activity: sqlDateTime.nullable().meta({ description: 'null when the site hides last activity from the caller, or never seen' }),
    badge: Badge.nullable(),
    level: Level.nullable().meta({ description: 'The level total_points reaches (docs/points.md, Levels); null while the leaderboard feature is off or there are no levels.' }),
  })
  .meta({ id: 'Xprofile', description: 'A member as other objects show them (author, actor, member of a list).' });

const role = z.enum(ROLES);

/** Whether mail reaches the member's address (features/members/email-status.ts; docs/email.md). */
export const EmailStatus = z
  .strictObject({
    status: z.enum(EMAIL_STATUSES).meta({ description: 'bounced (a permanent bounce), complained (marked as spam) or unsubscribed: no more non-transactional mail to the address.' }),
    at: sqlDateTime.nullable().meta({ description: 'When the address was marked; null when deliverable.' }),
    detail: z.string().nullable().meta({ description: "SES's bounce type and diagnostic, or the complaint's feedback type." }),
  })
  .meta({ id: 'EmailStatus', description: "Whether mail reaches the member's address." });

/**
 * A profile: the xprofile with the role and the original's top-level website, cover_photo and
 * social_links (meta's values); email and names only for the member themselves and administrators.
 */
export const Profile = Xprofile.extend({
  meta: Xprofile.shape.meta.extend({ social_links: ProfileSocialLinks }),
  role,
  website: z.string(),
  cover_photo: z.string(),
  social_links: ProfileSocialLinks,
  email: z.string().optional().meta({ description: 'The member themselves and administrators only.' }),
  first_name: z.string().optional().meta({ description: 'The member themselves and administrators only.' }),
  last_name: z.string().optional().meta({ description: 'The member themselves and administrators only.' }),
  email_status: EmailStatus.optional().meta({ description: 'Administrators only (GET /profile/{username}).' }),
}).meta({ id: 'Profile', description: 'A member\'s profile (GET /profile/{username}).' });

/** A row of the member directory: the xprofile with id, role and last_seen; email for administrators only. */
export const MemberRow = Xprofile.extend({
  id: z.number().int(),
  role,
  last_seen: sqlDateTime.nullable().meta({ description: 'The same as last_activity (null while hidden from the caller).' }),
  email: z.string().optional().meta({ description: 'Administrators only (and the answers that create or change an account).' }),
}).meta({ id: 'MemberRow', description: 'A member as the directory lists them.' });
