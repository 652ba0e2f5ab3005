/** Mail markup (features/mail/mail-html.ts, mail-layout.ts): member content never reaches a mail unescaped. */
import { describe, expect, it } from 'vitest';
import { button, formatMailDate, html, SafeHtml } from '#features/mail/mail-html.ts';
import { mailRetryDelaySeconds } from '#features/mail/mail-dispatch.ts';
import { isPermanentSendError } from '#features/mail/mail-sender.ts';

describe('html``', () => {
  it('escapes every interpolated value, but not markup it built itself', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    const inner = html`<b>${name}</b>`;
    expect(String(inner)).toBe('<b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</b>');
    expect(String(html`<p>${inner}</p>`)).toBe(`<p>${String(inner)}</p>`);
    expect(String(html`<ul>${['<a>', html`<li>ok</li>`]}</ul>`)).toBe('<ul>&lt;a&gt;<li>ok</li></ul>');
    expect(String(html`${null}${undefined}${false}${0}`)).toBe('0');
  });

  it('does not take a plain string for markup', () => {
    const forged = '<img src=x onerror=alert(1)>' as unknown as SafeHtml;
    expect(String(html`${forged}`)).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links only http(s) addresses in a button', () => {
    expect(String(button('javascript:alert(1)', 'Go'))).not.toContain('href');
    expect(String(button('https://example.test/a?b=1&c="2"', 'Go'))).toContain('href="https://example.test/a?b=1&amp;c=&quot;2&quot;"');
  });
});

describe('mail dates and retries', () => {
  it('shows dates in the site time zone', () => {
    expect(formatMailDate('2026-11-28T23:30:00Z', 'Europe/Berlin')).toBe('29 Nov 2026, 00:30');
    expect(formatMailDate('2026-11-28T23:30:00Z', 'Not/AZone')).toBe('28 Nov 2026, 23:30');
    expect(formatMailDate('not a date', 'UTC')).toBe('');
  });

  it('backs off by doubling, capped at SQS 15 minutes, and retries only what may pass', () => {
    expect([1, 2, 3, 4].map((a) => mailRetryDelaySeconds(a, 60))).toEqual([60, 120, 240, 480]);
    expect(mailRetryDelaySeconds(10, 60)).toBe(900);
    expect(isPermanentSendError(Object.assign(new Error('bad'), { name: 'MessageRejected' }))).toBe(true);
    expect(isPermanentSendError(Object.assign(new Error('slow'), { name: 'TooManyRequestsException' }))).toBe(false);
  });
});
