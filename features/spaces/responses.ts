/** What the spaces routes answer (docs/openapi.md): spaces, memberships, lockscreens, space groups. */
import * as z from 'zod';
import { PageMeta, paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';
import { SpaceCard, SpaceDetail, SpaceListItem, SpaceLockscreen } from '#features/spaces/shapes.ts';

// ---- spaces ----------------------------------------------------------------------------------

/** GET /spaces, GET /spaces/discover. */
export const spacesPageResponse = z.strictObject({ spaces: paginatorOf(SpaceListItem), execution_time: z.number() });

/** The detail to those who may read the space, its card to those who may only know it. */
export const spaceReadResponse = z.strictObject({ data: z.union([SpaceDetail, SpaceCard]) });
export const spaceSavedResponse = z.strictObject({ message: z.string(), data: SpaceDetail });

export const usersSearchResponse = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.number().int(),
      username: z.string(),
      display_name: z.string(),
      avatar: z.string(),
      /** To administrators only. */
      email: z.string().optional(),
    }),
  ),
});

export const lockscreenResponse = z.strictObject({ message: z.string(), lockscreen: SpaceLockscreen });

// ---- memberships -----------------------------------------------------------------------------

const MembershipRole = z.enum(['member', 'moderator', 'admin', 'student']);
const MembershipStatus = z.enum(['active', 'pending', 'banned']);

/** A membership (space-membership-service.ts membershipView); `id` is the member's user id. */
const Membership = z
  .strictObject({
    id: z.number().int(),
    space_id: z.number().int(),
    user_id: z.number().int(),
    role: MembershipRole,
    status: MembershipStatus,
    joined_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'SpaceMembership' });

export const joinResponse = z.strictObject({
  message: z.string(),
  data: Membership.omit({ id: true, updated_at: true }).extend({ role: z.literal('member'), status: z.enum(['active', 'pending']) }),
});
export const membersResponse = z.strictObject({ data: z.array(Membership.extend({ xprofile: Xprofile })), meta: PageMeta });
export const memberAddedResponse = z.strictObject({ message: z.string(), data: Membership });
export const memberUpdatedResponse = z.strictObject({
  message: z.string(),
  data: z.strictObject({ user_id: z.number().int(), role: MembershipRole, status: MembershipStatus, updated_at: sqlDateTime }),
});
export const memberBanResponse = z.strictObject({ message: z.string(), data: z.strictObject({ user_id: z.number().int(), status: MembershipStatus }) });

// ---- space groups ----------------------------------------------------------------------------

const SpaceGroup = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    serial: z.number().int(),
    settings: z.strictObject({ is_collapsible: z.boolean(), default_collapsed: z.boolean() }),
    spaces_count: z.number().int(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'SpaceGroup' });

const SidebarSpace = z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), serial: z.number().int() });

export const groupsResponse = z.strictObject({
  /** `spaces` with with_spaces. */
  groups: z.array(SpaceGroup.extend({ spaces: z.array(SidebarSpace).optional() })),
  orphaned_spaces: z.array(SidebarSpace),
});
export const groupSavedResponse = z.strictObject({ message: z.string(), space_group: SpaceGroup });
export const spaceMovedResponse = z.strictObject({
  message: z.string(),
  space: z.strictObject({ id: z.number().int(), title: z.string(), group_id: z.number().int(), serial: z.number().int() }),
});
