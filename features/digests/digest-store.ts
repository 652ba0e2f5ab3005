/**
 * The digests' access patterns (docs/digests.md, docs/data-model.md):
 * - active members, a page at a time: Query gsi1 MEMBERS#active (by created_at), user_id only
 * - a period's run: DIGESTRUN#<period>/RUN (cursor, lease, outcome): GetItem, conditional UpdateItem
 * - a member's last digest: USER#<id>/DIGEST, read with their profile, mail preferences and link
 *   counts (USER#<id>/FEEDCOUNTS) in one BatchGet; PutItem
 * - posts of a window on the public or restricted timeline: Query gsi3 TIMELINE#public|restricted,
 *   gsi3sk between <from> and <until>, newest first
 * - a member's inbox links of a window: Query USER#<id>, sk between INBOX#<from> and INBOX#<until>
 * - the posts, spaces, memberships and authors a digest shows: one BatchGet (100 keys per call)
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { INBOX_PREFIX } from '#features/feeds/feed-list-store.ts';
import { feedCounts, linkedPost, type LinkedPost } from '#features/feeds/feed-inbox-store.ts';
import { toProfile } from '#features/members/member-store.ts';
import { mailPreferencesOf } from '#features/mail/mail-preferences-store.ts';
import type { MailPreferences } from '#features/mail/mail-preferences.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import type { FeedRecord } from '#features/feeds/feeds.ts';
import type { MemberProfile } from '#features/members/members.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import type { LastDigest } from '#features/digests/digests.ts';

type Key = Record<string, unknown>;

/** A page of active members' ids, in the directory's created_at order, and where the next page starts. */
export async function activeMemberPage(startKey: Key | undefined, limit: number): Promise<{ userIds: number[]; next: Key | undefined }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.membersPartition('active') },
      ProjectionExpression: 'user_id',
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { userIds: (out.Items ?? []).map((i) => Number(i['user_id'])), next: out.LastEvaluatedKey };
}

// ---------------------------------------------------------------------------------------------
// A period's run

export interface DigestRunRecord {
  period: string;
  status: 'running' | 'done';
  /** The directory key the run resumes after; absent before the first page is done. */
  cursor?: Key;
  /** Digest jobs queued so far (a page queued again after a failure counts again). */
  queued: number;
  lease_owner: string;
  lease_until: number;
  started_at: string;
  finished_at?: string;
}

/** Run items stay a while for the record, then expire. */
const RUN_TTL_SECONDS = 90 * 86_400;

export async function getDigestRun(period: string): Promise<DigestRunRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.digestRun(period), ConsistentRead: true }));
  return out.Item ? (out.Item as unknown as DigestRunRecord) : null;
}

/**
 * Takes the run's lease: when it does not exist yet, or is unfinished and its lease ran out (a
 * failed or timed-out run). Null when another run holds it or it is done.
 */
export async function claimDigestRun(period: string, owner: string, now: Date, leaseMs: number): Promise<DigestRunRecord | null> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.digestRun(period),
        UpdateExpression:
          'SET entity = :entity, period = :period, #status = if_not_exists(#status, :running), queued = if_not_exists(queued, :zero), started_at = if_not_exists(started_at, :now), lease_owner = :owner, lease_until = :until, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(pk) OR (#status <> :done AND lease_until < :nowMs)',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':entity': 'digest_run',
          ':period': period,
          ':running': 'running',
          ':done': 'done',
          ':zero': 0,
          ':now': now.toISOString(),
          ':nowMs': now.getTime(),
          ':owner': owner,
          ':until': now.getTime() + leaseMs,
          ':ttl': Math.floor(now.getTime() / 1000) + RUN_TTL_SECONDS,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as unknown as DigestRunRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Records a page done: where to resume, how many were queued, a longer lease. False when the run
 * lost its lease (another took it over): it must stop.
 */
export async function advanceDigestRun(period: string, owner: string, progress: { cursor: Key | undefined; queued: number; leaseUntil: number; finishedAt?: string }): Promise<boolean> {
  const done = progress.cursor === undefined;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.digestRun(period),
        UpdateExpression: done
          ? 'SET #status = :done, finished_at = :at, lease_until = :until REMOVE #cursor ADD queued :n'
          : 'SET #cursor = :cursor, lease_until = :until ADD queued :n',
        ConditionExpression: 'lease_owner = :owner AND #status <> :done',
        ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
        ExpressionAttributeValues: {
          ':owner': owner,
          ':until': progress.leaseUntil,
          ':n': progress.queued,
          ...(done ? { ':at': progress.finishedAt ?? new Date().toISOString() } : { ':cursor': progress.cursor }),
          ':done': 'done',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// A member's digest

/** The recipient's profile, mail preferences, last digest and how many inbox links they have (0: no Query of them), in one BatchGet. */
export async function recipientOf(userId: number): Promise<{ profile: MemberProfile | null; prefs: MailPreferences; last: LastDigest | null; inboxLinks: number }> {
  const found = await batchGet([keys.user(userId), keys.mailPreferences(userId), keys.lastDigest(userId), keys.feedCounts(userId)], { consistent: true });
  const profile = found.get(itemKeyOf(keys.user(userId)));
  const last = found.get(itemKeyOf(keys.lastDigest(userId)));
  return {
    profile: profile ? toProfile(profile) : null,
    prefs: mailPreferencesOf(found.get(itemKeyOf(keys.mailPreferences(userId)))),
    last: last ? { period: String(last['period']), since: String(last['since']), until: String(last['until']) } : null,
    inboxLinks: feedCounts(found.get(itemKeyOf(keys.feedCounts(userId)))).inbox,
  };
}

/** Records the member's digest of a period (once rendered: a send retried renders the same window). */
export async function saveLastDigest(userId: number, last: LastDigest): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName, Item: { ...keys.lastDigest(userId), entity: 'last_digest', user_id: userId, ...last } }));
}

/** Published posts of one timeline created in [from, until), newest first, at most `cap`. */
export async function timelineWindow(timeline: 'public' | 'restricted', from: string, until: string, cap: number): Promise<FeedRecord[]> {
  const posts: FeedRecord[] = [];
  let startKey: Key | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: GSI.gsi3.name,
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :until',
        ExpressionAttributeValues: { ':pk': timeline === 'public' ? keys.PUBLIC_TIMELINE : keys.RESTRICTED_TIMELINE, ':from': from, ':until': until },
        ScanIndexForward: false,
        Limit: Math.min(cap - posts.length, 500),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    // `until` itself sorts before `<until>#<id>`: only posts created strictly before it are read.
    posts.push(...(out.Items ?? []).map(toFeed));
    startKey = out.LastEvaluatedKey;
  } while (startKey && posts.length < cap);
  return posts;
}

/** A member's inbox links (posts of the non-public spaces they belong to) created in [from, until), newest first, at most `cap`. */
export async function inboxWindow(userId: number, from: string, until: string, cap: number): Promise<LinkedPost[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :until',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':from': `${INBOX_PREFIX}${from}`, ':until': `${INBOX_PREFIX}${until}` },
      ScanIndexForward: false,
      Limit: cap,
    }),
  );
  return (out.Items ?? []).map((i) => linkedPost(i));
}

export interface DigestJoin {
  posts: Map<number, FeedRecord>;
  spaces: Map<number, SpaceRecord>;
  memberships: Map<number, MembershipRecord>;
  authors: Map<number, MemberProfile>;
}

/** Posts, spaces, the member's memberships of those spaces and authors, in one BatchGet per 100 keys (none when nothing is asked). */
export async function readDigestJoin(ask: { posts: number[]; spaces: number[]; membershipsOf: { userId: number; spaces: number[] } | null; authors: number[] }): Promise<DigestJoin> {
  const m = ask.membershipsOf;
  const wanted = ask.posts.length + ask.spaces.length + ask.authors.length + (m ? m.spaces.length : 0);
  const found = wanted === 0 ? new Map<string, Record<string, unknown>>() : await batchGet([
    ...ask.posts.map((id) => keys.feed(id)),
    ...ask.spaces.map((id) => keys.space(id)),
    ...(m ? m.spaces.map((id) => keys.spaceMember(id, m.userId)) : []),
    ...ask.authors.map((id) => keys.user(id)),
  ]);
  const pick = <T>(ids: number[], key: (id: number) => { pk: string; sk: string }, to: (i: Record<string, unknown>) => T): Map<number, T> =>
    new Map(ids.flatMap((id) => {
      const item = found.get(itemKeyOf(key(id)));
      return item ? [[id, to(item)] as const] : [];
    }));
  return {
    posts: pick(ask.posts, keys.feed, toFeed),
    spaces: pick(ask.spaces, keys.space, toSpace),
    memberships: m ? pick(m.spaces, (id) => keys.spaceMember(id, m.userId), toMembership) : new Map(),
    authors: pick(ask.authors, keys.user, toProfile),
  };
}
