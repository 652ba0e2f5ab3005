/**
 * Every mail's frame follows the email settings (docs/email.md "Templates"): the sender
 * (send_from_name/send_from_email, the registry's from_name/from_email), reply_to_name/reply_to_email,
 * the logo (else the site's logo_url), the email_footer with its placeholders (escaped), and the
 * powered-by line unless disable_powered_by. Site-wide: listed in SITE_WIDE, settings put back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { waitForMail } from '../../support/mail.ts';

let before: Record<string, unknown>;
let siteBefore: { logo_url: unknown };

const testMail = async () => {
  const to = `${token('layout')}@example.test`;
  expect((await api('POST', '/email/test', { auth: adminAuth, body: { to } })).status).toBe(200);
  return waitForMail(to);
};

beforeAll(async () => {
  before = (await api('GET', '/admin/email-settings', { auth: adminAuth })).body.email_settings;
  siteBefore = { logo_url: (await api('GET', '/settings/logo_url', { auth: adminAuth })).body.data.value };
});

afterAll(async () => {
  const { global_logo: _shown, ...restore } = before;
  await api('POST', '/admin/email-settings', { auth: adminAuth, body: { email_settings: restore } });
  await api('PUT', '/settings', { auth: adminAuth, body: siteBefore });
});

describe('the mail layout', () => {
  it('takes the sender, reply-to, logo and footer from the email settings, escaped, and drops the powered-by line when asked', async () => {
    const saved = await api('POST', '/admin/email-settings', {
      auth: adminAuth,
      body: {
        email_settings: {
          send_from_name: 'Ünïty Team',
          send_from_email: 'hello@example.test',
          reply_to_name: 'Support',
          reply_to_email: 'support@example.test',
          logo: 'https://cdn.example.test/mail-logo.png',
          email_footer: 'Sent by {{site_name_with_url}} <b>bold?</b> {{manage_email_notification_url|Change what we send}}',
          disable_powered_by: 'yes',
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The sender is the registry's from_name / from_email too (one value).
    expect((await api('GET', '/settings/from_email', { auth: adminAuth })).body.data.value).toBe('hello@example.test');
    const mail = await testMail();
    expect(mail.from).toContain('hello@example.test');
    expect(mail.from).toContain(`=?UTF-8?B?${Buffer.from('Ünïty Team').toString('base64')}?=`);
    expect(mail.replyTo).toEqual(['"Support" <support@example.test>']);
    const html = mail.body.html ?? '';
    expect(html).toContain('<img src="https://cdn.example.test/mail-logo.png"');
    expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt;');
    expect(html).not.toContain('<b>bold?</b>');
    expect(html).toMatch(/<a href="http[^"]+\/notification-preferences">Change what we send<\/a>/);
    expect(mail.body.text).toMatch(/Sent by .+ \(http[^)]+\) <b>bold\?<\/b> Change what we send: http\S+\/notification-preferences/);
    expect(html).not.toContain('Sent by the community platform.');
  });

  it('falls back to the site logo_url, the configured sender address and the powered-by line', async () => {
    await api('PUT', '/settings', { auth: adminAuth, body: { logo_url: 'https://cdn.example.test/site-logo.png' } });
    const saved = await api('POST', '/admin/email-settings', {
      auth: adminAuth,
      body: { email_settings: { send_from_email: '', reply_to_email: '', logo: '', disable_powered_by: 'no', email_footer: 'Plain footer' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mail = await testMail();
    expect(mail.from).toContain('no-reply@localhost.localdomain');
    expect(mail.replyTo).toEqual([]);
    expect(mail.body.html).toContain('<img src="https://cdn.example.test/site-logo.png"');
    expect(mail.body.html).toContain('Sent by the community platform.');
    expect(mail.body.text).toContain('Plain footer');
  });
});
