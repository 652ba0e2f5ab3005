/**
 * `GET /feeds/welcome-banner`: the banner above the feed as its viewer gets it (the original's
 * viewer copy, fc-shapes-2.md 3.5): the welcome banner group's `login` view for signed-in callers,
 * `logout` for guests, only while that view is enabled (else null). The markdown description is
 * answered rendered (`description_rendered`, the posts' renderer: raw HTML off), never raw, as the
 * original answers it. One DynamoDB call: the group's BatchGet.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { groupSettings } from '#features/settings/groups/service.ts';
import { renderMessage } from '#features/feeds/feeds.ts';

export async function welcomeBannerFor(caller: Caller | null): Promise<Record<string, unknown> | null> {
  const { welcome_banner } = await groupSettings(['welcome_banner']);
  const view = welcome_banner[caller ? 'login' : 'logout'] as Record<string, unknown> & { enabled: string; description: string };
  if (view.enabled !== 'yes') return null;
  const { description, ...shown } = view;
  return { ...shown, description_rendered: description ? await renderMessage(description, new Map()) : '' };
}
