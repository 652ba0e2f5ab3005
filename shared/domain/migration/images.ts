/**
 * Avatars and covers from the export's uploads/ folder (docs/migration.md, "Avatar and cover
 * files"): copied into the media bucket as a finalized media record of their owner.
 */

/** The media URL of the imported image, or null when the file is not an accepted image (a warning, not a failure). */
export async function importImage(_source: { migrationId: string; key: string }, _owner: { userId: number; role: 'avatar' | 'cover' | 'space_logo' | 'space_cover'; spaceId?: number }, _now: string): Promise<string | null> {
  throw new Error('importImage: not built yet');
}
