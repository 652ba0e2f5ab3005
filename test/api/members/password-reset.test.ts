/**
 * Password reset and change by mail (docs/identity.md "Account mail"), end to end: the request,
 * the mail read from the SES stand-in, the link's one use, the new password, and every Bearer token
 * issued before refused. Each test has members and a client address of its own, so parallel files
 * never share a rate-limit window or a mailbox.
 */
import { randomInt } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api, baseUrl, serverTiming, type Auth } from '../../support/http.ts';
import { createApiMember, token } from '../../support/identity.ts';
import { mailHeaders, mailLink, mailTo, waitForMail, type StoredMail } from '../../support/mail.ts';

const PASSWORD = 'first password 1';
const NEW_PASSWORD = 'second password 2';

/** A loopback address of the test's own: the per-client limit counts by address. */
const clientAddress = (): string => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const isReset = (m: StoredMail) => m.subject.startsWith('Reset your password');
const isChanged = (m: StoredMail) => m.subject.includes('password') && m.subject.includes('was changed');

/** The token a mail's link carries (`<id>.<secret>`), from the front end's page it opens. */
function linkToken(mail: StoredMail, page: string): string {
  const link = new URL(mailLink(mail, page));
  expect(link.pathname.endsWith(page)).toBe(true);
  const value = link.searchParams.get('token');
  expect(value).toMatch(/^[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/);
  return value as string;
}

const forgot = (body: Record<string, unknown>, from = clientAddress(), headers: Record<string, string> = {}) =>
  api<any>('POST', '/auth/password/forgot', { body, from, headers });
const reset = (tokenValue: string, password = NEW_PASSWORD) => api<any>('POST', '/auth/password/reset', { body: { token: tokenValue, password } });
const profileStatus = async (auth: Auth) => (await api('GET', '/profile', { auth })).status;

async function bearer(username: string, password: string): Promise<Auth> {
  const res = await api<any>('POST', '/auth/token', { auth: { basic: [username, password] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { bearer: res.body.access_token };
}

describe('password reset', () => {
  it('mails a link (never to the request\'s Host); its one use sets the password and ends earlier tokens, not application passwords', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const before = await bearer(m.username, PASSWORD);
    const app = await api<any>('POST', '/auth/app-passwords', { auth: { basic: [m.username, PASSWORD] }, body: { name: 'kept' } });
    expect(app.status).toBe(200);

    const asked = await forgot({ email: m.email.toUpperCase() }, clientAddress(), { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toMatch(/If an account matches/);

    const mail = await waitForMail(m.email, isReset);
    expect(mail.destination.to).toEqual([m.email]);
    expect(mail.body.html).toContain('Choose a new password');
    // Transactional: no unsubscribe link.
    expect(mailHeaders(mail)['list-unsubscribe']).toBeUndefined();
    const link = mailLink(mail, '/reset-password');
    expect(link).not.toContain('evil.example');
    expect(link.startsWith(baseUrl())).toBe(false);
    const resetToken = linkToken(mail, '/reset-password');

    const done = await reset(resetToken);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await profileStatus({ basic: [m.username, NEW_PASSWORD] })).toBe(200);
    expect(await profileStatus({ basic: [m.username, PASSWORD] })).toBe(401);
    // Every Bearer token issued before the reset stops working; one issued after works.
    const refused = await api<any>('GET', '/profile', { auth: before });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_credentials');
    expect(await profileStatus(await bearer(m.username, NEW_PASSWORD))).toBe(200);
    // Application passwords stay (docs/identity.md).
    expect(await profileStatus({ basic: [m.username, app.body.application_password] })).toBe(200);
    // A notice of the change follows.
    expect((await waitForMail(m.email, isChanged)).subject).toContain('was changed');

    // The link works once.
    const again = await reset(resetToken, 'third password 3');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');
    expect(await profileStatus({ basic: [m.username, NEW_PASSWORD] })).toBe(200);
  });

  it('takes a username too; an unknown email or username gets the same answer and no mail', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const nobody = `${token('nobody')}@example.test`;
    const unknown = await forgot({ email: nobody });
    const unknownName = await forgot({ username: token('nobody') });
    const known = await forgot({ username: m.username });
    for (const res of [unknown, unknownName]) {
      expect(res.status).toBe(known.status);
      expect(res.body).toEqual(known.body);
      // The same work before the answer (nothing looks the account up on the request path), so a similar time.
      const [a, b] = [serverTiming(res.headers), serverTiming(known.headers)];
      expect({ calls: a.calls, wcu: a.wcu }).toEqual({ calls: b.calls, wcu: b.wcu });
    }
    // The known account's mail was queued after the unknown ones: once it is here, they were handled.
    expect(isReset(await waitForMail(m.email, isReset))).toBe(true);
    expect(await mailTo(nobody)).toEqual([]);
  });

  it('refuses a link once it has expired, changing nothing', async () => {
    const m = await createApiMember({ password: PASSWORD });
    expect((await forgot({ email: m.email })).status).toBe(200);
    const resetToken = linkToken(await waitForMail(m.email, isReset), '/reset-password');
    // An hour later, as far as the record knows (its expiry moved into the past).
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.accountToken(resetToken.split('.')[0] as string),
        UpdateExpression: 'SET token_expires_at = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const res = await reset(resetToken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_token', data: { status: 400 } });
    expect(await profileStatus({ basic: [m.username, PASSWORD] })).toBe(200);
  });

  it('refuses a forged, malformed or weak reset', async () => {
    const forged = await reset(`${'0'.repeat(24)}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('invalid_token');
    const weak = await api<any>('POST', '/auth/password/reset', { body: { token: `${'0'.repeat(24)}.${'A'.repeat(43)}`, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('rest_invalid_param');
    const none = await forgot({});
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('rest_invalid_param');
  });

  it('two requests at once send one mail; two uses of one link at once: one succeeds, one is refused', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const from = clientAddress();
    const asked = await Promise.all([forgot({ email: m.email }, from), forgot({ username: m.username }, from)]);
    expect(asked.map((r) => r.status)).toEqual([200, 200]);
    const resetToken = linkToken(await waitForMail(m.email, isReset), '/reset-password');

    const uses = await Promise.all([reset(resetToken, 'racing password A'), reset(resetToken, 'racing password B')]);
    expect(uses.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = uses[0]?.status === 200 ? 'racing password A' : 'racing password B';
    expect(await profileStatus({ basic: [m.username, winner] })).toBe(200);
    // The change's notice was queued after both requests' jobs: once it is here, the second request was handled (a cool-down, no mail).
    await waitForMail(m.email, isChanged);
    expect((await mailTo(m.email)).filter(isReset)).toHaveLength(1);
  });

  it('limits requests naming one account or address (429 with Retry-After, known or not)', async () => {
    const identifier = `${token('limited')}@example.test`;
    for (let i = 0; i < 5; i++) expect((await forgot({ email: identifier })).status).toBe(200);
    const refused = await forgot({ email: identifier });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an administrator mails a member a reset link; a member may not', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const member = await createMember();
    expect((await api('POST', `/members/${m.userId}/send-reset-link`, { auth: member.auth })).status).toBe(403);
    const sent = await api<any>('POST', `/members/${m.userId}/send-reset-link`, { auth: adminAuth });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await waitForMail(m.email, isReset);
    expect(mail.body.text).toContain('An administrator');
    expect((await reset(linkToken(mail, '/reset-password'))).status).toBe(200);
    expect(await profileStatus({ basic: [m.username, NEW_PASSWORD] })).toBe(200);
    expect((await api('POST', '/members/999999999/send-reset-link', { auth: adminAuth })).status).toBe(404);
  });
});

describe('POST /profile/{username}/change-password', () => {
  const change = (username: string, auth: Auth, data: Record<string, unknown>) => api<any>('POST', `/profile/${username}/change-password`, { auth, body: { data } });

  it('needs the current password and a confirmed new one; ends earlier tokens and mails a notice', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const other = await createMember();
    const before = await bearer(m.username, PASSWORD);

    const wrong = await change(m.username, before, { current_password: 'not it at all', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('incorrect_password');
    const mismatch = await change(m.username, before, { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: 'something else' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.params).toHaveProperty('confirm_password');
    const notOwn = await change(m.username, other.auth, { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(notOwn.status).toBe(403);
    expect(await profileStatus({ basic: [m.username, PASSWORD] })).toBe(200);

    const done = await change(m.username, before, { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await profileStatus({ basic: [m.username, NEW_PASSWORD] })).toBe(200);
    expect(await profileStatus({ basic: [m.username, PASSWORD] })).toBe(401);
    expect(await profileStatus(before)).toBe(401);
    expect((await waitForMail(m.email, isChanged)).body.text).toContain('from your account');

    // Flat fields work too.
    const flat = await api<any>('POST', `/profile/${m.username}/change-password`, {
      auth: { basic: [m.username, NEW_PASSWORD] },
      body: { current_password: NEW_PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
  });
});
