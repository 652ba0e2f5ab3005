/**
 * Sending through Amazon SES v2 (the local stand-in through SES_ENDPOINT): one SendEmail per
 * mail, Simple content with its headers (List-Unsubscribe...), in the configuration set whose
 * bounce and complaint events come back (lib/). The one file that calls SES.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '#platform/config.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

const ses = registeredClient(new SESv2Client({ region: config.AWS_REGION, ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT } : {}) }));

export interface OutgoingMail {
  from: string;
  replyTo: string[];
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Array<{ name: string; value: string }>;
}

/** Errors SES answers that will not change on a retry (a bad address, a message refused). */
const PERMANENT = new Set(['BadRequestException', 'MessageRejected', 'MailFromDomainNotVerifiedException', 'NotFoundException', 'AccountSuspendedException', 'SendingPausedException']);

export const isPermanentSendError = (e: unknown): boolean => PERMANENT.has((e as Error).name);

/** Answers SES's message id. */
export async function sendMail(mail: OutgoingMail): Promise<string> {
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: mail.from,
      ReplyToAddresses: mail.replyTo,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          ...(mail.headers.length > 0 ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
        },
      },
      ...(config.SES_CONFIGURATION_SET ? { ConfigurationSetName: config.SES_CONFIGURATION_SET } : {}),
    }),
  );
  return out.MessageId ?? '';
}
