/**
 * Every mail's frame (docs/email.md "Templates"): the email settings' sender and reply-to, the
 * logo, the footer with its placeholders, the powered-by line, and for non-transactional mail the
 * signed unsubscribe link and its RFC 8058 headers. HTML and text parts say the same.
 */
import { config } from '#platform/config.ts';
import type { MailContext, RenderedMail } from './mail-content.ts';
import { html, SafeHtml } from './mail-html.ts';
import type { OutgoingMail } from './mail-sender.ts';

/** A display name as a header allows it: no line breaks or quotes, RFC 2047 encoded when not ASCII. */
function displayName(name: string): string {
  const clean = name.replace(/[\r\n"\\]/g, ' ').trim().slice(0, 120);
  if (clean === '') return '';
  // eslint-disable-next-line no-control-regex
  return /^[\x20-\x7e]*$/.test(clean) ? `"${clean}"` : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

const mailbox = (name: string, address: string): string => {
  const shown = displayName(name);
  return shown ? `${shown} <${address}>` : address;
};

/** The footer's placeholders: `{{site_name_with_url}}` and `{{manage_email_notification_url|label}}`. */
function footer(ctx: MailContext, manageUrl: string): { html: SafeHtml; text: string } {
  const source = ctx.email.email_footer;
  const parts: SafeHtml[] = [];
  let text = '';
  let last = 0;
  for (const m of source.matchAll(/\{\{\s*(site_name_with_url|manage_email_notification_url)(?:\|([^}]*))?\s*\}\}/g)) {
    const before = source.slice(last, m.index);
    parts.push(html`${before}`);
    text += before;
    if (m[1] === 'site_name_with_url') {
      parts.push(html`<a href="${ctx.site.portalUrl}">${ctx.site.name}</a>`);
      text += `${ctx.site.name} (${ctx.site.portalUrl})`;
    } else {
      const label = (m[2] ?? '').trim() || 'Manage your email notifications';
      parts.push(html`<a href="${manageUrl}">${label}</a>`);
      text += `${label}: ${manageUrl}`;
    }
    last = (m.index ?? 0) + m[0].length;
  }
  const rest = source.slice(last);
  parts.push(html`${rest}`);
  text += rest;
  return { html: new SafeHtml(parts.map(String).join('').replace(/\n/g, '<br>')), text };
}

export interface LayoutLinks {
  /** The signed one-click unsubscribe address, for non-transactional mail. */
  unsubscribe?: string;
}

export function layoutMail(mail: RenderedMail, ctx: MailContext, links: LayoutLinks): OutgoingMail {
  const fromAddress = ctx.email.send_from_email || config.MAIL_FROM_ADDRESS;
  const replyTo = ctx.email.reply_to_email ? [mailbox(ctx.email.reply_to_name, ctx.email.reply_to_email)] : [];
  const logo = ctx.email.logo || ctx.site.logoUrl;
  const manageUrl = `${ctx.site.portalUrl}/notification-preferences`;
  const foot = footer(ctx, manageUrl);
  const poweredBy = ctx.email.disable_powered_by === 'yes' ? null : 'Sent by the community platform.';
  const subject = mail.subject.replace(/[\r\n]+/g, ' ').trim().slice(0, 250);
  const body = html`<!doctype html><html><head><meta charset="utf-8"><title>${subject}</title></head><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${/^https?:\/\//i.test(logo) ? html`<p><img src="${logo}" alt="${ctx.site.name}" style="max-height:48px"></p>` : html`<p style="font-weight:bold">${ctx.site.name}</p>`}
${mail.html}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${foot.html}</p>
${links.unsubscribe ? html`<p style="font-size:12px;color:#6b7280"><a href="${links.unsubscribe}">Unsubscribe</a> from these emails.</p>` : ''}
${poweredBy ? html`<p style="font-size:11px;color:#9ca3af">${poweredBy}</p>` : ''}
</div></body></html>`;
  const text = [mail.text.trim(), '--', foot.text, links.unsubscribe ? `Unsubscribe from these emails: ${links.unsubscribe}` : '', poweredBy ?? ''].filter((l) => l !== '').join('\n\n');
  return {
    from: mailbox(ctx.email.send_from_name, fromAddress),
    replyTo,
    to: mail.to,
    subject,
    html: String(body),
    text,
    headers: links.unsubscribe ? [{ name: 'List-Unsubscribe', value: `<${links.unsubscribe}>` }, { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }] : [],
  };
}

