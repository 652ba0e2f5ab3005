/**
 * The one table: its key attributes, generic GSIs, TTL attribute and stream.
 * CDK (lib/data-stack.ts), the local stack and the tests all build the table from this module,
 * so the three can never disagree. Access patterns per index are listed in docs/data-model.md.
 */

import { TABLE_KEY, type KeyType } from '#platform/core/paging.ts';

interface IndexDefinition {
  readonly name: string;
  readonly partition: string;
  readonly sort: string;
  readonly sortType: KeyType;
}

/**
 * Overloaded indexes; the access pattern (platform/data/keys.ts) gives each use its meaning.
 * gsi1..gsi3 have string sort keys. rank1..rank3 share the partition `rankpk` and sort by a
 * number, so a counter changed with ADD is its own ranking key (top contributors).
 */
export const GSI = {
  gsi1: { name: 'gsi1', partition: 'gsi1pk', sort: 'gsi1sk', sortType: 'S' },
  gsi2: { name: 'gsi2', partition: 'gsi2pk', sort: 'gsi2sk', sortType: 'S' },
  gsi3: { name: 'gsi3', partition: 'gsi3pk', sort: 'gsi3sk', sortType: 'S' },
  rank1: { name: 'rank1', partition: 'rankpk', sort: 'rank1', sortType: 'N' },
  rank2: { name: 'rank2', partition: 'rankpk', sort: 'rank2', sortType: 'N' },
  rank3: { name: 'rank3', partition: 'rankpk', sort: 'rank3', sortType: 'N' },
  /**
   * The whole site's posts by popularity: a second partition over the same `rank3` counter, so a
   * post ranks in its space (rankpk) and site-wide (poppk) from the one ADD that moves it.
   */
  popular: { name: 'popular', partition: 'poppk', sort: 'rank3', sortType: 'N' },
  /** Everything a space owns outside its own partition (posts and their children, media records). */
  owner: { name: 'owner', partition: 'ownerpk', sort: 'ownersk', sortType: 'S' },
} as const satisfies Record<string, IndexDefinition>;

export type GsiName = keyof typeof GSI;

/** Epoch seconds after which DynamoDB deletes the item (outbox events, throttles, expired tokens). */
export const TTL_ATTRIBUTE = 'expires_at';

export const STREAM_VIEW = 'NEW_AND_OLD_IMAGES' as const;

/** Every key attribute once, with its type (partition keys are strings; ids are zero-padded). */
export const ATTRIBUTE_DEFINITIONS: ReadonlyArray<{ name: string; type: KeyType }> = [
  ...new Map<string, KeyType>([
    [TABLE_KEY.partition, 'S'],
    [TABLE_KEY.sort, 'S'],
    ...Object.values(GSI).flatMap((g): Array<[string, KeyType]> => [
      [g.partition, 'S'],
      [g.sort, g.sortType],
    ]),
  ]),
].map(([name, type]) => ({ name, type }));
