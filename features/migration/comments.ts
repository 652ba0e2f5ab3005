/**
 * The comments chunk writer (docs/migration.md, "Activity comments -> comments"): each thread (a
 * root activity's comments in id order, never split across chunks) is written in order by one
 * writer, so parents precede replies and the post's last activity ends on its latest comment.
 * Each comment goes through newCommentItems as POST /feeds/{id}/comments writes it (the post's
 * comments_count and last activity in the same transaction, the author's contributions), with
 * the text marker's fingerprint `legacy#<activity id>` and no outbox item (no events, no
 * notifications). Replies are one level deep: a reply hangs under its top-level ancestor.
 */
import { isDeepStrictEqual } from 'node:util';
import { changedCommentItem, getComment, newCommentItems } from '#features/feeds/comment-store.ts';
import { contributionUpdates } from '#features/members/contribution-store.ts';
import { mappingPut, readMappings, writeSkips, type MappingState } from '#features/migration/migration-store.ts';
import { newCommentRecord, type CommentRecord } from '#features/feeds/comments.ts';
import { countFailure, countMigrated, countSkip, newOutcome, type ChunkContext, type ChunkWriter, type WriterOutcome } from '#features/migration/chunk-context.ts';
import { LegacyUsers, countNewRow, legacyCreatedAt, legacyMessage, reserveIds, writeRow } from '#features/migration/legacy-content.ts';
import { eachLimited } from '#platform/core/each-limited.ts';
import type { ThreadRow } from '#features/migration/legacy-export/chunks.ts';
import type { LegacyActivity } from '#features/migration/legacy-export/export-format.ts';
import { flattenedParent, threadParents } from '#features/migration/legacy-export/threads.ts';

/** Threads written at once (each in order; different threads touch different posts). */
const CONCURRENCY = 8;

type Skip = { legacyId: number; reason: string };

export const writeComments: ChunkWriter<'comments'> = async (rows, ctx) => {
  const outcome = newOutcome();
  const comments = rows.flatMap((t) => t.comments);
  const [roots, done, users] = await Promise.all([
    readMappings('activity', rows.map((t) => t.root_activity_id)),
    readMappings('comment', comments.map((c) => c.id)),
    LegacyUsers.read([...comments.map((c) => c.user_id), ...rows.flatMap((t) => Object.values(t.mentions ?? {}))], ctx),
  ]);
  const skips: Skip[] = [];
  const threads = rows.flatMap((thread) => {
    const postId = roots.get(thread.root_activity_id)?.new_id;
    if (postId !== undefined) return [{ thread, postId }];
    for (const c of thread.comments) skipComment(outcome, skips, c.id, done.get(c.id)?.new_id !== undefined ? 'already_migrated' : 'post_not_migrated');
    return [];
  });
  // One id per comment that may be written (holes for those found empty are harmless).
  const ids = await reserveIds('comment', threads.reduce((n, t) => n + t.thread.comments.filter((c) => done.get(c.id)?.new_id === undefined && !c.is_spam).length, 0));
  await eachLimited(threads, CONCURRENCY, ({ thread, postId }) => writeThread(thread, postId, done, users, () => ids.shift()!, ctx, outcome, skips));
  if (skips.length > 0) await writeSkips('comment', skips, ctx.run.id, ctx.now);
  return outcome;
};

function skipComment(outcome: WriterOutcome, skips: Skip[], legacyId: number, reason: string): void {
  countSkip(outcome, reason);
  // Already migrated is known from its mapping; other reasons are recorded.
  if (reason !== 'already_migrated') skips.push({ legacyId, reason });
}

/**
 * One thread, in id order. `placed` holds each migrated comment (earlier or now) with the legacy
 * top-level comment it went under, `newIds` their new ids.
 */
async function writeThread(thread: ThreadRow, postId: number, done: Map<number, MappingState>, users: LegacyUsers, nextId: () => number, ctx: ChunkContext, outcome: WriterOutcome, skips: Skip[]) {
  const parents = threadParents(thread.root_activity_id, thread.comments);
  const placed = new Map<number, number | null>();
  const newIds = new Map<number, number>();
  const place = (legacyId: number, newId: number) => {
    placed.set(legacyId, flattenedParent(legacyId, parents, placed));
    newIds.set(legacyId, newId);
  };
  for (const c of thread.comments) {
    const mapped = done.get(c.id)?.new_id;
    if (mapped !== undefined) {
      place(c.id, mapped);
      if (ctx.run.options.skip_existing) countSkip(outcome, 'already_migrated');
      else await rewriteComment(c, postId, mapped, thread, users, ctx, outcome);
      continue;
    }
    if (c.is_spam) {
      skipComment(outcome, skips, c.id, 'spam');
      continue;
    }
    const id = nextId();
    const authorId = users.authorOf(c.user_id);
    if (authorId === null) {
      skipComment(outcome, skips, c.id, 'user_not_found');
      continue;
    }
    const text = await legacyMessage(c.content, thread.mentions, users);
    if (text.message === '') {
      skipComment(outcome, skips, c.id, 'empty');
      continue;
    }
    const parent = flattenedParent(c.id, parents, placed);
    const at = legacyCreatedAt(c, ctx);
    const comment = newCommentRecord(
      {
        id,
        post_id: postId,
        user_id: authorId,
        parent_id: parent === null ? null : newIds.get(parent)!,
        message: text.message,
        message_rendered: text.message_rendered,
        meta: { mentioned_user_ids: text.mentioned_user_ids, legacy_activity_id: c.id },
        media: [],
      },
      at,
    );
    const result = await writeRow(ctx, [
      mappingPut('comment', c.id, id, ctx.run.id, ctx.now),
      ...newCommentItems(comment, `legacy#${c.id}`),
      ...contributionUpdates(authorId, 'comments', 1, new Date(at)),
    ]);
    countNewRow(outcome, c.id, result);
    if (result.written) place(c.id, id);
    else if (result.failed.includes(0)) {
      // Another attempt wrote it meanwhile: its replies still hang under it.
      const won = (await readMappings('comment', [c.id])).get(c.id)?.new_id;
      if (won !== undefined) place(c.id, won);
    }
  }
}

/**
 * skip_existing false: a migrated comment's text (message, rendering, mentions) is rewritten
 * from the export through changedCommentItem; its place, author and dates stay.
 */
async function rewriteComment(c: LegacyActivity, postId: number, commentId: number, thread: ThreadRow, users: LegacyUsers, ctx: ChunkContext, outcome: WriterOutcome) {
  const before = await getComment(postId, commentId, { consistent: true });
  if (!before) return countSkip(outcome, 'deleted_since');
  const text = await legacyMessage(c.content, thread.mentions, users);
  const after: CommentRecord = { ...before, message: text.message, message_rendered: text.message_rendered, meta: { ...before.meta, mentioned_user_ids: text.mentioned_user_ids } };
  if (text.message === '' || isDeepStrictEqual(after, before)) return countSkip(outcome, 'already_migrated');
  const result = await writeRow(ctx, [changedCommentItem(before, { ...after, rev: before.rev + 1 })]);
  if (result.written) countMigrated(outcome);
  else countFailure(outcome, c.id, result.error);
}
