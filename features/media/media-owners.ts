/**
 * What the media routes ask of the features whose records show media (docs/media.md): posts,
 * comments, profiles and spaces. GET /media/{id} takes the visibility of what shows the medium,
 * DELETE /media/{id} drops it there in the same write, and a member's media (GET
 * /profile/{username}/media) is seen as the profile is, without the media of posts the caller may
 * not read. Each feature answers for its own records (feed-media.ts, member-media.ts,
 * space-media.ts) and the media function's entry point (functions/media/index.ts) hands them here:
 * those features attach uploads through media, so media names none of them.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { MediaClaim, ObjectSource } from '#features/media/media.ts';

/** The records of one claim source, as owners of the media they show. */
export interface MediaOwner {
  /** Whether the caller may see a ready medium the record shows. */
  shows(claim: MediaClaim, caller: Caller | null): Promise<boolean>;
  /** Drops the medium from the record that shows it, in one write with `items`; false when that record is gone. */
  drop(claim: MediaClaim, mediaId: number, caller: Caller, items: TransactItem[]): Promise<boolean>;
}

export interface MediaOwners {
  bySource: Record<ObjectSource, MediaOwner>;
  /** Among these posts, those the caller may not read (gone ones too). */
  hiddenPosts(postIds: readonly number[], caller: Caller | null): Promise<Set<number>>;
  /**
   * The member of a profile page, as GET /profile/{username} lets the caller see them (or its
   * refusal), and `ahead(userId)` read beside the profile when the container knows the id (unread on a refusal).
   */
  profileOf<T>(username: string, caller: Caller | null, ahead: (userId: number) => Promise<T>): Promise<{ user_id: number; ahead: Promise<T> }>;
  /** A medium's uploader as its detail shows them; null when the profile is gone. */
  uploaderOf(userId: number): Promise<{ id: number; display_name: string; avatar: string } | null>;
}

let owners: MediaOwners | undefined;

/** Set once, by the media function's entry point, before it serves. */
export function setMediaOwners(value: MediaOwners): void {
  owners = value;
}

export function mediaOwners(): MediaOwners {
  if (!owners) throw new Error('No media owners: the entry point sets them (functions/media/index.ts).');
  return owners;
}

/** The owner of a claim's source; none for a source this code does not know. */
export const ownerOf = (claim: MediaClaim): MediaOwner | undefined => mediaOwners().bySource[claim.source] as MediaOwner | undefined;
