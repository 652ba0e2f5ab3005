/**
 * Invitations (docs/invitations.md), end to end: the invitation mail read from the SES stand-in,
 * accepting with a new account or as a member, the limits, revoke and resend, who may invite.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { fixedWindow } from '#platform/data/window-counter-store.ts';
import { markUndeliverable } from '#features/mail/mail-suppression-store.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { createCourse } from '../../support/courses.ts';
import { accept, createLink, inviteByEmail, newAccount, tokenOfLink, uniqueEmail } from '../../support/invitations.ts';
import { mailHeaders, mailLink, mailTo } from '../../support/mail.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { addMember, collectSpaceMembers, counts, createSpace, expectError, memberEvents } from '../../support/spaces.ts';

/** The link of the newest invitation mail to `address` (after `skip` earlier ones), and its token. */
async function invitationMail(address: string, skip = 0) {
  const mails = await pollUntil(() => mailTo(address), (list) => list.length > skip, { timeoutMs: 20_000, intervalMs: 200 });
  expect(mails.length, `mail to ${address}`).toBeGreaterThan(skip);
  const mail = mails[skip]!;
  const link = mailLink(mail, '/invitations/');
  return { mail, link, token: tokenOfLink(link) };
}

/** Moves an invitation's expiry into the past (the way a day passes in a test). */
async function expire(invitationId: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({ TableName: tableName, Key: keys.invitation(invitationId), UpdateExpression: 'SET expires_at = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() } }),
  );
}

/** A mail job's claim state (sending, sent, skipped, suppressed, failed), undefined before the mail function took it. */
async function claimState(jobId: string): Promise<string | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.mailClaim(jobId), ConsistentRead: true }));
  return out.Item?.['state'] as string | undefined;
}

describe('invitations', () => {
  let space: any;

  beforeAll(async () => {
    space = await createSpace({ privacy: 'private' });
  });

  it('invites by email; the visitor accepts from the mail with a new account, joins once, and the invitation is used', async () => {
    const email = uniqueEmail();
    const created = await inviteByEmail(space.id, email, adminAuth, { invitee_name: 'Ada <b>Lovelace</b>' });
    expect(created).toMatchObject({ type: 'email', space_id: space.id, status: 'pending', email, limit: 1, uses: 0, sent_at: null });
    expect(created).not.toHaveProperty('token');

    const { mail, link, token } = await invitationMail(email);
    expect(mail.subject).toContain(space.title);
    // Member content is escaped in the HTML part; the mail is on the invitations list (one-click unsubscribe).
    expect(mail.body.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.body.html).not.toContain('<b>Lovelace</b>');
    expect(mailHeaders(mail)['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(link).toMatch(/\/invitations\/\d+\.[A-Za-z0-9_-]{43}$/);

    const view = await api<any>('GET', `/invitations/${token}/accept`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.invitation).toMatchObject({ id: created.id, type: 'email', status: 'pending', email, space: { id: space.id, title: space.title } });

    const before = await counts(space.id);
    const account = newAccount(false);
    const res = await accept(token, { body: account });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ account_created: true, membership: { space_id: space.id, role: 'member', status: 'active' }, user: { username: account.username } });
    const userId = res.body.user.user_id as number;

    // The account works with its password and carries the invited address.
    const signIn = await api<any>('POST', '/auth/token', { auth: { basic: [account.username, account.password] } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const profile = await api<any>('GET', '/profile', { auth: { bearer: signIn.body.access_token } });
    expect(profile.body.profile.email).toBe(email);

    // One membership, counted once, and the event joining emits.
    expect(await counts(space.id)).toEqual({ ...before, members: before.members + 1 });
    const rows = (await collectSpaceMembers(space.slug, adminAuth)).filter((r) => r.user_id === userId);
    expect(rows).toHaveLength(1);
    expect(await memberEvents('space.member_joined', space.id, userId)).toHaveLength(1);

    // Used once: a second accept, by anyone, is refused.
    expectError(await accept(token, { body: newAccount(false) }), 410, 'invitation_used');
    const other = await createMember();
    expectError(await accept(token, { auth: other.auth }), 410, 'invitation_used');
    expect(await counts(space.id)).toEqual({ ...before, members: before.members + 1 });

    const listed = await api<any>('GET', '/invitations', { auth: adminAuth, query: { space_id: space.id, status: 'all' } });
    expect(listed.body.invitations.data.find((i: any) => i.id === created.id)).toMatchObject({ status: 'accepted', uses: 1, accepted_by: userId });
    const pending = await api<any>('GET', '/invitations', { auth: adminAuth, query: { space_id: space.id } });
    expect(pending.body.invitations.data.map((i: any) => i.id)).not.toContain(created.id);
  });

  it('a link with limit 2 is used twice, then refused; a member already in the space uses none of it', async () => {
    const { id, token, link } = await createLink(space.id, { limit: 2 });
    expect(link.endsWith(`/invitations/${token}`)).toBe(true);
    const [a, b, insider] = await Promise.all([createMember(), createMember(), createMember()]);
    await addMember(space.slug, insider.userId);

    const again = await accept(token, { auth: insider.auth });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toMatch(/already a member/);

    expect((await accept(token, { auth: a.auth })).status).toBe(200);
    const visitor = await accept(token, { body: newAccount() });
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
    expectError(await accept(token, { auth: b.auth }), 410, 'invitation_used');

    const all = await api<any>('GET', '/invitations', { auth: adminAuth, query: { space_id: space.id, status: 'all' } });
    expect(all.body.invitations.data.find((i: any) => i.id === id)).toMatchObject({ type: 'link', status: 'used_up', uses: 2, limit: 2 });
    // The list never shows a token again.
    expect(JSON.stringify(all.body)).not.toContain(token.split('.')[1]);
  });

  it('an expired invitation is refused with a code saying so; a past expire_date is refused at creation', async () => {
    const { id, token } = await createLink(space.id, { expire_date: '2999-01-01' });
    const inAYear = Date.now() + 366 * 86_400_000;
    const created = (await api<any>('GET', '/invitations', { auth: adminAuth, query: { space_id: space.id } })).body.invitations.data.find((i: any) => i.id === id);
    expect(Date.parse(`${created.expire_date.replace(' ', 'T')}Z`)).toBeLessThan(inAYear);
    await expire(id);
    const m = await createMember();
    expectError(await accept(token, { auth: m.auth }), 410, 'invitation_expired');
    expect((await api<any>('GET', `/invitations/${token}/accept`)).body.invitation.status).toBe('expired');

    const past = await api<any>('POST', '/invitations/link', { auth: adminAuth, body: { title: 'Past', space_id: space.id, expire_date: '2020-01-01 00:00:00' } });
    expectError(past, 400, 'rest_invalid_param');
    expect(past.body.data.params).toHaveProperty('expire_date');
  });

  it('a revoked invitation is unusable at once, whatever its kind', async () => {
    const { id, token } = await createLink(space.id);
    const revoked = await api<any>('DELETE', `/invitations/${id}`, { auth: adminAuth });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const m = await createMember();
    expectError(await accept(token, { auth: m.auth }), 404, 'invitation_not_found');
    expectError(await api<any>('GET', `/invitations/${token}/accept`), 404, 'invitation_not_found');
    expectError(await api<any>('DELETE', `/invitations/${id}`, { auth: adminAuth }), 404, 'invitation_not_found');

    const email = uniqueEmail();
    const invited = await inviteByEmail(space.id, email);
    const { token: mailed } = await invitationMail(email);
    expect((await api<any>('DELETE', `/invitations/${invited.id}`, { auth: adminAuth })).status).toBe(200);
    expectError(await accept(mailed, { body: newAccount(false) }), 404, 'invitation_not_found');
  });

  it('a resend mails a new link and the old one stops working; resends are rate-limited', async () => {
    const email = uniqueEmail();
    const invited = await inviteByEmail(space.id, email);
    const first = await invitationMail(email);
    const resent = await api<any>('POST', `/invitations/${invited.id}/resend`, { auth: adminAuth });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const second = await invitationMail(email, 1);
    expect(second.token).not.toBe(first.token);

    const m = await createMember();
    expectError(await accept(first.token, { auth: m.auth }), 404, 'invitation_not_found');
    expect((await accept(second.token, { auth: m.auth })).status).toBe(200);
    expectError(await api<any>('POST', `/invitations/${invited.id}/resend`, { auth: adminAuth }), 400, 'invitation_not_resendable');

    const link = await createLink(space.id);
    expectError(await api<any>('POST', `/invitations/${link.id}/resend`, { auth: adminAuth }), 400, 'invitation_not_resendable');

    const limited = await inviteByEmail(space.id, uniqueEmail());
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await api<any>('POST', `/invitations/${limited.id}/resend`, { auth: adminAuth })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('two accepts racing for the last use: one succeeds, the other is refused 410', async () => {
    const { token } = await createLink(space.id, { limit: 1 });
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const before = await counts(space.id);
    const answers = await Promise.all([accept(token, { auth: a.auth }), accept(token, { auth: b.auth })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(answers.find((r) => r.status === 410)?.body.code).toBe('invitation_used');
    expect(await counts(space.id)).toEqual({ ...before, members: before.members + 1 });
  });

  it('an address that bounced or unsubscribed gets no invitation: the job is settled suppressed', async () => {
    const email = uniqueEmail('bounced');
    await markUndeliverable({ email, reason: 'bounce', detail: null, at: new Date().toISOString() });
    const invited = await inviteByEmail(space.id, email);
    const state = await pollUntil(() => claimState(`invitation:${invited.id}:1`), (v) => v !== undefined && v !== 'sending', { timeoutMs: 20_000, intervalMs: 200 });
    expect(state).toBe('suppressed');
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('an invitation approves a pending join request; it does not lift a ban', async () => {
    const [requester, banned] = await Promise.all([createMember(), createMember()]);
    expect((await api<any>('POST', `/spaces/${space.slug}/join`, { auth: requester.auth })).body.data.status).toBe('pending');
    await addMember(space.slug, banned.userId);
    expect((await api<any>('POST', `/spaces/${space.slug}/members/${banned.userId}/ban`, { auth: adminAuth })).status).toBe(200);
    const before = await counts(space.id);
    const { token } = await createLink(space.id);
    const res = await accept(token, { auth: requester.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.membership).toMatchObject({ user_id: requester.userId, status: 'active' });
    expect(await counts(space.id)).toEqual({ members: before.members + 1, pending: before.pending - 1 });
    expect(await memberEvents('space.member_joined', space.id, requester.userId)).toHaveLength(1);
    expectError(await accept(token, { auth: banned.auth }), 403, 'rest_forbidden');
  });

  it('bad accepts change nothing: a visitor without an account\'s fields, a signed-in caller with them, a malformed token', async () => {
    const { id, token } = await createLink(space.id);
    const noEmail = await accept(token, { body: newAccount(false) });
    expectError(noEmail, 400, 'rest_invalid_param');
    expect(noEmail.body.data.params).toHaveProperty('email');
    const m = await createMember();
    const both = await accept(token, { auth: m.auth, body: newAccount() });
    expectError(both, 400, 'rest_invalid_param');
    // A token that cannot be one is no route (a path segment the route's parameter refuses).
    expectError(await accept(`${id}.short`), 404, 'rest_no_route');
    expectError(await accept(`${id}.${'A'.repeat(43)}`, { auth: m.auth }), 404, 'invitation_not_found');
    const all = await api<any>('GET', '/invitations', { auth: adminAuth, query: { space_id: space.id, status: 'all' } });
    expect(all.body.invitations.data.find((i: any) => i.id === id).uses).toBe(0);
  });

  it('a course takes no invitations', async () => {
    const course = await createCourse(adminAuth);
    expectError(await api<any>('POST', '/invitations/link', { auth: adminAuth, body: { title: 'Course', space_id: course.id } }), 400, 'space_not_invitable');
  });

  describe('who may invite', () => {
    let other: any;
    let moderator: TestMember;
    let member: TestMember;

    beforeAll(async () => {
      other = await createSpace();
      [moderator, member] = await Promise.all([createMember(), createMember()]);
      await addMember(space.slug, moderator.userId, { role: 'moderator' });
      await addMember(space.slug, member.userId);
    });

    it('a space moderator invites to their space, not to another', async () => {
      const res = await api<any>('POST', '/invitations', { auth: moderator.auth, body: { email: uniqueEmail(), space_id: space.id } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.invitation.created_by).toBe(moderator.userId);
      expect((await api<any>('POST', '/invitations/link', { auth: moderator.auth, body: { title: 'Mine', space_id: space.id } })).status).toBe(200);
      expectError(await api<any>('POST', '/invitations', { auth: moderator.auth, body: { email: uniqueEmail(), space_id: other.id } }), 403, 'rest_forbidden');
      expectError(await api<any>('GET', '/invitations', { auth: moderator.auth, query: { space_id: other.id } }), 403, 'rest_forbidden');
    });

    it('a manager sends at most 50 emailed invitations an hour (429), links are not counted', async () => {
      const window = fixedWindow(new Date(), 3600);
      // The hour's first 50 sends, counted as the service counts them.
      await ddb.send(new UpdateCommand({ TableName: tableName, Key: keys.invitationMailRate(moderator.userId, window.window), UpdateExpression: 'SET invitations = :n, entity = :e', ExpressionAttributeValues: { ':n': 50, ':e': 'invitation_mail_rate' } }));
      const email = uniqueEmail();
      const refused = await api<any>('POST', '/invitations', { auth: moderator.auth, body: { email, space_id: space.id } });
      expectError(refused, 429, 'too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api<any>('POST', '/invitations/link', { auth: moderator.auth, body: { title: 'Still', space_id: space.id } })).status).toBe(200);
      const listed = await api<any>('GET', '/invitations', { auth: moderator.auth, query: { space_id: space.id, status: 'all' } });
      expect(JSON.stringify(listed.body.invitations)).not.toContain(email);
    });

    it('a member of the space may not invite, list, revoke or resend', async () => {
      expectError(await api<any>('POST', '/invitations', { auth: member.auth, body: { email: uniqueEmail(), space_id: space.id } }), 403, 'rest_forbidden');
      expectError(await api<any>('POST', '/invitations/link', { auth: member.auth, body: { title: 'No', space_id: space.id } }), 403, 'rest_forbidden');
      expectError(await api<any>('GET', '/invitations', { auth: member.auth, query: { space_id: space.id } }), 403, 'rest_forbidden');
      const { id } = await createLink(space.id);
      expectError(await api<any>('DELETE', `/invitations/${id}`, { auth: member.auth }), 403, 'rest_forbidden');
    });

    it('an unknown space is 404', async () => {
      expectError(await api<any>('POST', '/invitations', { auth: adminAuth, body: { email: uniqueEmail(), space_id: 999_999_999 } }), 404, 'space_not_found');
    });
  });
});
