/**
 * Space groups and the sidebar. Access patterns (docs/data-model.md):
 * - the sidebar: Query pk SPACEGROUPS (every group and every space's compact card, one call)
 * - a group: GetItem SPACEGROUPS/GROUP#<id>
 * - create: TransactWrite [UNIQUE#group_slug#<slug>, Put group]; spaces_count changes with ADD in the
 *   transactions that move spaces
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { queryAll } from '#platform/data/queries.ts';
import { claimUnique, releaseUnique, type TransactItem } from '#platform/data/transactions.ts';
import type { SpaceGroupRecord } from '#features/spaces/space-groups.ts';

const SLUG_MARKER = 'group_slug';

export interface SpaceCard {
  id: number;
  title: string;
  slug: string;
  serial: number;
  group_id: number;
  status: string;
  privacy: string;
}

const GROUP_FIELDS = ['id', 'title', 'slug', 'description', 'serial', 'settings', 'spaces_count', 'created_at', 'updated_at'] as const;
const toGroup = (item: Record<string, unknown>) => {
  const g = Object.fromEntries(GROUP_FIELDS.map((f) => [f, item[f]])) as unknown as SpaceGroupRecord;
  return { ...g, spaces_count: Number(g.spaces_count ?? 0) };
};

/** Every group and every space card, in one Query (the partition holds only these). */
export async function readSidebar(): Promise<{ groups: SpaceGroupRecord[]; cards: SpaceCard[] }> {
  const groups: SpaceGroupRecord[] = [];
  const cards: SpaceCard[] = [];
  const items = await queryAll({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.SPACE_GROUPS_PARTITION } });
  for (const item of items) {
    if (item['entity'] === 'space_group') groups.push(toGroup(item));
    else if (item['entity'] === 'space_card') cards.push(item as unknown as SpaceCard);
  }
  return { groups, cards };
}

export async function getGroup(id: number, options: { consistent?: boolean } = {}): Promise<SpaceGroupRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.spaceGroup(id), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toGroup(out.Item) : null;
}

export function groupCreateItems(g: SpaceGroupRecord): TransactItem[] {
  return [
    claimUnique(SLUG_MARKER, g.slug, { group_id: g.id }),
    { Put: { TableName: tableName, Item: { ...keys.spaceGroup(g.id), entity: 'space_group', version: 1, ...g }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/** Title, description, settings and serial of an existing group (its count is left alone). */
export function groupUpdateItem(g: SpaceGroupRecord): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.spaceGroup(g.id),
      UpdateExpression: 'SET title = :t, description = :d, settings = :s, serial = :n, updated_at = :u',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': g.title, ':d': g.description, ':s': g.settings, ':n': g.serial, ':u': g.updated_at },
    },
  };
}

export function groupSerialUpdate(groupId: number, serial: number, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.spaceGroup(groupId),
      UpdateExpression: 'SET serial = :n, updated_at = :u',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': serial, ':u': at },
    },
  };
}

export function groupDeleteItems(g: SpaceGroupRecord): TransactItem[] {
  return [{ Delete: { TableName: tableName, Key: keys.spaceGroup(g.id) } }, releaseUnique(SLUG_MARKER, g.slug)];
}

/** Adds to a group's spaces_count (group 0, uncategorized, has no record). */
export function groupCountUpdate(groupId: number, delta: number): TransactItem[] {
  if (groupId === 0 || delta === 0) return [];
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.spaceGroup(groupId),
        UpdateExpression: 'ADD spaces_count :d',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':d': delta },
      },
    },
  ];
}
