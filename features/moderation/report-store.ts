/**
 * Content reports (docs/moderation.md, Reports; docs/data-model.md). Access patterns:
 * - a report: GetItem REPORT#<id>/REPORT
 * - the community's reports of a status, newest first: Query gsi1 REPORTS#<status>
 * - a space's reports of a status: Query gsi2 REPORTSPACE#<space>#<status>
 * - one post's or comment's reports (every status): Query gsi3 REPORTSOF#<type>#<id>
 *   (content type and reason are filters on the page's Query)
 * - one report per member and item: a marker FEED#<post>/REPORTBY#<type>#<id>#<member>, put if
 *   absent in the report's transaction with the content's reports_count (ADD) and the event
 * - a resolution: the report's status changes guarded by its revision, its list keys with it
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { DynamoKey } from '#platform/core/paging.ts';
import type { ReportContentType, ReportReason, ReportRecord, ReportStatus } from '#features/moderation/reports.ts';

const FIELDS = [
  'id', 'content_type', 'content_id', 'post_id', 'space_id', 'content_user_id', 'user_id', 'reason', 'note', 'status',
  'created_at', 'resolved_at', 'resolved_by', 'resolution', 'resolution_note', 'rev',
] as const;

export function toReport(item: Record<string, unknown>): ReportRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as ReportRecord;
}

function reportItem(r: ReportRecord): Record<string, unknown> {
  const order = `${r.created_at}#${padId(r.id)}`;
  return {
    ...keys.report(r.id),
    entity: 'report',
    version: 1,
    ...r,
    gsi1pk: keys.reportsPartition(r.status),
    gsi1sk: order,
    gsi3pk: keys.reportsOfPartition(r.content_type, r.content_id),
    gsi3sk: order,
    ...(r.space_id !== null
      ? { gsi2pk: keys.spaceReportsPartition(r.space_id, r.status), gsi2sk: order, ownerpk: keys.spacePartition(r.space_id), ownersk: keys.report(r.id).pk }
      : {}),
  };
}

const markerKey = (r: Pick<ReportRecord, 'post_id' | 'content_type' | 'content_id' | 'user_id'>) => keys.reportMarker(r.post_id, r.content_type, r.content_id, r.user_id);

/**
 * A new report: the member's marker on the item (fails when they reported it already), the report,
 * and one more on the content's reports_count (the content must still be there).
 */
export function newReportItems(r: ReportRecord, contentKey: { pk: string; sk: string }): TransactItem[] {
  return [
    { Put: { TableName: tableName, Item: { ...markerKey(r), entity: 'report_marker', report_id: r.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName, Item: reportItem(r), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName,
        Key: contentKey,
        UpdateExpression: 'ADD reports_count :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

/** The index of the member's marker in newReportItems (they reported this item already). */
export const MARKER_INDEX = 0;
/** The index of the content's count in newReportItems (the content is gone). */
export const CONTENT_INDEX = 2;

/** A resolved report (rewritten with its new list keys), guarded by its revision. */
export function resolvedReportItem(before: ReportRecord, after: ReportRecord): TransactItem {
  return { Put: { TableName: tableName, Item: reportItem(after), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': before.rev } } };
}

/** The content's reports before now no longer count towards hiding it (a moderator dismissed them). */
export function clearedReportsUpdate(contentKey: { pk: string; sk: string }, reportsCount: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: contentKey,
      UpdateExpression: 'SET reports_cleared = :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': reportsCount },
    },
  };
}

export async function getReport(id: number, options: { consistent?: boolean } = {}): Promise<ReportRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.report(id), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toReport(out.Item) : null;
}

/** Which list a page reads: the community's, a space's (both by status) or one item's. */
export type ReportScope =
  | { kind: 'all'; status: ReportStatus }
  | { kind: 'space'; spaceId: number; status: ReportStatus }
  | { kind: 'item'; contentType: ReportContentType; contentId: number; status?: ReportStatus | undefined };

export function scopeIndex(scope: ReportScope) {
  if (scope.kind === 'all') return { index: GSI.gsi1, partition: keys.reportsPartition(scope.status) };
  if (scope.kind === 'space') return { index: GSI.gsi2, partition: keys.spaceReportsPartition(scope.spaceId, scope.status) };
  return { index: GSI.gsi3, partition: keys.reportsOfPartition(scope.contentType, scope.contentId) };
}

/** A page bounds what a sparse filter reads: after this many items the page ends short, with a cursor. */
const MAX_READ = 1_000;

/** One page, newest first; content type, reason (and an item's status) filter the Query. */
export async function listReports(
  scope: ReportScope,
  filters: { contentType?: ReportContentType | undefined; reason?: ReportReason | undefined },
  limit: number,
  startKey?: DynamoKey,
): Promise<{ reports: ReportRecord[]; lastKey: DynamoKey | undefined }> {
  const { index, partition } = scopeIndex(scope);
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': partition };
  if (filters.contentType && scope.kind !== 'item') {
    conditions.push('content_type = :type');
    values[':type'] = filters.contentType;
  }
  if (filters.reason) {
    conditions.push('reason = :reason');
    values[':reason'] = filters.reason;
  }
  if (scope.kind === 'item' && scope.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = scope.status;
  }
  const { items, lastKey } = await queryPage(
    {
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: `${index.partition} = :pk`,
      ExpressionAttributeValues: values,
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
      ScanIndexForward: false,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    },
    limit,
    ['pk', 'sk', index.partition, index.sort],
    MAX_READ,
  );
  return { reports: items.map(toReport), lastKey: lastKey as DynamoKey | undefined };
}

/** An item's pending reports (resolved with the one a moderator names), at most `limit` of them. */
export async function pendingReportsOf(contentType: ReportContentType, contentId: number, limit: number): Promise<ReportRecord[]> {
  return (await listReports({ kind: 'item', contentType, contentId, status: 'pending' }, {}, limit)).reports;
}
