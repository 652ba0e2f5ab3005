/** What the feeds' route under /profile answers (profile-routes.ts), strict. */
import * as z from 'zod';
import { paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';
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

/** GET /profile/{username}/comments. */
export const memberCommentsResponse = z.strictObject({
  comments: paginatorOf(ProfileComment)
    .omit({ next_cursor: true })
    .meta({ description: "The member's published comments, newest first, on posts the caller may read; total is the member's published comment count (an upper bound of what the caller sees)." }),
  xprofile: Xprofile,
});
