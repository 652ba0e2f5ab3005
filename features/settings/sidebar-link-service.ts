/**
 * Sidebar links' use cases [PRO]: save (create, or update with an id) and delete, each audited
 * (target `links`, keys: the link's id). Storage is behind features/settings/settings-store.ts: every
 * link in one item, so the public settings carry them at no extra read.
 */
import { deleteSidebarLink, readSidebarLink, writeSidebarLink } from '#features/settings/settings-store.ts';
import { nextId } from '#platform/data/transactions.ts';
import type { SettingsEditor } from '#features/settings/settings-service.ts';
import {
  MAX_SIDEBAR_LINKS,
  SidebarLinkNotFoundError,
  TooManySidebarLinksError,
  linkView,
  newLinkRecord,
  updatedLinkRecord,
  type LinkSave,
} from '#features/settings/sidebar-links.ts';

export async function saveSidebarLink(save: LinkSave, editor: SettingsEditor) {
  const now = new Date().toISOString();
  const create = save.id === undefined;
  let link;
  if (save.id === undefined) {
    link = newLinkRecord(await nextId('sidebar_link'), save.fields, now);
  } else {
    const stored = await readSidebarLink(save.id);
    if (!stored) throw new SidebarLinkNotFoundError(save.id);
    link = updatedLinkRecord(stored, save.fields, now);
  }
  const written = await writeSidebarLink(link, { create, max: MAX_SIDEBAR_LINKS }, { at: now, user_id: editor.userId, target: 'links', keys: [String(link.id)] });
  // Refused: a new link over the bound, or an updated one deleted meanwhile.
  if (!written) throw create ? new TooManySidebarLinksError() : new SidebarLinkNotFoundError(link.id);
  return linkView(link);
}

export async function removeSidebarLink(linkId: number, editor: SettingsEditor): Promise<void> {
  const deleted = await deleteSidebarLink(linkId, { at: new Date().toISOString(), user_id: editor.userId, target: 'links', keys: [String(linkId)] });
  if (!deleted) throw new SidebarLinkNotFoundError(linkId);
}
