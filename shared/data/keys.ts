/**
 * One key builder per access pattern. docs/data-model.md mirrors this file: when a pattern is
 * added here, it is added there with its index and key condition.
 */

/** Integer ids sort as strings when zero-padded to a fixed width. */
export const padId = (id: number): string => id.toString().padStart(12, '0');

export const keys = {
  /** The site's settings: one item, so reading every setting is one GetItem. */
  settings: () => ({ pk: 'SETTINGS', sk: 'SITE' }),

  /** An atomic counter (integer ids, per-name). */
  counter: (name: string) => ({ pk: 'COUNTER', sk: name }),

  /** Unique-value marker: guards a username, email or slug inside the writing transaction. */
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value.toLowerCase()}`, sk: 'UNIQUE' }),

  /** A user's profile record, by id. */
  user: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'PROFILE' }),

  /**
   * Login collection, by lower-cased username: the ACCOUNT item (role, status, password digest)
   * and one item per application password. One Query authenticates a request.
   */
  login: (username: string) => ({ pk: `LOGIN#${username.toLowerCase()}` }),
  loginAccount: (username: string) => ({ pk: `LOGIN#${username.toLowerCase()}`, sk: 'ACCOUNT' }),
  appPassword: (username: string, uuid: string) => ({ pk: `LOGIN#${username.toLowerCase()}`, sk: `APPPW#${uuid}` }),
  APP_PASSWORD_PREFIX: 'APPPW#',

  /** Service-wide configuration items (token signing key). */
  serviceConfig: (name: string) => ({ pk: 'CONFIG', sk: name }),

  /** Outbox: one item per event, written in the same transaction as the change it reports. */
  event: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
} as const;
