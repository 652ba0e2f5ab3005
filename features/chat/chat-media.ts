/**
 * Chat messages as owners of media (features/media/media-owners.ts, handed to media by the media
 * function's entry point): a medium a message shows is seen by the members of its thread who see
 * the message (a space's thread: the space's active members, while its chat is on), nobody else
 * (administrators included), and is dropped from the message in the write
 * that deletes it (DELETE /media/{id} by its uploader). A message its retention removed releases
 * its media from the stream router (releaseRemovedMessage).
 */
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { transact } from '#platform/data/transactions.ts';
import { isUploaded, mediaIdsOf } from '#features/feeds/feeds.ts';
import { MediaChangedError, releaseUnused } from '#features/media/media-attachments.ts';
import type { MediaOwner } from '#features/media/media-owners.ts';
import type { MessageRecord } from './chats.ts';
import { messageMediaItem, readMessage, toMember, toMessage } from './chat-store.ts';
import { mayUseSpaceThread } from './space-chat-service.ts';

/** The claim a message's uploads hold: the message, with its thread (whose members alone see them). */
export const messageOwner = (m: Pick<MessageRecord, 'id' | 'thread_id'>) => ({ source: 'chat', id: m.id, thread_id: m.thread_id }) as const;

export const chatMedia: MediaOwner = {
  async shows(claim, caller) {
    if (!caller || claim.thread_id === undefined) return false;
    const [memberKey, messageKey] = [keys.chatMember(claim.thread_id, caller.userId), keys.chatMessage(claim.thread_id, claim.id)];
    const found = await batchGet([memberKey, messageKey]);
    const message = found.get(itemKeyOf(messageKey));
    if (!message) return false;
    // A space's thread has no members of its own: the space's active members see it (the thread's rule).
    if (message['space_id'] !== undefined) return mayUseSpaceThread(Number(message['space_id']), caller.userId);
    const member = found.get(itemKeyOf(memberKey));
    // A member who deleted the thread for themself no longer sees its messages before then.
    return member !== undefined && claim.id > toMember(member).cleared_before;
  },
  async drop(claim, mediaId, _caller, items) {
    const message = claim.thread_id === undefined ? null : await readMessage(claim.thread_id, claim.id);
    if (!message) return false;
    const media = message.media.filter((m) => !(isUploaded(m) && m.media_id === mediaId));
    await transact([messageMediaItem({ ...message, media }, new Date().toISOString()), ...items], () => {
      throw new MediaChangedError();
    });
    return true;
  },
};

/**
 * A message item removed (the stream's old image): DynamoDB's TTL took it at the end of its
 * retention, so nothing released its uploads; they are released now, one by one (the janitor
 * removes them after the grace). A message deleted by its route released them already: those find
 * nothing to release.
 */
export async function releaseRemovedMessage(item: Record<string, unknown>): Promise<void> {
  const message = toMessage(item);
  const ids = mediaIdsOf(message.media);
  if (ids.length > 0) await releaseUnused(ids, messageOwner(message), new Date());
}
