/**
 * The migration endpoints' pure rules (docs/migration.md, "Upload" and "Endpoints"): which upload
 * paths are taken, the image folders' summary, the current step, the original's stage names and
 * the time remaining as the spec writes it.
 */
import { describe, expect, it } from 'vitest';
import { summarizeImages } from '#features/migration/legacy-export/image-files.ts';
import { emptyProgress, type MigrationRun } from '#features/migration/run.ts';
import { currentStep, failureDetails, humanDuration, originalStage } from '#features/migration/status-forms.ts';
import { uploadTarget } from '#features/migration/uploads.ts';

const run = (fields: Partial<MigrationRun>): MigrationRun => ({
  id: 'r',
  source: 'legacy-platform',
  state: 'in_progress',
  created_by: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  items: ['members', 'groups', 'activities'],
  options: { migrate_avatars: true, migrate_cover_images: true, preserve_dates: true, skip_existing: true },
  files: [],
  progress: emptyProgress(),
  skipped_reasons: {},
  ddb_calls: 0,
  attempt: 1,
  rev: 1,
  ...fields,
});

describe('upload paths', () => {
  it.each([
    ['users.tsv', { kind: 'export', table: 'users', format: 'tsv', name: 'users.tsv' }],
    ['activity_meta.ndjson', { kind: 'export', table: 'activity_meta', format: 'jsonl', name: 'activity_meta.ndjson' }],
    ['uploads/avatars/3/ab-bpfull.png', { kind: 'image', path: 'avatars/3/ab-bpfull.png' }],
    ['uploads/buddypress/groups/2/cover-image/Été à Zürich.jpg', { kind: 'image', path: 'buddypress/groups/2/cover-image/Été à Zürich.jpg' }],
  ])('takes %s', (path, target) => expect(uploadTarget(path)).toEqual(target));

  it.each(['wp_users.tsv', 'users.csv', 'Users.tsv', 'export/users.tsv', 'uploads/', 'uploads/a/../b.png', 'uploads/./a.png', 'uploads/a//b.png', 'uploads/a\\b.png', 'uploads/a\u0000.png', 'uploads/ a.png'])(
    'fails for %j',
    (path) => expect(uploadTarget(path)).toBeNull(),
  );
});

describe('image folders', () => {
  it('counts owners with a file the run will take per folder, leaving out thumbnails and other folders, and flags names that are not images', () => {
    const prefix = 'migrations/u1/uploads/';
    expect(
      summarizeImages([
        'avatars/3/a-bpfull.png',
        'avatars/3/a-bpthumb.png',
        'avatars/4/b-bpthumb.png',
        'avatars/5/notes.txt',
        'group-avatars/1/c-bpfull.jpg',
        'buddypress/members/3/cover-image/x.webp',
        'buddypress/groups/1/cover-image/y.gif',
        'buddypress/groups/2/cover-image/z.jpeg',
        '2024/05/photo.jpg',
      ].map((path) => ({ key: `${prefix}${path}`, size: 10 })), prefix),
    ).toEqual({ member_avatars: 2, group_avatars: 1, member_covers: 1, group_covers: 2, not_images: 1, ignored: 1 });
  });
});

describe('steps and stages', () => {
  const manifest = { members: 1, groups: 1, memberships: 1, activities: 1, comments: 1 };
  const progress = (totals: number[], done: number[]) => {
    const p = emptyProgress();
    (['members', 'groups', 'memberships', 'activities', 'comments'] as const).forEach((k, i) => Object.assign(p[k], { total: totals[i], completed: done[i] }));
    return p;
  };

  it('is prepare until the manifest exists, then the first kind not done, then finalize', () => {
    expect(currentStep(run({}))).toBe('prepare');
    expect(currentStep(run({ manifest, progress: progress([5, 0, 4, 3, 2], [5, 0, 1, 0, 0]) }))).toBe('memberships');
    expect(currentStep(run({ manifest, progress: progress([5, 0, 4, 3, 2], [5, 0, 4, 3, 2]) }))).toBe('finalize');
    expect(currentStep(run({ state: 'completed' }))).toBe('finalize');
  });

  it('names the original platform\'s stages', () => {
    expect(originalStage(null)).toBe('groups');
    expect(originalStage(run({ manifest, progress: progress([5, 1, 1, 1, 1], [1, 0, 0, 0, 0]) }))).toBe('users');
    expect(originalStage(run({ manifest, progress: progress([5, 1, 1, 1, 1], [5, 1, 0, 0, 0]) }))).toBe('group_members');
    expect(originalStage(run({ manifest, progress: progress([5, 1, 1, 1, 1], [5, 1, 1, 0, 0]) }))).toBe('posts');
    expect(originalStage(run({ state: 'completed' }))).toBe('completed');
  });

  it('takes a failed run\'s details from its error, or from its progress when the fail task left none', () => {
    expect(failureDetails(run({ state: 'failed', error: { step: 'activities', completed: 3, total: 9, cause: 'x' } }))).toEqual({ step: 'activities', completed: 3, total: 9 });
    expect(failureDetails(run({ state: 'failed', manifest, progress: progress([5, 4, 1, 1, 1], [5, 2, 0, 0, 0]) }))).toEqual({ step: 'groups', completed: 2, total: 4 });
  });

  it.each([
    [20, 'less than a minute'],
    [60, '1 minute'],
    [240, '4 minutes'],
    [89 * 60, '89 minutes'],
    [3 * 3600, '3 hours'],
  ])('writes %s s remaining as %j', (seconds, text) => expect(humanDuration(seconds)).toBe(text));
});
