/**
 * The groups chunk writer (docs/migration.md, "Groups -> spaces"): a legacy group becomes a
 * community space in the run's "Imported" space group, written through newSpaceItems with its
 * mapping in one transaction. Its members come from group_members (the memberships step), not
 * from the creator, so it starts with none. A slug that is taken gets `-<legacy id>`.
 */
import { isDeepStrictEqual } from 'node:util';
import { keys } from '#platform/data/keys.ts';
import { mappingPut, readMappings } from '#features/migration/migration-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { groupCountUpdate } from '#features/spaces/space-group-store.ts';
import { changedSpaceItems, getSpace, newSpaceItems } from '#features/spaces/space-store.ts';
import { incrementCounter, transact, type TransactItem } from '#platform/data/transactions.ts';
import { countFailure, countMigrated, countSkip, newOutcome, type ChunkContext, type ChunkWriter } from '#features/migration/chunk-context.ts';
import { importImage } from '#features/migration/images.ts';
import { inLanes } from '#features/migration/lanes.ts';
import { inlineText, plainText } from '#features/migration/legacy-text.ts';
import { writeRow } from '#features/migration/row-write.ts';
import { defaultSpaceSettings, type SpaceRecord } from '#features/spaces/spaces.ts';
import { slugify } from '#platform/core/slugs.ts';
import { cleanText, migratedTime, restrictedPostOnly, spacePrivacyOf } from '#features/migration/legacy-export/mapping.ts';
import type { GroupRow } from '#features/migration/legacy-export/chunks.ts';

const MAP_KIND = 'group';
const SLUG_MARKER = 'space_slug';
const TITLE_MAX = 190;
const DESCRIPTION_MAX = 10_000;

/** The slugs to try: the legacy slug cleaned (else the title's), then with `-<legacy id>`. */
function slugCandidates(row: GroupRow, title: string): string[] {
  const base = slugify(row.group.slug) || slugify(title) || `space-${row.group.id}`;
  return [...new Set([base, `${base}-${row.group.id}`])];
}

/** The space a legacy group becomes (no pictures yet). */
function spaceOf(row: GroupRow, id: number, slug: string, createdBy: number, ctx: ChunkContext): SpaceRecord {
  const { group, meta } = row;
  const title = cleanText(inlineText(group.name), TITLE_MAX) || `Group ${group.id}`;
  const at = migratedTime(group.date_created, group.id, ctx.run.started_at ?? ctx.now, ctx.run.options.preserve_dates);
  return {
    id,
    created_by: createdBy,
    parent_id: null,
    group_id: ctx.run.space_group_id ?? 0,
    title,
    slug,
    logo: '',
    cover_photo: '',
    description: [...plainText(group.description)].slice(0, DESCRIPTION_MAX).join(''),
    type: 'community',
    privacy: spacePrivacyOf(group.status),
    status: 'published',
    // Legacy id order is the sidebar's order; Prepare raised the group's serial counter past them.
    serial: group.id,
    settings: { ...defaultSpaceSettings(), restricted_post_only: restrictedPostOnly(meta.activity_feed_status) },
    lockscreen: null,
    members_count: 0,
    pending_count: 0,
    role_counts: { member: 0, moderator: 0, admin: 0 },
    posts_count: 0,
    created_at: at,
    updated_at: at,
    rev: 0,
  };
}

/** Logo and cover, copied into the media bucket when the run asks for them, and their claims for the space's own transaction. */
async function withPictures(space: SpaceRecord, row: GroupRow, ctx: ChunkContext): Promise<{ space: SpaceRecord; claims: TransactItem[] }> {
  const { options } = ctx.run;
  const owner = { source: 'space', id: space.id, userId: space.created_by } as const;
  const logo = options.migrate_avatars && row.avatar_key ? await importImage(row.avatar_key, owner, ctx.now) : null;
  const cover = options.migrate_cover_images && row.cover_key ? await importImage(row.cover_key, owner, ctx.now) : null;
  return { space: { ...space, logo: logo?.url ?? space.logo, cover_photo: cover?.url ?? space.cover_photo }, claims: [logo, cover].flatMap((p) => (p ? [p.claim] : [])) };
}

/**
 * skip_existing off: a migrated space written again from the export (title, description,
 * privacy, who may post, created_at; slug, pictures, group and counts stay), guarded by its
 * revision. Answers whether anything was written.
 */
async function rewriteSpace(row: GroupRow, spaceId: number, ctx: ChunkContext): Promise<boolean> {
  const before = await getSpace(spaceId, { consistent: true });
  if (!before) throw new Error(`space ${spaceId} is gone`);
  const fresh = spaceOf(row, spaceId, before.slug, before.created_by, ctx);
  const after: SpaceRecord = {
    ...before,
    title: fresh.title,
    description: fresh.description,
    privacy: fresh.privacy,
    settings: { ...before.settings, restricted_post_only: fresh.settings.restricted_post_only },
    created_at: fresh.created_at,
  };
  if (isDeepStrictEqual(after, before)) return false;
  await ctx.counters.write(changedSpaceItems(before, { ...after, updated_at: ctx.now, rev: before.rev + 1 }), (items) => transact(items));
  return true;
}

export const writeGroups: ChunkWriter<'groups'> = async (rows, ctx) => {
  const outcome = newOutcome();
  const [mappings, creators] = await Promise.all([readMappings(MAP_KIND, rows.map((r) => r.group.id)), readMappings('user', rows.map((r) => r.group.creator_id))]);
  const todo: GroupRow[] = [];
  for (const row of rows) {
    const spaceId = mappings.get(row.group.id)?.new_id;
    if (spaceId === undefined) todo.push(row);
    else {
      try {
        if (!ctx.run.options.skip_existing && (await rewriteSpace(row, spaceId, ctx))) countMigrated(outcome);
        else countSkip(outcome, 'already_migrated');
      } catch (error) {
        countFailure(outcome, row.group.id, error);
      }
    }
  }
  if (todo.length === 0) return outcome;
  const titles = new Map(todo.map((r) => [r.group.id, cleanText(inlineText(r.group.name), TITLE_MAX)]));
  const slugKeys = todo.flatMap((r) => slugCandidates(r, titles.get(r.group.id) ?? '').map((s) => keys.unique(SLUG_MARKER, s)));
  const found = await batchGet(slugKeys, { consistent: true });
  const takenSlugs = new Set(slugKeys.filter((k) => found.has(itemKeyOf(k))).map((k) => k.pk));
  const lastId = await incrementCounter('id#space', todo.length);
  // Decided in chunk order, as a serial run would: each space's slugs to try skip those taken and those given to earlier rows.
  const plans = new Map(
    todo.map((row, i) => {
      const slugs = slugCandidates(row, titles.get(row.group.id) ?? '').filter((s) => !takenSlugs.has(keys.unique(SLUG_MARKER, s).pk));
      if (slugs[0]) takenSlugs.add(keys.unique(SLUG_MARKER, slugs[0]).pk);
      return [row, { id: lastId - todo.length + 1 + i, slugs }] as const;
    }),
  );
  await inLanes(todo, (row) => String(row.group.id), async (row) => {
    const { id, slugs } = plans.get(row)!;
    try {
      // A creator not migrated (deleted, no email) is the placeholder; without one, the administrator who started the run.
      const createdBy = creators.get(row.group.creator_id)?.new_id ?? ctx.run.placeholder_user_id ?? ctx.run.created_by;
      const { space: pictured, claims } = await withPictures(spaceOf(row, id, '', createdBy, ctx), row, ctx);
      for (const slug of slugs) {
        // 0 the mapping, 1 the slug marker (newSpaceItems' first item): taken meanwhile, the next slug.
        const items = [mappingPut(MAP_KIND, row.group.id, id, ctx.run.id, ctx.now), ...newSpaceItems({ ...pictured, slug }), ...groupCountUpdate(pictured.group_id, 1), ...claims];
        const result = await writeRow(ctx, items, 0, [1]);
        if (result === 1) continue;
        if (result === 'written') countMigrated(outcome);
        else countSkip(outcome, 'already_migrated');
        return;
      }
      throw new Error(`no free slug for group ${row.group.id} (tried ${slugs.join(', ')})`);
    } catch (error) {
      countFailure(outcome, row.group.id, error);
    }
  });
  return outcome;
};
