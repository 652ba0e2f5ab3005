/**
 * Settings use cases: the registry's rules applied to the stored overrides.
 * Handlers call these; storage is behind shared/data/settings-store.ts.
 */
import { readStoredSettings, removeSettings, writeSettings } from '#shared/data/settings-store.ts';
import {
  SETTING_KEYS,
  SETTINGS,
  SettingNotFoundError,
  effectiveValue,
  FEATURE_KEYS,
  isSettingKey,
  publicSettings,
  requireSettingKey,
  settingView,
  settingsByGroup,
  validateFeatures,
  validateSettingsUpdate,
  type SettingGroup,
} from '#shared/domain/settings.ts';
import { ForbiddenError, NotAuthenticatedError } from '#shared/core/errors.ts';

export async function listSettings(group?: SettingGroup) {
  return settingsByGroup(await readStoredSettings({ consistent: true }), group);
}

/** Public keys are readable by anyone; the others need an administrator. */
export async function getSetting(key: string, caller: { isAdmin: boolean; authenticated: boolean }) {
  if (!isSettingKey(key)) throw new SettingNotFoundError(key);
  if (!SETTINGS[key].public && !caller.isAdmin) {
    throw caller.authenticated ? new ForbiddenError() : new NotAuthenticatedError();
  }
  return settingView(key, await readStoredSettings({ consistent: caller.isAdmin }));
}

export async function getPublicSettings() {
  return publicSettings(await readStoredSettings());
}

/** All keys are validated before one atomic write: an update with any bad key changes nothing. */
export async function updateSettings(input: Record<string, unknown>) {
  const values = validateSettingsUpdate(input);
  await writeSettings(values, new Date().toISOString());
  const keys = Object.keys(values);
  return { updated_count: keys.length, updated_keys: keys };
}

/** Resets the given keys (all when omitted) to their defaults; counts the overrides removed. */
export async function resetSettings(keys?: string[]) {
  const targets = keys ? [...new Set(keys.map(requireSettingKey))] : SETTING_KEYS;
  const removed = await removeSettings(targets, FEATURE_KEYS, new Date().toISOString());
  return { reset_count: removed.length, reset_keys: removed };
}

export async function getFeatures() {
  return effectiveValue('features', await readStoredSettings({ consistent: true }));
}

export async function updateFeatures(input: Record<string, unknown>) {
  await writeSettings({ features: validateFeatures(input) }, new Date().toISOString());
  return getFeatures();
}
