/**
 * The points backfill's one read of the whole table (docs/points.md, "Backfill"): a page of one
 * segment of a parallel Scan. It lives here, in the points run, the one function granted Scan
 * (lib/scheduling-stack.ts, checked by test/infra/scheduling.test.ts); no feature module and no
 * request reads the table this way.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';

export async function scanSegmentPage(segment: number, totalSegments: number, cursor: string | null, limit: number): Promise<{ items: Array<Record<string, unknown>>; next: string | null }> {
  const out = await ddb.send(
    new ScanCommand({
      TableName: tableName,
      Segment: segment,
      TotalSegments: totalSegments,
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: JSON.parse(cursor) as Record<string, unknown> } : {}),
    }),
  );
  return { items: out.Items ?? [], next: out.LastEvaluatedKey ? JSON.stringify(out.LastEvaluatedKey) : null };
}
