/**
 * The administrator's point values (docs/points.md, "Actions"). Access patterns:
 * - read: GetItem SETTINGS/POINTS (consistent: the stream router awards with the values just saved)
 * - save: Put SETTINGS/POINTS conditioned on the revision read (optimistic lock)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { putOverRevision } from '#platform/data/revisioned-item.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';

export interface StoredPointValues {
  /** The values an administrator set, by action (the defaults fill the rest). */
  values: Record<string, number>;
  rev: number;
  updated_at: string | null;
}

export async function readPointValues(): Promise<StoredPointValues> {
  const item = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.pointsConfig(), ConsistentRead: true }))).Item;
  return { values: (item?.['values'] ?? {}) as Record<string, number>, rev: Number(item?.['rev'] ?? 0), updated_at: typeof item?.['updated_at'] === 'string' ? item['updated_at'] : null };
}

/** Writes the values over revision `rev`; false when another save came first. */
export async function writePointValues(values: Record<string, number>, rev: number, at: string): Promise<boolean> {
  return putOverRevision({ ...keys.pointsConfig(), entity: 'points_config', values, updated_at: at }, rev);
}
