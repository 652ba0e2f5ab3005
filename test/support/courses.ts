/**
 * Course fixtures for the API tests (docs/courses.md): an instructor's or administrator's course,
 * its sections and lessons, made through the HTTP API. Each test file makes its own.
 */
import { expect, inject } from 'vitest';
import { adminAuth, createMember, type TestMember } from './factories.ts';
import { api, type Auth } from './http.ts';
import { checkResponse } from './response-check.ts';

/** The administrator's Bearer token: Basic checks the password with scrypt on every request. */
let adminToken: Promise<Auth> | undefined;
export function adminBearer(): Promise<Auth> {
  adminToken ??= api<any>('POST', '/auth/token', { auth: adminAuth }).then((res) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { bearer: res.body.access_token as string };
  });
  return adminToken;
}

/** An instructor: a community moderator (docs/courses.md, who may create courses). */
export const createInstructor = (): Promise<TestMember> => createMember({ role: 'moderator' });

export async function ok(method: string, path: string, auth: Auth, body?: unknown): Promise<any> {
  const res = await api<any>(method, path, { auth, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** POST /courses; answers the created course's `course` object (the original's shape). */
export async function createCourse(auth: Auth, body: Record<string, unknown> = {}): Promise<any> {
  const res = await ok('POST', '/courses', auth, { title: `Course ${Math.random().toString(36).slice(2, 8)}`, description: 'A course', ...body });
  return res.course;
}

export async function createSection(courseId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<any> {
  return (await ok('POST', `/admin/courses/${courseId}/sections`, auth, { title: 'Section', ...body })).section;
}

export async function createLesson(courseId: number, sectionId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<any> {
  return (await ok('POST', `/admin/courses/${courseId}/lessons`, auth, { title: 'Lesson', section_id: sectionId, ...body })).lesson;
}

/** Publishes a lesson (PATCH status published), optionally with its markdown. */
export async function publishLesson(courseId: number, lessonId: number, auth: Auth, message?: string): Promise<any> {
  return (await ok('PATCH', `/admin/courses/${courseId}/lessons/${lessonId}`, auth, { status: 'published', ...(message === undefined ? {} : { message }) })).lesson;
}

/** The course's counters as the admin detail shows them. */
export async function courseCounts(courseId: number): Promise<{ sections: number; lessons: number }> {
  const d = await ok('GET', `/admin/courses/${courseId}`, await adminBearer());
  return { sections: d.course.sectionsCount, lessons: d.course.lessonsCount };
}

/** A published course of the instructor's with `lessons` published lessons in one published section. */
export async function publishedCourse(auth: Auth, lessons = 1, body: Record<string, unknown> = {}) {
  const course = await createCourse(auth, { status: 'published', ...body });
  const section = await createSection(course.id, auth, { title: 'Part one', status: 'published' });
  const ids: number[] = [];
  for (let i = 0; i < lessons; i++) {
    const l = await createLesson(course.id, section.id, auth, { title: `Lesson ${i + 1}` });
    await publishLesson(course.id, l.id, auth, `Body ${i + 1}`);
    ids.push(l.id);
  }
  return { course, section, lessons: ids };
}

/** A request under the compat base path (the original's clients), checked against its route's declared answers. */
export async function compatApi(method: string, path: string, auth: Auth): Promise<{ status: number; body: any }> {
  const base = inject('stack').compatBaseUrl;
  const headers: Record<string, string> = {};
  if (auth && 'basic' in auth) headers['authorization'] = `Basic ${Buffer.from(auth.basic.join(':')).toString('base64')}`;
  else if (auth) headers['authorization'] = `Bearer ${auth.bearer}`;
  const res = await fetch(`${base}${path}`, { method, headers });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  await checkResponse(method, new URL(`${base}${path}`).pathname, new URL(base).pathname, res.status, body, true);
  return { status: res.status, body };
}
