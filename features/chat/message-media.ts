/**
 * What a message shows beside its text (docs/chat.md "Media and link previews"): uploads the
 * message claims in its own transaction, as a comment does (features/media/media-attachments.ts),
 * and the preview of its link, fetched before that transaction as a post's (features/media/link-preview.ts).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import { mediaPreviewOf } from '#features/media/link-preview.ts';
import { attachedView, claimChanges, resolveMedia, type MediaInput } from '#features/media/media-attachments.ts';
import type { MediaRecord } from '#features/media/media.ts';
import { mediaIdsOf } from '#features/feeds/feeds.ts';
import { messageOwner } from './chat-media.ts';
import { firstLinkOf, MAX_MESSAGE_MEDIA, mediaRoom, TooManyMediaError, TRANSACTION_ITEMS, type MessageMedia, type MessageMeta, type MessageRecord } from './chats.ts';

/**
 * The uploads `input` names, checked for `message` (each the caller's own, ready, and unclaimed or
 * already this message's); at most MAX_MESSAGE_MEDIA. Null when the request names no media.
 */
export async function messageUploads(input: MediaInput | undefined, message: Pick<MessageRecord, 'id' | 'thread_id'> | null, caller: Caller): Promise<MediaRecord[] | null> {
  if (!input) return null;
  return resolveMedia(input.refs, message ? messageOwner(message) : null, caller, MAX_MESSAGE_MEDIA);
}

/** A message's media entries: its uploads as a comment shows them, then the links kept as given. */
export const mediaEntries = (uploads: readonly MediaRecord[], input: MediaInput | undefined): MessageMedia[] => [...uploads.map(attachedView), ...(input?.links ?? [])];

/**
 * The claims and releases that move `message` from the uploads it showed (`before`) to `uploads`,
 * appended to the write's `items`: all in one transaction, so they must fit in it with them.
 */
export function withClaims(items: TransactItem[], message: Pick<MessageRecord, 'id' | 'thread_id'>, before: readonly MessageMedia[], uploads: readonly MediaRecord[], now: Date): TransactItem[] {
  const claims = claimChanges(mediaIdsOf(before), uploads, messageOwner(message), now);
  if (items.length + claims.length > TRANSACTION_ITEMS) throw new TooManyMediaError(mediaRoom(items.length));
  return [...items, ...claims];
}

/**
 * The message's meta: the preview of the link asked for (`media: {type: 'oembed', url}`), else of
 * the text's first link. It counts against the member's preview limit, and a failed or refused
 * preview leaves none (never fails the send). An edit whose link did not change keeps its preview
 * (`before`) and fetches nothing.
 */
export async function messageMeta(text: string, asked: string | undefined, userId: number, before?: Pick<MessageRecord, 'message' | 'meta'>): Promise<MessageMeta> {
  const link = asked ?? firstLinkOf(text);
  if (link === null) return {};
  if (before && asked === undefined && firstLinkOf(before.message) === link) return before.meta;
  const preview = await mediaPreviewOf(link, userId);
  return preview ? { media_preview: preview } : {};
}
