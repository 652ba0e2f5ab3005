/**
 * Legacy activity content (BuddyPress HTML) to our markdown (docs/migration.md, "Activities ->
 * posts"). Pure.
 */

// BuddyPress writes a mention as <a href=".../members/<nicename>/" ...>@<nicename></a>.
const MENTION_LINK = /<a\b[^>]*>\s*@([A-Za-z0-9_.-]+)\s*<\/a>/gi;

/** The nicenames mentioned in a piece of legacy HTML, once each, in order. */
export function mentionNicenames(html: string): string[] {
  return [...new Set([...html.matchAll(MENTION_LINK)].map((m) => m[1]!.toLowerCase()))];
}
