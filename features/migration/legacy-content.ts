/**
 * What the posts and comments writers share (docs/migration.md, "Activities -> posts", "Activity
 * comments -> comments", "preserve_dates"): authors and mentions through the users' mapping,
 * legacy HTML to a rendered message, created times, id reservation, and one row's write.
 */
import { incrementCounter, transact, type TransactItem } from '#platform/data/transactions.ts';
import { readMappings, type MappingState } from '#features/migration/migration-store.ts';
import { mentionedUsernames, renderMessage } from '#features/feeds/feeds.ts';
import { legacyToMarkdown } from '#features/migration/legacy-export/content.ts';
import type { LegacyActivity } from '#features/migration/legacy-export/export-format.ts';
import { countFailure, countMigrated, countSkip, type ChunkContext, type WriterOutcome } from '#features/migration/chunk-context.ts';

/** The members a chunk's rows name (authors and mentioned users), read in one go. */
export class LegacyUsers {
  private constructor(
    private readonly mapped: Map<number, MappingState>,
    private readonly placeholder: number | undefined,
  ) {}

  static async read(legacyIds: Iterable<number>, ctx: ChunkContext): Promise<LegacyUsers> {
    return new LegacyUsers(await readMappings('user', [...new Set(legacyIds)]), ctx.run.placeholder_user_id);
  }

  /** The author's new id: the mapped member, else (deleted, no email, not migrated) the placeholder; null without one. */
  authorOf(legacyId: number): number | null {
    return this.mapped.get(legacyId)?.new_id ?? this.placeholder ?? null;
  }

  /** A mentioned member by legacy id: their new id and username, when migrated as themselves (never the placeholder). */
  mentioned(legacyId: number): { id: number; username: string } | null {
    const m = this.mapped.get(legacyId);
    return m?.new_id !== undefined && m.username && m.new_id !== this.placeholder ? { id: m.new_id, username: m.username } : null;
  }
}

export interface LegacyMessage {
  message: string;
  message_rendered: string;
  mentioned_user_ids: number[];
}

/**
 * Legacy HTML as the API would store it: markdown (mention links to the new usernames), rendered
 * by the feeds' renderer with those mentions resolved, their ids as `mentioned_user_ids` (as
 * resolveMentions gives them: in order, at most 20). `mentions` maps nicenames to legacy user ids.
 * `fallback` stands in for content that converts to nothing (a link card's URL).
 */
export async function legacyMessage(html: string, mentions: Record<string, number> | undefined, users: LegacyUsers, fallback = ''): Promise<LegacyMessage> {
  const byNicename = new Map(Object.entries(mentions ?? {}).flatMap(([nicename, legacyId]) => {
    const m = users.mentioned(legacyId);
    return m ? [[nicename.toLowerCase(), m] as const] : [];
  }));
  const message = legacyToMarkdown(html, (nicename) => byNicename.get(nicename)?.username) || fallback;
  const byUsername = new Map([...byNicename.values()].map((m) => [m.username.toLowerCase(), m]));
  const resolved = mentionedUsernames(message).flatMap((name) => {
    const m = byUsername.get(name);
    return m ? [m] : [];
  });
  return {
    message,
    message_rendered: message === '' ? '' : await renderMessage(message, new Map(resolved.map((m) => [m.username.toLowerCase(), m.username]))),
    mentioned_user_ids: resolved.map((m) => m.id),
  };
}

/**
 * A row's created_at: with preserve_dates its legacy date; otherwise (or when the legacy date is
 * the zero date) the run's start plus the legacy id in milliseconds, so legacy order (ids are
 * time order) is kept across chunks and kinds.
 */
export function legacyCreatedAt(activity: Pick<LegacyActivity, 'id' | 'date_recorded'>, ctx: ChunkContext): string {
  if (ctx.run.options.preserve_dates && activity.date_recorded) return activity.date_recorded;
  return new Date(Date.parse(ctx.run.started_at ?? ctx.now) + activity.id).toISOString();
}

/** `n` new ids of a kind in one counter update (holes left by a retried chunk are harmless). */
export async function reserveIds(kind: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const last = await incrementCounter(`id#${kind}`, n);
  return Array.from({ length: n }, (_, i) => last - n + 1 + i);
}

export type RowResult = { written: true } | { written: false; failed: number[]; error: unknown };

/**
 * Writes one row's items in one transaction, the hot counters taken out and summed once it
 * committed. Not written: the indexes of the items whose condition cancelled it (the row's own
 * problem: already mapped, a post deleted meanwhile), or none when DynamoDB refused the item
 * itself (too large). Anything else (throttling, conflicts left after retries) throws: the chunk
 * fails and is retried.
 */
export async function writeRow(ctx: ChunkContext, items: TransactItem[]): Promise<RowResult> {
  let failed: number[] = [];
  try {
    await ctx.counters.write(items, (kept) => transact(kept, (indexes) => void (failed = indexes)));
    return { written: true };
  } catch (error) {
    if (failed.length > 0 || (error as { name?: string }).name === 'ValidationException') return { written: false, failed, error };
    throw error;
  }
}

/** Counts a new row's write, whose first item is its mapping Put: cancelled by it, another attempt won. */
export function countNewRow(outcome: WriterOutcome, legacyId: number, result: RowResult): void {
  if (result.written) countMigrated(outcome);
  else if (result.failed.includes(0)) countSkip(outcome, 'already_migrated');
  else countFailure(outcome, legacyId, result.error);
}
