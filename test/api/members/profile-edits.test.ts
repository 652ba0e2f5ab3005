/** Concurrent edits of one profile (found by the access table's generated test): the losers get 409, never 500. */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

describe('PUT /profile/{username} under concurrency', () => {
  it('answers 200 or 409 conflict to simultaneous edits, never 500', async () => {
    const m = await createMember();
    const edits = Array.from({ length: 8 }, (_, i) => api<any>('PUT', `/profile/${m.username}`, { auth: i % 2 ? adminAuth : m.auth, body: { display_name: `Edit ${i}` } }));
    const answers = await Promise.all(edits);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toMatchObject({ code: 'conflict', data: { status: 409 } });
  });
});

/** The original's body (`{data: {...}}`, JSON or form) and the flat form, with the fields its clients send. */
describe('PUT and POST /profile/{username}: the original\'s body and fields', () => {
  const form = (fields: Record<string, string>) => ({
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it.each([
    ['POST', 'nested', true],
    ['PUT', 'nested', true],
    ['POST', 'flat', false],
    ['PUT', 'flat', false],
  ] as const)('%s with a %s body stores names, website, short_description and social_links, answered by GET in the original\'s shape', async (method, _shape, nested) => {
    const m = await createMember();
    const fields = {
      first_name: 'Ann',
      last_name: 'Lee',
      short_description: 'Knits and codes',
      website: 'https://ann.example.test',
      social_links: { twitter: 'ann_lee', linkedin: 'https://linkedin.com/in/ann', instagram: '@ann.knits' },
    };
    const res = await api<any>(method, `/profile/${m.username}`, { auth: m.auth, body: nested ? { data: fields } : fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Profile has been updated');
    const expected = {
      first_name: 'Ann',
      last_name: 'Lee',
      // The original derives the display name from the names when none is sent.
      display_name: 'Ann Lee',
      short_description: 'Knits and codes',
      website: 'https://ann.example.test',
      social_links: { twitter: 'ann_lee', linkedin: 'https://linkedin.com/in/ann', instagram: '@ann.knits', youtube: '' },
      meta: { website: 'https://ann.example.test', social_links: { twitter: 'ann_lee', linkedin: 'https://linkedin.com/in/ann' } },
    };
    expect(res.body.profile).toMatchObject(expected);
    const own = await api<any>('GET', `/profile/${m.username}`, { auth: m.auth });
    expect(own.body.profile).toMatchObject(expected);
    // Names are the owner's and administrators' to see, like the email.
    const publicView = await api<any>('GET', `/profile/${m.username}`);
    expect(publicView.body.profile).toMatchObject({ display_name: 'Ann Lee', website: 'https://ann.example.test', meta: { social_links: { twitter: 'ann_lee' } } });
    expect(publicView.body.profile).not.toHaveProperty('first_name');
    expect(publicView.body.profile).not.toHaveProperty('last_name');
    expect((await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
  });

  it('takes meta.website, meta.cover_photo and meta.social_links as the profile answers them; an explicit display_name wins over the names', async () => {
    const m = await createMember();
    const res = await api<any>('POST', `/profile/${m.username}`, {
      auth: m.auth,
      body: { data: { first_name: 'Bo', display_name: 'Bo the Builder', meta: { website: 'https://bo.example.test', cover_photo: 'https://cdn.example.test/bo.jpg', social_links: { fb: 'bo.builder' } } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile).toMatchObject({
      display_name: 'Bo the Builder',
      first_name: 'Bo',
      website: 'https://bo.example.test',
      cover_photo: 'https://cdn.example.test/bo.jpg',
      meta: { website: 'https://bo.example.test', cover_photo: 'https://cdn.example.test/bo.jpg', social_links: { fb: 'bo.builder' } },
    });
    // The same value twice is one value; last_name alone keeps the stored first name in the display name.
    const again = await api<any>('PUT', `/profile/${m.username}`, { auth: m.auth, body: { website: 'https://bo.example.test', meta: { website: 'https://bo.example.test' }, last_name: 'Stone' } });
    expect(again.status).toBe(200);
    expect(again.body.profile).toMatchObject({ display_name: 'Bo Stone', first_name: 'Bo', last_name: 'Stone', website: 'https://bo.example.test' });
  });

  it('reads a form-encoded nested body (data[first_name], data[social_links][twitter]) and a flat form', async () => {
    const m = await createMember();
    const nested = await api<any>('POST', `/profile/${m.username}`, {
      auth: m.auth,
      ...form({ 'data[first_name]': 'Cy', 'data[last_name]': 'Ng', 'data[website]': 'https://cy.example.test', 'data[social_links][twitter]': 'cy_ng', 'data[meta][social_links][linkedin]': 'in/cy-ng' }),
    });
    expect(nested.status, JSON.stringify(nested.body)).toBe(200);
    expect(nested.body.profile).toMatchObject({ display_name: 'Cy Ng', website: 'https://cy.example.test', social_links: { twitter: 'cy_ng', linkedin: 'in/cy-ng' } });
    const flat = await api<any>('PUT', `/profile/${m.username}`, { auth: m.auth, ...form({ short_description: 'Flat form', 'social_links[instagram]': 'cy.pics' }) });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
    const read = (await api<any>('GET', `/profile/${m.username}`)).body.profile;
    expect(read).toMatchObject({ short_description: 'Flat form', meta: { social_links: { twitter: 'cy_ng', linkedin: 'in/cy-ng', instagram: 'cy.pics' } } });
    const refused = await api<any>('POST', `/profile/${m.username}`, { auth: m.auth, ...form({ 'data[social_links][myspace]': 'cy' }) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data.params)).toEqual(['data.social_links.myspace']);
  });

  it.each([
    ['data.website', { data: { website: 'javascript:alert(1)' } }],
    ['website', { website: 'javascript:alert(1)' }],
    ['data.meta.website', { data: { meta: { website: 'ftp://files.example.test' } } }],
    ['data.social_links.twitter', { data: { social_links: { twitter: 'javascript:alert(1)' } } }],
    ['social_links.twitter', { social_links: { twitter: 'a handle with spaces' } }],
    ['social_links.github', { social_links: { github: 'g'.repeat(201) } }],
    ['social_links.myspace', { social_links: { myspace: 'tom' } }],
    ['data.meta.social_links.friendster', { data: { meta: { social_links: { friendster: 'x' } } } }],
    ['data.social_links', { data: { social_links: ['twitter'] } }],
    ['data.first_name', { data: { first_name: '' } }],
    ['data.first_name', { data: { first_name: 'f'.repeat(51) } }],
    ['last_name', { last_name: 'l'.repeat(51) }],
    ['last_name', { last_name: 7 }],
    ['data.short_description', { data: { short_description: 's'.repeat(5001) } }],
    ['data.meta.website', { data: { website: 'https://a.example.test', meta: { website: 'https://b.example.test' } } }],
    ['data', { data: 'first_name=Ann' }],
  ])('refuses with 400 rest_invalid_param naming %s (case %#), changing nothing', async (field, body) => {
    const m = await createMember();
    // The member's own requests refresh its last activity: everything else stays.
    const read = async () => ({ ...(await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile, last_activity: null });
    const before = await read();
    for (const method of ['POST', 'PUT']) {
      const res = await api<any>(method, `/profile/${m.username}`, { auth: m.auth, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
      expect(Object.keys(res.body.data.params)).toEqual([field]);
    }
    expect(await read()).toEqual(before);
  });

  it('lets only the owner or an administrator edit, with either body', async () => {
    const [m, other] = await Promise.all([createMember(), createMember()]);
    const denied = await api<any>('POST', `/profile/${m.username}`, { auth: other.auth, body: { data: { first_name: 'Mallory' } } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('rest_forbidden');
    expect((await api<any>('POST', `/profile/${m.username}`, { body: { data: { first_name: 'Mallory' } } })).status).toBe(401);
    const byAdmin = await api<any>('POST', `/profile/${m.username}`, { auth: adminAuth, body: { data: { first_name: 'Set', last_name: 'ByAdmin' } } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.profile).toMatchObject({ display_name: 'Set ByAdmin', first_name: 'Set' });
  });
});
