/**
 * Avatar and cover files of an export (docs/migration.md, "Avatar and cover files"): from the keys
 * listed under a run's uploads/ folder, each member's and group's one avatar and one cover. Pure:
 * the bytes are judged when the file is imported (features/migration/images.ts).
 */

/** A listed object (the migrations bucket's listKeys answers these). */
export interface UploadedFile {
  key: string;
  size?: number;
  lastModified?: Date | undefined;
}

/** One owner's files, as full object keys (MemberRow and GroupRow carry them). */
export interface OwnerImages {
  avatar_key?: string;
  cover_key?: string;
}

/** Legacy user id -> their files; legacy group id -> its files. */
export interface ImageFiles {
  members: Map<number, OwnerImages>;
  groups: Map<number, OwnerImages>;
}

/** BuddyPress's folders under wp-content/uploads/, uploaded unchanged: <id> then the file name. */
const FOLDERS = [
  { pattern: /^avatars\/(\d{1,15})\/([^/]+)$/, owner: 'members', field: 'avatar_key' },
  { pattern: /^group-avatars\/(\d{1,15})\/([^/]+)$/, owner: 'groups', field: 'avatar_key' },
  { pattern: /^buddypress\/members\/(\d{1,15})\/cover-image\/([^/]+)$/, owner: 'members', field: 'cover_key' },
  { pattern: /^buddypress\/groups\/(\d{1,15})\/cover-image\/([^/]+)$/, owner: 'groups', field: 'cover_key' },
] as const;

const IMAGE_NAME = /\.(?:jpe?g|png|gif|webp)$/i;

/**
 * How much a file is wanted in its folder, higher first: an avatar's full size (`-bpfull`), then
 * a name that says image (not the folder's index.php or a stray note); null for files never
 * taken: the `-bpthumb` copy of an avatar, hidden files and empty objects.
 */
function preference(name: string, field: 'avatar_key' | 'cover_key', size: number | undefined): number | null {
  if (name.startsWith('.') || size === 0 || (field === 'avatar_key' && name.includes('-bpthumb'))) return null;
  return (field === 'avatar_key' && name.includes('-bpfull') ? 2 : 0) + (IMAGE_NAME.test(name) ? 1 : 0);
}

interface Candidate {
  key: string;
  rank: number;
  time: number;
}

/** Preferred first, then the newest; equal ones by key, so a rerun picks the same file. */
const better = (a: Candidate, b: Candidate): boolean => a.rank !== b.rank ? a.rank > b.rank : a.time !== b.time ? a.time > b.time : a.key > b.key;

/**
 * Each owner's avatar and cover among `files` (keys under `uploadsPrefix`, e.g.
 * `uploadObjectKey(id, '')`); keys elsewhere, in other folders or deeper ones are left out.
 *
 * @example pickImageFiles(await listKeys(uploadObjectKey(id, '')), uploadObjectKey(id, '')).members.get(12)?.avatar_key
 */
export function pickImageFiles(files: readonly UploadedFile[], uploadsPrefix: string): ImageFiles {
  const best = new Map<string, Candidate & { owner: 'members' | 'groups'; id: number; field: 'avatar_key' | 'cover_key' }>();
  for (const file of files) {
    if (!file.key.startsWith(uploadsPrefix)) continue;
    const path = file.key.slice(uploadsPrefix.length);
    for (const { pattern, owner, field } of FOLDERS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const id = Number(match[1]);
      const rank = preference(match[2] ?? '', field, file.size);
      if (id < 1 || !Number.isSafeInteger(id) || rank === null) break;
      const candidate = { key: file.key, rank, time: file.lastModified?.getTime() ?? 0, owner, id, field };
      const slot = `${owner}#${id}#${field}`;
      const current = best.get(slot);
      if (!current || better(candidate, current)) best.set(slot, candidate);
      break;
    }
  }
  const result: ImageFiles = { members: new Map(), groups: new Map() };
  for (const c of best.values()) {
    const images = result[c.owner].get(c.id) ?? {};
    images[c.field] = c.key;
    result[c.owner].set(c.id, images);
  }
  return result;
}

/** What config shows of an upload's image folders (docs/migration.md, "Endpoints"). */
export interface ImageSummary {
  member_avatars: number;
  group_avatars: number;
  member_covers: number;
  group_covers: number;
  /** Chosen files whose name is not an image's: their bytes decide at import, most will be skipped. */
  not_images: number;
  /** Files under uploads/ outside the avatar and cover folders: never read. */
  ignored: number;
}

/** Owners with a file the runs will take, per folder, from the same choice `pickImageFiles` makes. */
export function summarizeImages(files: readonly UploadedFile[], uploadsPrefix: string): ImageSummary {
  const picked = pickImageFiles(files, uploadsPrefix);
  const count = (owner: keyof ImageFiles, field: keyof OwnerImages) => [...picked[owner].values()].filter((o) => o[field]).length;
  const chosen = [...picked.members.values(), ...picked.groups.values()].flatMap((o) => [o.avatar_key, o.cover_key]).filter((k): k is string => k !== undefined);
  const inFolder = (key: string) => FOLDERS.some((f) => f.pattern.test(key.slice(uploadsPrefix.length)));
  return {
    member_avatars: count('members', 'avatar_key'),
    group_avatars: count('groups', 'avatar_key'),
    member_covers: count('members', 'cover_key'),
    group_covers: count('groups', 'cover_key'),
    not_images: chosen.filter((k) => !IMAGE_NAME.test(k)).length,
    ignored: files.filter((f) => f.key.startsWith(uploadsPrefix) && !inFolder(f.key)).length,
  };
}
