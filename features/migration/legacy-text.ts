/**
 * Legacy text fields that are not content (names, titles, a member's bio) as plain text: tags
 * dropped, character references decoded. Content (posts, comments, a group's description) goes
 * through features/migration/legacy-export/content.ts to markdown instead.
 */
import { decodeEntities } from '#platform/core/html-text.ts';

const TAG = /<[^>]*>/g;

/** One line of text: a name or a title (tags dropped, entities decoded, whitespace runs one space). */
export const inlineText = (html: string): string => decodeEntities(html.replace(TAG, '')).replace(/\s+/g, ' ').trim();

/** Text with its paragraphs and line breaks kept as newlines (a bio). */
export function plainText(html: string): string {
  const text = decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n').replace(TAG, ''));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
