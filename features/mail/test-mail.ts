/** The administrator's test mail (POST /email/test): checks the sender, the layout and SES end to end. */
import type { Renderer } from './mail-content.ts';
import { html } from './mail-html.ts';

export const renderTestMail: Renderer = async (job, ctx) => {
  const to = job.to_address;
  if (!to) return { skip: 'no address' };
  return {
    to,
    user_id: typeof job.data['requested_by'] === 'number' ? job.data['requested_by'] : null,
    subject: `Test email from ${ctx.site.name}`,
    html: html`<p>This is a test email from ${ctx.site.name}. If you can read it, mail leaves the community as it should.</p>`,
    text: `This is a test email from ${ctx.site.name}. If you can read it, mail leaves the community as it should.`,
  };
};

export const CORE_MAILS = { email_test: renderTestMail };
