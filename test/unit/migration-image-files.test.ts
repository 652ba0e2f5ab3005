/** Picking each owner's avatar and cover among the uploaded files (features/migration/legacy-export/image-files.ts, docs/migration.md). */
import { describe, expect, it } from 'vitest';
import { pickImageFiles, type UploadedFile } from '#features/migration/legacy-export/image-files.ts';

const PREFIX = 'migrations/m1/uploads/';
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));
const file = (path: string, minute = 0, size = 100): UploadedFile => ({ key: `${PREFIX}${path}`, size, lastModified: at(minute) });

describe('pickImageFiles', () => {
  it('finds members\' and groups\' avatars and covers in BuddyPress\'s folders, as full keys', () => {
    const picked = pickImageFiles(
      [
        file('avatars/12/ab12-bpfull.jpg'),
        file('group-avatars/3/cd34-bpfull.png'),
        file('buddypress/members/12/cover-image/beach.webp'),
        file('buddypress/groups/4/cover-image/team.gif'),
      ],
      PREFIX,
    );
    expect(picked.members).toEqual(new Map([[12, { avatar_key: `${PREFIX}avatars/12/ab12-bpfull.jpg`, cover_key: `${PREFIX}buddypress/members/12/cover-image/beach.webp` }]]));
    expect(picked.groups).toEqual(new Map([[3, { avatar_key: `${PREFIX}group-avatars/3/cd34-bpfull.png` }], [4, { cover_key: `${PREFIX}buddypress/groups/4/cover-image/team.gif` }]]));
  });

  it('takes the newest -bpfull, never the -bpthumb, then the newest image name, then any file', () => {
    const avatar = (files: UploadedFile[]) => pickImageFiles(files, PREFIX).members.get(7)?.avatar_key?.slice(PREFIX.length);
    expect(avatar([file('avatars/7/old-bpfull.jpg', 1), file('avatars/7/new-bpfull.jpg', 5), file('avatars/7/newer-bpthumb.jpg', 9), file('avatars/7/photo.png', 9)])).toBe('avatars/7/new-bpfull.jpg');
    expect(avatar([file('avatars/7/only-bpthumb.jpg')])).toBeUndefined();
    expect(avatar([file('avatars/7/index.php', 9), file('avatars/7/photo.png', 1)])).toBe('avatars/7/photo.png');
    expect(avatar([file('avatars/7/blob', 1)])).toBe('avatars/7/blob');
    // Equal in everything else: the same file on every run.
    expect(avatar([file('avatars/7/b-bpfull.jpg'), file('avatars/7/a-bpfull.jpg')])).toBe('avatars/7/b-bpfull.jpg');
  });

  it('leaves out other folders, deeper files, hidden and empty files, bad ids and keys outside the prefix', () => {
    const picked = pickImageFiles(
      [
        file('avatars/5/sub/x-bpfull.jpg'),
        file('avatars/5/.DS_Store'),
        file('avatars/6/empty-bpfull.jpg', 0, 0),
        file('avatars/0/zero-bpfull.jpg'),
        file('avatars/abc/x-bpfull.jpg'),
        file('2024/01/post-image.jpg'),
        file('buddypress/members/5/cover-image/'),
        { key: 'migrations/other/uploads/avatars/5/x-bpfull.jpg' },
      ],
      PREFIX,
    );
    expect(picked).toEqual({ members: new Map(), groups: new Map() });
  });
});
