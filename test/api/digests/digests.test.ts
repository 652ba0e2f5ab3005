/**
 * Digests end to end (docs/digests.md): the settings that govern them (digest_frequency,
 * email digest_email_status, digest_mail_day, daily_digest_time, in the site's time zone), the run
 * triggered for a chosen instant (test/support/digests.ts), the mail read from the SES stand-in.
 * Site-wide (api-serial): it changes the site's time zone and digest settings, and puts them back
 * in afterAll. Every run fans out to every active member of the table, so the file runs as few
 * periods as its cases need: one daily, one weekly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { mailTo, waitForMail, type StoredMail } from '../../support/mail.ts';
import { addMember, createSpace, memberOf } from '../../support/spaces.ts';
import { localParts, runDigestAt, type DigestRunResult } from '../../support/digests.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

const ZONE = 'Asia/Kolkata'; // UTC+05:30: a local time never falls on a UTC hour boundary
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const save = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
  const res = await api(method, path, { auth: adminAuth, body });
  expect(res.status, `${path} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(200);
};
const digestSettings = (settings: Record<string, string>) => save('POST', '/admin/email-settings', { email_settings: settings });

const isDigest = (m: StoredMail) => /digest/i.test(m.subject);
const digestsTo = async (member: TestMember) => (await mailTo(member.email)).filter(isDigest);

/** The delivery log's entry of one job, once the mail function has dealt with it. */
async function logEntryOf(userId: number, jobId: string) {
  const { listMailLog } = await import('#features/mail/mail-log-store.ts');
  return pollUntil(
    async () => (await listMailLog(userId)).find((e) => e.job_id === jobId),
    (e) => e !== undefined && e.status !== 'retrying',
    { timeoutMs: 30_000, intervalMs: 250 },
  );
}

/** Puts a finished run back to its start, as if it had failed before recording any page. */
async function forgetProgress(period: string): Promise<void> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.digestRun(period),
      UpdateExpression: 'SET #status = :running, lease_until = :zero REMOVE #cursor',
      ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
      ExpressionAttributeValues: { ':running': 'running', ':zero': 0 },
    }),
  );
}

describe('digests', () => {
  // The digest goes out two hours from now (local time in ZONE), so the posts written now are in its window.
  const start = new Date(Math.ceil((Date.now() + 2 * HOUR) / MINUTE) * MINUTE);
  const local = localParts(start, ZONE);
  let reader: TestMember; // member of the private space
  let outsider: TestMember;
  let optedOut: TestMember;
  let publicPost: any;
  let privatePost: any;
  const privateToken = token('dg');
  // The run pages through every member of the test community; only ours are queued (the others are every other file's).
  const ours = () => [reader.userId, outsider.userId, optedOut.userId];

  beforeAll(async () => {
    const [open, closed] = await Promise.all([
      createSpace({ title: `Digest open ${token('dg')}`, privacy: 'public' }),
      createSpace({ title: `Digest closed ${token('dg')}`, privacy: 'private' }),
    ]);
    let author: TestMember;
    let commenters: TestMember[];
    [author, reader, outsider, optedOut, ...commenters] = await Promise.all([memberOf(open), memberOf(open), createMember(), createMember(), ...Array.from({ length: 5 }, () => memberOf(open))]);
    await Promise.all([author, reader, ...commenters].map((m) => addMember(closed.slug, m.userId)));
    [publicPost, privatePost] = await Promise.all([
      createFeed(author.auth, { space: open.slug, title: `Open talk ${token('dg')}`, message: 'Everyone **may** read this.' }),
      createFeed(author.auth, { space: closed.slug, title: `<b>Members</b> & friends ${privateToken}`, message: 'Only for <script>members</script>.' }),
    ]);
    // Both rank high among the day's posts of earlier files (a comment counts twice, a like once), the open one first.
    expect((await api('POST', `/feeds/${publicPost.id}/react`, { auth: reader.auth, body: { react_type: 'like' } })).status).toBe(200);
    await Promise.all(
      commenters.flatMap((c, i) =>
        [publicPost.id, privatePost.id, publicPost.id, privatePost.id].map(async (id, j) =>
          expect((await api('POST', `/feeds/${id}/comments`, { auth: c.auth, body: { comment: `Reply ${i}.${j}` } })).status).toBe(200),
        ),
      ),
    );
    const { saveMailPreferences } = await import('#features/mail/mail-preferences-store.ts');
    await saveMailPreferences(optedOut.userId, { digest_mail: 'no' });
    await save('PUT', '/settings', { timezone: ZONE, digest_frequency: 'daily' });
    await digestSettings({ digest_email_status: 'no', daily_digest_time: local.time });
  });

  afterAll(async () => {
    await save('POST', '/settings/reset', { keys: ['timezone', 'digest_frequency'] });
    await digestSettings({ digest_email_status: 'no', digest_mail_day: 'tue', daily_digest_time: '09:00' });
  });

  it('digest_email_status no, or digest_frequency never: no run at all', async () => {
    expect(await runDigestAt(new Date(start.getTime() + MINUTE))).toEqual({ period: null, status: 'off', queued: 0 });
    await save('PUT', '/settings', { digest_frequency: 'never' });
    await digestSettings({ digest_email_status: 'yes' });
    expect(await runDigestAt(new Date(start.getTime() + MINUTE))).toEqual({ period: null, status: 'off', queued: 0 });
    await save('PUT', '/settings', { digest_frequency: 'daily' });
  });

  it('daily: due at daily_digest_time in the site zone only; resumed after stopping midway; a retried run sends each member one digest', async () => {
    const period = `daily:${local.date}`;
    // An hour early it is yesterday's period, and four hours late today's may no longer begin.
    expect((await runDigestAt(new Date(start.getTime() - HOUR))).status).toBe('not_due');
    expect(await runDigestAt(new Date(start.getTime() + 4 * HOUR))).toMatchObject({ period, status: 'not_due', queued: 0 });

    const at = new Date(start.getTime() + MINUTE);
    // Stopped after one page of two members (the oldest: none of ours): the cursor is kept.
    expect(await runDigestAt(at, { page_size: 2, max_pages: 1, user_ids: ours() })).toMatchObject({ period, status: 'partial' });
    // Retried twice at once: one resumes and finishes it, the other finds it held or done; ours are queued once.
    const both: DigestRunResult[] = await Promise.all([runDigestAt(at, { user_ids: ours() }), runDigestAt(at, { user_ids: ours() })]);
    expect(both.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['finished']));
    expect(both.filter((r) => r.status === 'finished')).toHaveLength(1);
    expect(both.every((r) => ['finished', 'busy', 'done'].includes(r.status))).toBe(true);
    expect(both.reduce((n, r) => n + r.queued, 0)).toBe(ours().length);
    expect(await runDigestAt(at)).toEqual({ period, status: 'done', queued: 0 });

    // The member of the private space: both posts, the busier first, member content escaped, links to the posts.
    const mine = await waitForMail(reader.email, isDigest);
    expect(mine.subject).toContain('daily digest');
    const html = mine.body.html ?? '';
    const text = mine.body.text ?? '';
    expect(text.indexOf(publicPost.title)).toBeGreaterThan(-1);
    expect(text.indexOf(publicPost.title)).toBeLessThan(text.indexOf(privatePost.title));
    expect(text).toContain('1 reaction');
    expect(html).toContain('&lt;b&gt;Members&lt;/b&gt; &amp; friends');
    expect(html).not.toContain('<b>Members</b>');
    expect(html).not.toContain('<script>');
    expect(text).toContain(publicPost.permalink);

    // The outsider: the open posts, never the private space's.
    const theirs = await waitForMail(outsider.email, isDigest);
    expect(theirs.body.text).toContain(publicPost.title);
    expect(theirs.body.text).not.toContain(privatePost.title);
    expect(theirs.body.html).not.toContain(privateToken);

    // The member who opted out: none (the log says why).
    expect(await logEntryOf(optedOut.userId, `digest:${period}:${optedOut.userId}`)).toMatchObject({ status: 'skipped' });
    expect(await digestsTo(optedOut)).toEqual([]);

    // Each got one, whatever the retries queued.
    await logEntryOf(reader.userId, `digest:${period}:${reader.userId}`);
    expect(await digestsTo(reader)).toHaveLength(1);
    expect(await digestsTo(outsider)).toHaveLength(1);

    // A run that lost its cursor (it failed between queuing pages and recording them) queues every job again: none is sent twice.
    await forgetProgress(period);
    expect(await runDigestAt(at, { user_ids: ours() })).toMatchObject({ period, status: 'finished', queued: ours().length });
    // A marker mail queued after the jobs: once it is there, the jobs queued before it have been handled.
    expect((await api('POST', '/email/test', { auth: adminAuth, body: { to: reader.email } })).status).toBe(200);
    await waitForMail(reader.email, (m) => !isDigest(m));
    expect(await digestsTo(reader)).toHaveLength(1);
    expect(await digestsTo(outsider)).toHaveLength(1);
  });

  it('weekly: on digest_mail_day only, at the time, to a member with no digest yet', async () => {
    const fresh = await createMember();
    await save('PUT', '/settings', { digest_frequency: 'weekly' });
    await digestSettings({ digest_mail_day: local.weekday });
    // The day before is last week's period, long past; the day after is this week's, too late to begin.
    expect((await runDigestAt(new Date(start.getTime() - 24 * HOUR))).status).toBe('not_due');
    expect((await runDigestAt(new Date(start.getTime() + 24 * HOUR))).status).toBe('not_due');
    const run = await runDigestAt(new Date(start.getTime() + MINUTE), { user_ids: [...ours(), fresh.userId] });
    expect(run).toMatchObject({ status: 'finished', queued: ours().length + 1 });
    expect(run.period).toMatch(/^weekly:\d{4}-W\d{2}$/);
    const weekly = await waitForMail(fresh.email, isDigest);
    expect(weekly.subject).toContain('weekly digest');
    expect(weekly.body.text).toContain(publicPost.title);
    // The daily digest's members had theirs for this window already: nothing new for them.
    expect(await logEntryOf(reader.userId, `digest:${run.period}:${reader.userId}`)).toMatchObject({ status: 'skipped' });
    expect(await digestsTo(reader)).toHaveLength(1);
  });
});
