/**
 * The original's integrations this API does not have (docs/wordpress-compat.md): add-ons are never
 * installed, FluentPlayer is absent (its settings are kept, its routes answer as without it).
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

describe('add-ons', () => {
  it('are listed as not installed and every install is refused', async () => {
    const features = await api<any>('GET', '/settings/features', { auth: adminAuth });
    expect(Object.values(features.body.addOns).every((a: any) => a.is_installed === false)).toBe(true);
    const known = await api<any>('POST', '/settings/install_plugin', { auth: adminAuth, body: { plugin: 'fluent-crm' } });
    expect(known.status).toBe(422);
    expect(known.body).toMatchObject({ code: 'plugin_not_installable', message: expect.stringContaining('FluentCRM') });
    const unknown = await api<any>('POST', '/settings/install_plugin', { auth: adminAuth, body: { plugin: 'hello-dolly' } });
    expect(unknown.body).toMatchObject({ code: 'plugin_not_installable', message: 'Invalid Plugin' });
    const member = await createMember();
    expect((await api('POST', '/settings/install_plugin', { auth: member.auth, body: { plugin: 'fluent-crm' } })).status).toBe(403);
  });
});

describe('FluentPlayer', () => {
  it('has its settings route before GET /settings/{key}, refused to members', async () => {
    const res = await api<any>('GET', '/settings/fluent-player-settings', { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ enable_fluent_player: expect.stringMatching(/^(yes|no)$/), controls: { play: expect.any(Boolean) } });
    const member = await createMember();
    expect((await api('GET', '/settings/fluent-player-settings', { auth: member.auth })).status).toBe(403);
    const bad = await api<any>('POST', '/settings/fluent-player-settings', { auth: adminAuth, body: { settings: { brandColor: 'url(javascript:x)' } } });
    expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: 'brandColor' } });
  });

  it('answers as the original without the plugin: uploads refused, content empty, sign-in needed to write', async () => {
    const member = await createMember();
    const upload = await api<any>('POST', '/fluent-player/video-upload', { auth: member.auth, body: { media_kind: 'video' } });
    expect(upload.status).toBe(422);
    expect(upload.body.code).toBe('fluent_player_inactive');
    expect((await api('POST', '/fluent-player/video-upload', { body: { media_kind: 'video' } })).status).toBe(401);
    expect((await api<any>('GET', '/fluent-player/video-content/abc')).body).toEqual({ html: '' });
    expect((await api<any>('POST', '/fluent-player/audio-media/3', { auth: member.auth, body: { title: 'x' } })).status).toBe(422);
  });
});
