// STUB of the lead's mail core (contract.md); removed when main's core is merged.
import type { SafeHtml } from './mail-html.ts';
import type { MailJob } from './mail-jobs.ts';
export type MailList = 'com_my_post_mail' | 'reply_my_com_mail' | 'mention_mail' | 'digest_mail' | 'invitations';
export interface RenderedMail { to: string; user_id: number | null; subject: string; html: SafeHtml; text: string; list?: MailList }
export type EmailSettings = Record<string, string>;
export interface MailContext { now: Date; site: { name: string; url: string; timeZone: string; adminEmail: string }; email: EmailSettings; enableEmailNotifications: boolean; digestFrequency: string }
export type Renderer = (job: MailJob, ctx: MailContext) => Promise<RenderedMail | { skip: string }>;
