/**
 * The badge catalogue (docs/badges.md): the original's `GET` and `POST /admin/user-badges` (PRO),
 * and one badge's edit and removal. Administrators only. Part of the members routes; members get
 * and lose badges through their profile (`badge_slug`, the original's `data.badge_slugs`) or a
 * badge's rule.
 */
import * as z from 'zod';
import { boolean } from '#platform/core/fields.ts';
import { route } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import { Badge } from '#features/members/shapes.ts';
import { MAX_BADGES, badgeInput, badgeRule, badgeSlug } from '#features/members/badges.ts';
import { deleteBadge, editBadge, listBadges, saveBadges } from '#features/members/badge-catalogue.ts';
import { changeMemberBadge } from '#features/members/member-service.ts';
import { requireCaller } from '#platform/auth/access.ts';
import { onMember } from '#platform/auth/route-rules.ts';
import { id } from '#platform/core/fields.ts';
import { Xprofile } from '#features/members/shapes.ts';

const CatalogueBadge = Badge.extend({
  rule: badgeRule.nullable().meta({ description: 'What awards the badge without an administrator: null, {type: course_completed, course_id} or {type: points_level, level} (a level slug).' }),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'CatalogueBadge', description: 'A badge of the catalogue, with its rule.' });

const catalogueResponse = z.strictObject({ badges: z.array(CatalogueBadge) });
const catalogueSavedResponse = z.strictObject({ message: z.string(), badges: z.array(CatalogueBadge) });
const badgeSavedResponse = z.strictObject({ message: z.string(), badge: CatalogueBadge });

const saveBody = z.object({
  badges: z.array(badgeInput).max(MAX_BADGES),
  /** The catalogue becomes exactly these badges; otherwise badges not sent stay. */
  replace: boolean().default(false),
}).superRefine((body, ctx) => {
  const seen = new Set<string>();
  body.badges.forEach((b, i) => {
    if (seen.has(b.slug)) ctx.addIssue({ code: 'custom', path: ['badges', i, 'slug'], message: 'is sent twice' });
    seen.add(b.slug);
  });
});
const slugParams = z.object({ slug: badgeSlug });
const memberBadgeParams = z.object({ slug: badgeSlug, user_id: id() });
const memberBadgeResponse = z.strictObject({ message: z.string(), xprofile: Xprofile });

export const badgeRoutes = {
  'GET /admin/user-badges': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    responses: { 200: catalogueResponse },
    handle: async () => ({ badges: await listBadges() }),
  }),
  'POST /admin/user-badges': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    body: saveBody,
    responses: { 200: catalogueSavedResponse },
    errors: { 400: ['too_many_badges'], 409: ['conflict'] },
    handle: async ({ body }) => ({ message: 'Badges have been saved successfully.', badges: await saveBadges(body.badges, { replace: body.replace }) }),
  }),
  'PUT /admin/user-badges/{slug}': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    params: slugParams,
    body: badgeInput.omit({ slug: true }),
    responses: { 200: badgeSavedResponse },
    errors: { 404: ['badge_not_found'], 409: ['conflict'] },
    handle: async ({ params, body }) => ({ message: 'The badge has been saved.', badge: await editBadge(params.slug, body) }),
  }),
  'DELETE /admin/user-badges/{slug}': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    params: slugParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['badge_not_found'], 409: ['conflict'] },
    handle: async ({ params }) => {
      await deleteBadge(params.slug);
      return { message: 'The badge has been deleted.' };
    },
  }),
  'PUT /admin/user-badges/{slug}/members/{user_id}': route({
    access: 'admin',
    inherits: onMember('nothing', 'none'),
    pro: true,
    params: memberBadgeParams,
    responses: { 200: memberBadgeResponse },
    errors: { 400: ['too_many_member_badges'], 404: ['badge_not_found', 'member_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => ({ message: 'The badge has been given.', xprofile: await changeMemberBadge(params.user_id, params.slug, true, requireCaller(caller)) }),
  }),
  'DELETE /admin/user-badges/{slug}/members/{user_id}': route({
    access: 'admin',
    inherits: onMember('nothing', 'none'),
    pro: true,
    params: memberBadgeParams,
    responses: { 200: memberBadgeResponse },
    errors: { 404: ['member_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => ({ message: 'The badge has been taken back.', xprofile: await changeMemberBadge(params.user_id, params.slug, false, requireCaller(caller)) }),
  }),
};
