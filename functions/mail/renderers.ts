/**
 * Every mail kind and the renderer that builds it, one line per feature that mails (docs/email.md).
 * A job of a kind not listed here is dead-lettered.
 */
import type { Renderer } from '#features/mail/mail-content.ts';
import { CORE_MAILS } from '#features/mail/test-mail.ts';
import { DIGEST_MAILS } from '#features/digests/digest-mail.ts';
import { ACCOUNT_MAILS } from '#features/members/account-mails.ts';
import { INVITATION_MAILS } from '#features/spaces/invitation-mail.ts';
import { NOTIFICATION_MAILS } from '#features/notifications/notification-mail-service.ts';
import { CHAT_MAILS } from '#features/chat/chat-mail-service.ts';

export const RENDERERS: Readonly<Record<string, Renderer>> = {
  ...CORE_MAILS,
  ...ACCOUNT_MAILS,
  ...INVITATION_MAILS,
  ...NOTIFICATION_MAILS,
  ...DIGEST_MAILS,
  ...CHAT_MAILS,
};
