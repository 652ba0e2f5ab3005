/**
 * The original's settings, admin, options, migration and FluentPlayer routes as its clients call
 * them (test/support/original-calls/settings.ts), and what only the compat base path does there:
 * general's redirect_url after a slug change, the BuddyPress status of a started run.
 * Site-wide (api-serial): customization and privacy are saved whole under the compat base path,
 * the portal slug changes; all are put back afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CALLS } from '../../support/original-calls/settings.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';
import { adminAuth } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

/** Groups these calls change, put back whole afterwards (a native save merges every key). */
const RESTORED = [
  { path: '/settings/customization-settings', wrapper: 'settings' },
  { path: '/settings/privacy-settings', wrapper: 'settings' },
  { path: '/settings/fluent-player-settings', wrapper: 'settings' },
  { path: '/admin/general', wrapper: 'settings', keys: ['slug'] },
] as const;

const before = new Map<string, Record<string, unknown>>();
beforeAll(async () => {
  for (const g of RESTORED) {
    const view = (await api('GET', g.path, { auth: adminAuth })).body[g.wrapper] as Record<string, unknown>;
    before.set(g.path, 'keys' in g ? Object.fromEntries(g.keys.map((k) => [k, view[k]])) : view);
  }
});
afterAll(async () => {
  for (const g of RESTORED) {
    const res = await api('POST', g.path, { auth: adminAuth, body: { [g.wrapper]: before.get(g.path) } });
    expect(res.status, `${g.path}: ${JSON.stringify(res.body)}`).toBe(200);
  }
});

replayOriginalCalls('the original clients: settings, admin, options, migration, FluentPlayer', SETTINGS_CALLS);

describe('POST /admin/general redirect_url', () => {
  it("names the portal's new address when the slug changed, '' otherwise, on both base paths", async () => {
    const slug = `portal-${Date.now().toString(36)}`;
    const changed = await api('POST', '/admin/general', { auth: adminAuth, compat: true, body: { settings: { slug } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.redirect_url).toMatch(new RegExp(`/${slug}/admin/settings/general$`));
    const same = await api('POST', '/admin/general', { auth: adminAuth, body: { settings: { slug } } });
    expect(same.body).toMatchObject({ redirect_url: '', updated_keys: ['slug'] });
  });
});
