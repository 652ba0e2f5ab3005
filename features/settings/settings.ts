/**
 * The typed registry of site settings: every known key with its default, type, group, label,
 * description, validation and whether anonymous clients may read it. Every settings endpoint is
 * driven by this one table; a key that is not here does not exist.
 */
import { isTimeZone } from '#platform/core/zoned-time.ts';
import * as z from 'zod';
import { boolean, emailOrEmpty, httpUrlOrEmpty, integer } from '#platform/core/fields.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';

export const SETTING_GROUPS = [
  'general', 'registration', 'content', 'notifications', 'email', 'appearance', 'integrations',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export type SettingType = 'string' | 'boolean' | 'number' | 'object' | 'array';

export const FEATURE_KEYS = [
  'spaces', 'courses', 'reactions', 'bookmarks', 'followers', 'topics', 'analytics', 'moderation', 'leaderboard',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type Features = Record<FeatureKey, boolean>;

const DEFAULT_FEATURES: Features = {
  spaces: true, courses: true, reactions: true, bookmarks: true,
  // Followers and topics worked before their switches governed anything: on, as they were.
  followers: true, topics: true, analytics: false, moderation: true,
  // Points, levels and the leaderboard (docs/points.md): off until an administrator turns them on.
  leaderboard: false,
};

/** A feature switch's default (the followers and moderation configs' `is_enabled` share it). */
export const featureDefault = (feature: FeatureKey): boolean => DEFAULT_FEATURES[feature];
export const isFeatureKey = (key: string): key is FeatureKey => (FEATURE_KEYS as readonly string[]).includes(key);

interface SettingDefinition {
  group: SettingGroup;
  type: SettingType;
  label: string;
  description: string;
  default: unknown;
  /** Readable without authentication through GET /settings/public and GET /settings/{key}. */
  public: boolean;
  schema: z.ZodType;
}

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex color such as #1a73e8');

/**
 * Path segments a portal slug may not take: the routes a WordPress site (and this API's
 * compatibility base) answers at the site root, so the portal cannot shadow them
 * (docs/settings.md, "Change the portal slug").
 */
export const RESERVED_PORTAL_SLUGS = [
  'admin', 'api', 'assets', 'auth', 'cdn', 'feed', 'feeds', 'graphql', 'login', 'logout', 'oauth', 'register', 'rss',
  'signup', 'sitemap', 'static', 'uploads', 'wp-admin', 'wp-content', 'wp-includes', 'wp-json', 'wp-login', 'xmlrpc',
] as const;
const RESERVED_SLUGS: ReadonlySet<string> = new Set(RESERVED_PORTAL_SLUGS);

/** The portal's path segment in permalinks: lowercase letters, digits and inner dashes, not a reserved word. */
export const portalSlugSchema = () =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'must be lowercase letters, digits and dashes (at most 64), starting and ending with a letter or digit')
    .refine((slug) => !RESERVED_SLUGS.has(slug), 'is a reserved word');

const define = (d: Omit<SettingDefinition, 'public'> & { public?: boolean }): SettingDefinition => ({ public: false, ...d });

export const SETTINGS = {
  site_name: define({ group: 'general', type: 'string', label: 'Site name', description: 'Name shown across the community.', default: 'Community', public: true, schema: text(120).min(1, 'must not be empty') }),
  site_description: define({ group: 'general', type: 'string', label: 'Site description', description: 'A sentence about the community.', default: '', public: true, schema: text(500) }),
  timezone: define({ group: 'general', type: 'string', label: 'Time zone', description: 'IANA time-zone name used for display and scheduling.', default: 'UTC', public: true, schema: z.string().refine(isTimeZone, 'must be an IANA time-zone name such as Europe/Berlin') }),
  date_format: define({ group: 'general', type: 'string', label: 'Date format', description: 'Display format for dates.', default: 'F j, Y', public: true, schema: text(40).min(1) }),
  time_format: define({ group: 'general', type: 'string', label: 'Time format', description: 'Display format for times.', default: 'g:i a', public: true, schema: text(40).min(1) }),
  admin_email: define({ group: 'general', type: 'string', label: 'Administrator email', description: 'Where administrative notices go.', default: '', schema: emailOrEmpty() }),
  portal_slug: define({ group: 'general', type: 'string', label: 'Portal slug', description: 'The portal\'s path segment in permalinks ({site}/{portal_slug}/post/...).', default: 'portal', public: true, schema: portalSlugSchema() }),
  features: define({ group: 'general', type: 'object', label: 'Features', description: 'Feature switches, one boolean per feature.', default: DEFAULT_FEATURES, public: true, schema: z.strictObject(Object.fromEntries(FEATURE_KEYS.map((k) => [k, boolean().optional()]))) }),

  allow_registration: define({ group: 'registration', type: 'boolean', label: 'Allow registration', description: 'Whether visitors may create accounts.', default: false, public: true, schema: boolean() }),
  require_email_verification: define({ group: 'registration', type: 'boolean', label: 'Require email verification', description: 'New accounts confirm their email first.', default: false, public: true, schema: boolean() }),
  default_role: define({ group: 'registration', type: 'string', label: 'Default role', description: 'Role given to self-registered accounts.', default: 'member', schema: z.enum(['member', 'moderator']) }),
  approval_required: define({ group: 'registration', type: 'boolean', label: 'Approval required', description: 'Self-registered accounts wait for an administrator.', default: false, public: true, schema: boolean() }),
  auto_approve_trusted_users: define({ group: 'registration', type: 'boolean', label: 'Auto-approve trusted users', description: 'Skip moderation for trusted members.', default: false, schema: boolean() }),

  allow_comments: define({ group: 'content', type: 'boolean', label: 'Allow comments', description: 'Members may comment on posts.', default: true, public: true, schema: boolean() }),
  allow_reactions: define({ group: 'content', type: 'boolean', label: 'Allow reactions', description: 'Members may react to posts and comments.', default: true, public: true, schema: boolean() }),
  moderate_posts: define({ group: 'content', type: 'boolean', label: 'Moderate posts', description: 'New posts wait for a moderator.', default: false, schema: boolean() }),
  moderate_comments: define({ group: 'content', type: 'boolean', label: 'Moderate comments', description: 'New comments wait for a moderator.', default: false, schema: boolean() }),
  max_media_per_post: define({ group: 'content', type: 'number', label: 'Media per post', description: 'How many uploaded media a post or comment may show.', default: 4, public: true, schema: integer({ min: 1, max: 10 }) }),
  spam_protection: define({ group: 'content', type: 'boolean', label: 'Spam protection', description: 'Refuse duplicate and flood posting.', default: true, schema: boolean() }),
  media_max_file_size_mb: define({ group: 'content', type: 'number', label: 'Largest upload (MB)', description: 'Size limit of one uploaded file, in megabytes (docs/media.md).', default: 10, public: true, schema: integer({ min: 1, max: 5120 }) }),
  media_uploads_per_minute: define({ group: 'content', type: 'number', label: 'Uploads per minute', description: 'Uploads a member (not an administrator) may start in a minute.', default: 10, schema: integer({ min: 1, max: 10_000 }) }),
  media_member_quota_mb: define({ group: 'content', type: 'number', label: 'Media quota per member (MB)', description: 'Total size of a member\'s stored media, in megabytes; 0 means no quota.', default: 0, schema: integer({ min: 0, max: 10_000_000 }) }),

  enable_email_notifications: define({ group: 'notifications', type: 'boolean', label: 'Email notifications', description: 'Send notification emails.', default: true, schema: boolean() }),
  enable_push_notifications: define({ group: 'notifications', type: 'boolean', label: 'Push notifications', description: 'Send push notifications.', default: false, schema: boolean() }),
  digest_frequency: define({ group: 'notifications', type: 'string', label: 'Digest frequency', description: 'How often digest emails go out.', default: 'weekly', schema: z.enum(['never', 'daily', 'weekly', 'monthly']) }),

  from_name: define({ group: 'email', type: 'string', label: 'From name', description: 'Sender name of outgoing email.', default: 'Community', schema: text(120) }),
  from_email: define({ group: 'email', type: 'string', label: 'From email', description: 'Sender address of outgoing email.', default: '', schema: emailOrEmpty() }),

  logo_url: define({ group: 'appearance', type: 'string', label: 'Logo URL', description: 'Logo image.', default: '', public: true, schema: httpUrlOrEmpty() }),
  favicon_url: define({ group: 'appearance', type: 'string', label: 'Favicon URL', description: 'Favicon image.', default: '', public: true, schema: httpUrlOrEmpty() }),
  primary_color: define({ group: 'appearance', type: 'string', label: 'Primary color', description: 'Main brand color.', default: '#1a73e8', public: true, schema: hexColor }),
  secondary_color: define({ group: 'appearance', type: 'string', label: 'Secondary color', description: 'Accent color.', default: '#5f6368', public: true, schema: hexColor }),
  custom_css: define({ group: 'appearance', type: 'string', label: 'Custom CSS', description: 'Extra CSS for clients that render the community.', default: '', public: true, schema: text(20_000) }),

  gif_search_api_key: define({ group: 'integrations', type: 'string', label: 'GIF search API key', description: 'Key for the GIF-search integration in the composer.', default: '', schema: text(200) }),
  analytics_tracking_id: define({ group: 'integrations', type: 'string', label: 'Analytics tracking id', description: 'Tracking id passed to web clients.', default: '', public: true, schema: text(100) }),
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** Stored overrides: only keys that differ from their default are kept. */
export type StoredSettings = Partial<Record<SettingKey, unknown>>;

export class InvalidSettingKeyError extends ApiError {
  constructor(key: string) {
    super(400, 'invalid_setting_key', `Unknown setting key: ${key}`, { data: { key } });
  }
}

export class InvalidSettingValueError extends ApiError {
  constructor(key: string, error: string) {
    super(400, 'invalid_value', `Invalid value for ${key}: ${error}`, { data: { key, error } });
  }
}

export class SettingNotFoundError extends NotFoundError {
  constructor(key: string) {
    super('setting_not_found', `Setting not found: ${key}`, { data: { key } });
  }
}

export function requireSettingKey(key: string): SettingKey {
  if (!isSettingKey(key)) throw new InvalidSettingKeyError(key);
  return key;
}

/** The effective value: the stored override, or the default (features merge key by key). */
export function effectiveValue(key: SettingKey, stored: StoredSettings): unknown {
  if (key === 'features') return { ...DEFAULT_FEATURES, ...(stored.features as Partial<Features> | undefined) };
  return Object.hasOwn(stored, key) ? stored[key] : SETTINGS[key].default;
}

export interface SettingView {
  key: SettingKey;
  value: unknown;
  type: SettingType;
  label: string;
  description: string;
  group: SettingGroup;
}

export function settingView(key: SettingKey, stored: StoredSettings): SettingView {
  const d = SETTINGS[key];
  return { key, value: effectiveValue(key, stored), type: d.type, label: d.label, description: d.description, group: d.group };
}

/** Settings by group, each group keyed by setting key; `group` narrows to one group. */
export function settingsByGroup(stored: StoredSettings, group?: SettingGroup): Partial<Record<SettingGroup, Record<string, SettingView>>> {
  const out: Partial<Record<SettingGroup, Record<string, SettingView>>> = {};
  for (const g of group ? [group] : SETTING_GROUPS) out[g] = {};
  for (const key of SETTING_KEYS) {
    const view = settingView(key, stored);
    const bucket = out[view.group];
    if (bucket) bucket[key] = view;
  }
  return out;
}

export function publicSettings(stored: StoredSettings): Record<string, unknown> {
  return Object.fromEntries(SETTING_KEYS.filter((k) => SETTINGS[k].public).map((k) => [k, effectiveValue(k, stored)]));
}

/**
 * Validates a whole update before anything is written (all-or-nothing): unknown keys and invalid
 * values are reported for the first offending key, in the order given.
 */
export function validateSettingsUpdate(input: Record<string, unknown>): StoredSettings {
  const entries = Object.entries(input);
  if (entries.length === 0) throw new InvalidSettingValueError('settings', 'at least one setting key is required');
  const valid: StoredSettings = {};
  for (const [key, value] of entries) {
    const k = requireSettingKey(key);
    const parsed = SETTINGS[k].schema.safeParse(value);
    if (!parsed.success) throw new InvalidSettingValueError(k, describeIssue(parsed.error, SETTINGS[k].type));
    valid[k] = parsed.data;
  }
  return valid;
}

/** Validates a features patch (POST /settings/features). */
export function validateFeatures(input: Record<string, unknown>): Partial<Features> {
  return validateSettingsUpdate({ features: input }).features as Partial<Features>;
}

/** The original's names of the switches we have (its other switches govern features this API does not have). */
const ORIGINAL_FEATURE_NAMES: Readonly<Record<string, FeatureKey>> = { course_module: 'courses', followers_module: 'followers' };

/**
 * A features update as the original's clients send it: our switches, and the original's names for
 * them; every other key is dropped and named (the original keeps them, docs/wordpress-compat.md).
 */
export function originalFeatures(input: Record<string, unknown>): { features: Record<string, unknown>; ignored_keys: string[] } {
  const features: Record<string, unknown> = {};
  const ignored_keys: string[] = [];
  for (const [key, value] of Object.entries(input ?? {})) {
    const feature = isFeatureKey(key) ? key : ORIGINAL_FEATURE_NAMES[key];
    if (feature) features[feature] = value;
    else ignored_keys.push(key);
  }
  return { features, ignored_keys };
}

/** A zod error as one line for invalid_value's data.error (settings groups use it too). */
export function describeIssue(error: z.ZodError, type?: SettingType): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  if (issue.code === 'invalid_type' && type) return `must be of type ${type}`;
  if (issue.code === 'unrecognized_keys') return `unknown key(s): ${issue.keys.join(', ')}`;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
