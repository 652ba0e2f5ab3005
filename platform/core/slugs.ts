/**
 * Slugs: how a title becomes one, and the form a chosen one must have. Spaces, groups, topics,
 * lessons, posts and custom menu items all take their slugs this way. Imports nothing of the project.
 */

/** Lowercase words joined by dashes; non-Latin titles fall back to a generated slug. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
