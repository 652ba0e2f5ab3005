/**
 * A member's comments as their profile lists them (the original's GET /profile/{username}/comments):
 * served by the feeds function through a detour under /profile (platform/http/route-table.ts DETOUR_PATHS).
 */
import * as z from 'zod';
import { onMember } from '#platform/auth/route-rules.ts';
import { integer } from '#platform/core/fields.ts';
import { MAX_PAGE, MAX_PER_PAGE } from '#platform/core/paging.ts';
import { paginator } from '#platform/http/pagination.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { usernameParams } from '#features/members/profiles-schemas.ts';
import { Xprofile } from '#features/members/shapes.ts';
import { commentsOfMember } from '#features/feeds/member-comments-service.ts';
import { Comment } from '#features/feeds/shapes.ts';

const PostSummary = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    message: z.string(),
    message_rendered: z.string(),
    type: z.string(),
    status: z.string(),
    user_id: z.number().int(),
    space_id: z.number().int().nullable(),
    created_at: sqlDateTime,
    space: z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
  })
  .meta({ id: 'CommentedPost', description: 'The post a comment on a profile was written on.' });

const ProfileComment = Comment.extend({ post: PostSummary });

const query = z.object({ page: integer({ min: 1, max: MAX_PAGE }).default(1), per_page: integer({ min: 1, max: MAX_PER_PAGE }).default(15) });

export const memberCommentsRoutes = {
  'GET /profile/{username}/comments': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    query,
    responses: {
      200: z.strictObject({
        comments: paginatorOf(ProfileComment).omit({ next_cursor: true }).meta({ description: "The member's published comments, newest first, on posts the caller may read; total is the member's published comment count (an upper bound of what the caller sees)." }),
        xprofile: Xprofile,
      }),
    },
    errors: { 404: ['member_not_found'] },
    // The original answers 422 for a profile it does not find here.
    compat: { errors: { member_not_found: 422 } },
    handle: async ({ params, query, caller, request }) => {
      const page = await commentsOfMember(params.username, query, caller);
      return { comments: paginator({ data: page.data, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query }), xprofile: page.xprofile };
    },
  }),
} satisfies Record<string, AnyRoute>;
