/**
 * A settings group: one of the administration's read/write pairs (`/admin/general`,
 * `/settings/privacy-settings`, ...), a fixed set of keys with defaults and validation, kept in one
 * item of its own (docs/settings.md, "Settings groups"). Every group is declared with
 * defineGroup() in this folder and listed in catalog.ts; the endpoints, the store and the audit
 * are the same code for all of them.
 */
import * as z from 'zod';
import { InvalidSettingKeyError, InvalidSettingValueError, describeIssue } from '#shared/domain/settings.ts';

export interface GroupKeyDefinition {
  /** Validates (and normalises) a value the client sends; its output is what is stored. */
  schema: z.ZodType;
  /** The effective value while none is stored. */
  default: unknown;
  /** Write-only (credentials): GET shows SECRET_MASK when one is stored, never the value. */
  secret?: boolean;
}

export interface SettingsGroupDefinition<K extends string = string> {
  /** The item's name (sk GROUP#<name>) and the audit's `group`. */
  name: string;
  /** The route paths serving GET and POST of this group (the spec's and the original's, when they differ). */
  paths: readonly `/${string}`[];
  /** The key the group sits under in the request and the answer (`settings`, `email_settings`, `config`, ...). */
  wrapper: string;
  keys: Record<K, GroupKeyDefinition>;
  /** A PRO group (docs/license.md says what that changes). */
  pro?: boolean;
  /**
   * Checks the group as a save would leave it (every key's effective value, secrets included)
   * before anything is written; throws an ApiError to refuse (the storage group's connection test).
   */
  check?: (values: Record<K, unknown>) => Promise<void>;
}

/** What GET shows for a stored secret; sent back unchanged, it keeps the stored one (as the original's clients do). */
export const SECRET_MASK = 'FCOM_ENCRYPTED_DATA_KEY';

/** Stored values of one group: only keys that were saved. */
export type StoredGroup = Record<string, unknown>;

export function defineGroup<K extends string>(definition: SettingsGroupDefinition<K>): SettingsGroupDefinition<K> {
  return definition;
}

/** Every key's effective value: the stored one, or the default. Secrets are included: server-side use only. */
export function effectiveGroup<K extends string>(group: SettingsGroupDefinition<K>, stored: StoredGroup): Record<K, unknown> {
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
