/**
 * The original's feed links (`GET|POST /feeds/links`) over this community's sidebar links: the
 * same records (features/settings/sidebar-links.ts), read and replaced as one list. Storage is
 * behind features/settings/settings-store.ts (every link in one item).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { incrementCounter } from '#platform/data/transactions.ts';
import { readSidebarLinks, replaceSidebarLinks } from '#features/settings/settings-store.ts';
import type { SettingsEditor } from '#features/settings/settings-service.ts';
import { feedLinkRecord, feedLinkSlug, feedLinkView, privacyVisibleTo, type FeedLinkItem, type StoredSidebarLink } from '#features/settings/sidebar-links.ts';

const inOrder = <T extends { serial: number; id: number }>(links: T[]) => [...links].sort((a, b) => a.serial - b.serial || a.id - b.id);

/** The spaces among `spaceIds` the caller is an active member of (the feeds feature reads memberships). */
export type JoinedAmong = (spaceIds: readonly number[]) => Promise<ReadonlySet<number>>;

/** Space ids of members_only links looked up per request: one BatchGet of memberships. */
const MAX_LINK_SPACES = 100;

/**
 * `scope=view`: the enabled links the caller is shown, privacy as the original applies it:
 * `members_only` links to members of one of their `membership_ids` (of the first 100 such spaces;
 * one with none is for everyone) and to administrators. Without it, the editing list (disabled
 * links too), which only administrators get whole; others get the view.
 */
export async function feedLinksFor(caller: Caller | null, scope: string | undefined, joinedAmong: JoinedAmong) {
  const links = await readSidebarLinks();
  const audience = caller === null ? 'guest' : isAdmin(caller) ? 'admin' : 'member';
  if (scope !== 'view' && audience === 'admin') return inOrder(links).map(feedLinkView);
  const enabled = links.filter((l) => l.enabled !== false);
  const asked = [...new Set(enabled.flatMap((l) => (l.privacy === 'members_only' ? l.membership_ids : [])))].slice(0, MAX_LINK_SPACES);
  const joined = audience === 'member' && asked.length > 0 ? await joinedAmong(asked) : new Set<number>();
  const shown = (l: StoredSidebarLink) =>
    l.privacy === 'members_only' && audience === 'member' ? l.membership_ids.length === 0 || l.membership_ids.some((id) => joined.has(id)) : privacyVisibleTo(l.privacy, audience);
  return inOrder(enabled.filter(shown)).map(feedLinkView);
}

/** Replaces every link with the list sent, in its order; a link keeps its id when one of the same slug is replaced. */
export async function replaceFeedLinks(items: readonly FeedLinkItem[], editor: SettingsEditor) {
  const now = new Date().toISOString();
  const bySlug = new Map((await readSidebarLinks()).map((l) => [feedLinkSlug(l.title), l]));
  const slugOf = (item: FeedLinkItem) => feedLinkSlug(item.slug || item.title);
  const kept = new Set<number>();
  const matched = items.map((item) => {
    const old = bySlug.get(slugOf(item));
    if (!old || kept.has(old.id)) return undefined;
    kept.add(old.id);
    return old;
  });
  const fresh = matched.filter((m) => m === undefined).length;
  // One counter call reserves the new links' ids.
  let nextId = fresh > 0 ? (await incrementCounter('id#sidebar_link', fresh)) - fresh + 1 : 0;
  const links = items.map((item, serial) => {
    const stored = matched[serial];
    return feedLinkRecord(item, stored ? stored.id : nextId++, serial, stored, now);
  });
  await replaceSidebarLinks(links, { at: now, user_id: editor.userId, target: 'links', keys: links.map((l) => String(l.id)) });
  return links.map(feedLinkView);
}
