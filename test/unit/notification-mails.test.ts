/** Notification mail's pure rules (features/notifications/notification-mails.ts; docs/notifications.md, "Notification mail"). */
import { describe, expect, it } from 'vitest';
import { excerpt, jobDelaySeconds, mailListOf, notificationMailContent, notificationMailJob } from '#features/notifications/notification-mails.ts';

describe('notification mail rules', () => {
  it('maps the mailed actions to their lists, and nothing else', () => {
    expect(mailListOf('comment_added')).toBe('com_my_post_mail');
    expect(mailListOf('child_comment_added')).toBe('reply_my_com_mail');
    expect(mailListOf('mention_added')).toBe('mention_mail');
    expect(mailListOf('feed/mentioned')).toBe('mention_mail');
    for (const action of ['feed/react_added', 'space_feed/created', 'user/followed', 'moderation/report_added'] as const) expect(mailListOf(action)).toBeNull();
  });

  it("names a window's job after its member, post, list and window, and waits until it closes", () => {
    expect(notificationMailJob(7, 42, 'mention_mail', 1_700_000_000_000)).toEqual({
      job_id: 'notify:7:42:mention_mail:1700000000000', kind: 'notification_mail', to_user_id: 7, data: { post_id: 42, list: 'mention_mail', window: 1_700_000_000_000 },
    });
    expect(jobDelaySeconds(10_000, 7_500)).toBe(4);
    expect(jobDelaySeconds(10_000, 12_000)).toBe(1);
  });

  it('cuts excerpts on one line', () => {
    expect(excerpt('a\n\n  b\tc')).toBe('a b c');
    expect(excerpt('x'.repeat(300))).toHaveLength(200);
    expect(excerpt('x'.repeat(300)).endsWith('…')).toBe(true);
  });

  it('escapes member content in the HTML part, keeps the subject on one line, dates in the given zone', () => {
    const mail = notificationMailContent({
      list: 'com_my_post_mail',
      recipient: 'Ann <script>',
      postTitle: 'Title\nwith "quotes"',
      permalink: 'https://example.com/portal/post/hello',
      items: [
        { actor: 'Bob <b>', at: '2026-11-28T09:05:00.000Z', text: '<img src=x onerror=alert(1)> & more' },
        { actor: 'Cy', at: '2026-11-28T23:30:00.000Z', text: 'second' },
      ],
      timeZone: 'Asia/Kolkata',
    });
    expect(mail.subject).toBe('2 new comments on your post "Title with "quotes""');
    expect(mail.html.value).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(mail.html.value).not.toContain('<img');
    expect(mail.html.value).toContain('Bob &lt;b&gt;');
    expect(mail.html.value).toContain('Ann &lt;script&gt;');
    expect(mail.html.value).toContain('href="https://example.com/portal/post/hello"');
    // 09:05 UTC is 14:35 in Kolkata; 23:30 UTC is the next day there.
    expect(mail.text).toContain('28 Nov 2026, 14:35');
    expect(mail.text).toContain('29 Nov 2026, 05:00');
    expect(mail.text).toContain('View the post: https://example.com/portal/post/hello');
  });
});
