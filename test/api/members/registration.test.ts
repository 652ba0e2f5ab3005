/**
 * Self-registration. The registration settings are global, so every test that changes them lives
 * in this file (its tests run one after another) and the settings are restored after each test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { eventsFor } from '../../support/events.ts';
import { api, type ApiResponse } from '../../support/http.ts';
import { DATETIME, token, XPROFILE_KEYS } from '../../support/identity.ts';

const REGISTRATION_KEYS = ['allow_registration', 'approval_required', 'default_role'];
const PASSWORD = 'registered password';

type RegistrationSettings = { allow_registration: boolean; approval_required?: boolean; default_role?: string };

async function applySettings(settings: RegistrationSettings): Promise<void> {
  const full = { approval_required: false, default_role: 'member', ...settings };
  const res = await api('PUT', '/settings', { auth: adminAuth, body: full });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function resetSettings(): Promise<void> {
  const res = await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: REGISTRATION_KEYS } });
  expect(res.status).toBe(200);
}

async function settingsStillAre(settings: RegistrationSettings): Promise<boolean> {
  const full: Record<string, unknown> = { approval_required: false, default_role: 'member', ...settings };
  const res = await api<any>('GET', '/settings', { auth: adminAuth, query: { group: 'registration' } });
  return REGISTRATION_KEYS.every((k) => res.body.data.registration[k].value === full[k]);
}

/**
 * Registers under the given settings. Another test file (settings.test.ts) resets all settings
 * between its tests; when that happened during the attempt, the attempt is repeated with a new
 * username so the answer seen was given under the intended settings.
 */
async function registerUnder(settings: RegistrationSettings | 'defaults', body: () => Record<string, unknown>): Promise<{ res: ApiResponse<any>; sent: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt++) {
    if (settings === 'defaults') await resetSettings();
    else await applySettings(settings);
    const sent = body();
    const res = await api<any>('POST', '/auth/register', { body: sent });
    if ((await settingsStillAre(settings === 'defaults' ? { allow_registration: false } : settings)) || attempt === 3) return { res, sent };
  }
}

const newAccount = (extra: Record<string, unknown> = {}) => () => {
  const username = token('reg_');
  return { username, email: `${username}@example.test`, password: PASSWORD, ...extra };
};

const basic = (sent: Record<string, unknown>) => ({ basic: [String(sent['username']), String(sent['password'])] }) as const;

describe('POST /auth/register', () => {
  afterEach(resetSettings);

  it('fails with 403 registration_disabled while allow_registration is off, creating nothing', async () => {
    const { res, sent } = await registerUnder({ allow_registration: false }, newAccount());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'registration_disabled', data: { status: 403 } });
    expect((await api('GET', `/profile/${String(sent['username'])}`, { auth: adminAuth })).status).toBe(404);
    expect((await api('GET', '/profile', { auth: basic(sent) })).status).toBe(401);
  });

  it('is off by default', async () => {
    const { res } = await registerUnder('defaults', newAccount());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('registration_disabled');
  });

  it('registers an active member when allowed; the password works with Basic at once', async () => {
    const { res, sent } = await registerUnder({ allow_registration: true }, newAccount({ display_name: 'Self Made' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    const row = res.body.data;
    for (const key of [...XPROFILE_KEYS, 'id', 'role', 'last_seen', 'email']) expect(row).toHaveProperty(key);
    expect(row).toMatchObject({ username: sent['username'], email: sent['email'], display_name: 'Self Made', role: 'member', status: 'active' });
    expect(row.id).toBe(row.user_id);
    expect(row.created_at).toMatch(DATETIME);
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    expect(res.body.application_password ?? row.application_password).toBeUndefined();

    const me = await api<any>('GET', '/profile', { auth: basic(sent) });
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ user_id: row.user_id, role: 'member', status: 'active' });
    expect((await api('POST', '/auth/token', { auth: basic(sent) })).status).toBe(200);
    expect(await eventsFor('user.registered', row.user_id)).toHaveLength(1);
  });

  it('gives the role of the default_role setting', async () => {
    const { res, sent } = await registerUnder({ allow_registration: true, default_role: 'moderator' }, newAccount());
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('moderator');
    expect((await api<any>('GET', '/profile', { auth: basic(sent) })).body.profile.role).toBe('moderator');
  });

  it('ignores or refuses a role or status in the body: a visitor never picks their own', async () => {
    const { res, sent } = await registerUnder({ allow_registration: true, approval_required: true }, newAccount({ role: 'admin', status: 'active' }));
    if (res.status === 200) {
      expect(res.body.data).toMatchObject({ role: 'member', status: 'pending' });
    } else {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
    expect((await api('GET', '/settings', { auth: basic(sent) })).status).not.toBe(200);
  });

  it('creates a pending account when approval_required: 403 rest_forbidden on authenticated endpoints until an administrator activates it', async () => {
    const { res, sent } = await registerUnder({ allow_registration: true, approval_required: true }, newAccount());
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('pending');
    const userId: number = res.body.data.user_id;

    for (const [method, path] of [['GET', '/profile'], ['POST', '/auth/token'], ['GET', '/members'], ['GET', '/auth/app-passwords']] as const) {
      const denied = await api<any>(method, path, { auth: basic(sent) });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.code).toBe('rest_forbidden');
    }
    expect((await api('GET', '/settings/public', { auth: basic(sent) })).status).toBe(200);

    const approve = await api<any>('PUT', `/members/${userId}`, { auth: adminAuth, body: { status: 'active' } });
    expect(approve.status).toBe(200);
    expect(approve.body.data.status).toBe('active');
    const me = await api<any>('GET', '/profile', { auth: basic(sent) });
    expect(me.status).toBe(200);
    expect(me.body.profile.status).toBe('active');
  });

  it('fails with username_exists or email_exists (case-insensitively) for a taken username or email', async () => {
    const first = await registerUnder({ allow_registration: true }, newAccount());
    expect(first.res.status).toBe(200);
    const takenName = await registerUnder({ allow_registration: true }, () => ({
      username: String(first.sent['username']).toUpperCase(), email: `${token('x')}@example.test`, password: PASSWORD,
    }));
    expect(takenName.res.status).toBe(400);
    expect(takenName.res.body).toMatchObject({ code: 'username_exists', data: { field: 'username' } });
    const takenEmail = await registerUnder({ allow_registration: true }, () => ({
      username: token('reg_'), email: String(first.sent['email']).toUpperCase(), password: PASSWORD,
    }));
    expect(takenEmail.res.status).toBe(400);
    expect(takenEmail.res.body).toMatchObject({ code: 'email_exists', data: { field: 'email' } });
  });

  it.each([
    ['password', { password: 'short77' }],
    ['password', { password: 'p'.repeat(201) }],
    ['password', { password: undefined }],
    ['username', { username: 'no spaces allowed' }],
    ['username', { username: 'ab' }],
    ['email', { email: 'nope' }],
  ])('fails with rest_invalid_param naming %s for %j', async (field, override) => {
    const { res } = await registerUnder({ allow_registration: true }, newAccount(override));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params).toHaveProperty(field);
  });
});
