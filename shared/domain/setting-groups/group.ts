/**
 * A settings group: one of the administration's read/write pairs (`/admin/general`,
 * `/settings/privacy-settings`, ...), a fixed set of keys with defaults and validation, kept in one
 * item of its own (docs/settings.md, "Settings groups"). Every group is declared with
 * defineGroup() in this folder and listed in catalog.ts; the endpoints, the store and the audit
 * are the same code for all of them.
 */
import * as z from 'zod';
import { InvalidSettingKeyError, InvalidSettingValueError, SETTINGS, describeIssue, effectiveValue, type SettingKey, type StoredSettings } from '#shared/domain/settings.ts';

export interface GroupKeyDefinition {
  /** Validates (and normalises) a value the client sends; its output is what is stored. */
  schema: z.ZodType;
  /** The effective value while none is stored. */
  default: unknown;
  /** Write-only (credentials): GET shows SECRET_MASK when one is stored, never the value. */
  secret?: boolean;
  /** The site registry's key of this name: read from and written to the site's item (one source of truth; see siteKey()). */
  site?: SettingKey;
}

/** A group key that is the site registry's key `key` (its schema, default and stored value). */
export const siteKey = (key: SettingKey): GroupKeyDefinition => ({ schema: SETTINGS[key].schema, default: SETTINGS[key].default, site: key });

/** What a group's answer may draw on besides its own values, all read in the same BatchGet. */
export interface GroupViewContext {
  /** Effective values of the groups the definition `reads` (secrets included: answer none of them). */
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
  /** A PRO group (docs/license.md says what that changes); `'write'`: only its POST is PRO (color config). */
  pro?: boolean | 'write';
  /** Other groups its view needs (menu settings: the general group's portal slug), read with it. */
  reads?: readonly string[];
  /**
   * The group's part of the GET and POST answers, when it is more than `{[wrapper]: values}`
   * (color config adds `schemas`); `values` is groupView()'s (secrets masked).
   */
  view?: (values: Record<string, unknown>, context: GroupViewContext) => Record<string, unknown>;
}

/** What GET shows for a stored secret; sent back unchanged, it keeps the stored one (as the original's clients do). */
export const SECRET_MASK = 'FCOM_ENCRYPTED_DATA_KEY';

/** Stored values of one group: only keys that were saved. */
export type StoredGroup = Record<string, unknown>;

export function defineGroup<K extends string>(definition: SettingsGroupDefinition<K>): SettingsGroupDefinition<K> {
  return definition;
}

/**
 * Every key's effective value: the stored one, or the default; a site key's from the site's
 * stored overrides. Secrets are included: server-side use only.
 */
export function effectiveGroup<K extends string>(group: SettingsGroupDefinition<K>, stored: StoredGroup, site: StoredSettings = {}): Record<K, unknown> {
  const out = {} as Record<K, unknown>;
  for (const key of Object.keys(group.keys) as K[]) {
    const def = group.keys[key];
    out[key] = def.site ? effectiveValue(def.site, site) : Object.hasOwn(stored, key) ? stored[key] : def.default;
  }
  return out;
}

/** The group as clients see it: effective values, secrets masked (SECRET_MASK when set, '' when not). */
export function groupView(group: SettingsGroupDefinition, stored: StoredGroup, site: StoredSettings = {}): Record<string, unknown> {
  const out = effectiveGroup(group, stored, site);
  for (const [key, def] of Object.entries(group.keys)) {
    if (def.secret) out[key] = Object.hasOwn(stored, key) && stored[key] !== '' ? SECRET_MASK : '';
  }
  return out;
}

/** The group's part of an answer: its view hook's, or the values under the wrapper key. */
export function groupAnswer(group: SettingsGroupDefinition, values: Record<string, unknown>, context: GroupViewContext): Record<string, unknown> {
  return group.view ? group.view(values, context) : { [group.wrapper]: values };
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
