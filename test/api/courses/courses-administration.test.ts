/**
 * The original's other course routes over HTTP (docs/courses.md, "Administration" and "Copies"): a
 * lesson by its slug under the detail's rules, video reports, every course with its outline, the
 * administration's list, copies and moves with their counters, people searches, links.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { adminBearer, courseCounts, createCourse, createInstructor, createLesson, createSection, ok, publishedCourse, publishLesson } from '../../support/courses.ts';
import { expectError } from '../../support/spaces.ts';

describe('courses: the original\'s other routes', () => {
  let admin: Auth;
  let instructor: TestMember;
  let otherInstructor: TestMember;
  let student: TestMember;
  let outsider: TestMember;
  let course: { course: any; section: any; lessons: number[] };
  let lessonSlug: string;

  beforeAll(async () => {
    [admin, instructor, otherInstructor, student, outsider] = await Promise.all([adminBearer(), createInstructor(), createInstructor(), createMember(), createMember()]);
    course = await publishedCourse(instructor.auth, 2);
    await ok('POST', `/admin/courses/${course.course.id}/students`, admin, { user_id: student.userId });
    lessonSlug = (await ok('GET', `/admin/courses/${course.course.id}/lessons/${course.lessons[0]}`, instructor.auth)).lesson.slug;
  });

  describe('GET /courses/{slug}/lessons/{lesson_slug}/by-slug', () => {
    const path = () => `/courses/${course.course.slug}/lessons/${lessonSlug}/by-slug`;

    it('shows a student the lesson with its content, a reader not enrolled without it', async () => {
      const mine = await ok('GET', path(), student.auth);
      expect(mine.lesson).toMatchObject({ id: course.lessons[0], can_view: true, is_locked: false });
      expect(mine.lesson.content).toContain('Body 1');
      const theirs = await ok('GET', path(), outsider.auth);
      expect(theirs.lesson).toMatchObject({ id: course.lessons[0], can_view: false, content: '' });
    });

    it('hides a draft lesson from students (404) but not from its instructor', async () => {
      const draft = await createLesson(course.course.id, course.section.id, instructor.auth, { title: 'Draft lesson by slug' });
      expectError(await api('GET', `/courses/${course.course.slug}/lessons/${draft.slug}/by-slug`, { auth: student.auth }), 404, 'lesson_not_found');
      expect((await ok('GET', `/courses/${course.course.slug}/lessons/${draft.slug}/by-slug`, instructor.auth)).lesson.id).toBe(draft.id);
    });

    it('hides a draft course\'s lessons (404 course_not_found)', async () => {
      const draft = await createCourse(instructor.auth);
      const section = await createSection(draft.id, instructor.auth);
      const lesson = await createLesson(draft.id, section.id, instructor.auth, { title: 'Hidden' });
      expectError(await api('GET', `/courses/${draft.slug}/lessons/${lesson.slug}/by-slug`, { auth: student.auth }), 404, 'course_not_found');
    });
  });

  describe('POST /courses/{id}/lessons/{lesson_id}/video-watched', () => {
    const path = () => `/courses/${course.course.id}/lessons/${course.lessons[1]}/video-watched`;

    it('keeps the furthest report (recorded only: never gated)', async () => {
      expect(await ok('POST', path(), student.auth, { watched_percent: 60 })).toMatchObject({ is_gated: false, watched: false, watched_percent: 60 });
      expect(await ok('POST', path(), student.auth, { watched_percent: 85 })).toMatchObject({ watched: true, watched_percent: 85 });
      expect(await ok('POST', path(), student.auth, { watched_percent: 30 })).toMatchObject({ watched: true, watched_percent: 85 });
      // The original caps a report at 100.
      expect((await ok('POST', path(), student.auth, { watched_percent: 250 })).watched_percent).toBe(100);
    });

    it('refuses a member not enrolled (403 not_enrolled; 422 under the compat base path) and an unknown lesson', async () => {
      expectError(await api('POST', path(), { auth: outsider.auth, body: { watched_percent: 50 } }), 403, 'not_enrolled');
      expectError(await api('POST', path(), { auth: outsider.auth, body: { watched_percent: 50 }, compat: true }), 422, 'not_enrolled');
      expectError(await api('POST', `/courses/${course.course.id}/lessons/999999999/video-watched`, { auth: student.auth, body: { watched_percent: 50 } }), 404, 'lesson_not_found');
    });
  });

  describe('GET /courses/all-courses', () => {
    it('lists published courses with their outline and the caller\'s track, not drafts', async () => {
      const draft = await createCourse(instructor.auth);
      const res = await ok('GET', '/courses/all-courses', student.auth, undefined);
      const byId = new Map<number, any>(res.courses.map((c: any) => [c.course.id, c]));
      expect(byId.has(draft.id)).toBe(false);
      // Newest first: the fixture course is on the first page unless 15 were published since.
      const mine = byId.get(course.course.id);
      if (mine) {
        expect(mine.track.isEnrolled).toBe(true);
        expect(mine.sections[0].lessons.map((l: any) => l.id)).toEqual(course.lessons);
      }
      expect(res.total).toBeGreaterThanOrEqual(res.courses.length);
    });

    it('bounds the page (each course\'s outline is read)', async () => {
      expectError(await api('GET', '/courses/all-courses', { auth: student.auth, query: { per_page: 51 } }), 400, 'rest_invalid_param');
    });
  });

  describe('GET /admin/courses', () => {
    it('lists an instructor\'s own courses, every course to administrators, none to members', async () => {
      const own = await createCourse(otherInstructor.auth, { status: 'published' });
      const theirs = (await ok('GET', '/admin/courses', otherInstructor.auth)).courses.data.map((c: any) => c.id);
      expect(theirs).toContain(own.id);
      expect(theirs).not.toContain(course.course.id);
      const all = await api<any>('GET', '/admin/courses', { auth: admin, query: { search: own.title.split(' ')[1], per_page: 100 } });
      expect(all.body.courses.data.map((c: any) => c.id)).toContain(own.id);
      expectError(await api('GET', '/admin/courses', { auth: student.auth }), 403, 'rest_forbidden');
    });

    it('lists drafts with status=draft', async () => {
      const draft = await createCourse(otherInstructor.auth);
      const drafts = (await ok('GET', '/admin/courses?status=draft&sort_by=alphabetical&per_page=100', otherInstructor.auth)).courses.data.map((c: any) => c.id);
      expect(drafts).toContain(draft.id);
    });
  });

  describe('copies and moves', () => {
    it('duplicates a course as a draft with its sections, lessons and bodies', async () => {
      const res = await ok('POST', `/admin/courses/${course.course.id}/duplicate`, instructor.auth);
      const copy = res.course;
      expect(copy).toMatchObject({ status: 'draft', title: `${course.course.title} (Copy)`, sectionsCount: 1 });
      expect(copy.id).not.toBe(course.course.id);
      const sections = (await ok('GET', `/admin/courses/${copy.id}/sections`, instructor.auth)).sections;
      expect(sections.map((s: any) => s.title)).toEqual(['Part one']);
      expect(sections[0].lessons.length).toBeGreaterThanOrEqual(2);
      const first = await ok('GET', `/admin/courses/${copy.id}/lessons/${sections[0].lessons[0].id}`, instructor.auth);
      expect(first.lesson.message).toBe('Body 1');
      const counts = await courseCounts(copy.id);
      expect(counts.sections).toBe(1);
      // Another instructor may not duplicate it.
      expect((await api('POST', `/admin/courses/${course.course.id}/duplicate`, { auth: otherInstructor.auth })).status).toBe(403);
    });

    it('copies a section from a course the caller administers, refuses one they do not', async () => {
      const target = await createCourse(instructor.auth);
      const res = await ok('PUT', `/admin/courses/${target.id}/copy-section`, instructor.auth, { section_id: course.section.id, from_course_id: course.course.id });
      expect(res.section.lessons.map((l: any) => l.title).slice(0, 2)).toEqual(['Lesson 1', 'Lesson 2']);
      expect((await courseCounts(target.id)).sections).toBe(1);
      const foreign = await publishedCourse(otherInstructor.auth, 1);
      const refused = await api('PUT', `/admin/courses/${target.id}/copy-section`, { auth: instructor.auth, body: { section_id: foreign.section.id, from_course_id: foreign.course.id } });
      expectError(refused, 403, 'source_course_forbidden');
      const compat = await api('PUT', `/admin/courses/${target.id}/copy-section`, { auth: instructor.auth, body: { section_id: foreign.section.id, from_course_id: foreign.course.id }, compat: true });
      expectError(compat, 422, 'source_course_forbidden');
    });

    it('moves a lesson to another section with the counters', async () => {
      const c = await createCourse(instructor.auth);
      const [a, b] = [await createSection(c.id, instructor.auth, { title: 'A' }), await createSection(c.id, instructor.auth, { title: 'B' })];
      const lesson = await createLesson(c.id, a.id, instructor.auth);
      await ok('PUT', `/admin/courses/${c.id}/move-lesson`, instructor.auth, { lesson_id: lesson.id, section_id: b.id });
      const sections = (await ok('GET', `/admin/courses/${c.id}/sections`, instructor.auth)).sections;
      expect(sections.map((s: any) => [s.title, s.lessons_count, s.lessons.map((l: any) => l.id)])).toEqual([['A', 0, []], ['B', 1, [lesson.id]]]);
      expectError(await api('PUT', `/admin/courses/${c.id}/move-lesson`, { auth: instructor.auth, body: { lesson_id: lesson.id, section_id: 999999999 } }), 404, 'section_not_found');
    });

    it('duplicates a lesson right after itself, as a draft with its body', async () => {
      const c = await createCourse(instructor.auth);
      const s = await createSection(c.id, instructor.auth);
      const [one, two] = [await createLesson(c.id, s.id, instructor.auth, { title: 'One' }), await createLesson(c.id, s.id, instructor.auth, { title: 'Two' })];
      await publishLesson(c.id, one.id, instructor.auth, 'First body');
      const first = await ok('POST', `/admin/courses/${c.id}/lessons/${one.id}/duplicate`, instructor.auth);
      expect(first.lesson).toMatchObject({ title: 'One (Copy)', status: 'draft', message: 'First body' });
      const second = await ok('POST', `/admin/courses/${c.id}/lessons/${one.id}/duplicate`, instructor.auth);
      expect(second.lesson.title).toBe('One (Copy 2)');
      const order = (await ok('GET', `/admin/courses/${c.id}/lessons`, instructor.auth)).lessons.map((l: any) => l.id);
      expect(order).toEqual([one.id, second.lesson.id, first.lesson.id, two.id]);
      expect((await ok('GET', `/admin/courses/${c.id}/sections`, instructor.auth)).sections[0].lessons_count).toBe(4);
    });
  });

  describe('people, links, settings', () => {
    it('searches members to add without those enrolled', async () => {
      const found = (await ok('GET', `/admin/courses/${course.course.id}/users/search?search=${outsider.username}`, instructor.auth)).users;
      expect(found.data.map((u: any) => u.id)).toContain(outsider.userId);
      expect(found.per_page).toBe(100);
      const enrolled = (await ok('GET', `/admin/courses/${course.course.id}/users/search?search=${student.username}`, instructor.auth)).users;
      expect(enrolled.data.map((u: any) => u.id)).not.toContain(student.userId);
      const instructors = (await ok('GET', `/admin/courses/${course.course.id}/instructors/search?search=${student.username}`, instructor.auth)).instructors;
      expect(instructors.map((u: any) => u.ID)).toContain(student.userId);
      expect((await api('GET', `/admin/courses/${course.course.id}/users/search`, { auth: student.auth, query: { search: 'abc' } })).status).toBe(403);
    });

    it('replaces the course\'s links, kept in its settings', async () => {
      const res = await ok('POST', `/admin/courses/${course.course.id}/links`, instructor.auth, { links: [{ title: 'Docs', url: 'https://example.com/docs', new_tab: 'yes' }] });
      expect(res.links).toEqual([{ title: 'Docs', url: 'https://example.com/docs' }]);
      expect((await ok('GET', `/admin/courses/${course.course.id}`, instructor.auth)).course.settings.links).toEqual([{ title: 'Docs', url: 'https://example.com/docs' }]);
      expectError(await api('POST', `/admin/courses/${course.course.id}/links`, { auth: instructor.auth, body: { links: [{ title: 'Bad', url: 'javascript:alert(1)' }] } }), 400, 'rest_invalid_param');
    });

    it('answers the sections\' lockscreen only when asked, and null meta settings and an empty comment page', async () => {
      const plain = await ok('GET', `/admin/courses/${course.course.id}/sections`, instructor.auth);
      expect('lockscreen' in plain).toBe(false);
      const asked = await ok('GET', `/admin/courses/${course.course.id}/sections?with_lock_screen=1`, instructor.auth);
      expect(asked.lockscreen).toBeNull();
      expect(await ok('GET', `/admin/courses/${course.course.id}/meta-settings`, instructor.auth)).toEqual({ meta_settings: null });
      expect((await ok('GET', `/admin/courses/${course.course.id}/comments`, instructor.auth)).comments).toMatchObject({ data: [], total: 0 });
    });
  });
});
