/**
 * Deleting a course over HTTP (docs/courses.md, "Deleting a course"): DELETE /courses/{id} and
 * DELETE /admin/courses/{id} for its administrators; the course leaves its lists and totals at
 * once, and the background purge takes every item of it (sections, lessons, bodies, enrolments
 * with their progress and index keys, quiz results and statistics). The table is checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { adminBearer, createCourse, createInstructor, createLesson, createSection, ok, publishLesson } from '../../support/courses.ts';
import { expectError, spaceEvents, waitForZero } from '../../support/spaces.ts';

interface Built {
  id: number;
  slug: string;
  lessonIds: number[];
  students: TestMember[];
}

async function table() {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { keys, padId } = await import('#platform/data/keys.ts');
  const { countAll, queryAll } = await import('#platform/data/queries.ts');
  const lib = await import('@aws-sdk/lib-dynamodb');
  return { ddb, tableName, keys, padId, countAll, queryAll, lib };
}

/** Every item under the course's partition (consistent). */
async function partitionItems(courseId: number): Promise<Record<string, unknown>[]> {
  const t = await table();
  return t.queryAll({ TableName: tableName(t), ConsistentRead: true, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': t.keys.spacePartition(courseId) } });
}
const tableName = (t: { tableName: string }) => t.tableName;

/** Items on an index partition (the results list, a student's enrolments). */
async function onIndex(index: 'gsi1' | 'gsi2' | 'gsi3', partition: string): Promise<Record<string, unknown>[]> {
  const t = await table();
  return t.queryAll({ TableName: t.tableName, IndexName: index, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': `${index}pk` }, ExpressionAttributeValues: { ':pk': partition } });
}

const enrolledPartition = async (userId: number) => `ENROLLED#${(await table()).padId(userId)}#active`;
const resultsPartition = async (courseId: number) => `QUIZRESULTS#${(await table()).padId(courseId)}`;

/**
 * What the learning and quiz parts write, with the keys of docs/courses.md: progress on each
 * enrolment (completed_lessons, completed_count, quiz_attempts, the my-courses gsi3 key), a
 * result per student of the first lesson (gsi1 by submitted_at, gsi2 by score) and the course's
 * and lesson's QUIZSTATS counters.
 */
async function seedLearning(c: Built): Promise<void> {
  const t = await table();
  const lessonId = c.lessonIds[0]!;
  const at = new Date().toISOString();
  for (const s of c.students) {
    await t.ddb.send(
      new t.lib.UpdateCommand({
        TableName: t.tableName,
        Key: t.keys.spaceMember(c.id, s.userId),
        UpdateExpression: 'SET completed_lessons = :set, completed_count = :n, quiz_attempts = :qa, started_at = :at, gsi3pk = :g, gsi3sk = :gs',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':set': new Set(c.lessonIds.slice(0, 2).map(String)),
          ':n': 2,
          ':qa': { [String(lessonId)]: 1 },
          ':at': at,
          ':g': await enrolledPartition(s.userId),
          ':gs': `${at}#${t.padId(c.id)}`,
        },
      }),
    );
    const results = `QUIZRESULTS#${t.padId(c.id)}`;
    await t.ddb.send(
      new t.lib.PutCommand({
        TableName: t.tableName,
        Item: {
          pk: t.keys.spacePartition(c.id),
          sk: `QUIZRESULT#${t.padId(lessonId)}#${t.padId(s.userId)}#1`,
          entity: 'quiz_result',
          course_id: c.id,
          lesson_id: lessonId,
          user_id: s.userId,
          attempt: 1,
          score: 80,
          passed: true,
          submitted_at: at,
          gsi1pk: results,
          gsi1sk: `${at}#${t.padId(s.userId)}`,
          gsi2pk: results,
          gsi2sk: `080#${at}`,
        },
      }),
    );
  }
  for (const sk of ['QUIZSTATS', `QUIZSTATS#${t.padId(lessonId)}`]) {
    await t.ddb.send(
      new t.lib.UpdateCommand({
        TableName: t.tableName,
        Key: { pk: t.keys.spacePartition(c.id), sk },
        UpdateExpression: 'SET entity = :e ADD submissions :n, passed :n, failed :z, score_sum :s, time_sum :s',
        ExpressionAttributeValues: { ':e': 'quiz_stats', ':n': c.students.length, ':z': 0, ':s': 80 * c.students.length },
      }),
    );
  }
}

describe('courses: delete', () => {
  let admin: Auth;
  let instructor: TestMember;
  let otherInstructor: TestMember;
  let member: TestMember;
  const category = token('Deletecat');

  beforeAll(async () => {
    [admin, instructor, otherInstructor, member] = await Promise.all([adminBearer(), createInstructor(), createInstructor(), createMember()]);
  });

  /** A published course of `instructor` in the file's category: 2 sections, 4 lessons with bodies, 3 students with progress and results. */
  async function build(options: { students?: number; privacy?: string } = {}): Promise<Built> {
    const course = await createCourse(instructor.auth, { status: 'published', category, privacy: options.privacy ?? 'public' });
    const lessonIds: number[] = [];
    for (let s = 0; s < 2; s++) {
      const section = await createSection(course.id, instructor.auth, { status: 'published' });
      for (let l = 0; l < 2; l++) {
        const lesson = await createLesson(course.id, section.id, instructor.auth, { title: `Lesson ${s}.${l}`, ...(l === 1 ? { type: 'quiz' } : {}) });
        await publishLesson(course.id, lesson.id, instructor.auth, `Body of lesson ${s}.${l}`);
        lessonIds.push(lesson.id);
      }
    }
    const students = await Promise.all(Array.from({ length: options.students ?? 3 }, () => createMember()));
    for (const s of students) await ok('POST', `/admin/courses/${course.id}/students`, admin, { user_id: s.userId });
    const built = { id: course.id as number, slug: course.slug as string, lessonIds, students };
    await seedLearning(built);
    return built;
  }

  const categoryTotal = async () => (await api<any>('GET', '/courses', { query: { category, per_page: 100 } })).body.courses.total as number;

  it('deletes by both paths: 404 course_not_found after, gone from the list, its totals and categories; every item purged; another course untouched', async () => {
    const [doomedA, doomedB, kept] = await Promise.all([build(), build(), build({ students: 2 })]);
    const keptBefore = (await partitionItems(kept.id)).map((i) => `${i['pk']}|${i['sk']}`).sort();
    const before = await partitionItems(doomedA.id);
    // The record, the instructor's membership, 3 enrolments, 2 sections, 4 lessons, 4 bodies, 3 results, 2 stats (and the title's words).
    expect(before.length).toBeGreaterThanOrEqual(1 + 1 + 3 + 2 + 4 + 4 + 3 + 2);
    expect(await categoryTotal()).toBe(3);
    expect((await onIndex('gsi1', await resultsPartition(doomedA.id))).length).toBe(3);

    const byId = await api<any>('DELETE', `/courses/${doomedA.id}`, { auth: instructor.auth });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body).toEqual({ message: expect.any(String) });
    const byAdminPath = await api<any>('DELETE', `/admin/courses/${doomedB.id}`, { auth: admin });
    expect(byAdminPath.status, JSON.stringify(byAdminPath.body)).toBe(200);

    for (const c of [doomedA, doomedB]) {
      for (const auth of [undefined, member.auth, c.students[0]!.auth, instructor.auth, admin]) {
        expectError(await api<any>('GET', `/courses/${c.id}`, { auth }), 404, 'course_not_found');
        expectError(await api<any>('GET', `/courses/${c.slug}/by-slug`, { auth }), 404, 'course_not_found');
      }
      expectError(await api<any>('GET', `/admin/courses/${c.id}`, { auth: admin }), 404, 'course_not_found');
      expectError(await api<any>('GET', `/admin/courses/${c.id}/sections`, { auth: admin }), 404, 'course_not_found');
      expectError(await api<any>('DELETE', `/courses/${c.id}`, { auth: admin }), 404, 'course_not_found');
      expectError(await api<any>('DELETE', `/admin/courses/${c.id}`, { auth: instructor.auth }), 404, 'course_not_found');
      expect(await spaceEvents('space.deleted', c.id)).toHaveLength(1);
    }
    // Gone from the list and its total at once (the counters change in the deleting transaction).
    const listed = (await api<any>('GET', '/courses', { query: { category, per_page: 100 } })).body;
    expect(listed.courses.data.map((r: any) => r.id)).toEqual([kept.id]);
    expect(listed.courses.total).toBe(1);
    expect(listed.course_categories.find((c: any) => c.title === category)).toMatchObject({ courses_count: 1 });

    // The purge (background) takes every item of the partitions, with the index keys they carried.
    for (const c of [doomedA, doomedB]) {
      expect(await waitForZero(async () => (await partitionItems(c.id)).length, 90_000)).toBe(0);
      expect(await onIndex('gsi1', await resultsPartition(c.id))).toEqual([]);
      expect(await onIndex('gsi2', await resultsPartition(c.id))).toEqual([]);
      expect(await onIndex('gsi1', `SPACEMEMBERS#${(await table()).padId(c.id)}#active`)).toEqual([]);
      for (const s of c.students) {
        const coursePk = (await table()).keys.spacePartition(c.id);
        const enrolments = await onIndex('gsi3', await enrolledPartition(s.userId));
        expect(enrolments.filter((e) => e['pk'] === coursePk)).toEqual([]);
        const spaces = await onIndex('gsi2', `USERSPACES#${(await table()).padId(s.userId)}`);
        expect(spaces.filter((e) => Number(e['space_id']) === c.id)).toEqual([]);
      }
      const t = await table();
      const slug = await t.ddb.send(new t.lib.GetCommand({ TableName: t.tableName, Key: t.keys.unique('space_slug', c.slug), ConsistentRead: true }));
      expect(slug.Item).toBeUndefined();
      const card = await t.ddb.send(new t.lib.GetCommand({ TableName: t.tableName, Key: { pk: 'SPACEGROUPS', sk: `SPACE#${t.padId(c.id)}` }, ConsistentRead: true }));
      expect(card.Item).toBeUndefined();
    }
    // Nothing of the kept course went: the same items, its students still enrolled with their progress.
    expect((await partitionItems(kept.id)).map((i) => `${i['pk']}|${i['sk']}`).sort()).toEqual(expect.arrayContaining(keptBefore));
    expect((await onIndex('gsi1', await resultsPartition(kept.id))).length).toBe(2);
    const keptDetail = await ok('GET', `/courses/${kept.id}`, kept.students[0]!.auth);
    expect(keptDetail.track.completed_lessons).toEqual(kept.lessonIds.slice(0, 2).sort((a, b) => a - b));
    expect(keptDetail.sections.flatMap((s: any) => s.lessons)).toHaveLength(4);
  }, 240_000);

  it('lets the course\'s space admin delete it; a secret course leaves its own list', async () => {
    const c = await build({ students: 1, privacy: 'secret' });
    const spaceAdmin = await createMember();
    await ok('POST', `/spaces/${c.slug}/members`, admin, { user_id: spaceAdmin.userId, role: 'admin' });
    const secretList = async () => (await onIndex('gsi1', 'COURSES#published#secret')).map((i) => Number(i['id']));
    expect(await secretList()).toContain(c.id);
    const res = await api<any>('DELETE', `/courses/${c.id}`, { auth: spaceAdmin.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await secretList()).not.toContain(c.id);
    expectError(await api<any>('GET', `/courses/${c.id}`, { auth: c.students[0]!.auth }), 404, 'course_not_found');
    expect(await waitForZero(async () => (await partitionItems(c.id)).length, 90_000)).toBe(0);
  }, 120_000);

  it('refuses 403 rest_forbidden to another instructor, a member, an enrolled student, the course\'s space moderator; 401 anonymously; 404 for a draft to those who may not see it', async () => {
    const c = await build({ students: 1 });
    const spaceModerator = await createMember();
    await ok('POST', `/spaces/${c.slug}/members`, admin, { user_id: spaceModerator.userId, role: 'moderator' });
    for (const path of [`/courses/${c.id}`, `/admin/courses/${c.id}`]) {
      for (const auth of [otherInstructor.auth, member.auth, c.students[0]!.auth, spaceModerator.auth]) expectError(await api<any>('DELETE', path, { auth }), 403, 'rest_forbidden');
      expect((await api<any>('DELETE', path)).status).toBe(401);
    }
    expect(await spaceEvents('space.deleted', c.id)).toHaveLength(0);
    expect((await ok('GET', `/courses/${c.id}`, admin)).data.id).toBe(c.id);
    expect((await partitionItems(c.id)).length).toBeGreaterThan(10);

    const draft = await createCourse(instructor.auth, { status: 'draft' });
    for (const auth of [otherInstructor.auth, member.auth]) expectError(await api<any>('DELETE', `/courses/${draft.id}`, { auth }), 404, 'course_not_found');
    expect((await api<any>('DELETE', `/admin/courses/${draft.id}`, { auth: instructor.auth })).status).toBe(200);
    expectError(await api<any>('DELETE', '/courses/987654321', { auth: admin }), 404, 'course_not_found');
  }, 120_000);

  it('answers 404 course_not_found for a space that is no course, and leaves it alone', async () => {
    const space = await ok('POST', '/spaces', admin, { title: `${token('nc')} not a course` });
    expectError(await api<any>('DELETE', `/courses/${space.data.id}`, { auth: admin }), 404, 'course_not_found');
    expect((await api<any>('GET', `/spaces/${space.data.slug}/by-slug`)).status).toBe(200);
  });
});
