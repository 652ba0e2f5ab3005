/**
 * A settings group: one of the administration's read/write pairs (`/admin/general`,
 * `/settings/privacy-settings`, ...), a fixed set of keys with defaults and validation, kept in one
 * item of its own (docs/settings.md, "Settings groups"). Every group is declared with
 * defineGroup() in this folder and listed in catalog.ts; the endpoints, the store and the audit
 * are the same code for all of them.
 */
import * as z from 'zod';
import { yesNo } from '#platform/core/fields.ts';
import {
  InvalidSettingKeyError,
  InvalidSettingValueError,
  SETTINGS,
  describeIssue,
  featureDefault,
  type FeatureKey,
  type Features,
  type SettingKey,
  type StoredSettings,
} from '#features/settings/settings.ts';

export interface GroupKeyDefinition {
  /** Validates (and normalises) a value the client sends; its output is what is stored. */
  schema: z.ZodType;
  /** The effective value while none is stored. */
  default: unknown;
  /** Write-only (credentials): GET shows SECRET_MASK when one is stored, never the value. */
  secret?: boolean;
  /**
   * Kept in the site's item as this registry key (siteKey()): one value however it is reached
   * (`/admin/general`'s site_title is GET /settings/public's site_name).
   */
  site?: SettingKey;
  /**
   * Kept in the site's item as this feature switch (featureSwitch()): `yes`/`no` here, the
   * registry's `features.<feature>` boolean there, one value however it is reached.
   */
  feature?: FeatureKey;
}

/** What a group's `shapeAnswer` may use besides its own view: read in the same BatchGet. */
export interface GroupAnswerContext {
  /** The site's stored overrides (settings.ts effectiveValue gives the effective ones). */
  site: StoredSettings;
  /** The views of the groups named in `with`. */
  groups: Record<string, Record<string, unknown>>;
}

export interface SettingsGroupDefinition<K extends string = string> {
  /** The item's name (sk GROUP#<name>) and the audit's `group`. */
  name: string;
  /** The route paths serving GET and POST of this group (the spec's and the original's, when they differ). */
  paths: readonly `/${string}`[];
  /** The key the group sits under in the request and the answer (`settings`, `email_settings`, `config`, ...). */
  wrapper: string;
  keys: Record<K, GroupKeyDefinition>;
  /** A PRO group (docs/license.md says what that changes); `write`: only its POST is PRO (color config). */
  pro?: boolean | 'write';
  /** Other groups whose views `shapeAnswer` needs. */
  with?: readonly string[];
  /** The GET answer (POST's too, besides message and updated_keys) when it is not `{[wrapper]: view}`. */
  shapeAnswer?: (view: Record<K, unknown>, context: GroupAnswerContext) => Record<string, unknown>;
  /** The update from a POST's unwrapped body when it is not the body as sent (keys a client may send back but not change). */
  parse?: (input: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Checks the group as a save would leave it (every key's effective value, secrets included)
   * before anything is written; throws an ApiError to refuse (the storage group's connection test).
   */
  check?: (values: Record<K, unknown>) => Promise<void>;
  /**
   * What a save answers besides the group, from the effective values before and after it (general's
   * `redirect_url` when the portal slug changed); a group with it reads before it writes.
   */
  changeAnswer?: (before: Record<K, unknown>, after: Record<K, unknown>) => Record<string, unknown>;
  /**
   * How the original saves this group, for its clients (the compat base path): `replace` stores
   * the keys sent and lets every omitted key fall back to its default; `blankNonScalars` turns an
   * object or array value into '' first. Unknown keys are dropped for every group (originalUpdate).
   */
  original?: { replace?: boolean; blankNonScalars?: boolean };
}

/** Trimmed text of at most `max` characters: most groups' free-text keys. */
export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** What GET shows for a stored secret; sent back unchanged, it keeps the stored one (as the original's clients do). */
export const SECRET_MASK = 'FCOM_ENCRYPTED_DATA_KEY';

/** Stored values of one group: only keys that were saved. */
export type StoredGroup = Record<string, unknown>;

export function defineGroup<K extends string>(definition: SettingsGroupDefinition<K>): SettingsGroupDefinition<K> {
  return definition;
}

/** A key kept in the site's item as a registry key: the registry's validation and default (and role: setting-roles.ts). */
export const siteKey = (key: SettingKey): GroupKeyDefinition => ({ schema: SETTINGS[key].schema, default: SETTINGS[key].default, site: key });

/** A group's `is_enabled` kept as the registry's `features.<feature>` (yes/no here, a boolean there). */
export const featureSwitch = (feature: FeatureKey): GroupKeyDefinition => ({
  schema: yesNo(),
  default: featureDefault(feature) ? 'yes' : 'no',
  feature,
});

/** A group's stored values with its site keys (siteKey()) taken from the site's item. */
export function withSiteValues(group: SettingsGroupDefinition, stored: StoredGroup, site: StoredSettings): StoredGroup {
  const out = { ...stored };
  for (const [key, def] of Object.entries(group.keys)) {
    if (def.feature) {
      const on = (site.features as Partial<Features> | undefined)?.[def.feature];
      if (on === undefined) delete out[key];
      else out[key] = on ? 'yes' : 'no';
    }
    if (!def.site) continue;
    if (Object.hasOwn(site, def.site)) out[key] = site[def.site];
    else delete out[key];
  }
  return out;
}

/** A validated update split by where it is kept: the group's item, and the site's (as registry keys). */
export function splitBySite(group: SettingsGroupDefinition, values: StoredGroup): { group: StoredGroup; site: StoredSettings } {
  const out = { group: {} as StoredGroup, site: {} as Record<string, unknown> };
  for (const [key, value] of Object.entries(values)) {
    const { site, feature } = group.keys[key] ?? {};
    if (site) out.site[site] = value;
    else if (feature) out.site['features'] = { ...(out.site['features'] as object | undefined), [feature]: value === 'yes' };
    else out.group[key] = value;
  }
  return out as { group: StoredGroup; site: StoredSettings };
}

/** Every key's effective value: the stored one, or the default. Secrets are included: server-side use only. */
export function effectiveGroup<K extends string>(group: Pick<SettingsGroupDefinition<K>, 'keys'>, stored: StoredGroup): Record<K, unknown> {
  const out = {} as Record<K, unknown>;
  for (const key of Object.keys(group.keys) as K[]) out[key] = Object.hasOwn(stored, key) ? stored[key] : group.keys[key].default;
  return out;
}

/** The group as clients see it: effective values, secrets masked (SECRET_MASK when set, '' when not). */
export function groupView(group: SettingsGroupDefinition, stored: StoredGroup): Record<string, unknown> {
  const out = effectiveGroup(group, stored);
  for (const [key, def] of Object.entries(group.keys)) {
    if (def.secret) out[key] = Object.hasOwn(stored, key) && stored[key] !== '' ? SECRET_MASK : '';
  }
  return out;
}

/**
 * Validates a partial update before anything is written (all or nothing): the first unknown key
 * is refused as invalid_setting_key, the first bad value as invalid_value, each naming the key.
 * A secret sent back as SECRET_MASK is left out (the stored one stays).
 */
export function validateGroupPatch(group: SettingsGroupDefinition, input: Record<string, unknown>): StoredGroup {
  const valid: StoredGroup = {};
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(group.keys, key)) throw new InvalidSettingKeyError(key);
    const def = group.keys[key] as GroupKeyDefinition;
    if (def.secret && value === SECRET_MASK) continue;
    const parsed = def.schema.safeParse(value);
    if (!parsed.success) throw new InvalidSettingValueError(key, describeIssue(parsed.error));
    valid[key] = parsed.data;
  }
  return valid;
}

/**
 * An update as the original takes it (its clients, under the compat base path): unknown keys are
 * dropped and named, not refused; a group the original replaces gets every omitted key's default;
 * where it blanks non-scalar values they become '', and a '' the key does not accept (a yes/no or
 * an enum here, where the original stores text) its default. The values are then validated as
 * any update's are (validateGroupPatch).
 */
export function originalUpdate(group: SettingsGroupDefinition, input: Record<string, unknown>): { patch: Record<string, unknown>; ignored_keys: string[] } {
  const patch: Record<string, unknown> = {};
  const ignored_keys: string[] = [];
  for (const [key, sent] of Object.entries(input)) {
    if (!Object.hasOwn(group.keys, key)) {
      ignored_keys.push(key);
      continue;
    }
    const def = group.keys[key] as GroupKeyDefinition;
    const value = group.original?.blankNonScalars && sent !== null && typeof sent === 'object' ? '' : sent;
    patch[key] = value === '' && group.original?.blankNonScalars && !def.schema.safeParse('').success ? def.default : value;
  }
  if (group.original?.replace) {
    for (const [key, def] of Object.entries(group.keys)) if (!Object.hasOwn(patch, key) && !def.secret) patch[key] = def.default;
  }
  return { patch, ignored_keys };
}
