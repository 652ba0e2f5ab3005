/**
 * The settings that govern the account mails (docs/identity.md "Account mail"), each on and off:
 * the registry's require_email_verification and admin_email, privacy's can_change_password,
 * can_change_email and email_auto_login. Site-wide (api-serial): every setting is put back in afterAll, whatever happens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { createApiMember, token } from '../../support/identity.ts';
import { mailLink, waitForMail, type StoredMail } from '../../support/mail.ts';
import { accept, createLink, newAccount } from '../../support/invitations.ts';
import { createSpace } from '../../support/spaces.ts';

const REGISTRY_KEYS = ['allow_registration', 'approval_required', 'require_email_verification', 'admin_email'];
const PRIVACY_DEFAULTS = { can_change_password: 'yes', can_change_email: 'no', email_auto_login: 'yes' };
const PASSWORD = 'account password 1';

const putSettings = async (body: Record<string, unknown>) => {
  const res = await api('PUT', '/settings', { auth: adminAuth, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const savePrivacy = async (settings: Record<string, unknown>) => {
  const res = await api('POST', '/settings/privacy-settings', { auth: adminAuth, body: { settings } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

async function register(): Promise<{ username: string; email: string; auth: Auth; res: any }> {
  const username = token('acct');
  const email = `${username}@example.test`;
  const res = await api<any>('POST', '/auth/register', { body: { username, email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { username, email, auth: { basic: [username, PASSWORD] }, res };
}

const tokenIn = (mail: StoredMail, page: string): string => new URL(mailLink(mail, page)).searchParams.get('token') as string;
const isVerification = (m: StoredMail) => m.subject.startsWith('Verify your email address');
const editProfile = (username: string, auth: Auth) => api<any>('PUT', `/profile/${username}`, { auth, body: { short_description: 'hello' } });
const reconfirm = (username: string, auth: Auth) => api<any>('POST', `/profile/${username}/reconfirm-email`, { auth });

afterAll(async () => {
  await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: REGISTRY_KEYS } });
  await savePrivacy(PRIVACY_DEFAULTS);
});

describe('require_email_verification', () => {
  beforeAll(() => putSettings({ allow_registration: true, approval_required: false, require_email_verification: true }));

  it('on: a new account is mailed a link; until it follows it, it signs in and reads but writes only through its account routes', async () => {
    const m = await register();
    expect(m.res.body.message).toContain(`emailed a link to ${m.email}`);
    const first = await waitForMail(m.email, isVerification);

    expect((await api('GET', '/profile', { auth: m.auth })).status).toBe(200);
    const refused = await editProfile(m.username, m.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'email_not_verified', data: { status: 403 } });
    // Its account routes stay open: a token, and a new link (rate-limited).
    expect((await api('POST', '/auth/token', { auth: m.auth })).status).toBe(200);
    expect((await reconfirm(m.username, m.auth)).status).toBe(200);
    expect((await reconfirm(m.username, m.auth)).status).toBe(200);
    expect((await reconfirm(m.username, m.auth)).status).toBe(200);
    const limited = await reconfirm(m.username, m.auth);
    expect(limited.status).toBe(429);

    // The first link still works, once.
    const verifyToken = tokenIn(first, '/verify-email');
    const verified = await api<any>('POST', '/auth/email/verify', { body: { token: verifyToken } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await editProfile(m.username, m.auth)).status).toBe(200);
    const again = await api<any>('POST', '/auth/email/verify', { body: { token: verifyToken } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');
    const already = await reconfirm(m.username, m.auth);
    expect(already.status).toBe(422);
    expect(already.body.code).toBe('email_already_verified');
  });

  it("on: a link invitation's visitor names an address nobody confirmed, so it is verified like a registration's", async () => {
    const space = await createSpace();
    const visitor = newAccount();
    const accepted = await accept((await createLink(space.id)).token, { body: visitor });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const mail = await waitForMail(visitor.email ?? '', isVerification);
    const auth: Auth = { basic: [visitor.username, visitor.password] };
    expect((await editProfile(visitor.username, auth)).body.code).toBe('email_not_verified');
    expect((await api<any>('POST', '/auth/email/verify', { body: { token: tokenIn(mail, '/verify-email') } })).status).toBe(200);
    expect((await editProfile(visitor.username, auth)).status).toBe(200);
  });

  it('off: a new account is verified at once; an account left unverified writes again', async () => {
    const pending = await register();
    await putSettings({ require_email_verification: false });
    try {
      expect((await editProfile(pending.username, pending.auth)).status).toBe(200);
      const m = await register();
      expect(m.res.body.message).not.toContain('emailed a link');
      expect((await editProfile(m.username, m.auth)).status).toBe(200);
      expect((await reconfirm(m.username, m.auth)).status).toBe(422);
    } finally {
      await putSettings({ require_email_verification: true });
    }
  });

  it('does not apply to accounts an administrator creates', async () => {
    const m = await createApiMember({ password: PASSWORD });
    expect((await editProfile(m.username, m.auth)).status).toBe(200);
  });
});

describe('admin_email', () => {
  it('is mailed each self-registration awaiting approval while set', async () => {
    const adminAddress = `${token('admins')}@example.test`;
    await putSettings({ allow_registration: true, approval_required: true, require_email_verification: false, admin_email: adminAddress });
    const m = await register();
    const notice = await waitForMail(adminAddress, (mail) => mail.subject.includes('awaiting approval'));
    expect(notice.body.text).toContain(m.username);
    expect(notice.body.text).toContain(m.email);
  });
});

describe('privacy: can_change_password', () => {
  it('no: the change is refused (403 password_change_disabled); yes: it is checked', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const body = { data: { current_password: 'wrong password', new_password: 'next password 2', confirm_password: 'next password 2' } };
    await savePrivacy({ ...PRIVACY_DEFAULTS, can_change_password: 'no' });
    const off = await api<any>('POST', `/profile/${m.username}/change-password`, { auth: m.auth, body });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('password_change_disabled');
    await savePrivacy(PRIVACY_DEFAULTS);
    const on = await api<any>('POST', `/profile/${m.username}/change-password`, { auth: m.auth, body });
    expect(on.status).toBe(422);
    expect(on.body.code).toBe('incorrect_password');
  });
});

describe('privacy: can_change_email', () => {
  const ask = (username: string, auth: Auth, email: string, password = PASSWORD) =>
    api<any>('POST', `/profile/${username}/change-email`, { auth, body: { data: { email, password } } });
  const confirm = (value: string) => api<any>('POST', '/auth/email/confirm', { body: { token: value } });

  it('no (the default): refused with 403 email_change_disabled', async () => {
    await savePrivacy(PRIVACY_DEFAULTS);
    const m = await createApiMember({ password: PASSWORD });
    const res = await ask(m.username, m.auth, `${token('new')}@example.test`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('email_change_disabled');
  });

  it('yes: confirmed from the new address, announced to the old; the unique address moves', async () => {
    await savePrivacy({ ...PRIVACY_DEFAULTS, can_change_email: 'yes' });
    const m = await createApiMember({ password: PASSWORD });
    const taken = await createMember();
    const newEmail = `${token('moved')}@example.test`;

    expect((await ask(m.username, m.auth, newEmail, 'not my password')).status).toBe(422);
    const clash = await ask(m.username, m.auth, taken.email);
    expect(clash.status).toBe(400);
    expect(clash.body.code).toBe('email_exists');

    expect((await ask(m.username, m.auth, newEmail)).status).toBe(200);
    const notice = await waitForMail(m.email, (mail) => mail.subject.startsWith('A change of your email address'));
    expect(notice.body.text).toContain(newEmail);
    const confirmation = await waitForMail(newEmail, (mail) => mail.subject.startsWith('Confirm your new email address'));
    const value = tokenIn(confirmation, '/confirm-email');

    const done = await confirm(value);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await api<any>('GET', '/profile', { auth: m.auth })).body.profile.email).toBe(newEmail);
    expect((await confirm(value)).status).toBe(400);
    // The old address is free, the new one taken.
    expect((await api('POST', '/members', { auth: adminAuth, body: { username: token('old'), email: m.email } })).status).toBe(200);
    const dup = await api<any>('POST', '/members', { auth: adminAuth, body: { username: token('dup'), email: newEmail } });
    expect(dup.body.code).toBe('email_exists');
  });

  it('yes: an address taken between the request and the confirmation is refused (400 email_exists)', async () => {
    await savePrivacy({ ...PRIVACY_DEFAULTS, can_change_email: 'yes' });
    const m = await createApiMember({ password: PASSWORD });
    const newEmail = `${token('race')}@example.test`;
    expect((await ask(m.username, m.auth, newEmail)).status).toBe(200);
    const value = tokenIn(await waitForMail(newEmail, (mail) => mail.subject.startsWith('Confirm')), '/confirm-email');
    await createApiMember({ email: newEmail });
    const res = await confirm(value);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('email_exists');
    expect((await api<any>('GET', '/profile', { auth: m.auth })).body.profile.email).toBe(m.email);
  });
});

describe('email_auto_login', () => {
  it("no: a mail's sign-in link is refused (403 email_login_disabled); yes: it signs the member in", async () => {
    const { signInToken } = await import('#features/mail/sign-in-link.ts');
    const m = await createMember();
    const token = await signInToken(m.userId);
    await savePrivacy({ email_auto_login: 'no' });
    const refused = await api<any>('POST', '/auth/email-login', { body: { token } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('email_login_disabled');
    await savePrivacy({ email_auto_login: 'yes' });
    expect((await api<any>('POST', '/auth/email-login', { body: { token } })).status).toBe(200);
  });
});
