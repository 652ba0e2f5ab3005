/** What the profiles routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { Profile, Xprofile } from '#features/members/shapes.ts';

/** GET /profile, GET /profile/{username}. */
export const profileResponse = z.strictObject({ profile: Profile });

/** PUT and POST /profile/{username}: the profile as it now is. */
export const profileUpdatedResponse = z.strictObject({ message: z.string(), profile: Profile });

/**
 * POST /profile/{username} (the original's verb): the original adds `redirect_url` when the
 * username changed; a username does not change through this route here, so it is never sent.
 */
export const profilePostedResponse = profileUpdatedResponse.extend({
  redirect_url: z.string().optional().meta({ description: "The profile's new address after a username change (never sent: usernames do not change through this route)." }),
});

/** POST /profile/{username}/follow and /unfollow (follow-service.ts setFollowing). */
export const followResponse = z.strictObject({
  follow: z.strictObject({ follower_id: z.number().int(), followed_id: z.number().int(), created_at: sqlDateTime }),
  xprofile: Xprofile,
  message: z.string(),
});

/** A page of members following, or followed by, a profile (no cursor: paged by number). */
const followsPage = paginatorOf(Xprofile).omit({ next_cursor: true });

export const followersResponse = z.strictObject({ followers: followsPage });
export const followingsResponse = z.strictObject({ followings: followsPage });
