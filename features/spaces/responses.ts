/** What the spaces routes answer (docs/openapi.md): spaces, memberships, lockscreens, space groups. */
import * as z from 'zod';
import { PageMeta, paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';
import { Lockscreen, SpaceCard, SpaceDetail, SpaceListItem, SpaceLockscreen } from '#features/spaces/shapes.ts';

// ---- spaces ----------------------------------------------------------------------------------

/** GET /spaces, GET /spaces/discover. */
export const spacesPageResponse = z.strictObject({ spaces: paginatorOf(SpaceListItem), execution_time: z.number() });

/** The detail to those who may read the space, its card to those who may only know it; `space` is `data` (the original's key). */
const SpaceRead = z.union([SpaceDetail, SpaceCard]);
export const spaceReadResponse = z.strictObject({ data: SpaceRead, space: SpaceRead });
/** `space` is `data` (the original's key). */
export const spaceCreatedResponse = z.strictObject({ message: z.string(), data: SpaceDetail, space: SpaceDetail });
/** `redirect_url`: the space's portal address when the slug changed, '' otherwise (the original's). */
export const spaceUpdatedResponse = z.strictObject({ message: z.string(), data: SpaceDetail, redirect_url: z.string() });

/** Under the compat base path: the settings keys the original would have dropped, named when any were. */
const ignored = { ignored_keys: z.array(z.string()).optional() };
export const originalSpaceCreatedResponse = spaceCreatedResponse.extend(ignored);
export const originalSpaceUpdatedResponse = spaceUpdatedResponse.extend(ignored);

/** GET /spaces under the compat base path: the caller's spaces by title, not paginated (the original's). */
export const callerSpacesResponse = z.strictObject({ spaces: z.array(SpaceListItem) });
/** GET /spaces/all-spaces. */
export const allSpacesResponse = z.strictObject({ spaces: paginatorOf(SpaceListItem) });

export const metaSettingsResponse = z.strictObject({ meta_settings: z.null() });
export const lockscreenReadResponse = z.strictObject({ lockscreen: Lockscreen.nullable() });
export const linksResponse = z.strictObject({ message: z.string(), links: z.array(z.strictObject({ title: z.string(), url: z.string() })) });

/** The original's user search (compat base path): a paginator of users, 100 per page; `user_email` to administrators. */
export const originalUsersSearchResponse = z.strictObject({
  users: paginatorOf(
    z.strictObject({ ID: z.number().int(), display_name: z.string(), username: z.string(), avatar: z.string(), user_email: z.string().optional() }),
  ),
});

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

/** `membership`: the membership as stored (the original's key; a community moderator or administrator joins with their role). */
export const joinResponse = z.strictObject({
  message: z.string(),
  data: Membership.omit({ id: true, updated_at: true }).extend({ role: z.literal('member'), status: z.enum(['active', 'pending']) }),
  membership: Membership,
});
const MemberRow = Membership.extend({ xprofile: Xprofile });
/** `pending_count`: join requests awaiting approval, to the space's managers (0 to others). */
export const membersResponse = z.strictObject({ data: z.array(MemberRow), meta: PageMeta, pending_count: z.number().int() });
/** The members list under the compat base path: the original's paginator of memberships with their profiles. */
export const originalMembersResponse = z.strictObject({ members: paginatorOf(MemberRow), pending_count: z.number().int() });
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
/** `group` is `space_group` (the original's key). */
export const groupSavedResponse = z.strictObject({ message: z.string(), space_group: SpaceGroup, group: SpaceGroup });
export const spaceMovedResponse = z.strictObject({
  message: z.string(),
  space: z.strictObject({ id: z.number().int(), title: z.string(), group_id: z.number().int(), serial: z.number().int() }),
});
