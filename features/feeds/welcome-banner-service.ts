/**
 * `GET /feeds/welcome-banner`: the banner above the feed as its viewer gets it (the original's
 * viewer copy, fc-shapes-2.md 3.5): the welcome banner group's `login` view for signed-in callers,
 * `logout` for guests, only while that view is enabled (else null). The markdown description is
 * answered rendered (`description_rendered`, the posts' renderer: raw HTML off), never raw, as the
 * original answers it. One DynamoDB call: the group's BatchGet.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { readGroups } from '#features/settings/settings-store.ts';
import { effectiveGroup } from '#features/settings/groups/group.ts';
import { welcomeBanner } from '#features/settings/groups/welcome-banner.ts';
import { renderMessage } from '#features/feeds/feeds.ts';

export async function welcomeBannerFor(caller: Caller | null): Promise<Record<string, unknown> | null> {
  // This group alone (not the groups' catalog): the feeds function carries no other group's rules.
  const welcome_banner = effectiveGroup(welcomeBanner, (await readGroups([welcomeBanner.name])).welcome_banner ?? {});
  const view = welcome_banner[caller ? 'login' : 'logout'] as Record<string, unknown> & { enabled: string; description: string };
  if (view.enabled !== 'yes') return null;
  const { description, ...shown } = view;
  return { ...shown, description_rendered: description ? await renderMessage(description, new Map()) : '' };
}
