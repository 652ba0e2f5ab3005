/**
 * The invitation mail (docs/invitations.md), rendered by the mail function (functions/mail/renderers.ts).
 * The token is made here, at send time, and only its digest is stored, with a write guarded by the
 * send the job belongs to: a token never travels through the stream or the queue, and a job of an
 * earlier send (resent since), a revoked or an accepted invitation sends nothing.
 * It is on the `invitations` list: it carries the one-click unsubscribe link, and an address that
 * unsubscribed or bounced gets none (the mail function logs it `suppressed`).
 */
import type { MailContext, Renderer } from '#features/mail/mail-content.ts';
import { button, formatMailDate, html } from '#features/mail/mail-html.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { getProfile } from '#features/members/member-store.ts';
import { getInvitation, setSendToken } from '#features/spaces/invitation-store.ts';
import { INVITATION_MAIL_KIND, invitationLink, invitationState, newInvitationToken } from '#features/spaces/invitations.ts';
import { getSpace } from '#features/spaces/space-store.ts';

/** One line of plain text (a subject). */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

async function renderInvitation(job: MailJob, ctx: MailContext) {
  const id = Number(job.data['invitation_id']);
  const sendSeq = Number(job.data['send_seq']);
  if (!job.to_address) return { skip: 'no address' };
  const inv = await getInvitation(id, { consistent: true });
  if (!inv) return { skip: 'invitation revoked' };
  if (inv.send_seq !== sendSeq) return { skip: 'invitation resent since' };
  if (inv.status !== 'pending') return { skip: 'invitation accepted' };
  if (invitationState(inv, ctx.now) === 'expired') return { skip: 'invitation expired' };
  const [space, inviter] = await Promise.all([getSpace(inv.space_id), getProfile(inv.created_by)]);
  if (!space) return { skip: 'space deleted' };
  const { token, digest } = newInvitationToken(inv.id);
  if (!(await setSendToken(inv.id, sendSeq, digest, ctx.now.toISOString()))) return { skip: 'invitation revoked, accepted or resent meanwhile' };

  const link = invitationLink(token);
  const who = inviter?.display_name || inviter?.username || ctx.site.name;
  const until = formatMailDate(inv.expires_at, ctx.site.timeZone);
  const greeting = inv.invitee_name ? `Hello ${inv.invitee_name},` : 'Hello,';
  return {
    to: job.to_address,
    user_id: null,
    subject: oneLine(`${who} invited you to join ${space.title} on ${ctx.site.name}`),
    html: html`<p>${greeting}</p>
<p><strong>${who}</strong> invited you to join <strong>${space.title}</strong> on ${ctx.site.name}.</p>
${space.description ? html`<blockquote>${space.description}</blockquote>` : ''}
<p>${button(link, 'Accept the invitation')}</p>
<p>The invitation is valid until ${until}. If you did not expect it, you can ignore this mail.</p>`,
    text: [
      greeting,
      '',
      `${who} invited you to join ${space.title} on ${ctx.site.name}.`,
      ...(space.description ? ['', space.description] : []),
      '',
      `Accept the invitation: ${link}`,
      '',
      `The invitation is valid until ${until}. If you did not expect it, you can ignore this mail.`,
    ].join('\n'),
    list: 'invitations' as const,
  };
}

export const INVITATION_MAILS: Record<string, Renderer> = { [INVITATION_MAIL_KIND]: renderInvitation };
