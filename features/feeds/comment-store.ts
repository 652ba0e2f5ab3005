/**
 * Comments live in their post's partition (FEED#<post>/COMMENT#<id>), so a post's comments are
 * one Query in id order (oldest first) and go with the post. Access patterns:
 * - a post's comments: Query FEED#<post>, begins_with COMMENT#
 * - a comment: GetItem FEED#<post>/COMMENT#<id>; by its id alone: Query gsi2 COMMENTID#<id> (post, author,
 *   remembered per container: they never change), then the item
 * - create / delete: one transaction with the post's comments_count and the event; a reply's
 *   transaction checks its parent is there and not marked `deleting_at`, which a delete sets first
 * - one text per member and post: a marker FEED#<post>/CTEXT#<user>#<text fingerprint>, put if
 *   absent in the comment's transaction (unconditionally while spam protection is off), moved by
 *   an edit, deleted with the comment
 * - a member's comments, newest first: Query rank1 on rankpk USERCOMMENTS#<user> (every status; the
 *   comment carries its post's space_id, so a page's posts and spaces are one BatchGet)
 * - held comments (docs/moderation.md): while pending, sparse keys gsi3 PENDINGCOMMENTS (every
 *   pending comment) and, on a space's post, gsi1 PENDINGCOMMENT#<space>, both
 *   `<created_at>#<id>`; approval and rejection remove them, conditioned on the status (once)
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { queryAll, queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import { RecentMap } from '#platform/core/recent-map.ts';
import { isConditionFailure, type TransactItem } from '#platform/data/transactions.ts';
import type { CommentRecord } from '#features/feeds/comments.ts';
import type { DynamoKey } from '#platform/core/paging.ts';

const PREFIX = 'COMMENT#';
export const commentKey = (postId: number, commentId: number) => ({ pk: keys.feed(postId).pk, sk: `${PREFIX}${padId(commentId)}` });

/** The marker of a member's text on a post (the fingerprint is the domain's). */
const textKey = (postId: number, userId: number, fingerprint: string) => ({ pk: keys.feed(postId).pk, sk: `CTEXT#${padId(userId)}#${fingerprint}` });

/**
 * Claims the member's text on the post: fails when one of their comments there already holds it.
 * `refuseDuplicates` false (spam protection off): the marker is written over, nothing is refused.
 */
export function claimTextItem(c: Pick<CommentRecord, 'post_id' | 'user_id' | 'id'>, fingerprint: string, refuseDuplicates = true): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...textKey(c.post_id, c.user_id, fingerprint), entity: 'unique', comment_id: c.id },
      ...(refuseDuplicates ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
    },
  };
}

export const PENDING_COMMENTS = 'PENDINGCOMMENTS';
export const pendingCommentSpacePartition = (spaceId: number) => `PENDINGCOMMENT#${padId(spaceId)}`;

/** The queue keys a pending comment holds (and the space it is listed under). */
function pendingKeys(c: CommentRecord, spaceId: number | null) {
  const order = `${c.created_at}#${padId(c.id)}`;
  return {
    space_id: spaceId,
    gsi3pk: PENDING_COMMENTS,
    gsi3sk: order,
    ...(spaceId !== null ? { gsi1pk: pendingCommentSpacePartition(spaceId), gsi1sk: order } : {}),
  };
}

/**
 * Releases the member's text on the post. Unconditional: a comment written before markers existed
 * has none (and, in that legacy case only, may release a newer comment's equal text).
 */
export const releaseTextItem = (c: Pick<CommentRecord, 'post_id' | 'user_id'>, fingerprint: string): TransactItem => ({
  Delete: { TableName: tableName, Key: textKey(c.post_id, c.user_id, fingerprint) },
});

const FIELDS = [
  'id', 'post_id', 'user_id', 'parent_id', 'message', 'message_rendered', 'meta', 'type', 'content_type', 'status', 'is_sticky',
  'reactions_count', 'created_at', 'updated_at', 'rev', 'media', 'period_tz', 'reports_count', 'reports_cleared',
] as const;

export function toComment(item: Record<string, unknown>): CommentRecord {
  const c = Object.fromEntries(FIELDS.map((f) => [f, item[f]])) as unknown as CommentRecord;
  if (typeof c.period_tz !== 'string') delete c.period_tz;
  return { ...c, reactions_count: Number(c.reactions_count ?? 0), media: c.media ?? [], reports_count: Number(c.reports_count ?? 0), reports_cleared: Number(c.reports_cleared ?? 0) };
}

/**
 * Adds to the post's comments_count and popularity (rank3: likes + 2 x comments); a new comment
 * also marks the post's last activity (rank1, updated_at), as the original's new_activity order.
 * The post must still exist.
 */
function postCount(postId: number, delta: number, at?: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.feed(postId),
      UpdateExpression: `ADD comments_count :d, rank3 :p${at ? ' SET rank1 = :ms, updated_at = :at' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta, ':p': 2 * delta, ...(at ? { ':ms': Date.parse(at), ':at': at } : {}) },
    },
  };
}

/** A reply needs its parent there, published and not being deleted. */
const parentCheck = (c: CommentRecord): TransactItem[] =>
  c.parent_id !== null
    ? [{
        ConditionCheck: {
          TableName: tableName,
          Key: commentKey(c.post_id, c.parent_id),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting_at) AND #st = :published',
          ExpressionAttributeNames: { '#st': 'status' },
          ExpressionAttributeValues: { ':published': 'published' },
        },
      }]
    : [];

/**
 * A new comment (findable by id through gsi2) with its text marker and, published, the post's
 * count; a held one (pending) is counted on approval and listed in the queue meanwhile. A reply
 * also needs its parent there and not being deleted.
 */
export function newCommentItems(
  c: CommentRecord,
  fingerprint: string,
  // spaceId: the post's space (null: a profile's post); undefined when the writer does not know it (a migration).
  options: { spaceId: number | null | undefined; refuseDuplicates: boolean } = { spaceId: undefined, refuseDuplicates: true },
): TransactItem[] {
  const byId = { gsi2pk: keys.commentIdPartition(c.id), gsi2sk: 'COMMENT' };
  const byAuthor = { rankpk: keys.userCommentsPartition(c.user_id), [GSI.rank1.sort]: c.id, ...(options.spaceId !== undefined ? { space_id: options.spaceId } : {}) };
  const queued = c.status === 'pending' ? pendingKeys(c, options.spaceId ?? null) : {};
  return [
    { Put: { TableName: tableName, Item: { ...commentKey(c.post_id, c.id), entity: 'comment', version: 1, ...c, ...byId, ...byAuthor, ...queued }, ConditionExpression: 'attribute_not_exists(pk)' } },
    claimTextItem(c, fingerprint, options.refuseDuplicates),
    ...parentCheck(c),
    ...(c.status === 'published' ? [postCount(c.post_id, 1, c.created_at)] : []),
  ];
}

/** The index of the text marker in newCommentItems (the member already wrote this text on the post). */
export const TEXT_MARKER_INDEX = 1;
/** The index of the parent's condition in newCommentItems (a reply whose parent is gone, going or not published). */
export const PARENT_CHECK_INDEX = 2;

/**
 * A pending comment leaves the queue as `status` (published or rejected), once: the condition on
 * its status lets one of two racing decisions through. Approval counts it on the post (a reply
 * needs its parent still there); the post's last activity is not moved back in time.
 */
export function decidedCommentItems(c: CommentRecord, status: 'published' | 'rejected', at: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: commentKey(c.post_id, c.id),
        UpdateExpression: 'SET #st = :status, updated_at = :at, rev = rev + :one REMOVE gsi1pk, gsi1sk, gsi3pk, gsi3sk',
        ConditionExpression: '#st = :pending',
        ExpressionAttributeNames: { '#st': 'status' },
        ExpressionAttributeValues: { ':status': status, ':pending': 'pending', ':at': at, ':one': 1 },
      },
    },
    ...(status === 'published' ? [...parentCheck(c), postCount(c.post_id, 1, at)] : []),
  ];
}

/**
 * Marks a comment as being deleted, so no reply can be added from then on: its replies read after
 * this (consistently) are all it will ever have. False when the comment is gone.
 */
export async function markDeleting(postId: number, commentId: number, at: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: commentKey(postId, commentId),
        UpdateExpression: 'SET deleting_at = if_not_exists(deleting_at, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A changed comment, guarded by its revision. */
export function changedCommentItem(before: CommentRecord, after: CommentRecord): TransactItem {
  // Counters change by ADD beside the revision (reports: features/moderation), never rewritten with it.
  const { reactions_count: _r, reports_count: _n, reports_cleared: _k, ...rest } = after;
  const entries = Object.entries(rest);
  return {
    Update: {
      TableName: tableName,
      Key: commentKey(after.post_id, after.id),
      UpdateExpression: `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'rev = :rev',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])),
      ExpressionAttributeValues: { ':rev': before.rev, ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])) },
    },
  };
}

/**
 * A comment hidden pending review or published again (docs/moderation.md, Reports), guarded by its
 * revision; the post counts only published comments.
 */
export function moderatedCommentItems(before: CommentRecord, after: CommentRecord): TransactItem[] {
  const delta = Number(after.status === 'published') - Number(before.status === 'published');
  return [changedCommentItem(before, after), ...(delta !== 0 ? [postCount(after.post_id, delta)] : [])];
}

/** Deletes a comment (guarded by its revision), its text marker, and its count on the post (a published one's). */
export function deletedCommentItems(c: CommentRecord, fingerprint: (c: CommentRecord) => string): TransactItem[] {
  return [
    { Delete: { TableName: tableName, Key: commentKey(c.post_id, c.id), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': c.rev } } },
    releaseTextItem(c, fingerprint(c)),
    ...(c.status === 'published' ? [postCount(c.post_id, -1)] : []),
  ];
}

/** Deletes replies of a comment being deleted, their text markers, and their count on the post. */
export function deletedReplyItems(replies: CommentRecord[], fingerprint: (c: CommentRecord) => string): TransactItem[] {
  if (replies.length === 0) return [];
  // Legacy comments (before markers) may share a text: one delete per marker.
  const markers = new Map(replies.map((x) => [`${x.user_id}#${fingerprint(x)}`, releaseTextItem(x, fingerprint(x))]));
  const counted = replies.filter((r) => r.status === 'published').length;
  return [
    ...replies.map((r) => ({ Delete: { TableName: tableName, Key: commentKey(r.post_id, r.id) } })),
    ...(counted > 0 ? [postCount(replies[0]?.post_id ?? 0, -counted)] : []),
    ...markers.values(),
  ];
}

export async function getComment(postId: number, commentId: number, options: { consistent?: boolean } = {}): Promise<CommentRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: commentKey(postId, commentId), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toComment(out.Item) : null;
}

/**
 * Where a comment is, by its id alone (gsi2): its post and author, which never change; the comment
 * itself is then read from the table (the index may lag behind an edit or a delete). Null if none.
 */
export async function locateComment(commentId: number, options: { remembered?: boolean } = {}): Promise<{ post_id: number; user_id: number } | null> {
  const known = options.remembered ? commentPlaces.get(commentId) : undefined;
  if (known) return known;
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi2.name,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.commentIdPartition(commentId) },
      ProjectionExpression: 'post_id, user_id',
      Limit: 1,
    }),
  );
  const item = out.Items?.[0];
  if (!item) return null;
  const place = { post_id: Number(item['post_id']), user_id: Number(item['user_id']) };
  commentPlaces.set(commentId, place);
  return place;
}

/**
 * comment id -> its post and author, per container (docs/data-model.md "Reads in two trips"):
 * 20,000 comments for an hour. They never change; a comment deleted since is still remembered, so
 * only callers that then read the comment item itself (absent: 404 as before) ask for `remembered`.
 */
const commentPlaces = new RecentMap<number, { post_id: number; user_id: number }>(20_000, 60 * 60_000);

/**
 * One page of a post's comments, oldest first: one Query per page of the store (1 MB), as many as
 * `offset + limit` need (the original's unpaginated list reads up to ALL_COMMENTS_LIMIT).
 */
export async function listComments(postId: number, options: { offset: number; limit: number; startKey?: DynamoKey | undefined }) {
  const { items, lastKey } = await queryPage(
    {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.feed(postId).pk, ':prefix': PREFIX },
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    },
    options.offset + options.limit,
    ['pk', 'sk'],
  );
  return { comments: items.slice(options.offset).map(toComment), lastKey: lastKey as DynamoKey | undefined };
}

/**
 * The first `offset + limit` comments of a member, newest first (every status), each with the
 * space of its post where the comment was written knowing it (null: a profile's post, or unknown).
 */
export async function commentsByAuthor(userId: number, offset: number, limit: number): Promise<Array<{ comment: CommentRecord; spaceId: number | null | undefined }>> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.rank1.name,
      KeyConditionExpression: 'rankpk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userCommentsPartition(userId) },
      ScanIndexForward: false,
      Limit: offset + limit,
    }),
  );
  return (out.Items ?? []).slice(offset).map((item) => ({ comment: toComment(item), spaceId: 'space_id' in item ? (item['space_id'] === null ? null : Number(item['space_id'])) : undefined }));
}

/** The replies of a comment (read through the post's comments: bounded by the post), consistently. */
export async function listReplies(postId: number, parentId: number): Promise<CommentRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    ConsistentRead: true,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'parent_id = :parent',
    ExpressionAttributeValues: { ':pk': keys.feed(postId).pk, ':prefix': PREFIX, ':parent': parentId },
  });
  return items.map(toComment);
}

/** The post remembers its one pinned comment (beside its record, outside its revision); null unpins. */
export function postPinUpdate(postId: number, commentId: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.feed(postId),
      UpdateExpression: commentId === null ? 'REMOVE pinned_comment_id' : 'SET pinned_comment_id = :id',
      ConditionExpression: 'attribute_exists(pk)',
      ...(commentId === null ? {} : { ExpressionAttributeValues: { ':id': commentId } }),
    },
  };
}
