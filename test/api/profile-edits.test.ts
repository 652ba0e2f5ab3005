/** Concurrent edits of one profile (found by the access table's generated test): the losers get 409, never 500. */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../support/factories.ts';
import { api } from '../support/http.ts';

describe('PUT /profile/{username} under concurrency', () => {
  it('answers 200 or 409 conflict to simultaneous edits, never 500', async () => {
    const m = await createMember();
    const edits = Array.from({ length: 8 }, (_, i) => api<any>('PUT', `/profile/${m.username}`, { auth: i % 2 ? adminAuth : m.auth, body: { display_name: `Edit ${i}` } }));
    const answers = await Promise.all(edits);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toMatchObject({ code: 'conflict', data: { status: 409 } });
  });
});
