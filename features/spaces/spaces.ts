/**
 * Spaces: the stored record, settings with their defaults, slugs, and the shapes the API answers
 * (list item with the spec's yes/no and numeric-string conventions, detail, card). Pure rules.
 */
import * as z from 'zod';
import { boolean, httpUrl, httpUrlOrEmpty, id, list, patchOf } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';

export const SPACE_TYPES = ['discussion', 'announcement', 'community', 'course'] as const;
/** What POST and PUT /spaces accept (the spec's two); `secret` spaces come from a migration (docs/spaces.md). */
export const SPACE_PRIVACIES = ['public', 'private'] as const;
/** What GET /spaces filters by: secret lists the secret spaces (moderators only). */
export const SPACE_LIST_PRIVACIES = [...SPACE_PRIVACIES, 'secret'] as const;
export const SPACE_STATUSES = ['published', 'draft', 'archived'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];
export const SPACE_ORDERS = ['serial', 'title', 'created_at'] as const;
export type SpaceOrder = (typeof SPACE_ORDERS)[number];

const ROLE_LIST = list(z.enum(['member', 'moderator', 'admin']), { max: 3 });

/** Known settings with their defaults; unknown keys are refused. */
export const spaceSettingsSchema = z.strictObject({
  restricted_post_only: boolean().default(false),
  emoji: z.string().max(20).default(''),
  shape_svg: z.string().max(5000).default(''),
  custom_lock_screen: boolean().default(false),
  can_request_join: boolean().default(true),
  layout_style: z.string().trim().min(1).max(40).default('timeline'),
  show_sidebar: boolean().default(true),
  og_image: httpUrlOrEmpty().default(''),
  links: z.array(z.object({ title: z.string().max(100), url: httpUrl() })).max(20).default([]),
  topic_required: boolean().default(false),
  hide_members_count: boolean().default(false),
  members_page_status: z.enum(['public', 'members_only']).default('public'),
  allow_posts: boolean().default(true),
  require_approval: boolean().default(false),
  post_permissions: ROLE_LIST.default(['member', 'moderator', 'admin']),
  allow_comments: boolean().default(true),
  allow_reactions: boolean().default(true),
  /** The space's chat thread (docs/chat.md "Space threads"), while the messaging group's space_chat is on. */
  group_chat: boolean().default(false),
});
export type SpaceSettings = z.output<typeof spaceSettingsSchema>;
/** A settings patch as clients send it: any subset of the known keys. */
export const spaceSettingsPatchSchema = patchOf(spaceSettingsSchema);
export type SpaceSettingsPatch = z.output<typeof spaceSettingsPatchSchema>;
export const defaultSpaceSettings = (): SpaceSettings => spaceSettingsSchema.parse({});
/** A space's settings with the defaults of keys added after it was saved. */
const withDefaults = (settings: SpaceSettings): SpaceSettings => ({ ...defaultSpaceSettings(), ...settings });

export const LOCKSCREEN_TYPES = ['membership', 'payment', 'custom'] as const;
export const lockscreenSchema = z.object({
  enabled: boolean(),
  type: z.enum(LOCKSCREEN_TYPES).default('membership'),
  conditions: z
    .object({
      required_courses: list(id(), { max: 50 }).default([]),
      required_membership: z.string().max(100).default(''),
      required_role: z.string().max(100).default(''),
    })
    .default({ required_courses: [], required_membership: '', required_role: '' }),
  message: z.string().max(2000).default(''),
  button_text: z.string().max(100).default(''),
  button_url: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
});
export type Lockscreen = z.output<typeof lockscreenSchema>;
/** A lockscreen block of the original's (fc-shapes-2 §1.9): its text, colour, link and flag fields, kept as given. */
const lockscreenBlockSchema = z
  .record(z.string().max(40), z.union([z.string().max(10_000), boolean()]))
  .refine((b) => Object.keys(b).length <= 30, 'holds at most 30 fields');
/**
 * A course's lockscreen (docs/courses.md, Locks): the space's, with type `prerequisite` (its
 * conditions.required_courses) and the original's block list.
 */
export const COURSE_LOCKSCREEN_TYPES = [...LOCKSCREEN_TYPES, 'prerequisite'] as const;
export const courseLockscreenSchema = lockscreenSchema.extend({
  type: z.enum(COURSE_LOCKSCREEN_TYPES).default('membership'),
  blocks: z.array(lockscreenBlockSchema).max(10).optional(),
});
export type CourseLockscreen = z.output<typeof courseLockscreenSchema>;

/**
 * Lockscreen types whose access is granted elsewhere (a membership plan, a payment): an
 * administrator or an integration adds the member. Self-service (joining a space, a join request,
 * enrolling in a course) never opens them. A `custom` lockscreen only shows its message and blocks,
 * and keeps its join button (docs/spaces.md, Lockscreens).
 */
const GRANTED_ELSEWHERE: ReadonlySet<string> = new Set(['membership', 'payment']);

/**
 * A refusal by a lockscreen: the lockscreen goes with it, for clients to render the lock, and
 * `missing` (a course's, docs/courses.md "Gated courses") names what the caller lacks.
 */
export class LockedError extends ApiError {
  constructor(kind: 'space' | 'course', lockscreen: Lockscreen | CourseLockscreen | null, missing?: Record<string, unknown>) {
    super(403, `${kind}_locked`, lockscreen?.message || `This ${kind} is locked.`, { data: { lockscreen, ...(missing ? { missing } : {}) } });
  }
}

/** The enabled lockscreen that keeps self-service out (membership or payment), or null. */
export function selfServiceLock(space: Pick<SpaceRecord, 'lockscreen'>): Lockscreen | CourseLockscreen | null {
  const lock = space.lockscreen;
  return lock?.enabled && GRANTED_ELSEWHERE.has(lock.type) ? lock : null;
}

/** The one rule of self-service access: refused (LockedError) while a membership or payment lockscreen is enabled. */
export function assertSelfServiceOpen(space: Pick<SpaceRecord, 'type' | 'lockscreen'>): void {
  const lock = selfServiceLock(space);
  if (lock) throw new LockedError(space.type === 'course' ? 'course' : 'space', lock);
}

/** The stored space (SPACE#<id>/META) without its index attributes. */
export interface SpaceRecord {
  id: number;
  created_by: number;
  parent_id: number | null;
  group_id: number;
  title: string;
  slug: string;
  logo: string;
  cover_photo: string;
  description: string;
  type: (typeof SPACE_TYPES)[number];
  /** `secret`: known to its members and managers alone (courses, docs/courses.md; migrated spaces, docs/spaces.md). */
  privacy: (typeof SPACE_PRIVACIES)[number] | 'secret';
  status: SpaceStatus;
  serial: number;
  settings: SpaceSettings;
  lockscreen: Lockscreen | CourseLockscreen | null;
  /**
   * A course's fields (type `course`; docs/courses.md; courses.ts CourseData, which a CourseRecord
   * carries); absent on other spaces. Spaces read its category alone (the course lists' keys).
   */
  course?: { category: string } | undefined;
  members_count: number;
  pending_count: number;
  /** Active members by role, for the members list's role filter. */
  role_counts: Record<'member' | 'moderator' | 'admin', number>;
  posts_count: number;
  created_at: string;
  updated_at: string;
  rev: number;
}

export interface CallerSpaceRole {
  is_member: boolean;
  role: string | null;
}

const yesNo = (settings: SpaceSettings) =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 'yes' : 'no') : v]));

/** The fields list items and details share, in the detail's types (key order is the answer's). */
function spaceFields(s: SpaceRecord, caller: CallerSpaceRole, showCounts: boolean) {
  return {
    id: s.id,
    created_by: s.created_by,
    parent_id: s.parent_id,
    group_id: s.group_id,
    title: s.title,
    slug: s.slug,
    logo: s.logo,
    cover_photo: s.cover_photo,
    description: s.description,
    type: s.type,
    privacy: s.privacy,
    status: s.status,
    serial: s.serial,
    settings: withDefaults(s.settings) as SpaceSettings | Record<string, unknown>,
    created_at: toSqlDateTime(s.created_at),
    updated_at: toSqlDateTime(s.updated_at),
    members_count: showCounts ? s.members_count : 0,
    posts_count: s.posts_count,
    is_member: caller.is_member,
    role: caller.role,
  };
}

/** The list item: settings as yes/no, created_by, parent_id and serial as numeric strings. */
export function toSpaceListItem(s: SpaceRecord, caller: CallerSpaceRole, options: { showCounts: boolean }) {
  return {
    ...spaceFields(s, caller, options.showCounts),
    created_by: String(s.created_by),
    parent_id: s.parent_id === null ? null : String(s.parent_id),
    serial: String(s.serial),
    settings: yesNo(withDefaults(s.settings)),
  };
}

/** The detail: booleans and lists, integers, the creator, the lockscreen. */
export function toSpaceDetail(
  s: SpaceRecord,
  caller: CallerSpaceRole,
  creator: { id: number; username: string; display_name: string } | null,
  options: { manager: boolean; showCounts: boolean },
) {
  return {
    ...spaceFields(s, caller, options.showCounts),
    ...(options.manager ? { pending_count: s.pending_count } : {}),
    creator,
    lockscreen: s.lockscreen,
  };
}

/** What a private space shows to someone who may not read it. */
const CARD_FIELDS = ['id', 'title', 'slug', 'logo', 'cover_photo', 'description', 'type', 'privacy', 'status', 'members_count', 'is_member', 'role'] as const;

export function toSpaceCard(s: SpaceRecord, caller: CallerSpaceRole) {
  const fields = spaceFields(s, caller, !s.settings.hide_members_count);
  const card = Object.fromEntries(CARD_FIELDS.map((f) => [f, fields[f]])) as Pick<typeof fields, (typeof CARD_FIELDS)[number]>;
  return { ...card, ...(s.lockscreen?.enabled ? { lockscreen: s.lockscreen } : {}) };
}

/**
 * Writes a new record under its slug: a chosen slug that is taken is refused (duplicate_slug);
 * a generated one gets the record's id appended and is written again.
 */
export async function writeWithSlug<T extends { slug: string }>(record: T, chosen: boolean, id: number, write: (r: T) => Promise<void>): Promise<T> {
  try {
    await write(record);
    return record;
  } catch (error) {
    if (!(error instanceof DuplicateSlugError) || chosen) throw error;
    const retried = { ...record, slug: `${record.slug}-${id}` };
    await write(retried);
    return retried;
  }
}

export class SpaceNotFoundError extends NotFoundError {
  constructor() {
    super('space_not_found', 'Space not found.');
  }
}

export class DuplicateSlugError extends ApiError {
  constructor(slug: string) {
    super(400, 'duplicate_slug', `The slug ${slug} is already taken.`, { data: { slug } });
  }
}

export class AlreadyMemberError extends ApiError {
  constructor(status: string) {
    super(400, 'already_member', 'The user is already a member of this space.', { data: { membership_status: status } });
  }
}

export class CannotRemoveSelfError extends ApiError {
  constructor() {
    super(400, 'cannot_remove_self', 'You cannot remove yourself; leave the space instead.');
  }
}

export class InvalidTransitionError extends ApiError {
  constructor(from: string, to: string) {
    super(400, 'invalid_transition', `A membership cannot go from ${from} to ${to}.`, { data: { from, to } });
  }
}
