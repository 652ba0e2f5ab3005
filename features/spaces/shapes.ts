/**
 * Space shapes other domains reuse (docs/openapi.md): the space as lists show it (spaces.ts
 * toSpaceListItem: settings as yes/no, created_by, parent_id and serial as numeric strings),
 * as its detail shows it (toSpaceDetail: settings as booleans, integers, creator, lockscreen),
 * the card a private space shows to those who may not read it (toSpaceCard), its lockscreen,
 * and the summary posts embed (feeds.ts spaceSummary). Each is a named component.
 */
import * as z from 'zod';
import { COURSE_LOCKSCREEN_TYPES, LOCKSCREEN_TYPES, SPACE_STATUSES, SPACE_TYPES } from '#features/spaces/spaces.ts';
import { sqlDateTime } from '#platform/shapes/common.ts';

const SpaceType = z.enum(SPACE_TYPES);
/** `secret` spaces come from a migration, and courses may be secret (docs/spaces.md, docs/courses.md). */
const SpacePrivacy = z.enum(['public', 'private', 'secret']);
const SpaceStatus = z.enum(SPACE_STATUSES);
/** The caller's role in the space while an active member (a course's students have `student`). */
const CallerRole = z.enum(['member', 'moderator', 'admin', 'student']).nullable();

/** The known settings (spaces.ts spaceSettingsSchema), each flag given by `flag`. */
const settingsOf = <F extends z.ZodType>(flag: F) =>
  z.strictObject({
    restricted_post_only: flag,
    emoji: z.string(),
    shape_svg: z.string(),
    custom_lock_screen: flag,
    can_request_join: flag,
    layout_style: z.string(),
    show_sidebar: flag,
    og_image: z.string(),
    links: z.array(z.strictObject({ title: z.string(), url: z.string() })),
    topic_required: flag,
    hide_members_count: flag,
    members_page_status: z.enum(['public', 'members_only']),
    allow_posts: flag,
    require_approval: flag,
    post_permissions: z.array(z.enum(['member', 'moderator', 'admin'])),
    allow_comments: flag,
    allow_reactions: flag,
    group_chat: flag,
  });

export const SpaceSettings = settingsOf(z.boolean()).meta({ id: 'SpaceSettings', description: 'A space\'s settings as details, creation and updates answer them: flags as booleans.' });
export const SpaceListSettings = settingsOf(z.enum(['yes', 'no'])).meta({
  id: 'SpaceListSettings',
  description: 'A space\'s settings as lists answer them (the original\'s convention): flags as the strings yes and no.',
});

export const Lockscreen = z
  .strictObject({
    enabled: z.boolean(),
    type: z.enum(COURSE_LOCKSCREEN_TYPES),
    conditions: z.strictObject({ required_courses: z.array(z.number().int()), required_membership: z.string(), required_role: z.string() }),
    message: z.string(),
    button_text: z.string(),
    button_url: z.string(),
    /** A course's lockscreen blocks (docs/courses.md, Locks), kept as given. */
    blocks: z.array(z.record(z.string(), z.union([z.string(), z.boolean()]))).optional(),
  })
  .meta({ id: 'Lockscreen', description: 'What a locked space (or course) shows instead of its content; type prerequisite and blocks are a course\'s.' });

/** A space's lockscreen as PUT /spaces/{space}/lockscreens saves it (the space's own types, no blocks). */
export const SpaceLockscreen = Lockscreen.omit({ blocks: true }).extend({ type: z.enum(LOCKSCREEN_TYPES) });

const common = {
  id: z.number().int(),
  group_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  logo: z.string(),
  cover_photo: z.string(),
  description: z.string(),
  type: SpaceType,
  privacy: SpacePrivacy,
  status: SpaceStatus,
  created_at: sqlDateTime,
  updated_at: sqlDateTime,
  /** 0 when the space hides its count from the caller. */
  members_count: z.number().int(),
  posts_count: z.number().int(),
  is_member: z.boolean(),
  role: CallerRole,
};

export const SpaceListItem = z
  .strictObject({
    ...common,
    created_by: z.string().regex(/^\d+$/),
    parent_id: z.string().regex(/^\d+$/).nullable(),
    serial: z.string().regex(/^\d+$/),
    settings: SpaceListSettings,
  })
  .meta({ id: 'SpaceListItem', description: 'A space as lists show it: created_by, parent_id and serial as numeric strings, settings as yes/no.' });

export const SpaceDetail = z
  .strictObject({
    ...common,
    created_by: z.number().int(),
    parent_id: z.number().int().nullable(),
    serial: z.number().int(),
    settings: SpaceSettings,
    /** Members awaiting approval: to the space's managers only. */
    pending_count: z.number().int().optional(),
    creator: z.strictObject({ id: z.number().int(), username: z.string(), display_name: z.string() }).nullable(),
    lockscreen: Lockscreen.nullable(),
  })
  .meta({ id: 'SpaceDetail', description: 'A space in full, to those who may read it: integers, settings as booleans, its creator and lockscreen.' });

export const SpaceCard = z
  .strictObject({
    id: common.id,
    title: common.title,
    slug: common.slug,
    logo: common.logo,
    cover_photo: common.cover_photo,
    description: common.description,
    type: common.type,
    privacy: common.privacy,
    status: common.status,
    members_count: common.members_count,
    is_member: common.is_member,
    role: common.role,
    /** Only while the lockscreen is enabled. */
    lockscreen: Lockscreen.optional(),
  })
  .meta({ id: 'SpaceCard', description: 'What a private space shows to someone who may know it but not read it.' });

export const SpaceSummary = z
  .strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), type: SpaceType, privacy: SpacePrivacy })
  .meta({ id: 'SpaceSummary', description: 'The space a post belongs to, as posts show it.' });
