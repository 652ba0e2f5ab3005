/**
 * The one table: its key attributes, generic GSIs, TTL attribute and stream.
 * CDK (lib/data-stack.ts), the local stack and the tests all build the table from this module,
 * so the three can never disagree. Access patterns per index are listed in docs/data-model.md.
 */

export const TABLE_KEY = { partition: 'pk', sort: 'sk' } as const;

/** Overloaded indexes; the access pattern (shared/data/keys.ts) gives each use its meaning. */
export const GSI = {
  gsi1: { name: 'gsi1', partition: 'gsi1pk', sort: 'gsi1sk' },
  gsi2: { name: 'gsi2', partition: 'gsi2pk', sort: 'gsi2sk' },
  gsi3: { name: 'gsi3', partition: 'gsi3pk', sort: 'gsi3sk' },
} as const;

export type GsiName = keyof typeof GSI;

/** Epoch seconds after which DynamoDB deletes the item (outbox events, throttles, expired tokens). */
export const TTL_ATTRIBUTE = 'expires_at';

export const STREAM_VIEW = 'NEW_AND_OLD_IMAGES' as const;

/** Every key attribute is a string: ids are zero-padded where they must sort. */
export const ATTRIBUTE_DEFINITIONS: ReadonlyArray<{ name: string; type: 'S' }> = [
  { name: TABLE_KEY.partition, type: 'S' },
  { name: TABLE_KEY.sort, type: 'S' },
  ...Object.values(GSI).flatMap((g) => [
    { name: g.partition, type: 'S' as const },
    { name: g.sort, type: 'S' as const },
  ]),
];
