/**
 * Site settings storage. Access patterns:
 * - read all settings: GetItem SETTINGS/SITE (one call; public reads are eventually consistent)
 * - update several keys atomically: one UpdateItem SET (all-or-nothing without a transaction)
 * - reset keys: one UpdateItem REMOVE, returning which overrides existed
 * Each setting is its own attribute (`s_<key>`, features as `f_<feature>`) so concurrent updates
 * of different keys never overwrite each other and no update reads before it writes.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys } from '#shared/data/keys.ts';
import type { SettingKey, StoredSettings } from '#shared/domain/settings.ts';

const SETTING_PREFIX = 's_';
const FEATURE_PREFIX = 'f_';

/** Reads the stored overrides (defaults are applied by the domain registry). */
export async function readStoredSettings(options: { consistent?: boolean } = {}): Promise<StoredSettings> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.settings(), ConsistentRead: options.consistent ?? false }));
  return toStoredSettings(out.Item ?? {});
}

/** Writes every given override in one atomic update. */
export async function writeSettings(values: StoredSettings, updatedAt: string): Promise<void> {
  const names: Record<string, string> = { '#u': 'updated_at', '#e': 'entity' };
  const vals: Record<string, unknown> = { ':u': updatedAt, ':e': 'settings' };
  const sets = ['#u = :u', '#e = :e'];
  let i = 0;
  for (const [attr, value] of Object.entries(toAttributes(values))) {
    names[`#a${i}`] = attr;
    vals[`:v${i}`] = value;
    sets.push(`#a${i} = :v${i}`);
    i += 1;
  }
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.settings(),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: vals,
    }),
  );
}

/**
 * Removes the overrides of `settingKeys`; returns the keys that had one. `featureKeys` are the
 * feature switches stored one attribute each under `features` (the domain's FEATURE_KEYS).
 */
export async function removeSettings(settingKeys: SettingKey[], featureKeys: readonly string[], updatedAt: string): Promise<SettingKey[]> {
  const attributesOf = (key: SettingKey): string[] =>
    key === 'features' ? featureKeys.map((f) => FEATURE_PREFIX + f) : [SETTING_PREFIX + key];
  const attrs = settingKeys.flatMap((k) => attributesOf(k));
  const names: Record<string, string> = { '#u': 'updated_at' };
  attrs.forEach((a, i) => (names[`#a${i}`] = a));
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.settings(),
      UpdateExpression: `SET #u = :u REMOVE ${attrs.map((_, i) => `#a${i}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':u': updatedAt },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  const old = out.Attributes ?? {};
  return settingKeys.filter((k) => attributesOf(k).some((a) => Object.hasOwn(old, a)));
}

function toAttributes(values: StoredSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'features') {
      for (const [f, on] of Object.entries(value as Record<string, boolean | undefined>)) {
        if (on !== undefined) out[FEATURE_PREFIX + f] = on;
      }
    } else {
      out[SETTING_PREFIX + key] = value;
    }
  }
  return out;
}

/** The stored overrides of a settings item read with others (a BatchGet of keys.settings()); none when absent. */
export function toStoredSettings(item: Record<string, unknown> = {}): StoredSettings {
  const stored: Record<string, unknown> = {};
  const features: Record<string, boolean> = {};
  for (const [attr, value] of Object.entries(item)) {
    if (attr.startsWith(SETTING_PREFIX)) stored[attr.slice(SETTING_PREFIX.length)] = value;
    else if (attr.startsWith(FEATURE_PREFIX)) features[attr.slice(FEATURE_PREFIX.length)] = value as boolean;
  }
  if (Object.keys(features).length > 0) stored['features'] = features;
  return stored as StoredSettings;
}
