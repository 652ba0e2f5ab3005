/**
 * Scheduled posts by due time (docs/scheduled-posts.md): the sparse keys a post holds only while
 * scheduled (feed-store.ts indexAttributes): gsi3 SCHEDULED (all of them) and gsi1
 * SCHEDULEDBY#<author>, sorted by `<UTC instant>#<id>`.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '#platform/data/client.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { countAll, queryAll, queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import type { FeedRecord } from '#features/feeds/feeds.ts';

export interface ScheduledRange {
  /** One author's, or (undefined) everyone's. */
  userId?: number | undefined;
  spaceId?: number | undefined;
  /** UTC ISO instants, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

function rangeQuery(r: ScheduledRange): QueryCommandInput {
  const [index, pk, sk] = r.userId !== undefined ? [GSI.gsi1, keys.scheduledByPartition(r.userId), 'gsi1sk'] : [GSI.gsi3, keys.SCHEDULED_QUEUE, 'gsi3sk'];
  // Sort keys are `<instant>#<id>`: '~' sorts after '#', so `to` takes every post due at that instant.
  const from = r.from !== undefined ? { ':from': r.from } : {};
  const to = r.to !== undefined ? { ':to': `${r.to}~` } : {};
  const range = r.from !== undefined && r.to !== undefined ? ` AND #sk BETWEEN :from AND :to` : r.from !== undefined ? ' AND #sk >= :from' : r.to !== undefined ? ' AND #sk <= :to' : '';
  return {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: `#pk = :pk${range}`,
    ExpressionAttributeNames: { '#pk': index.partition, ...(range ? { '#sk': sk } : {}), ...(r.spaceId !== undefined ? { '#space': 'space_id' } : {}) },
    ExpressionAttributeValues: { ':pk': pk, ...from, ...to, ...(r.spaceId !== undefined ? { ':space': r.spaceId } : {}) },
    ...(r.spaceId !== undefined ? { FilterExpression: '#space = :space' } : {}),
  };
}

/** One page, soonest first: one Query reading up to the page's end (a space filter may read on), and the range's total. */
export async function scheduledPage(r: ScheduledRange, page: number, perPage: number): Promise<{ posts: FeedRecord[]; total: number }> {
  const input = rangeQuery(r);
  const index = r.userId !== undefined ? GSI.gsi1 : GSI.gsi3;
  const [read, total] = await Promise.all([queryPage(input, page * perPage, ['pk', 'sk', index.partition, index.sort]), countAll(input)]);
  return { posts: read.items.slice((page - 1) * perPage).map(toFeed), total };
}

/** Every post still scheduled whose time is at or before `until` (the sweeper's catch). */
export async function scheduledDueBy(until: string): Promise<FeedRecord[]> {
  return (await queryAll(rangeQuery({ to: until }))).map(toFeed);
}
