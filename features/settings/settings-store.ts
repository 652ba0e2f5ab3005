/**
 * Site settings storage. Access patterns:
 * - read all settings: GetItem SETTINGS/SITE (one call; public reads are eventually consistent)
 * - read the site's and some groups' settings: one BatchGet of SETTINGS/SITE and SETTINGS/GROUP#<name>
 *   (and SETTINGS/LINKS, the sidebar links, and CONFIG/topics, the topic configuration, for the public settings)
 * - read one sidebar link: GetItem SETTINGS/LINKS projecting its attribute
 * - create, update or delete a sidebar link, with its audit entry: one TransactWrite (an
 *   UpdateItem of its `l_<id>` attribute on SETTINGS/LINKS, guarded, and a Put)
 * - read every sidebar link: GetItem SETTINGS/LINKS (consistent); replace them all (the original's
 *   feed links): one TransactWrite (a Put of SETTINGS/LINKS and the audit Put)
 * - update several keys atomically, with their audit entry: one TransactWrite (the update and a Put);
 *   a group's update with its keys kept in the site's item: one TransactWrite (both updates and a Put)
 * - reset keys: one UpdateItem REMOVE, returning which overrides existed, then their audit entry
 * - the audit, newest first: Query AUDIT#settings backwards
 * Each setting is its own attribute (`s_<key>`, features as `f_<feature>`, a group's keys as
 * `g_<key>`) so concurrent updates of different keys never overwrite each other and no update
 * reads before it writes.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor } from '#platform/core/paging.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { cancelledByCondition, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { StoredGroup } from '#features/settings/groups/group.ts';
import type { SettingKey, StoredSettings } from '#features/settings/settings.ts';
import type { StoredSidebarLink } from '#features/settings/sidebar-links.ts';

const SETTING_PREFIX = 's_';
const FEATURE_PREFIX = 'f_';

/** Reads the stored overrides (defaults are applied by the domain registry). */
export async function readStoredSettings(options: { consistent?: boolean } = {}): Promise<StoredSettings> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.settings(), ConsistentRead: options.consistent ?? false }));
  return toStoredSettings(out.Item ?? {});
}

/** The update of some overrides of the site's item, for another feature's transaction (with auditPut). */
export const siteSettingsUpdate = (values: StoredSettings, at: string): TransactItem => setAttributes(keys.settings(), toAttributes(values), at, 'settings');

/** Writes every given override and its audit entry in one transaction. */
export async function writeSettings(values: StoredSettings, audit: SettingsAuditEntry): Promise<void> {
  await transact([setAttributes(keys.settings(), toAttributes(values), audit.at, 'settings'), auditPut(audit)]);
}

/**
 * Removes the overrides of `settingKeys`; returns the keys that had one. `featureKeys` are the
 * feature switches stored one attribute each under `features` (the domain's FEATURE_KEYS).
 */
export async function removeSettings(settingKeys: SettingKey[], featureKeys: readonly string[], audit: Omit<SettingsAuditEntry, 'keys'>): Promise<SettingKey[]> {
  const updatedAt = audit.at;
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
  const removed = settingKeys.filter((k) => attributesOf(k).some((a) => Object.hasOwn(old, a)));
  // After the update, not in its transaction: which keys a reset removed is known only from its answer.
  if (removed.length > 0) await ddb.send(new PutCommand({ TableName: tableName, Item: auditItem({ ...audit, keys: removed }) }));
  return removed;
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

const GROUP_PREFIX = 'g_';

/**
 * The site's overrides and the named groups' stored values (and, with `links`, every sidebar link;
 * with `configs`, the raw `config` of those features' CONFIG/<name> items), in one BatchGet.
 */
export async function readSiteAndGroups<G extends string>(
  groups: readonly G[],
  options: { consistent?: boolean; links?: boolean; configs?: readonly string[] } = {},
): Promise<{ site: StoredSettings; groups: Record<G, StoredGroup>; links: StoredSidebarLink[]; configs: Record<string, unknown> }> {
  const configNames = options.configs ?? [];
  const wanted = [
    keys.settings(),
    ...groups.map((g) => keys.settingsGroup(g)),
    ...(options.links ? [keys.sidebarLinks()] : []),
    ...configNames.map((c) => keys.serviceConfig(c)),
  ];
  const found = await batchGet(wanted, { consistent: options.consistent ?? false });
  const out = {} as Record<G, StoredGroup>;
  for (const g of groups) out[g] = toStoredGroup(found.get(itemKeyOf(keys.settingsGroup(g))));
  const links = options.links ? toStoredLinks(found.get(itemKeyOf(keys.sidebarLinks()))) : [];
  const configs = Object.fromEntries(configNames.map((c) => [c, found.get(itemKeyOf(keys.serviceConfig(c)))?.['config'] ?? {}]));
  return { site: toStoredSettings(found.get(itemKeyOf(keys.settings()))), groups: out, links, configs };
}

/** The named groups' stored values (one BatchGet; none stored is `{}`). */
export async function readGroups<G extends string>(groups: readonly G[], options: { consistent?: boolean } = {}): Promise<Record<G, StoredGroup>> {
  return (await readSiteAndGroups(groups, options)).groups;
}

/**
 * Writes a group's validated values, its keys kept in the site's item (`site`, as registry keys)
 * and the audit entry in one transaction.
 */
export async function writeGroup(group: string, values: StoredGroup, audit: SettingsAuditEntry, site: StoredSettings = {}): Promise<void> {
  const attributes = Object.fromEntries(Object.entries(values).map(([k, v]) => [GROUP_PREFIX + k, v]));
  await transact([
    ...(Object.keys(attributes).length > 0 ? [setAttributes(keys.settingsGroup(group), attributes, audit.at, 'settings_group')] : []),
    ...(Object.keys(site).length > 0 ? [setAttributes(keys.settings(), toAttributes(site), audit.at, 'settings')] : []),
    auditPut(audit),
  ]);
}

/** A group item's stored values, as read alone or with others. */
export function toStoredGroup(item: Record<string, unknown> = {}): StoredGroup {
  const stored: StoredGroup = {};
  for (const [attr, value] of Object.entries(item)) if (attr.startsWith(GROUP_PREFIX)) stored[attr.slice(GROUP_PREFIX.length)] = value;
  return stored;
}

/** One SET of `attributes` on an item (created when absent), stamped with its entity and time. */
function setAttributes(key: { pk: string; sk: string }, attributes: Record<string, unknown>, updatedAt: string, entity: string): TransactItem {
  const names: Record<string, string> = { '#u': 'updated_at', '#e': 'entity' };
  const vals: Record<string, unknown> = { ':u': updatedAt, ':e': entity };
  const sets = ['#u = :u', '#e = :e'];
  Object.entries(attributes).forEach(([attr, value], i) => {
    names[`#a${i}`] = attr;
    vals[`:v${i}`] = value;
    sets.push(`#a${i} = :v${i}`);
  });
  return { Update: { TableName: tableName, Key: key, UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: vals } };
}

/**
 * One change of settings for the audit: who, when, what (`site`, a group's name, `links`,
 * `license`, ...) and which keys. Never values: secrets must not reach it.
 */
export interface SettingsAuditEntry {
  at: string;
  user_id: number;
  target: string;
  keys: string[];
}

const auditItem = (entry: SettingsAuditEntry) => ({ ...keys.settingsAudit(entry.at, randomBytes(4).toString('hex')), entity: 'settings_audit', ...entry });
/** The audit entry's Put, for a transaction with the change it records. */
export const auditPut = (entry: SettingsAuditEntry): TransactItem => ({ Put: { TableName: tableName, Item: auditItem(entry) } });

/** A page of the audit, newest first, and the cursor of the next (null at the end). */
export async function listSettingsAudit(options: { limit: number; cursor?: string }): Promise<{ items: SettingsAuditEntry[]; nextCursor: string | null }> {
  const pk = keys.settingsAudit('', '').pk;
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: options.limit,
      ...(options.cursor ? { ExclusiveStartKey: decodeCursor(options.cursor, { partition: pk }) } : {}),
    }),
  );
  const items = (out.Items ?? []).map((i) => ({ at: String(i['at']), user_id: Number(i['user_id']), target: String(i['target']), keys: (i['keys'] as string[] | undefined) ?? [] }));
  return { items, nextCursor: encodeCursor(out.LastEvaluatedKey as Record<string, string> | undefined) };
}

const LINK_PREFIX = 'l_';

/** Every sidebar link of the links item (read alone or with others); none when absent. */
export function toStoredLinks(item: Record<string, unknown> = {}): StoredSidebarLink[] {
  return Object.entries(item).flatMap(([attr, value]) => (attr.startsWith(LINK_PREFIX) ? [value as StoredSidebarLink] : []));
}

/** One sidebar link, or null (consistent: an update starts from the latest). */
export async function readSidebarLink(linkId: number): Promise<StoredSidebarLink | null> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName, Key: keys.sidebarLinks(), ProjectionExpression: '#l', ExpressionAttributeNames: { '#l': LINK_PREFIX + linkId }, ConsistentRead: true }),
  );
  return (out.Item?.[LINK_PREFIX + linkId] as StoredSidebarLink | undefined) ?? null;
}

/**
 * Writes a sidebar link and its audit entry. A new link counts against `max` (`link_count`); an
 * update needs the link to exist. Each link is its own attribute: saves of different links never
 * overwrite each other. Returns false when the guard failed (too many links, or no such link).
 */
export async function writeSidebarLink(link: StoredSidebarLink, options: { create: boolean; max: number }, audit: SettingsAuditEntry): Promise<boolean> {
  const names = { '#l': LINK_PREFIX + link.id, '#u': 'updated_at', '#e': 'entity', '#n': 'link_count' };
  const update: TransactItem = options.create
    ? {
        Update: {
          TableName: tableName,
          Key: keys.sidebarLinks(),
          UpdateExpression: 'SET #l = :link, #u = :u, #e = :e ADD #n :one',
          ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':link': link, ':u': audit.at, ':e': 'sidebar_links', ':one': 1, ':max': options.max },
        },
      }
    : {
        Update: {
          TableName: tableName,
          Key: keys.sidebarLinks(),
          UpdateExpression: 'SET #l = :link, #u = :u',
          ConditionExpression: 'attribute_exists(#l)',
          ExpressionAttributeNames: { '#l': names['#l'], '#u': names['#u'] },
          ExpressionAttributeValues: { ':link': link, ':u': audit.at },
        },
      };
  return guarded(transact([update, auditPut(audit)]));
}

/** Every sidebar link, read consistently (a replacement keeps the ids of the links it keeps). */
export async function readSidebarLinks(): Promise<StoredSidebarLink[]> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.sidebarLinks(), ConsistentRead: true }));
  return toStoredLinks(out.Item);
}

/**
 * Replaces every sidebar link at once (the original's POST /feeds/links sends the whole list), with
 * its audit entry: one Put of the links item, so a concurrent save of one link is either kept whole
 * or overwritten whole, never half applied.
 */
export async function replaceSidebarLinks(links: readonly StoredSidebarLink[], audit: SettingsAuditEntry): Promise<void> {
  const item = {
    ...keys.sidebarLinks(),
    entity: 'sidebar_links',
    updated_at: audit.at,
    link_count: links.length,
    ...Object.fromEntries(links.map((l) => [LINK_PREFIX + l.id, l])),
  };
  await transact([{ Put: { TableName: tableName, Item: item } }, auditPut(audit)]);
}

/** Deletes a sidebar link with its audit entry; false when there was no such link. */
export async function deleteSidebarLink(linkId: number, audit: SettingsAuditEntry): Promise<boolean> {
  const update: TransactItem = {
    Update: {
      TableName: tableName,
      Key: keys.sidebarLinks(),
      UpdateExpression: 'REMOVE #l SET #u = :u ADD #n :minus',
      ConditionExpression: 'attribute_exists(#l)',
      ExpressionAttributeNames: { '#l': LINK_PREFIX + linkId, '#u': 'updated_at', '#n': 'link_count' },
      ExpressionAttributeValues: { ':u': audit.at, ':minus': -1 },
    },
  };
  return guarded(transact([update, auditPut(audit)]));
}

/** True when the write happened, false when its guard refused it. */
async function guarded(write: Promise<void>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}
