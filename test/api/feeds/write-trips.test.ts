/**
 * Writes in one read round and one transaction (docs/data-model.md, "Writes in one round and one
 * transaction"): each common member write, on a warm function with an application password
 * (authentication costs no call), makes at most 2 sequential DynamoDB round trips.
 */
import { describe, expect, it } from 'vitest';
import { createMember } from '../../support/factories.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { uniqueMessage } from '../../support/feeds.ts';
import { addMember, createSpace } from '../../support/spaces.ts';
import { createInstructor, publishedCourse } from '../../support/courses.ts';

async function trips(method: string, path: string, auth: Auth, body?: unknown) {
  const res = await api<any>(method, path, { auth, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path} -> ${JSON.stringify(res.body)}`).toBe(200);
  const t = serverTiming(res.headers);
  console.log(`TRIPS ${method} ${path}: calls=${t.calls} trips=${t.trips}`);
  return { body: res.body, ...t };
}

describe('writes: one read round and one transaction', () => {
  it('measures', async () => {
    const m = await createMember();
    const space = await createSpace({ privacy: 'public' });
    await addMember(space.slug, m.userId);
    const other = await createSpace({ privacy: 'public' });
    // warm
    await trips('POST', '/feeds', m.auth, { message: uniqueMessage() });
    const p1 = await trips('POST', '/feeds', m.auth, { message: uniqueMessage() });
    const p2 = await trips('POST', '/feeds', m.auth, { message: uniqueMessage(), space: space.slug });
    const id = p2.body.feed.id;
    await trips('POST', `/feeds/${id}/comments`, m.auth, { comment: uniqueMessage('c') });
    const c = await trips('POST', `/feeds/${id}/comments`, m.auth, { comment: uniqueMessage('c') });
    await trips('POST', `/feeds/${p1.body.feed.id}/react`, m.auth, { react_type: 'like' });
    await trips('POST', `/feeds/${id}/react`, m.auth, { react_type: 'like' });
    await trips('PUT', `/feeds/${id}`, m.auth, { message: uniqueMessage('edited') });
    await trips('PUT', `/feeds/${id}`, m.auth, { message: uniqueMessage('edited') });
    await trips('DELETE', `/feeds/${id}/comments/${c.body.comment.id}`, m.auth);
    await trips('POST', `/spaces/${other.slug}/join`, m.auth);
    await trips('POST', '/notifications/mark-all-read', m.auth);
    const instructor = await createInstructor();
    const { course, lessons } = await publishedCourse(instructor.auth, 2);
    await trips('POST', `/courses/${course.id}/enroll`, m.auth);
    await trips('POST', `/courses/${course.id}/lessons/${lessons[0]}/complete`, m.auth);
    await trips('POST', `/courses/${course.id}/lessons/${lessons[1]}/complete`, m.auth);
  });
});
