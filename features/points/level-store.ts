/**
 * Level storage (docs/points.md, "Levels"). Access patterns:
 * - read the levels: GetItem SETTINGS/LEVELS, consistent (the containers' copy and the
 *   administrators' list read what was just saved)
 * - save the levels: Put SETTINGS/LEVELS conditioned on the revision read (or sent), so a save
 *   never overwrites one it did not see without saying so
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { putOverRevision } from '#platform/data/revisioned-item.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import type { StoredLevel } from '#features/points/levels.ts';

export interface StoredLevels {
  /** In ascending order of threshold, as saved. */
  levels: StoredLevel[];
  /** The item's revision; 0 when there is none yet. */
  rev: number;
  updated_at: string | null;
}

export async function readLevels(): Promise<StoredLevels> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.pointLevels(), ConsistentRead: true }));
  return {
    levels: (out.Item?.['levels'] ?? []) as StoredLevel[],
    rev: Number(out.Item?.['rev'] ?? 0),
    updated_at: (out.Item?.['updated_at'] as string | undefined) ?? null,
  };
}

/** Writes the levels over revision `rev`; false when another save came first. */
export async function writeLevels(levels: readonly StoredLevel[], rev: number, at: string): Promise<boolean> {
  return putOverRevision({ ...keys.pointLevels(), entity: 'point_levels', levels, level_count: levels.length, updated_at: at }, rev);
}
