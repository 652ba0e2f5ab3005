/** Following members [PRO]: follow, unfollow, and the followers and followings of a profile. */
import type { Caller } from '#platform/auth/authenticate.ts';
import { findMember } from '#features/members/profile-access.ts';
import { followItems, followerCounter, followingCounter, listFollows, unfollowItems } from '#features/members/follow-store.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { transact } from '#platform/data/transactions.ts';
import { MemberNotFoundError, toXprofile, type MemberProfile } from '#features/members/members.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { assertMaySee, withoutLastActivity } from '#features/settings/site-access.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError } from '#platform/core/errors.ts';

function activeMember(profile: MemberProfile | null): MemberProfile {
  if (!profile || profile.status !== 'active') throw new MemberNotFoundError();
  return profile;
}

const requireMember = async (username: string) => activeMember((await findMember(username)).profile);

/** Follows (or unfollows) a member; a repeat is refused, never counted twice. (Its routes declare `feature: 'followers'`.) */
export async function setFollowing(username: string, caller: Caller, follow: boolean) {
  const target = await requireMember(username);
  if (target.user_id === caller.userId) throw new ApiError(400, 'cannot_follow_self', 'You cannot follow yourself.');
  const now = new Date();
  const at = now.toISOString();
  let repeated = false;
  await transact(
    [
      ...(follow ? followItems(caller.userId, target.user_id, at) : unfollowItems(caller.userId, target.user_id)),
      outboxPut({ name: follow ? 'user.followed' : 'user.unfollowed', actorId: caller.userId, data: { follower_id: caller.userId, user_id: target.user_id, created_at: at } }, now),
    ],
    (failed) => {
      repeated = failed.includes(0);
    },
  ).catch((error: unknown) => {
    if (!repeated) throw error;
    throw follow
      ? new ApiError(400, 'already_following', 'You are already following this member.')
      : new ApiError(400, 'not_following', 'You are not following this member.');
  });
  return {
    follow: { follower_id: caller.userId, followed_id: target.user_id, created_at: toSqlDateTime(at) },
    xprofile: toXprofile(target),
    message: follow ? 'You followed this user successfully' : 'You unfollowed this user successfully',
  };
}

/**
 * A profile's followers (newest first) or followings, with a real total from the counters: seen as
 * the profile is (profile_page_visibility). (Its routes declare `feature: 'followers'`.)
 */
export async function followsOf(username: string, direction: 'followers' | 'followings', q: { page: number; per_page: number }, caller: Caller) {
  const rules = await assertMaySee('profilePage', caller, { self: caller.username.toLowerCase() === username.toLowerCase() });
  const showActivity = isAdmin(caller) || rules.privacy.showLastActivity;
  // The follows are read beside the profile (profile-access.ts), dropped unread when it is not found.
  const follows = await findMember(username, (userId) => listFollows(userId, direction, (q.page - 1) * q.per_page, q.per_page));
  const member = activeMember(follows.profile);
  const ids = await follows.ahead;
  const counterKey = keys.counter(direction === 'followers' ? followerCounter(member.user_id) : followingCounter(member.user_id));
  const found = await batchGet([...ids.map((id) => keys.user(id)), counterKey]);
  const rows = ids.flatMap((id) => {
    const p = found.get(itemKeyOf(keys.user(id)));
    if (!p) return [];
    const row = toXprofile(toProfile(p));
    return [showActivity ? row : withoutLastActivity(row)];
  });
  return { rows, total: Number(found.get(itemKeyOf(counterKey))?.['value'] ?? 0) };
}
