/**
 * The activities chunk writer (docs/migration.md, "Activities -> posts"): each activity_update
 * becomes a published post written through newFeedItems as POST /feeds writes it (markdown
 * rendered by the feeds' renderer, placement, counts, the author's contributions), with the
 * duplicate marker's fingerprint `legacy#<activity id>` and no outbox item (no events). Other
 * rows are recorded as skipped with their reason, so the comments writer knows.
 */
import { isDeepStrictEqual } from 'node:util';
import { changedFeedItems, getFeed, newFeedItems } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { mappingPut, readMappings, writeSkips } from '#features/migration/migration-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { getSpace, toSpace } from '#features/spaces/space-store.ts';
import { authorPostCount } from '#features/feeds/feed-service.ts';
import { newFeedRecord, onPublicTimeline, type FeedRecord } from '#features/feeds/feeds.ts';
import type { OembedSummary } from '#features/media/link-preview.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { countFailure, countMigrated, countSkip, newOutcome, type ChunkContext, type ChunkWriter, type WriterOutcome } from '#features/migration/chunk-context.ts';
import { LegacyUsers, countNewRow, legacyCreatedAt, legacyMessage, reserveIds, writeRow } from '#features/migration/legacy-content.ts';
import { eachLimited } from '#platform/core/each-limited.ts';
import type { PostRow } from '#features/migration/legacy-export/chunks.ts';
import { linkPreviewData } from '#features/migration/legacy-export/content.ts';

/** Rows written at once: each is its own transaction, and the hot counters are out of them. */
const CONCURRENCY = 8;

/** A post ready to write, or why the row is not migrated. */
type Decision = { skip: string } | { row: PostRow; authorId: number; space: SpaceRecord | null };

export const writePosts: ChunkWriter<'activities'> = async (rows, ctx) => {
  const outcome = newOutcome();
  const activities = rows.map((r) => r.activity);
  const [done, groups, users] = await Promise.all([
    readMappings('activity', activities.map((a) => a.id)),
    readMappings('group', activities.filter(inGroup).map((a) => a.item_id)),
    LegacyUsers.read(rows.flatMap((r) => [r.activity.user_id, ...Object.values(r.mentions ?? {})]), ctx),
  ]);
  const spaceIds = [...groups.values()].flatMap((g) => (g.new_id === undefined ? [] : [g.new_id]));
  const found = spaceIds.length > 0 ? await batchGet(spaceIds.map((id) => keys.space(id))) : new Map<string, Record<string, unknown>>();
  const spaceOf = (id: number) => {
    const item = found.get(itemKeyOf(keys.space(id)));
    return item ? toSpace(item) : null;
  };

  const fresh: Array<Extract<Decision, { row: PostRow }>> = [];
  const rewrites: Array<{ row: PostRow; postId: number }> = [];
  const skips: Array<{ legacyId: number; reason: string }> = [];
  for (const row of rows) {
    const postId = done.get(row.activity.id)?.new_id;
    if (postId !== undefined) {
      if (ctx.run.options.skip_existing) countSkip(outcome, 'already_migrated');
      else rewrites.push({ row, postId });
      continue;
    }
    const decision = decide(row, groups, spaceOf, users);
    if ('skip' in decision) {
      countSkip(outcome, decision.skip);
      skips.push({ legacyId: row.activity.id, reason: decision.skip });
    } else fresh.push(decision);
  }

  const ids = await reserveIds('feed', fresh.length);
  await eachLimited(
    fresh.map((d, i) => ({ ...d, id: ids[i]! })),
    CONCURRENCY,
    (d) => writePost(d.row, d.id, d.authorId, d.space, users, ctx, outcome, skips),
  );
  await eachLimited(rewrites, CONCURRENCY, (r) => rewritePost(r.row, r.postId, users, ctx, outcome));
  // Recorded after the rows: a post found empty while writing is among them.
  if (skips.length > 0) await writeSkips('activity', skips, ctx.run.id, ctx.now);
  return outcome;
};

const inGroup = (a: PostRow['activity']): boolean => a.component === 'groups';

/** Whether a row becomes a post, by whom and where; content is judged when converted. */
function decide(row: PostRow, groups: Map<number, { new_id?: number }>, spaceOf: (id: number) => SpaceRecord | null, users: LegacyUsers): Decision {
  const a = row.activity;
  if (a.is_spam) return { skip: 'spam' };
  if (a.type !== 'activity_update') return { skip: `unsupported_type:${a.type}` };
  let space: SpaceRecord | null = null;
  if (inGroup(a)) {
    const spaceId = groups.get(a.item_id)?.new_id;
    space = spaceId === undefined ? null : spaceOf(spaceId);
    if (!space) return { skip: 'group_not_migrated' };
  }
  const authorId = users.authorOf(a.user_id);
  if (authorId === null) return { skip: 'user_not_found' };
  return { row, authorId, space };
}

/** The post's text and link card from the export: an activity that is only a link card shows its URL. */
async function postContent(row: PostRow, users: LegacyUsers) {
  const preview = linkPreviewData(row.meta._link_preview_data);
  const converted = await legacyMessage(row.activity.content, row.mentions, users, preview ? `<${preview.url}>` : '');
  const card: OembedSummary | undefined = preview ? { ...(preview.title ? { title: preview.title } : {}), ...(preview.image ? { image: preview.image } : {}), ...(preview.description ? { description: preview.description } : {}), type: 'meta_data', url: preview.url } : undefined;
  return {
    message: converted.message,
    message_rendered: converted.message_rendered,
    meta: { mentioned_user_ids: converted.mentioned_user_ids, ...(card ? { media_preview: card } : {}), legacy_activity_id: row.activity.id },
  };
}

async function writePost(row: PostRow, id: number, authorId: number, space: SpaceRecord | null, users: LegacyUsers, ctx: ChunkContext, outcome: WriterOutcome, skips: Array<{ legacyId: number; reason: string }>) {
  const legacyId = row.activity.id;
  const content = await postContent(row, users);
  if (content.message === '') {
    countSkip(outcome, 'empty');
    skips.push({ legacyId, reason: 'empty' });
    return;
  }
  const at = legacyCreatedAt(row.activity, ctx);
  // Published: approval is not applied to an administrator's import.
  const feed = newFeedRecord({ id, user_id: authorId, space_id: space?.id ?? null, title: '', ...content, content_type: 'text', status: 'published', topics: [], media: [] }, at);
  const items = [
    mappingPut('activity', legacyId, id, ctx.run.id, ctx.now),
    ...newFeedItems(feed, { onPublicTimeline: onPublicTimeline(space) }, `legacy#${legacyId}`, new Date(ctx.now)),
    ...authorPostCount(null, feed),
  ];
  countNewRow(outcome, legacyId, await writeRow(ctx, items));
}

/**
 * skip_existing false: a migrated post's text (message, rendering, mentions, link card) is
 * rewritten from the export through changedFeedItems; its place, author and dates stay. A post
 * deleted since, or already equal to the export, is left alone.
 */
async function rewritePost(row: PostRow, postId: number, users: LegacyUsers, ctx: ChunkContext, outcome: WriterOutcome) {
  const before = await getFeed(postId, { consistent: true });
  if (!before) return countSkip(outcome, 'deleted_since');
  const content = await postContent(row, users);
  // The card is the export's: one it no longer has goes.
  const { media_preview: _card, ...kept } = before.meta;
  const after: FeedRecord = { ...before, ...content, meta: { ...kept, ...content.meta } };
  if (content.message === '' || isDeepStrictEqual(after, before)) return countSkip(outcome, 'already_migrated');
  const placement = { onPublicTimeline: onPublicTimeline(before.space_id === null ? null : await getSpace(before.space_id)) };
  const next = { ...after, rev: before.rev + 1, updated_at: before.updated_at };
  const result = await writeRow(ctx, changedFeedItems(before, next, placement, placement));
  if (result.written) countMigrated(outcome);
  else countFailure(outcome, row.activity.id, result.error);
}
