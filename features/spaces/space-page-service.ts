/**
 * What a space's page reads and its administrators set beside the space itself: its sidebar
 * links (kept in the space's settings, shown with the space), its lockscreen as visitors see it,
 * its add-on meta settings, and the space's portal address (after a slug change).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { readStoredSettings } from '#features/settings/settings-store.ts';
import { portalSlug, portalUrl } from '#features/settings/portal.ts';
import { resolveSlug } from '#features/spaces/space-store.ts';
import { isSpaceAdmin, isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { applySpacePatch, loadSpace, type LoadedSpace, type SpaceRef } from '#features/spaces/space-service.ts';
import { SpaceNotFoundError, type SpaceSettings } from '#features/spaces/spaces.ts';

/** A space named by its id or its slug (the original's clients send either in `space_id`). */
export const spaceRefOf = (value: number | string): SpaceRef => (typeof value === 'number' ? { id: value } : { slug: value });

/** The id of a space named by id or slug (404 space_not_found when no space has that slug). */
export async function spaceIdOf(value: number | string): Promise<number> {
  if (typeof value === 'number') return value;
  const target = await resolveSlug(value);
  if (!target) throw new SpaceNotFoundError();
  return target.spaceId;
}

async function loadKnown(ref: SpaceRef, caller: Caller | null, consistent = false): Promise<LoadedSpace> {
  const loaded = await loadSpace(ref, caller, { consistent });
  if (spaceVisibility(loaded.space, caller, loaded.membership) === 'hidden') throw new SpaceNotFoundError();
  return loaded;
}

/** Space administrators replace the space's sidebar links; answers the links as saved. */
export async function setSpaceLinks(ref: SpaceRef, links: SpaceSettings['links'], caller: Caller): Promise<SpaceSettings['links']> {
  const { space, membership } = await loadKnown(ref, caller, true);
  if (!isSpaceAdmin(caller, membership)) throw new ForbiddenError('Only space administrators may change the space\'s links.');
  const saved = await applySpacePatch(space, { settings: { links } }, caller);
  return saved.settings.links;
}

/**
 * The lockscreen as the space's visitors meet it: its managers (who edit it) get it as stored;
 * everyone else who may know the space gets it while it is enabled, null otherwise (as the card).
 */
export async function readLockscreen(ref: SpaceRef, caller: Caller | null) {
  const { space, membership } = await loadKnown(ref, caller);
  if (isSpaceManager(caller, membership)) return space.lockscreen;
  return space.lockscreen?.enabled ? space.lockscreen : null;
}

/** Add-on fields of a space's settings page: none here (the original's are null without an add-on), to its managers. */
export async function readMetaSettings(ref: SpaceRef, caller: Caller): Promise<null> {
  const { membership } = await loadKnown(ref, caller);
  if (!isSpaceManager(caller, membership)) throw new ForbiddenError('Only the managers of this space may read its settings.');
  return null;
}

/** The space's page in the portal ({site}/{portal}/space/{slug}/home, as the original's permalink). */
export async function spacePortalUrl(slug: string): Promise<string> {
  return `${portalUrl(portalSlug(await readStoredSettings()))}/space/${encodeURIComponent(slug)}/home`;
}
