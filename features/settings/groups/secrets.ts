/**
 * A group's secret keys (`secret: true`, group.ts) at rest (docs/security.md "Secrets at rest"):
 * written as KMS ciphertext (a binary attribute, secret-store.ts), never as text, so the table's
 * items and stream images carry no credential in clear. A stored string is the old form (saved
 * before secrets were sealed): it is used as it is and sealed on the group's next save. '' (no
 * secret) is kept as ''. Only the code that uses a secret opens it: GET shows the mask from the
 * attribute's presence alone (groupView).
 */
import { openSecret, sealSecret } from '#features/settings/secret-store.ts';
import { effectiveGroup, type SettingsGroupDefinition, type StoredGroup } from './group.ts';

const secretKeys = (group: SettingsGroupDefinition): string[] => Object.entries(group.keys).flatMap(([k, d]) => (d.secret ? [k] : []));

/** The encryption context's name of a group's key. */
const settingName = (group: SettingsGroupDefinition, key: string): string => `${group.name}.${key}`;

/** A stored value that is a ciphertext (not the old clear form). */
export const isSealed = (value: unknown): value is Uint8Array => value instanceof Uint8Array;

/** A stored secret still in clear (the old form): sealed on the next save. */
export const isClearSecret = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * `values` (validated, about to be written) with each non-empty secret sealed, plus each secret
 * `before` holds in clear and `values` leaves alone, sealed as it is (the old form's re-encryption).
 */
export async function sealGroupSecrets(group: SettingsGroupDefinition, values: StoredGroup, before: StoredGroup = {}): Promise<StoredGroup> {
  const out = { ...values };
  await Promise.all(
    secretKeys(group).map(async (key) => {
      const value = Object.hasOwn(values, key) ? values[key] : before[key];
      if (isClearSecret(value)) out[key] = await sealSecret(settingName(group, key), value);
    }),
  );
  return out;
}

/** `stored` with each sealed secret opened (decrypted): for the code that uses it, never for an answer. */
export async function openGroupSecrets(group: SettingsGroupDefinition, stored: StoredGroup): Promise<StoredGroup> {
  const out = { ...stored };
  await Promise.all(
    secretKeys(group).map(async (key) => {
      const value = stored[key];
      if (isSealed(value)) out[key] = await openSecret(settingName(group, key), value);
    }),
  );
  return out;
}

/** A group's effective values with its secrets opened (secrets included: never answer these). */
export async function openedGroup<K extends string>(group: SettingsGroupDefinition<K>, stored: StoredGroup): Promise<Record<K, unknown>> {
  return effectiveGroup(group, await openGroupSecrets(group as SettingsGroupDefinition, stored));
}
