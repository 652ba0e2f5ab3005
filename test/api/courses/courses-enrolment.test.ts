/**
 * Enrolment over HTTP (docs/courses.md, "Enrolment and progress", "Locks", "Events"): enrol and
 * unenrol for each role, the administrators' add and removal, students_count exact under
 * concurrent enrolments, lockscreens (prerequisite, membership, the original's blocks), the
 * students list, my courses, and the events (outbox, webhook, the instructor's notification).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsFor, outboxEvents } from '../../support/events.ts';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { DATETIME } from '../../support/identity.ts';
import { adminBearer, compatApi, createCourse, createInstructor, ok, publishedCourse } from '../../support/courses.ts';
import { waitFor } from '../../support/notifications.ts';
import { expectError } from '../../support/spaces.ts';
import { startReceiver, type Receiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf, firstCall } from '../../support/webhooks.ts';

vi.hoisted(() => {
  process.env['WEBHOOK_ALLOW_PRIVATE_TARGETS'] = '0';
});

const detail = async (courseId: number) => (await ok('GET', `/admin/courses/${courseId}`, await adminBearer())).data;

describe('courses: enrolment', () => {
  let admin: Auth;
  let instructor: TestMember;
  let student: TestMember;
  let other: TestMember;
  let course: any;
  let rx: Receiver;
  let webhookId: number;

  beforeAll(async () => {
    [admin, instructor, student, other] = await Promise.all([adminBearer(), createInstructor(), createMember(), createMember()]);
    ({ course } = await publishedCourse(instructor.auth, 2));
    rx = await startReceiver();
    webhookId = (await createWebhook({ name: 'Courses', url: rx.url, events: ['course.enrolled', 'course.unenrolled'] })).id;
  });
  afterAll(async () => {
    await deleteWebhook(webhookId);
    await rx.close();
  });

  it('enrols a member: the spec data, the track; a repeat is 400 already_enrolled (200 under the original\'s path) and writes nothing', async () => {
    expectError(await api('POST', `/courses/${course.id}/enroll`), 401, 'rest_forbidden');
    const first = await ok('POST', `/courses/${course.id}/enroll`, student.auth);
    expect(first.data).toEqual({ enrollment_id: `${course.id}-${student.userId}`, course_id: course.id, user_id: student.userId, enrolled_at: expect.stringMatching(DATETIME) });
    expect(first.track).toEqual({ completed_lessons: [], isEnrolled: true, progress: 0 });
    expectError(await api('POST', `/courses/${course.id}/enroll`, { auth: student.auth }), 400, 'already_enrolled');
    // The original answers a repeat with 200 and another message: its clients keep that.
    const again = await compatApi('POST', `/courses/${course.id}/enroll`, student.auth);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toMatch(/already/);
    expect(again.body.data.enrolled_at).toBe(first.data.enrolled_at);
    expect((await detail(course.id)).students_count).toBe(1);
    expect(await eventsFor('course.enrolled', student.userId)).toHaveLength(1);
    const shown = await ok('GET', `/courses/${course.id}`, student.auth);
    expect(shown.data.is_enrolled).toBe(true);
    expect(shown.track).toEqual({ completed_lessons: [], isEnrolled: true, progress: 0 });
    expect(shown.course.isEnrolled).toBe(true);
  });

  it('delivers course.enrolled as a webhook and tells the instructor', async () => {
    const call = await firstCall(rx, (c) => eventOf(c).event === 'course.enrolled' && eventOf(c).data.course_id === course.id && eventOf(c).data.user_id === student.userId);
    expect(eventOf(call).data).toMatchObject({ enrollment_id: `${course.id}-${student.userId}`, course: { id: course.id, slug: course.slug } });
    const n = await waitFor(instructor, 'course/enrolled', null, (x) => x.object_id === course.id);
    expect(n.route).toEqual({ name: 'course_view', params: { course: course.slug } });
  });

  it('an instructor or a space admin is a course administrator, not a student', async () => {
    expectError(await api('POST', `/courses/${course.id}/enroll`, { auth: instructor.auth }), 400, 'already_member');
    expectError(await api('GET', `/courses/${course.id}/progress`, { auth: instructor.auth }), 403, 'not_enrolled');
  });

  it('refuses drafts and private courses to members; administrators add students to any', async () => {
    const draft = await createCourse(instructor.auth, { status: 'draft' });
    expectError(await api('POST', `/courses/${draft.id}/enroll`, { auth: other.auth }), 404, 'course_not_found');
    const priv = await createCourse(instructor.auth, { status: 'published', privacy: 'private' });
    expectError(await api('POST', `/courses/${priv.id}/enroll`, { auth: other.auth }), 403, 'rest_forbidden');
    expectError(await api('POST', `/admin/courses/${priv.id}/students`, { auth: other.auth, body: { user_id: other.userId } }), 403, 'rest_forbidden');
    const added = await ok('POST', `/admin/courses/${priv.id}/students`, instructor.auth, { user_id: other.userId });
    expect(added.data).toMatchObject({ course_id: priv.id, user_id: other.userId });
    expectError(await api('POST', `/admin/courses/${priv.id}/students`, { auth: instructor.auth, body: { user_id: other.userId } }), 400, 'already_member');
    expectError(await api('POST', `/admin/courses/${priv.id}/students`, { auth: instructor.auth, body: { user_id: 999_999_999 } }), 404, 'member_not_found');
    expectError(await api('POST', `/courses/${priv.id}/enroll`, { auth: other.auth }), 400, 'already_enrolled');
    await ok('POST', `/admin/courses/${draft.id}/students`, admin, { user_id: other.userId });
    expect((await detail(draft.id)).students_count).toBe(1);
    const events = await eventsFor('course.enrolled', other.userId);
    expect(events.map((e) => e.data['by']).sort()).toEqual(['by_admin', 'by_admin']);
  });

  it('counts concurrent enrolments exactly and lists them (one page by enrolled_at)', async () => {
    const { course: busy } = await publishedCourse(instructor.auth, 1);
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember()));
    const results = await Promise.all(members.map((m) => api<any>('POST', `/courses/${busy.id}/enroll`, { auth: m.auth })));
    expect(results.map((r) => r.status)).toEqual(members.map(() => 200));
    // Concurrent enrolments of one member: one wins, the others are already_enrolled; counted once, one event.
    const late = await createMember();
    const twice = await Promise.all([0, 1, 2, 3].map(() => api<any>('POST', `/courses/${busy.id}/enroll`, { auth: late.auth })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    for (const r of twice.filter((x) => x.status === 400)) expectError(r, 400, 'already_enrolled');
    expect(await eventsFor('course.enrolled', late.userId)).toHaveLength(1);
    await ok('POST', `/courses/${busy.id}/unenroll`, late.auth);
    // An administrator's concurrent adds of one member: one 200, the other already_member.
    const added = await Promise.all([0, 1].map(() => api<any>('POST', `/admin/courses/${busy.id}/students`, { auth: instructor.auth, body: { user_id: late.userId } })));
    expect(added.map((r) => r.status).sort()).toEqual([200, 400]);
    expectError(added.find((r) => r.status === 400)!, 400, 'already_member');
    await ok('DELETE', `/admin/courses/${busy.id}/students/${late.userId}`, instructor.auth);
    expect((await detail(busy.id)).students_count).toBe(12);
    const page = await ok('GET', `/courses/${busy.id}/students?per_page=5`, instructor.auth);
    expect(page.meta).toMatchObject({ total: 12, per_page: 5, current_page: 1 });
    expect(page.data).toHaveLength(5);
    expect(Object.keys(page.data[0]).sort()).toEqual(['avatar', 'completed_at', 'display_name', 'enrolled_at', 'last_accessed', 'progress_percentage', 'user_id', 'username']);
    const all = await ok('GET', `/admin/courses/${busy.id}/students?per_page=20&order=asc`, admin);
    expect(all.data.map((r: any) => r.user_id).sort()).toEqual(members.map((m) => m.userId).sort());
    expect(all.students.total).toBe(12);
    // The instructor's own membership is not a student row.
    expect(all.data.map((r: any) => r.user_id)).not.toContain(instructor.userId);
  });

  it('the students list is for course administrators', async () => {
    expectError(await api('GET', `/courses/${course.id}/students`), 401, 'rest_forbidden');
    expectError(await api('GET', `/courses/${course.id}/students`, { auth: student.auth }), 403, 'rest_forbidden');
    // Students are managed through the course, so its counters and their progress stay right.
    expectError(await api('POST', `/spaces/${course.slug}/leave`, { auth: student.auth }), 403, 'rest_forbidden');
    expectError(await api('DELETE', `/spaces/${course.slug}/members/${student.userId}`, { auth: admin }), 403, 'rest_forbidden');
    expectError(await api('GET', `/admin/courses/${course.id}/students`, { auth: other.auth }), 403, 'rest_forbidden');
    expect((await ok('GET', `/courses/${course.id}/students`, admin)).data.map((r: any) => r.user_id)).toEqual([student.userId]);
  });

  it('unenrols (course.unenrolled, the count down) and an administrator removes a student', async () => {
    const m = await createMember();
    await ok('POST', `/courses/${course.id}/enroll`, m.auth);
    const before = (await detail(course.id)).students_count;
    await ok('POST', `/courses/${course.id}/unenroll`, m.auth);
    expect((await detail(course.id)).students_count).toBe(before - 1);
    expectError(await api('POST', `/courses/${course.id}/unenroll`, { auth: m.auth }), 403, 'not_enrolled');
    expectError(await api('GET', `/courses/${course.id}/progress`, { auth: m.auth }), 403, 'not_enrolled');
    expect((await ok('GET', `/courses/${course.id}`, m.auth)).data.is_enrolled).toBe(false);
    expect(await eventsFor('course.unenrolled', m.userId)).toHaveLength(1);
    await firstCall(rx, (c) => eventOf(c).event === 'course.unenrolled' && eventOf(c).data.user_id === m.userId);

    await ok('POST', `/courses/${course.id}/enroll`, m.auth);
    expectError(await api('DELETE', `/admin/courses/${course.id}/students/${m.userId}`, { auth: student.auth }), 403, 'rest_forbidden');
    await ok('DELETE', `/admin/courses/${course.id}/students/${m.userId}`, instructor.auth);
    expectError(await api('DELETE', `/admin/courses/${course.id}/students/${m.userId}`, { auth: instructor.auth }), 400, 'not_a_student');
    expect((await detail(course.id)).students_count).toBe(before - 1);
    const removed = await eventsFor('course.unenrolled', m.userId);
    expect(removed.map((e) => e.data['reason']).sort()).toEqual(['removed', 'unenrolled']);
  });

  describe('lockscreens', () => {
    it('course administrators set them, in the spec shape and the original blocks', async () => {
      const { course: c } = await publishedCourse(instructor.auth, 1);
      const body = { enabled: true, type: 'membership', message: 'Members only', button_text: 'Join', button_url: 'https://example.com/join' };
      expectError(await api('PUT', `/admin/courses/${c.id}/lockscreens`, { auth: student.auth, body }), 403, 'rest_forbidden');
      expectError(await api('PUT', `/admin/courses/${c.id}/lockscreens`, { body }), 401, 'rest_forbidden');
      const set = await ok('PUT', `/admin/courses/${c.id}/lockscreens`, instructor.auth, body);
      expect(set.lockscreen).toMatchObject({ ...body, conditions: { required_courses: [] } });
      const locked = await api<any>('POST', `/courses/${c.id}/enroll`, { auth: other.auth });
      expectError(locked, 403, 'course_locked');
      expect(locked.body.data.lockscreen).toMatchObject({ type: 'membership', message: 'Members only' });
      // Administrators enrol people whatever the lock.
      await ok('POST', `/admin/courses/${c.id}/students`, instructor.auth, { user_id: other.userId });

      const blocks = await ok('PUT', `/admin/courses/${c.id}/lockscreens`, instructor.auth, { lockscreen: [{ type: 'image', name: 'banner', heading: 'Welcome', hidden: false }] });
      expect(blocks.lockscreen).toMatchObject({ enabled: true, type: 'custom', blocks: [{ name: 'banner', heading: 'Welcome', hidden: false }] });
      // A custom lockscreen does not refuse enrolment.
      await ok('POST', `/courses/${c.id}/enroll`, student.auth);
      expectError(await api('PUT', `/admin/courses/${c.id}/lockscreens`, { auth: instructor.auth, body: { enabled: true, type: 'nope' } }), 400, 'rest_invalid_param');
    });

    it('a prerequisite lockscreen lets in only those who completed the required courses', async () => {
      const { course: first, lessons } = await publishedCourse(instructor.auth, 1);
      const { course: second } = await publishedCourse(instructor.auth, 1);
      await ok('PUT', `/admin/courses/${second.id}/lockscreens`, instructor.auth, { enabled: true, type: 'prerequisite', conditions: { required_courses: [first.id] }, message: 'Finish the first course' });
      const m = await createMember();
      const refused = await api<any>('POST', `/courses/${second.id}/enroll`, { auth: m.auth });
      expectError(refused, 403, 'course_locked');
      expect(refused.body.data.lockscreen.conditions.required_courses).toEqual([first.id]);
      await ok('POST', `/courses/${first.id}/enroll`, m.auth);
      expectError(await api('POST', `/courses/${second.id}/enroll`, { auth: m.auth }), 403, 'course_locked');
      await ok('POST', `/courses/${first.id}/lessons/${lessons[0]}/complete`, m.auth);
      expect((await ok('POST', `/courses/${second.id}/enroll`, m.auth)).data.user_id).toBe(m.userId);
    });
  });

  describe('my courses', () => {
    it('lists the caller\'s enrolments by state, under both paths', async () => {
      const m = await createMember();
      const { course: a, lessons } = await publishedCourse(instructor.auth, 1);
      const { course: b } = await publishedCourse(instructor.auth, 1);
      await ok('POST', `/courses/${a.id}/enroll`, m.auth);
      await ok('POST', `/courses/${b.id}/enroll`, m.auth);
      expectError(await api('GET', '/courses/my-courses'), 401, 'rest_forbidden');
      const active = await ok('GET', '/courses/my-courses', m.auth);
      expect(active.data.map((c: any) => c.id)).toEqual([b.id, a.id]);
      expect(active.meta.total).toBe(2);
      expect(active.data[0]).toMatchObject({ isEnrolled: true, progress: 0, enrollment: { course_id: b.id, user_id: m.userId } });
      await ok('POST', `/courses/${a.id}/lessons/${lessons[0]}/complete`, m.auth);
      expect((await ok('GET', '/courses/my-courses?status=active', m.auth)).data.map((c: any) => c.id)).toEqual([b.id]);
      const done = await ok('GET', '/courses/my-courses?status=completed', m.auth);
      expect(done.data.map((c: any) => c.id)).toEqual([a.id]);
      expect(done.data[0].progress).toBe(100);
      const all = await ok('GET', '/courses?type=enrolled&status=all', m.auth);
      expect(all.courses.data.map((c: any) => c.id)).toEqual([b.id, a.id]);
      expect(all.courses.total).toBe(2);
      expectError(await api('GET', '/courses/my-courses?status=bogus', { auth: m.auth }), 400, 'rest_invalid_param');
      expect((await ok('GET', '/courses/my-courses', other.auth)).data.map((c: any) => c.id)).not.toContain(a.id);
      // An unenrolled course leaves the list.
      await ok('POST', `/courses/${b.id}/unenroll`, m.auth);
      expect((await ok('GET', '/courses/my-courses?status=all', m.auth)).data.map((c: any) => c.id)).toEqual([a.id]);
    });
  });

  it('a course is joined only by enrolling: POST /spaces/{slug}/join is 403 and makes no member', async () => {
    const m = await createMember();
    const before = (await detail(course.id)).students_count;
    expectError(await api('POST', `/spaces/${course.slug}/join`, { auth: m.auth }), 403, 'rest_forbidden');
    expect((await ok('GET', `/courses/${course.id}`, m.auth)).data.is_enrolled).toBe(false);
    expect((await detail(course.id)).students_count).toBe(before);
    expect(await eventsFor('space.member_joined', m.userId)).toEqual([]);
  });

  it('the activity history records the enrolment (course_enrolled, about the course)', async () => {
    const m = await createMember();
    await ok('POST', `/courses/${course.id}/enroll`, m.auth);
    const rows = await vi.waitFor(
      async () => {
        const res = await api<any>('GET', '/activities', { auth: m.auth, query: { 'context[user_id]': m.userId } });
        const found = res.body.activities.data.filter((a: any) => a.action_type === 'course_enrolled');
        if (found.length === 0) throw new Error('no course_enrolled activity yet');
        return found;
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: m.userId, object_type: 'course', object_id: course.id });
  });

  it('course.enrolled carries the course for the activity history', async () => {
    const events = await outboxEvents('course.enrolled', (e) => e.data['course_id'] === course.id);
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.space_id).toBe(course.id);
    expect(events[0]!.data).toMatchObject({ course: { id: course.id, title: course.title, slug: course.slug }, instructor_id: instructor.userId });
  });
});
