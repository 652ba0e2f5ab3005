/**
 * The course catalogue over HTTP (docs/courses.md): create and update under both path sets, the
 * detail with sections and track, the list with its filters, orders, categories and visibility,
 * for an administrator, an instructor, another member and an anonymous caller.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { DATETIME, token } from '../../support/identity.ts';
import { adminBearer, createCourse, createInstructor, createLesson, createSection, ok, publishLesson } from '../../support/courses.ts';
import { expectError, sortedKeys } from '../../support/spaces.ts';

const COURSE_DATA_KEYS = [
  'id', 'title', 'slug', 'description', 'content', 'featured_image', 'status', 'privacy', 'category', 'difficulty', 'duration', 'course_type',
  'sections_count', 'lessons_count', 'students_count', 'reviews_count', 'rating', 'price', 'instructor_id', 'is_enrolled', 'progress', 'instructor',
  'created_at', 'updated_at',
].sort();

/** Every page of GET /courses for the query, as rows. */
async function collect(auth: Auth, query: Record<string, string | number>): Promise<any[]> {
  const rows: any[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await api<any>('GET', '/courses', { ...(auth ? { auth } : {}), query: { ...query, per_page: 100, page } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.courses.data);
    if (!res.body.courses.next_page_url) break;
  }
  return rows;
}

const ids = (rows: any[]) => rows.map((r) => r.id);

describe('courses: catalogue', () => {
  let admin: Auth;
  let instructor: TestMember;
  let otherInstructor: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    [admin, instructor, otherInstructor, member] = await Promise.all([adminBearer(), createInstructor(), createInstructor(), createMember()]);
  });

  describe('POST /courses and POST /admin/courses', () => {
    it('creates a draft course with the defaults and answers {message, data (spec), course (original)}', async () => {
      const title = `Botany ${token('c')}`;
      const res = await api<any>('POST', '/courses', { auth: instructor.auth, body: { title, description: 'Plants' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['course', 'data', 'message']);
      expect(sortedKeys(res.body.data)).toEqual(['created_at', 'id', 'slug', 'status', 'title']);
      expect(res.body.data).toMatchObject({ title, status: 'draft', slug: expect.stringMatching(/^botany-/) });
      expect(res.body.data.created_at).toMatch(DATETIME);
      expect(res.body.course).toMatchObject({
        id: res.body.data.id,
        type: 'course',
        privacy: 'public',
        status: 'draft',
        created_by: String(instructor.userId),
        is_course_admin: true,
        isEnrolled: false,
        sectionsCount: 0,
        lessonsCount: 0,
        studentsCount: 0,
      });
      expect(res.body.course.settings).toMatchObject({ course_type: 'self_paced', course_details: '', course_details_rendered: '' });
      const detail = await ok('GET', `/courses/${res.body.data.id}`, instructor.auth);
      expect(detail.data).toMatchObject({ price: 0, category: '', difficulty: '', duration: '', instructor_id: instructor.userId, rating: 0, reviews_count: 0 });
    });

    it('takes the original\'s body on POST /admin/courses (privacy, course_type, settings.course_details) and renders the details sanitized', async () => {
      const res = await api<any>('POST', '/admin/courses', {
        auth: admin,
        body: {
          title: `Chemistry ${token('c')}`,
          description: 'Atoms',
          privacy: 'private',
          status: 'published',
          settings: { course_type: 'structured', course_details: '**Bold** <script>alert(1)</script> [x](javascript:alert(1))' },
          category: 'Science',
          difficulty: 'advanced',
          duration: '3 weeks',
          price: 19.5,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const d = (await ok('GET', `/courses/${res.body.data.id}`, admin)).data;
      expect(d).toMatchObject({ privacy: 'private', status: 'published', course_type: 'structured', category: 'Science', difficulty: 'advanced', duration: '3 weeks', price: 19.5 });
      expect(d.content).toContain('<strong>Bold</strong>');
      expect(d.content).not.toContain('<script');
      expect(d.content).not.toContain('href="javascript:');
    });

    it('refuses bad input with 400 naming each field', async () => {
      const missing = await api<any>('POST', '/courses', { auth: instructor.auth, body: {} });
      expectError(missing, 400, 'rest_invalid_param');
      expect(Object.keys(missing.body.data.params).sort()).toEqual(['description', 'title']);
      const bad = await api<any>('POST', '/admin/courses', { auth: instructor.auth, body: { title: 'x', description: 'y', privacy: 'hidden', price: -1, course_type: 'drip' } });
      expectError(bad, 400, 'rest_invalid_param');
      expect(Object.keys(bad.body.data.params).sort()).toEqual(['course_type', 'price', 'privacy']);
    });

    it('a difficulty outside the three is 400 invalid_difficulty with data.allowed_values, on create, update and the list (issue 26)', async () => {
      const allowed = ['beginner', 'intermediate', 'advanced'];
      const c = await createCourse(instructor.auth);
      const refusals = [
        await api<any>('POST', '/courses', { auth: instructor.auth, body: { title: 'x', description: 'y', difficulty: 'expert' } }),
        await api<any>('POST', '/admin/courses', { auth: instructor.auth, body: { title: 'x', description: 'y', difficulty: 'Beginner' } }),
        await api<any>('PUT', `/courses/${c.id}`, { auth: instructor.auth, body: { difficulty: 'expert' } }),
        await api<any>('PUT', `/admin/courses/${c.id}`, { auth: instructor.auth, body: { difficulty: 7 } }),
        await api<any>('GET', '/courses', { query: { difficulty: 'expert' } }),
      ];
      for (const res of refusals) {
        expectError(res, 400, 'invalid_difficulty');
        expect(res.body.data.allowed_values).toEqual(allowed);
      }
      // With other bad fields, each is still named.
      const mixed = await api<any>('POST', '/courses', { auth: instructor.auth, body: { title: 'x', description: 'y', difficulty: 'expert', price: -1 } });
      expectError(mixed, 400, 'invalid_difficulty');
      expect(Object.keys(mixed.body.data.params).sort()).toEqual(['difficulty', 'price']);
      // Nothing changed; an empty difficulty still clears it.
      expect((await ok('GET', `/admin/courses/${c.id}`, instructor.auth)).data.difficulty).toBe('');
      expect((await ok('PUT', `/courses/${c.id}`, instructor.auth, { difficulty: '' })).data.difficulty).toBe('');
    });

    it('is for instructors and administrators: 403 rest_forbidden for a member, 401 anonymous', async () => {
      expectError(await api<any>('POST', '/courses', { auth: member.auth, body: { title: 'x', description: 'y' } }), 403, 'rest_forbidden');
      expectError(await api<any>('POST', '/admin/courses', { auth: member.auth, body: { title: 'x', description: 'y' } }), 403, 'rest_forbidden');
      expect((await api<any>('POST', '/courses', { body: { title: 'x', description: 'y' } })).status).toBe(401);
    });

    it('lets only administrators name another instructor', async () => {
      expectError(await api<any>('POST', '/courses', { auth: instructor.auth, body: { title: 'x', description: 'y', instructor_id: member.userId } }), 403, 'rest_forbidden');
      const c = await createCourse(admin, { instructor_id: instructor.userId });
      const d = (await ok('GET', `/admin/courses/${c.id}`, instructor.auth)).data;
      expect(d.instructor).toMatchObject({ id: instructor.userId, display_name: instructor.username });
      expectError(await api<any>('POST', '/courses', { auth: admin, body: { title: 'x', description: 'y', instructor_id: 999_999_999 } }), 400, 'rest_invalid_param');
    });
  });

  describe('PUT /courses/{id} and PUT /admin/courses/{id}', () => {
    it('changes the given fields under both paths and answers {message, data, course}', async () => {
      const c = await createCourse(instructor.auth);
      const res = await api<any>('PUT', `/courses/${c.id}`, { auth: instructor.auth, body: { title: 'Renamed', difficulty: 'beginner', content: '# Intro' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['course', 'data', 'message']);
      expect(res.body.data).toMatchObject({ title: 'Renamed', difficulty: 'beginner', description: 'A course', content: '<h1>Intro</h1>\n' });
      const res2 = await api<any>('PUT', `/admin/courses/${c.id}`, { auth: instructor.auth, body: { duration: '1 day' } });
      expect(res2.status).toBe(200);
      expect(res2.body.data).toMatchObject({ title: 'Renamed', duration: '1 day', difficulty: 'beginner' });
    });

    it('moves status draft -> published -> archived (and back to published); other moves are 400 invalid_transition', async () => {
      const c = await createCourse(instructor.auth);
      expectError(await api<any>('PUT', `/courses/${c.id}`, { auth: instructor.auth, body: { status: 'bogus' } }), 400, 'rest_invalid_param');
      expect((await ok('PUT', `/courses/${c.id}`, instructor.auth, { status: 'published' })).data.status).toBe('published');
      expectError(await api<any>('PUT', `/courses/${c.id}`, { auth: instructor.auth, body: { status: 'draft' } }), 400, 'invalid_transition');
      expect((await ok('PUT', `/admin/courses/${c.id}`, instructor.auth, { status: 'archived' })).data.status).toBe('archived');
      expect((await ok('PUT', `/courses/${c.id}`, instructor.auth, { status: 'published' })).data.status).toBe('published');
    });

    it('is for course administrators: another instructor or a member 403 rest_forbidden, anonymous 401, the administrator passes', async () => {
      const c = await createCourse(instructor.auth, { status: 'published' });
      expectError(await api<any>('PUT', `/courses/${c.id}`, { auth: otherInstructor.auth, body: { title: 'x' } }), 403, 'rest_forbidden');
      expectError(await api<any>('PUT', `/admin/courses/${c.id}`, { auth: member.auth, body: { title: 'x' } }), 403, 'rest_forbidden');
      expect((await api<any>('PUT', `/courses/${c.id}`, { body: { title: 'x' } })).status).toBe(401);
      expect((await api<any>('PUT', `/courses/${c.id}`, { auth: admin, body: { title: 'By admin' } })).status).toBe(200);
    });

    it('answers 404 course_not_found for an unknown course, a draft the caller may not see, and a space that is no course', async () => {
      expectError(await api<any>('PUT', '/courses/999999999', { auth: admin, body: { title: 'x' } }), 404, 'course_not_found');
      const draft = await createCourse(instructor.auth);
      expectError(await api<any>('PUT', `/courses/${draft.id}`, { auth: otherInstructor.auth, body: { title: 'x' } }), 404, 'course_not_found');
      const space = (await ok('POST', '/spaces', admin, { title: `Plain ${token('s')}` })).data;
      expectError(await api<any>('GET', `/courses/${space.id}`, { auth: admin }), 404, 'course_not_found');
      expectError(await api<any>('GET', `/courses/${space.slug}/by-slug`), 404, 'course_not_found');
    });
  });

  describe('GET /courses/{id}, /courses/{slug}/by-slug, /admin/courses/{id}', () => {
    let course: any;
    let published: any;

    beforeAll(async () => {
      course = await createCourse(instructor.auth, { status: 'published', category: 'Detail', content: 'Welcome' });
      const section = await createSection(course.id, instructor.auth);
      const draftSection = await createSection(course.id, instructor.auth, { title: 'Hidden', status: 'draft' });
      published = await createLesson(course.id, section.id, instructor.auth, { title: 'First' });
      await publishLesson(course.id, published.id, instructor.auth, 'Lesson *one*');
      await createLesson(course.id, section.id, instructor.auth, { title: 'Draft lesson' });
      await createLesson(course.id, draftSection.id, instructor.auth, { title: 'In hidden section' });
    });

    it('answers {data, course, sections, track} by id and by slug, the spec\'s fields in data', async () => {
      const byId = await ok('GET', `/courses/${course.id}`, member.auth);
      const bySlug = await ok('GET', `/courses/${course.slug}/by-slug`, member.auth);
      expect(sortedKeys(byId)).toEqual(['course', 'data', 'sections', 'track']);
      expect(bySlug).toEqual(byId);
      expect(sortedKeys(byId.data)).toEqual(COURSE_DATA_KEYS);
      expect(byId.data).toMatchObject({ id: course.id, lessons_count: 1, sections_count: 2, is_enrolled: false, progress: 0, instructor: { id: instructor.userId } });
      expect(byId.data.content).toBe('<p>Welcome</p>\n');
      expect(byId.track).toEqual({ completed_lessons: [], isEnrolled: false, progress: 0 });
      expect(byId.course).toMatchObject({ is_course_admin: false, can_self_enroll: true, lessonsCount: 1 });
    });

    it('shows students only published lessons in published sections, without content unless opened by a student', async () => {
      const d = await ok('GET', `/courses/${course.id}`, member.auth);
      expect(d.sections).toHaveLength(1);
      expect(d.sections[0].lessons.map((l: any) => l.title)).toEqual(['First']);
      expect(d.sections[0].lessons[0]).toMatchObject({ content: '', can_view: false, lazy_load: true });
      const anonymous = await ok('GET', `/courses/${course.id}`, undefined);
      expect(anonymous.sections[0].lessons.map((l: any) => l.id)).toEqual([published.id]);
    });

    it('shows course administrators every section and lesson, and the opened lesson\'s HTML', async () => {
      const d = await ok('GET', `/admin/courses/${course.id}?intended_lesson_slug=first`, instructor.auth);
      expect(d.sections).toHaveLength(2);
      expect(d.sections.flatMap((s: any) => s.lessons.map((l: any) => l.title)).sort()).toEqual(['Draft lesson', 'First', 'In hidden section']);
      const first = d.sections[0].lessons.find((l: any) => l.title === 'First');
      expect(first).toMatchObject({ content: '<p>Lesson <em>one</em></p>\n', can_view: true, lazy_load: false });
      expect(d.course.is_course_admin).toBe(true);
    });

    it('GET /admin/courses/{id} is for course administrators (403 rest_forbidden for others, 401 anonymous)', async () => {
      expectError(await api<any>('GET', `/admin/courses/${course.id}`, { auth: member.auth }), 403, 'rest_forbidden');
      expectError(await api<any>('GET', `/admin/courses/${course.id}`, { auth: otherInstructor.auth }), 403, 'rest_forbidden');
      expect((await api<any>('GET', `/admin/courses/${course.id}`)).status).toBe(401);
      expect((await api<any>('GET', `/admin/courses/${course.id}`, { auth: admin })).status).toBe(200);
    });

    it('hides drafts from everyone but course administrators, and secret courses from non-members', async () => {
      const draft = await createCourse(instructor.auth);
      for (const auth of [member.auth, otherInstructor.auth, undefined]) expectError(await api<any>('GET', `/courses/${draft.id}`, { ...(auth ? { auth } : {}) }), 404, 'course_not_found');
      expect((await api<any>('GET', `/courses/${draft.id}`, { auth: admin })).status).toBe(200);
      const secret = await createCourse(instructor.auth, { status: 'published', privacy: 'secret' });
      expectError(await api<any>('GET', `/courses/${secret.id}`, { auth: member.auth }), 404, 'course_not_found');
      expectError(await api<any>('GET', `/courses/${secret.slug}/by-slug`), 404, 'course_not_found');
      // An enrolment is a membership with role student (docs/courses.md): an administrator enrols them.
      await ok('POST', `/admin/courses/${secret.id}/students`, admin, { user_id: member.userId });
      const seen = await ok('GET', `/courses/${secret.id}`, member.auth);
      expect(seen.data.is_enrolled).toBe(true);
      expect(seen.track.isEnrolled).toBe(true);
    });

    it('shows a private course\'s detail to non-members, lessons without content', async () => {
      const priv = await createCourse(instructor.auth, { status: 'published', privacy: 'private' });
      const d = await ok('GET', `/courses/${priv.id}`, member.auth);
      expect(d.data.privacy).toBe('private');
      expect(d.course.can_self_enroll).toBe(false);
    });
  });

  describe('GET /courses', () => {
    const category = `Cat ${token('k')}`;
    let a: any;
    let b: any;
    let c: any;
    let draftMine: any;
    let draftOther: any;
    let archived: any;
    let secret: any;

    beforeAll(async () => {
      // Created in the order b, a, c: creation order differs from title order.
      b = await createCourse(instructor.auth, { title: `Bravo ${category}`, status: 'published', category, difficulty: 'advanced' });
      a = await createCourse(instructor.auth, { title: `Alpha ${category}`, status: 'published', category, difficulty: 'beginner' });
      c = await createCourse(otherInstructor.auth, { title: `Charlie ${category}`, status: 'published', category, difficulty: 'beginner', privacy: 'private' });
      draftMine = await createCourse(instructor.auth, { title: `Delta ${category}`, category });
      draftOther = await createCourse(otherInstructor.auth, { title: `Echo ${category}`, category });
      archived = await createCourse(instructor.auth, { title: `Foxtrot ${category}`, status: 'published', category });
      await ok('PUT', `/courses/${archived.id}`, instructor.auth, { status: 'archived' });
      secret = await createCourse(instructor.auth, { title: `Golf ${category}`, status: 'published', category, privacy: 'secret' });
    });

    it('answers {courses: paginator, course_categories} with list items in the space shape plus the course counts', async () => {
      const res = await api<any>('GET', '/courses', { auth: member.auth, query: { category } });
      expect(res.status).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['course_categories', 'courses']);
      expect(res.body.courses).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
      const row = res.body.courses.data.find((r: any) => r.id === a.id);
      expect(row).toMatchObject({ type: 'course', created_by: String(instructor.userId), serial: expect.any(String), isEnrolled: false, sectionsCount: 0, lessonsCount: 0, studentsCount: 0 });
      expect(row.settings.course_type).toBe('self_paced');
      expect(res.body.course_categories).toContainEqual({ title: category, slug: category.toLowerCase(), courses_count: 3 });
    });

    it('lists published courses newest first by default, private ones included, drafts, archived and secret ones left out', async () => {
      for (const auth of [undefined, member.auth, instructor.auth, admin]) {
        expect(ids(await collect(auth, { category }))).toEqual([c.id, a.id, b.id]);
      }
      expect(ids(await collect(member.auth, { category, order: 'asc' }))).toEqual([b.id, a.id, c.id]);
    });

    it('orders by title and filters by difficulty and search', async () => {
      expect(ids(await collect(undefined, { category, orderby: 'title', order: 'asc' }))).toEqual([a.id, b.id, c.id]);
      expect(ids(await collect(undefined, { category, orderby: 'title', order: 'desc' }))).toEqual([c.id, b.id, a.id]);
      const beginners = await api<any>('GET', '/courses', { query: { category, difficulty: 'beginner' } });
      expect(ids(beginners.body.courses.data)).toEqual([c.id, a.id]);
      expect(beginners.body.courses.total).toBe(2);
      expect(ids(await collect(undefined, { search: category.split(' ')[1]!, orderby: 'title', order: 'asc' }))).toEqual([a.id, b.id, c.id]);
      expect(ids(await collect(undefined, { search: `bravo ${category.split(' ')[1]!}` }))).toEqual([b.id]);
      expectError(await api<any>('GET', '/courses', { query: { difficulty: 'expert' } }), 400, 'invalid_difficulty');
      expectError(await api<any>('GET', '/courses', { query: { per_page: 101 } }), 400, 'rest_invalid_param');
    });

    it('pages with a total from the counters', async () => {
      const p1 = await api<any>('GET', '/courses', { query: { category, per_page: 2 } });
      const p2 = await api<any>('GET', '/courses', { query: { category, per_page: 2, page: 2 } });
      expect(ids(p1.body.courses.data)).toEqual([c.id, a.id]);
      expect(ids(p2.body.courses.data)).toEqual([b.id]);
      expect(p1.body.courses).toMatchObject({ total: 3, last_page: 2 });
    });

    it('lists drafts to administrators (all) and instructors (their own); 403 for members, 401 anonymous', async () => {
      expect(ids(await collect(admin, { category, status: 'draft' })).sort()).toEqual([draftMine.id, draftOther.id].sort());
      expect(ids(await collect(instructor.auth, { category, status: 'draft' }))).toEqual([draftMine.id]);
      expect(ids(await collect(otherInstructor.auth, { category, status: 'draft' }))).toEqual([draftOther.id]);
      expect(ids(await collect(admin, { category, status: 'archived' }))).toEqual([archived.id]);
      expectError(await api<any>('GET', '/courses', { auth: member.auth, query: { status: 'draft' } }), 403, 'rest_forbidden');
      expect((await api<any>('GET', '/courses', { query: { status: 'archived' } })).status).toBe(401);
    });

    it('marks the caller\'s enrolments (isEnrolled) and never lists a secret course, even to its members', async () => {
      await ok('POST', `/courses/${a.id}/enroll`, member.auth);
      const rows = await collect(member.auth, { category });
      expect(rows.find((r) => r.id === a.id).isEnrolled).toBe(true);
      expect(rows.find((r) => r.id === b.id).isEnrolled).toBe(false);
      expect(ids(rows)).not.toContain(secret.id);
    });

    it('moves a course between category lists and totals when its category changes', async () => {
      const other = `Other ${token('k')}`;
      await ok('PUT', `/courses/${b.id}`, instructor.auth, { category: other });
      expect(ids(await collect(undefined, { category }))).toEqual([c.id, a.id]);
      const moved = await api<any>('GET', '/courses', { query: { category: other.toUpperCase() } });
      expect(ids(moved.body.courses.data)).toEqual([b.id]);
      expect(moved.body.courses.total).toBe(1);
      await ok('PUT', `/courses/${b.id}`, instructor.auth, { category });
      expect((await api<any>('GET', '/courses', { query: { category } })).body.courses.total).toBe(3);
    });
  });
});
