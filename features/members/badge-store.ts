/**
 * Badge storage (docs/badges.md). Access patterns:
 * - read the catalogue: GetItem SETTINGS/BADGES (the containers' copy is consistent: read after a change)
 * - save the catalogue: Put SETTINGS/BADGES conditioned on the revision read (optimistic lock), so
 *   two administrators' saves never lose one another's change silently
 * - award a badge by a rule, once: one TransactWrite of the marker USER#<id>/BADGE#<slug>#<rule>
 *   (conditioned on its absence) and an UpdateItem appending the slug to the profile's
 *   meta.badge_slug (conditioned on the profile existing and not having it)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { putOverRevision } from '#platform/data/revisioned-item.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { cancelledByCondition, transact } from '#platform/data/transactions.ts';
import type { StoredBadge } from '#features/members/badges.ts';

export interface StoredCatalogue {
  badges: Map<string, StoredBadge>;
  /** The item's revision; 0 when there is none yet. */
  rev: number;
}

export async function readCatalogue(): Promise<StoredCatalogue> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.badgeCatalogue(), ConsistentRead: true }));
  const stored = (out.Item?.['badges'] ?? {}) as Record<string, StoredBadge>;
  return { badges: new Map(Object.entries(stored)), rev: Number(out.Item?.['rev'] ?? 0) };
}

/** Writes the catalogue over revision `rev`; false when another save came first. */
export async function writeCatalogue(badges: ReadonlyMap<string, StoredBadge>, rev: number, at: string): Promise<boolean> {
  return putOverRevision({ ...keys.badgeCatalogue(), entity: 'badge_catalogue', badges: Object.fromEntries(badges), badge_count: badges.size, updated_at: at }, rev);
}

/**
 * Gives a member a badge a rule awards, exactly once per (member, badge, rule): the marker and the
 * profile's slug are written together, the marker only if absent. A replayed event, a badge the
 * member already has, or a profile that is gone write nothing. True when the badge was given.
 */
export async function awardBadgeOnce(userId: number, slug: string, rule: string, maxBadges: number, at: string): Promise<boolean> {
  try {
    await transact([
      { Put: { TableName: tableName, Item: { ...keys.badgeAward(userId, slug, rule), entity: 'badge_award', user_id: userId, slug, rule, awarded_at: at }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: 'SET #m.#b = list_append(#m.#b, :s), #rev = #rev + :one, #u = :at',
          ConditionExpression: 'attribute_exists(pk) AND NOT contains(#m.#b, :slug) AND size(#m.#b) < :max',
          ExpressionAttributeNames: { '#m': 'meta', '#b': 'badge_slug', '#rev': 'rev', '#u': 'updated_at' },
          ExpressionAttributeValues: { ':s': [slug], ':slug': slug, ':one': 1, ':at': at, ':max': maxBadges },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}
