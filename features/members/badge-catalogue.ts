/**
 * The badge catalogue at work (docs/badges.md): kept per container like the site rules
 * (config.SETTINGS_CACHE_SECONDS), so showing a member's badge costs no DynamoDB call of its own;
 * and the administrators' changes to it.
 *
 * Every request refreshes the kept copy before its route runs (the pipeline hook
 * `loadBadgeCatalogue`, one GetItem per container per interval), so the profile shapes
 * (members.ts toXprofile) read it synchronously; the stream router's consumers load it the same
 * way before they shape a member. A change empties this container's copy at once; other
 * containers see it within the interval.
 */
import { config } from '#platform/config.ts';
import { readCatalogue, writeCatalogue, type StoredCatalogue } from '#features/members/badge-store.ts';
import {
  BadgeConflictError,
  BadgeNotFoundError,
  MAX_BADGES,
  TooManyBadgesError,
  catalogueView,
  savedBadge,
  type BadgeInput,
  type StoredBadge,
} from '#features/members/badges.ts';

let kept: { until: number; catalogue: Promise<StoredCatalogue> } | null = null;
/** The last catalogue loaded in this container: what the shapes read. */
let inForce: ReadonlyMap<string, StoredBadge> | null = null;

/** The catalogue in force: this container's copy, or one read when it is older than the interval. */
export async function badgeCatalogue(now = Date.now()): Promise<ReadonlyMap<string, StoredBadge>> {
  if (!kept || now >= kept.until) {
    const entry = { until: now + config.SETTINGS_CACHE_SECONDS * 1000, catalogue: readCatalogue() };
    kept = entry;
    // A failed read is not kept: the next request tries again.
    entry.catalogue.catch(() => {
      if (kept === entry) kept = null;
    });
  }
  const { badges } = await kept.catalogue;
  inForce = badges;
  return badges;
}

/** The pipeline's hook (caller-hooks.ts pipelineHooks): the catalogue loaded before the route shapes members. */
export async function loadBadgeCatalogue(): Promise<void> {
  await badgeCatalogue();
}

/** The catalogue last loaded in this container, for the synchronous shapes; null before the first load. */
export const badgesInForce = (): ReadonlyMap<string, StoredBadge> | null => inForce;

function forget(): void {
  kept = null;
}

const ATTEMPTS = 3;

/** Reads, changes and writes the catalogue over the revision read, trying again when another save came first. */
async function changeCatalogue(change: (badges: Map<string, StoredBadge>, now: string) => void): Promise<ReadonlyMap<string, StoredBadge>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { badges, rev } = await readCatalogue();
    const now = new Date().toISOString();
    change(badges, now);
    if (badges.size > MAX_BADGES) throw new TooManyBadgesError();
    if (await writeCatalogue(badges, rev, now)) {
      forget();
      inForce = badges;
      return badges;
    }
  }
  throw new BadgeConflictError();
}

/** GET /admin/user-badges: every badge, read consistently (an administrator reads what was just saved). */
export async function listBadges() {
  return catalogueView((await readCatalogue()).badges.values());
}

/**
 * POST /admin/user-badges: saves the badges sent, each by its slug (new ones added, others
 * replaced). With `replace`, the catalogue becomes exactly the badges sent (the original's save of
 * the whole list); without, badges not sent stay (so two administrators' saves keep each other's).
 */
export async function saveBadges(input: readonly BadgeInput[], options: { replace: boolean }) {
  const badges = await changeCatalogue((badges, now) => {
    const before = new Map(badges);
    if (options.replace) badges.clear();
    for (const b of input) badges.set(b.slug, savedBadge(b, before.get(b.slug), now));
  });
  return catalogueView(badges.values());
}

/** PUT /admin/user-badges/{slug}: one badge edited (its slug is the path's); 404 when there is none. */
export async function editBadge(slug: string, input: Omit<BadgeInput, 'slug'>) {
  const badges = await changeCatalogue((badges, now) => {
    const before = badges.get(slug);
    if (!before) throw new BadgeNotFoundError();
    badges.set(slug, savedBadge({ ...input, slug }, before, now));
  });
  return catalogueView([badges.get(slug)!])[0]!;
}

/** DELETE /admin/user-badges/{slug}: the badge leaves the catalogue; members' slugs naming it are ignored on read. */
export async function deleteBadge(slug: string): Promise<void> {
  await changeCatalogue((badges) => {
    if (!badges.delete(slug)) throw new BadgeNotFoundError();
  });
}
