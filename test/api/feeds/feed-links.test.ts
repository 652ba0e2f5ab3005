/**
 * The original's feed links (GET|POST /feeds/links, docs/feeds.md "Feed links") over the sidebar
 * links: POST replaces every link of the site, so this file is site-wide (vitest.config.ts
 * SITE_WIDE); it puts the links it found back when it ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { FEED_LINK_CALLS } from '../../support/original-calls/feeds.ts';
import { createSpace, memberOf } from '../../support/spaces.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';

let before: unknown[] = [];
beforeAll(async () => {
  before = (await api<any>('GET', '/feeds/links', { auth: adminAuth })).body.links;
});
afterAll(async () => {
  const restored = await api<any>('POST', '/feeds/links', { auth: adminAuth, body: { links: before } });
  expect(restored.status).toBe(200);
});

replayOriginalCalls('the original feed links', FEED_LINK_CALLS);

describe('feed links', () => {
  let member: TestMember;
  let space: any;
  beforeAll(async () => {
    space = await createSpace({ privacy: 'public' });
    member = await memberOf(space);
  });

  it('are the sidebar links: what POST /feeds/links saves, the public settings show, privacy applied', async () => {
    const saved = await api<any>('POST', '/feeds/links', {
      auth: adminAuth,
      body: {
        links: [
          { title: 'For all', permalink: 'https://example.test/all' },
          { title: 'Guests only', permalink: 'https://example.test/guests', privacy: 'logged_out_only' },
          { title: 'Members', permalink: 'https://example.test/members', privacy: 'logged_in' },
          { title: 'Some spaces', permalink: 'https://example.test/spaces', privacy: 'members_only', membership_ids: [space.id, 999_999_999] },
          { title: 'Other spaces', permalink: 'https://example.test/other', privacy: 'members_only', membership_ids: [999_999_999] },
          { title: 'Off', permalink: 'https://example.test/off', enabled: 'no' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.links.map((l: any) => l.slug)).toEqual(['for-all', 'guests-only', 'members', 'some-spaces', 'other-spaces', 'off']);
    const view = async (auth?: typeof adminAuth) => (await api<any>('GET', '/feeds/links', { auth, query: { scope: 'view' } })).body.links.map((l: any) => l.title);
    expect(await view()).toEqual(['For all', 'Guests only']);
    // members_only: to members of one of its spaces (and administrators).
    expect(await view(member.auth)).toEqual(['For all', 'Members', 'Some spaces']);
    expect(await view((await createMember()).auth)).toEqual(['For all', 'Members']);
    expect(await view(adminAuth)).toEqual(['For all', 'Guests only', 'Members', 'Some spaces', 'Other spaces']);
    // Without scope=view: the editing list (disabled links too) for administrators, the view for others.
    expect((await api<any>('GET', '/feeds/links', { auth: adminAuth })).body.links).toHaveLength(6);
    expect((await api<any>('GET', '/feeds/links', { auth: member.auth })).body.links.map((l: any) => l.title)).toEqual(['For all', 'Members', 'Some spaces']);
    // The public settings keep members_only links to administrators (docs/settings.md).
    const publicSettings = await api<any>('GET', '/settings/public', { auth: member.auth });
    expect(publicSettings.body.data.sidebar_links.map((l: any) => l.title)).toEqual(['For all', 'Members']);
  });

  it('keep a link\'s id when one of the same slug replaces it, and refuse members', async () => {
    const first = await api<any>('POST', '/feeds/links', { auth: adminAuth, body: { links: [{ title: 'Stay', permalink: 'https://example.test/a' }, { title: 'Go', permalink: 'https://example.test/b' }] } });
    const second = await api<any>('POST', '/feeds/links', { auth: adminAuth, body: { links: [{ title: 'New', permalink: 'https://example.test/c' }, { title: 'Stay', permalink: 'https://example.test/a2' }] } });
    expect(second.body.links[1]).toMatchObject({ id: first.body.links[0].id, permalink: 'https://example.test/a2' });
    expect(second.body.links[0].id).not.toBe(first.body.links[1].id);
    expect((await api<any>('GET', '/feeds/links', { auth: adminAuth })).body.links.map((l: any) => l.title)).toEqual(['New', 'Stay']);
    const refused = await api<any>('POST', '/feeds/links', { auth: member.auth, body: { links: [] } });
    expect(refused.status).toBe(403);
    const invalid = await api<any>('POST', '/feeds/links', { auth: adminAuth, body: { links: [{ title: 'No address' }] } });
    expect(invalid.status).toBe(400);
  });
});
