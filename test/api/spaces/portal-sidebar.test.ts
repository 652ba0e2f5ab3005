/**
 * The original's portal sidebar (`GET /options/...`, features/spaces/portal-sidebar.ts) and the
 * administration's picker (`GET /admin/all_space_courses`): what each caller may see, and the
 * sidebar HTML escaped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createCourse } from '../../support/courses.ts';
import { api } from '../../support/http.ts';
import { createSpace, join } from '../../support/spaces.ts';
import { token } from '../../support/identity.ts';

const childTitles = (body: any): string[] => body.spaceGroups.flatMap((g: any) => g.children.map((c: any) => c.title));

describe('the portal sidebar', () => {
  let member: TestMember;
  let open: any;
  let draft: any;
  let other: any;
  const title = `Tom & Jerry <3 ${token('sb')}`;
  beforeAll(async () => {
    member = await createMember();
    [open, draft, other] = await Promise.all([createSpace({ title, privacy: 'public' }), createSpace({ status: 'draft' }), createSpace({ privacy: 'private' })]);
    await join(open.slug, member.auth);
  });

  it('lists the spaces a member may see in their groups, drafts only to moderators, with their permalinks', async () => {
    const mine = await api<any>('GET', '/options/menu-items', { auth: member.auth });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ is_admin: false, context: 'sidebar', settingsItems: [] });
    const child = mine.body.spaceGroups.flatMap((g: any) => g.children).find((c: any) => c.title === title);
    expect(child).toMatchObject({ is_custom: 'no', permalink: expect.stringMatching(new RegExp(`/space/${open.slug}/home$`)), link_classes: expect.stringContaining(`fcom_space_id_${open.id}`) });
    expect(childTitles(mine.body)).not.toContain(draft.title);
    const admin = await api<any>('GET', '/options/menu-items', { auth: adminAuth });
    expect(admin.body.is_admin).toBe(true);
    expect(childTitles(admin.body)).toEqual(expect.arrayContaining([title, draft.title]));
  });

  it('renders the sidebar as escaped HTML and names the caller\'s spaces by slug', async () => {
    const res = await api<any>('GET', '/options/sidebar-menu-html', { auth: member.auth });
    expect(res.status).toBe(200);
    expect(res.body.sidebar_html).toContain('Tom &amp; Jerry &lt;3');
    expect(res.body.sidebar_html).not.toContain('Jerry <3');
    expect(res.body.auth_spaces[open.slug]).toMatchObject({ id: open.id, title });
    expect(res.body.auth_spaces[other.slug]).toBeUndefined();
    const guest = await api<any>('GET', '/options/sidebar-menu-html');
    expect(guest.body.auth_spaces).toEqual({});
  });

  it('starts the web app with the portal and the caller', async () => {
    const res = await api<any>('GET', '/options/app-vars', { auth: member.auth });
    expect(res.status).toBe(200);
    expect(res.body.appVars).toMatchObject({ user_id: member.userId, portal_url: expect.stringMatching(/^https?:\/\//) });
    expect(res.body.appVars.space_groups).toEqual(res.body.menu_links_groups.spaceGroups);
    expect((await api<any>('GET', '/options/app-vars')).body.appVars.user_id).toBe(0);
  });
});

describe('GET /admin/all_space_courses', () => {
  it('lists every space and course to administrators only', async () => {
    const [space, course] = await Promise.all([createSpace({ status: 'draft' }), createCourse(adminAuth)]);
    const res = await api<any>('GET', '/admin/all_space_courses', { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body.all_spaces).toEqual(expect.arrayContaining([expect.objectContaining({ id: space.id, type: 'community', status: 'draft' }), expect.objectContaining({ id: course.id, type: 'course' })]));
    const member = await createMember();
    expect((await api('GET', '/admin/all_space_courses', { auth: member.auth })).status).toBe(403);
  });
});
