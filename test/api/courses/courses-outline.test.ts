/**
 * Sections and lessons over HTTP (docs/courses.md, "Sections and lessons"): the original's
 * authoring routes under /admin/courses/{id}, the spec's quiz-lesson create, reordering, the
 * counters (exact under concurrent writes), drafts hidden from students, sanitized content.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { DATETIME } from '../../support/identity.ts';
import { adminBearer, courseCounts, createCourse, createInstructor, createLesson, createSection, ok, publishLesson } from '../../support/courses.ts';
import { expectError, sortedKeys } from '../../support/spaces.ts';

describe('courses: sections and lessons', () => {
  let admin: Auth;
  let instructor: TestMember;
  let otherInstructor: TestMember;
  let student: TestMember;
  let course: any;

  beforeAll(async () => {
    [admin, instructor, otherInstructor, student] = await Promise.all([adminBearer(), createInstructor(), createInstructor(), createMember()]);
    course = await createCourse(instructor.auth, { status: 'published' });
    await ok('POST', `/admin/courses/${course.id}/students`, admin, { user_id: student.userId });
  });

  const path = (rest = '') => `/admin/courses/${course.id}${rest}`;

  describe('sections', () => {
    it('creates a published section at the end and answers {message, section}', async () => {
      const first = await api<any>('POST', path('/sections'), { auth: instructor.auth, body: { title: 'Getting started' } });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(sortedKeys(first.body)).toEqual(['message', 'section']);
      expect(first.body.section).toMatchObject({ title: 'Getting started', slug: 'getting-started', status: 'published', type: 'course_section', space_id: course.id, lessons: [] });
      expect(first.body.section.created_at).toMatch(DATETIME);
      const second = await createSection(course.id, instructor.auth, { title: 'Next' });
      expect(second.priority).toBe(first.body.section.priority + 1);
    });

    it('reads, updates (PUT needs title and status), patches and lists sections', async () => {
      const s = await createSection(course.id, instructor.auth, { title: 'Editable' });
      expect((await ok('GET', path(`/sections/${s.id}`), instructor.auth)).topic).toMatchObject({ id: s.id, title: 'Editable' });
      const put = await api<any>('PUT', path(`/sections/${s.id}`), { auth: instructor.auth, body: { title: 'Edited' } });
      expectError(put, 400, 'rest_invalid_param');
      expect(Object.keys(put.body.data.params)).toEqual(['status']);
      expect((await ok('PUT', path(`/sections/${s.id}`), instructor.auth, { title: 'Edited', status: 'draft' })).topic).toMatchObject({ title: 'Edited', status: 'draft' });
      expect((await ok('PATCH', path(`/sections/${s.id}`), instructor.auth, { title: 'Patched' })).topic).toMatchObject({ title: 'Patched', status: 'draft' });
      // Unlock dates belong to scheduled (scheduled_at) and structured (reactions_count) courses.
      expectError(await api<any>('PATCH', path(`/sections/${s.id}`), { auth: instructor.auth, body: { scheduled_at: '2030-01-01 00:00:00' } }), 400, 'rest_invalid_param');
      const all = (await ok('GET', path('/sections'), instructor.auth)).sections;
      expect(all.map((x: any) => x.id)).toContain(s.id);
      const published = (await ok('GET', path('/sections?conditions[]=only_published'), instructor.auth)).sections;
      expect(published.map((x: any) => x.id)).not.toContain(s.id);
      expectError(await api<any>('GET', path('/sections/999999999'), { auth: instructor.auth }), 404, 'section_not_found');
    });

    it('reorders sections in one write (PATCH sections/indexes) and refuses ids of other courses', async () => {
      const other = await createCourse(instructor.auth);
      const foreign = await createSection(other.id, instructor.auth);
      const x = await createSection(course.id, instructor.auth, { title: 'X' });
      const y = await createSection(course.id, instructor.auth, { title: 'Y' });
      const res = await ok('PATCH', path('/sections/indexes'), instructor.auth, { indexes: { [x.id]: 1000, [y.id]: 999 } });
      expect(sortedKeys(res)).toEqual(['message', 'sections']);
      const order = res.sections.map((s: any) => s.id);
      expect(order.indexOf(y.id)).toBeLessThan(order.indexOf(x.id));
      expect(order.slice(-2)).toEqual([y.id, x.id]);
      const bad = await api<any>('PATCH', path('/sections/indexes'), { auth: instructor.auth, body: { indexes: { [foreign.id]: 1 } } });
      expectError(bad, 400, 'rest_invalid_param');
      expect(Object.keys(bad.body.data.params)).toEqual([`indexes.${foreign.id}`]);
    });

    it('deletes a section with its lessons and their counters', async () => {
      const c = await createCourse(instructor.auth, { status: 'published' });
      const keep = await createSection(c.id, instructor.auth);
      const gone = await createSection(c.id, instructor.auth);
      await publishLesson(c.id, (await createLesson(c.id, keep.id, instructor.auth)).id, instructor.auth);
      const lessons = await Promise.all([1, 2, 3].map((n) => createLesson(c.id, gone.id, instructor.auth, { title: `L${n}` })));
      await publishLesson(c.id, lessons[0].id, instructor.auth);
      expect(await courseCounts(c.id)).toEqual({ sections: 2, lessons: 2 });
      expect(await ok('DELETE', `/admin/courses/${c.id}/sections/${gone.id}`, instructor.auth)).toEqual({ message: expect.any(String) });
      expect(await courseCounts(c.id)).toEqual({ sections: 1, lessons: 1 });
      expect((await ok('GET', `/admin/courses/${c.id}/lessons`, instructor.auth)).lessons).toHaveLength(1);
      expectError(await api<any>('GET', `/admin/courses/${c.id}/lessons/${lessons[1].id}`, { auth: instructor.auth }), 404, 'lesson_not_found');
      const d = await ok('GET', `/admin/courses/${c.id}`, instructor.auth);
      expect(d.data).toMatchObject({ sections_count: 1, lessons_count: 1 });
    });

    it('concurrent deletes of one section: deleted once, the others 200 or 404 section_not_found, never a 500 (issue 26)', async () => {
      const c = await createCourse(instructor.auth, { status: 'published' });
      for (let round = 0; round < 3; round++) {
        const s = await createSection(c.id, instructor.auth);
        const results = await Promise.all([0, 1, 2, 3].map(() => api<any>('DELETE', `/admin/courses/${c.id}/sections/${s.id}`, { auth: instructor.auth })));
        for (const r of results.filter((x) => x.status !== 200)) expectError(r, 404, 'section_not_found');
      }
      expect(await courseCounts(c.id)).toEqual({ sections: 0, lessons: 0 });
    });
  });

  describe('lessons', () => {
    let section: any;

    beforeAll(async () => {
      section = await createSection(course.id, instructor.auth, { title: 'Lessons' });
    });

    it('creates a draft lesson at the end of its section: {message, data (spec), lesson (original)}', async () => {
      const res = await api<any>('POST', path('/lessons'), { auth: instructor.auth, body: { title: 'Welcome', section_id: section.id, type: '' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data', 'lesson', 'message']);
      expect(sortedKeys(res.body.data)).toEqual(['course_id', 'created_at', 'id', 'order', 'title']);
      expect(res.body.data).toMatchObject({ course_id: course.id, title: 'Welcome', order: 1 });
      expect(res.body.lesson).toMatchObject({ status: 'draft', content_type: 'text', section_id: section.id, parent_id: section.id, type: 'course_lesson' });
      expect(res.body.lesson.meta).toMatchObject({ enable_comments: 'yes', enable_media: 'yes', media: { type: 'oembed', url: '' } });
      expect((await createLesson(course.id, section.id, instructor.auth)).priority).toBe(2);
    });

    it('creates a quiz lesson as the spec does (type quiz) and stores its questions and settings as given', async () => {
      const res = await ok('POST', path('/lessons'), instructor.auth, { title: 'Check', type: 'quiz', section_id: section.id });
      expect(res.lesson).toMatchObject({ content_type: 'quiz', quiz_questions: [], quiz_settings: { passing_score: 70, max_attempts: 0, time_limit: 0 } });
      const questions = [{ id: 'q1', type: 'multiple_choice', question: 'Two?', options: [{ id: 'a', text: '2', is_correct: true }, { id: 'b', text: '3' }], points: 2 }];
      const put = await ok('PUT', path(`/lessons/${res.data.id}`), instructor.auth, { lesson: { title: 'Check', parent_id: section.id, status: 'draft', quiz_questions: questions, quiz_settings: { passing_score: 80, max_attempts: 3 } } });
      expect(put.lesson.quiz_questions).toEqual([{ ...questions[0], options: [{ id: 'a', text: '2', is_correct: true }, { id: 'b', text: '3', is_correct: false }], explanation: '', enabled: true }]);
      expect(put.lesson.quiz_settings).toMatchObject({ passing_score: 80, max_attempts: 3, time_limit: 0, show_correct_answers: true });
      const bad = await api<any>('PUT', path(`/lessons/${res.data.id}`), { auth: instructor.auth, body: { lesson: { title: 'Check', parent_id: section.id, status: 'draft', quiz_questions: [{ id: 'q', type: 'essay', question: 'x' }] } } });
      expectError(bad, 400, 'rest_invalid_param');
    });

    it('refuses bad lessons naming the field: no title, a section of another course, an unknown type', async () => {
      const other = await createSection((await createCourse(instructor.auth)).id, instructor.auth);
      const missing = await api<any>('POST', path('/lessons'), { auth: instructor.auth, body: {} });
      expectError(missing, 400, 'rest_invalid_param');
      expect(Object.keys(missing.body.data.params).sort()).toEqual(['section_id', 'title']);
      const foreign = await api<any>('POST', path('/lessons'), { auth: instructor.auth, body: { title: 'x', section_id: other.id } });
      expectError(foreign, 400, 'rest_invalid_param');
      expect(Object.keys(foreign.body.data.params)).toEqual(['section_id']);
      expectError(await api<any>('POST', path('/lessons'), { auth: instructor.auth, body: { title: 'x', section_id: section.id, type: 'audio' } }), 400, 'rest_invalid_param');
    });

    it('updates with PUT {lesson: {...}}, renders the markdown sanitized, keeps only the known meta', async () => {
      const l = await createLesson(course.id, section.id, instructor.auth, { title: 'Render' });
      const message = 'Hello **world** <img src=x onerror=alert(1)> [bad](javascript:alert(1))';
      const res = await ok('PUT', path(`/lessons/${l.id}`), instructor.auth, {
        lesson: { title: 'Rendered', parent_id: section.id, status: 'published', message, meta: { enable_comments: false, media: { url: 'https://video.test/v/1', html: '<script>x</script>' }, secret: 1 } },
      });
      expect(res.lesson).toMatchObject({ title: 'Rendered', status: 'published', message });
      expect(res.lesson.message_rendered).toContain('<strong>world</strong>');
      expect(res.lesson.message_rendered).not.toContain('<img');
      expect(res.lesson.message_rendered).not.toContain('href="javascript:');
      expect(res.lesson.meta.enable_comments).toBe('no');
      expect(res.lesson.meta.media).toEqual({ url: 'https://video.test/v/1' });
      expect(res.lesson.meta).not.toHaveProperty('secret');
      expect(res.lesson.scheduled_at).toMatch(DATETIME);
      const read = await ok('GET', path(`/lessons/${l.id}`), instructor.auth);
      expect(read.lesson).toMatchObject({ id: l.id, message, topic: { id: section.id }, course: { id: course.id } });
      const put = await api<any>('PUT', path(`/lessons/${l.id}`), { auth: instructor.auth, body: { lesson: { title: 'x' } } });
      expectError(put, 400, 'rest_invalid_param');
      expect(Object.keys(put.body.data.params).sort()).toEqual(['lesson.parent_id', 'lesson.status']);
    });

    it('patches title, status, slug and message, ignoring empty strings but the message', async () => {
      const l = await createLesson(course.id, section.id, instructor.auth, { title: 'Patch me' });
      const res = await ok('PATCH', path(`/lessons/${l.id}`), instructor.auth, { title: '', slug: 'patched', message: 'Body' });
      expect(res.lesson).toMatchObject({ title: 'Patch me', slug: 'patched', message: 'Body', message_rendered: '<p>Body</p>\n' });
      expect((await ok('PATCH', path(`/lessons/${l.id}`), instructor.auth, { message: '' })).lesson).toMatchObject({ message: '', message_rendered: '' });
    });

    it('moves a lesson to another section (parent_id) and reorders lessons within a section', async () => {
      const from = await createSection(course.id, instructor.auth, { title: 'From' });
      const to = await createSection(course.id, instructor.auth, { title: 'To' });
      const [p, q, r] = await Promise.all(['P', 'Q', 'R'].map((t) => createLesson(course.id, from.id, instructor.auth, { title: t })));
      await ok('PUT', path(`/lessons/${r.id}`), instructor.auth, { lesson: { title: 'R', parent_id: to.id, status: 'draft' } });
      expect((await ok('GET', path(`/lessons?topic_id=${to.id}`), instructor.auth)).lessons.map((l: any) => l.id)).toEqual([r.id]);
      const res = await ok('PATCH', path(`/sections/${from.id}/indexes`), instructor.auth, { indexes: { [q.id]: 1, [p.id]: 2 } });
      expect(res.lessons.map((l: any) => l.id)).toEqual([q.id, p.id]);
      const wrong = await api<any>('PATCH', path(`/sections/${from.id}/indexes`), { auth: instructor.auth, body: { indexes: { [r.id]: 1 } } });
      expectError(wrong, 400, 'rest_invalid_param');
    });

    it('deletes a lesson (404 lesson_not_found afterwards)', async () => {
      const l = await createLesson(course.id, section.id, instructor.auth);
      expect(await ok('DELETE', path(`/lessons/${l.id}`), instructor.auth)).toEqual({ message: expect.any(String) });
      expectError(await api<any>('GET', path(`/lessons/${l.id}`), { auth: instructor.auth }), 404, 'lesson_not_found');
      expectError(await api<any>('DELETE', path(`/lessons/${l.id}`), { auth: instructor.auth }), 404, 'lesson_not_found');
    });
  });

  describe('counters and visibility', () => {
    it('counts sections, visible lessons and all lessons exactly under concurrent lesson creation', async () => {
      const c = await createCourse(instructor.auth, { status: 'published' });
      const s = await createSection(c.id, instructor.auth);
      const made = await Promise.all(Array.from({ length: 12 }, (_, i) => api<any>('POST', `/admin/courses/${c.id}/lessons`, { auth: instructor.auth, body: { title: `C${i}`, section_id: s.id } })));
      expect(made.map((r) => r.status)).toEqual(Array(12).fill(200));
      const publishes = await Promise.all(made.slice(0, 7).map((r) => api<any>('PATCH', `/admin/courses/${c.id}/lessons/${r.body.data.id}`, { auth: instructor.auth, body: { status: 'published' } })));
      expect(publishes.map((r) => r.status)).toEqual(Array(7).fill(200));
      expect(await courseCounts(c.id)).toEqual({ sections: 1, lessons: 7 });
      expect((await ok('GET', `/admin/courses/${c.id}/sections/${s.id}`, instructor.auth)).topic.lessons_count).toBe(12);
      // A draft section hides its published lessons from the count; publishing it again brings them back.
      await ok('PATCH', `/admin/courses/${c.id}/sections/${s.id}`, instructor.auth, { status: 'draft' });
      expect(await courseCounts(c.id)).toEqual({ sections: 1, lessons: 0 });
      await ok('PATCH', `/admin/courses/${c.id}/sections/${s.id}`, instructor.auth, { status: 'published' });
      expect(await courseCounts(c.id)).toEqual({ sections: 1, lessons: 7 });
      await ok('DELETE', `/admin/courses/${c.id}/lessons/${made[0]!.body.data.id}`, instructor.auth);
      expect(await courseCounts(c.id)).toEqual({ sections: 1, lessons: 6 });
    });

    it('hides draft lessons and draft sections from students and members; they stay for course administrators', async () => {
      const c = await createCourse(instructor.auth, { status: 'published' });
      const open = await createSection(c.id, instructor.auth, { title: 'Open' });
      const closed = await createSection(c.id, instructor.auth, { title: 'Closed', status: 'draft' });
      const visible = await createLesson(c.id, open.id, instructor.auth, { title: 'Visible' });
      await publishLesson(c.id, visible.id, instructor.auth, 'Read me');
      await createLesson(c.id, open.id, instructor.auth, { title: 'Draft' });
      await publishLesson(c.id, (await createLesson(c.id, closed.id, instructor.auth, { title: 'Published in closed' })).id, instructor.auth);
      await ok('POST', `/admin/courses/${c.id}/students`, admin, { user_id: student.userId });
      for (const auth of [student.auth, otherInstructor.auth, undefined]) {
        const d = await ok('GET', `/courses/${c.id}`, auth);
        expect(d.sections.map((s: any) => s.title)).toEqual(['Open']);
        expect(d.sections[0].lessons.map((l: any) => l.title)).toEqual(['Visible']);
      }
      const asStudent = await ok('GET', `/courses/${c.id}?intended_lesson_slug=visible`, student.auth);
      expect(asStudent.sections[0].lessons[0]).toMatchObject({ can_view: true, content: '<p>Read me</p>\n' });
      const asOther = await ok('GET', `/courses/${c.id}?intended_lesson_slug=visible`, otherInstructor.auth);
      expect(asOther.sections[0].lessons[0]).toMatchObject({ can_view: false, content: '' });
      expect(asOther.sections[0].lessons[0].meta).not.toHaveProperty('media');
      const asAdmin = await ok('GET', `/courses/${c.id}`, admin);
      expect(asAdmin.sections.flatMap((s: any) => s.lessons.map((l: any) => l.title)).sort()).toEqual(['Draft', 'Published in closed', 'Visible']);
      expect(asStudent.data.lessons_count).toBe(1);
    });

    it('the detail and progress follow every outline write at once (the outline version the cache is keyed by)', async () => {
      const c = await createCourse(instructor.auth, { status: 'published' });
      const one = await createSection(c.id, instructor.auth, { title: 'One', status: 'published' });
      const two = await createSection(c.id, instructor.auth, { title: 'Two', status: 'published' });
      const a = await createLesson(c.id, one.id, instructor.auth, { title: 'A' });
      await publishLesson(c.id, a.id, instructor.auth);
      await ok('POST', `/admin/courses/${c.id}/students`, admin, { user_id: student.userId });
      const seen = async () => {
        const d = await ok('GET', `/courses/${c.id}`, student.auth);
        return d.sections.map((s: any) => `${s.title}:${s.lessons.map((l: any) => l.title).join(',')}`);
      };
      expect(await seen()).toEqual(['One:A']);
      const b = await createLesson(c.id, two.id, instructor.auth, { title: 'B' });
      await publishLesson(c.id, b.id, instructor.auth);
      expect(await seen()).toEqual(['One:A', 'Two:B']);
      await ok('PATCH', `/admin/courses/${c.id}/sections/indexes`, instructor.auth, { indexes: { [one.id]: 2, [two.id]: 1 } });
      expect(await seen()).toEqual(['Two:B', 'One:A']);
      await ok('PATCH', `/admin/courses/${c.id}/lessons/${a.id}`, instructor.auth, { title: 'A2' });
      expect(await seen()).toEqual(['Two:B', 'One:A2']);
      // Completing answers progress and the next lesson from the outline as it is now.
      const done = await ok('POST', `/courses/${c.id}/lessons/${b.id}/complete`, student.auth);
      expect(done.data).toMatchObject({ progress_percentage: 50, next_lesson: { id: a.id } });
      await ok('PATCH', `/admin/courses/${c.id}/sections/${one.id}`, instructor.auth, { status: 'draft' });
      expect(await seen()).toEqual(['Two:B']);
      expect((await ok('GET', `/courses/${c.id}/progress`, student.auth)).data).toMatchObject({ progress_percentage: 100, next_lesson: null });
      await ok('DELETE', `/admin/courses/${c.id}/lessons/${b.id}`, instructor.auth);
      expect(await seen()).toEqual([]);
    });

    it('is for course administrators: 403 rest_forbidden for a member, another instructor or a student, 401 anonymous, 404 for a hidden course', async () => {
      const s = await createSection(course.id, instructor.auth);
      for (const auth of [student.auth, otherInstructor.auth]) {
        expectError(await api<any>('GET', path('/sections'), { auth }), 403, 'rest_forbidden');
        expectError(await api<any>('POST', path('/lessons'), { auth, body: { title: 'x', section_id: s.id } }), 403, 'rest_forbidden');
        expectError(await api<any>('DELETE', path(`/sections/${s.id}`), { auth }), 403, 'rest_forbidden');
      }
      expect((await api<any>('GET', path('/sections'))).status).toBe(401);
      const draft = await createCourse(instructor.auth);
      expectError(await api<any>('GET', `/admin/courses/${draft.id}/sections`, { auth: otherInstructor.auth }), 404, 'course_not_found');
      expect((await api<any>('GET', path('/sections'), { auth: admin })).status).toBe(200);
    });
  });
});
