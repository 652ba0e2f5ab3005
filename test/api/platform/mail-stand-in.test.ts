/**
 * The SES v2 stand-in of the local stack (contract item 8): the SES client, pointed at SES_ENDPOINT
 * as the service's will be, sends to it, and every mail sent is listed by `GET /store` there.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, inject, it } from 'vitest';
import { token } from '../../support/identity.ts';
import { mailTo } from '../../support/mail.ts';

describe('the SES stand-in', () => {
  it('listens on loopback and lists what the SES v2 client sends, with its parts and addresses', async () => {
    const { endpoint } = inject('mail');
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const to = `${token('mail')}@example.com`;
    const ses = new SESv2Client({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const sent = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'Community <community@example.com>',
        Destination: { ToAddresses: [to] },
        ReplyToAddresses: ['help@example.com'],
        Content: { Simple: { Subject: { Data: 'Welcome' }, Body: { Text: { Data: 'Hello in text' }, Html: { Data: '<p>Hello in HTML</p>' } } } },
      }),
    );
    expect(sent.MessageId).toBeTruthy();
    const [mail, ...more] = await mailTo(to);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ messageId: sent.MessageId, subject: 'Welcome', replyTo: ['help@example.com'], body: { text: 'Hello in text', html: '<p>Hello in HTML</p>' } });
    expect(mail?.from).toContain('community@example.com');
  });
});
