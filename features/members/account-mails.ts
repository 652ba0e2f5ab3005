/**
 * The account mails (docs/identity.md "Account mail"), rendered by the mail function when their job
 * is sent (functions/mail/renderers.ts registers ACCOUNT_MAILS). All transactional: no list, so no
 * unsubscribe link, and an address marked undeliverable still gets them.
 *
 * A link's secret is made here, at send time, and only its digest is stored (account-links.ts), so
 * no secret travels through the table's stream or the queue. A reset request names an email or
 * a username; the account is looked up here, so the request's answer tells nothing.
 */
import type { MailJob } from '#features/mail/mail-jobs.ts';
import type { MailContext, RenderedMail, Renderer } from '#features/mail/mail-content.ts';
import { button, formatMailDate, html, type SafeHtml } from '#features/mail/mail-html.ts';
import { getLoginAccount } from '#features/members/account-store.ts';
import { getProfile } from '#features/members/member-store.ts';
import type { MemberProfile } from '#features/members/members.ts';
import { USERNAME_PATTERN } from '#features/members/accounts.ts';
import { ACCOUNT_MAIL_KINDS } from '#features/members/account-mail-jobs.ts';
import { countResetMail } from '#features/members/account-mail-limits.ts';
import { claimMailCooldown, storeTokenDigest, userIdByEmail } from '#features/members/account-token-store.ts';
import { TOKEN_LIFETIME_SECONDS, accountLink, linkToken, newSecret, type AccountTokenPurpose } from '#features/members/account-links.ts';

/** One reset mail per account per minute, however many requests (two at once send one mail). */
const RESET_COOLDOWN_SECONDS = 60;

type Skip = { skip: string };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A mail's parts, written once for both bodies: paragraphs, an optional button, closing lines. */
interface Parts {
  to: string;
  userId: number | null;
  subject: string;
  greeting: string;
  lines: string[];
  action?: { href: string; label: string };
  after?: string[];
}

function compose(p: Parts): RenderedMail {
  const paragraphs = (lines: string[]): SafeHtml[] => lines.map((l) => html`<p>${l}</p>`);
  const body = html`<p>${p.greeting}</p>${paragraphs(p.lines)}${p.action ? button(p.action.href, p.action.label) : ''}${paragraphs(p.after ?? [])}`;
  const text = [p.greeting, ...p.lines, ...(p.action ? [`${p.action.label}: ${p.action.href}`] : []), ...(p.after ?? [])].join('\n\n');
  return { to: p.to, user_id: p.userId, subject: p.subject, html: body, text };
}

const hello = (profile: MemberProfile): string => `Hello ${profile.display_name},`;
const until = (expiresAt: number, ctx: MailContext): string => formatMailDate(new Date(expiresAt * 1000).toISOString(), ctx.site.timeZone);

/** The member a job names, active or pending (a suspended account gets no account mail). */
async function recipient(userId: number | undefined): Promise<MemberProfile | Skip> {
  const profile = userId === undefined ? null : await getProfile(userId, { consistent: true });
  if (!profile) return { skip: 'no such account' };
  if (profile.status === 'suspended') return { skip: 'account suspended' };
  return profile;
}

/** The account a reset request names: an email address (its marker) or a username. */
async function accountOf(identifier: string | undefined): Promise<number | undefined> {
  if (!identifier) return undefined;
  if (identifier.includes('@')) return (await userIdByEmail(identifier)) ?? undefined;
  if (!USERNAME_PATTERN.test(identifier)) return undefined;
  return (await getLoginAccount(identifier))?.user_id;
}

/** A new secret for the job's link, its digest stored; the link, or a skip when it was used meanwhile. */
async function freshLink(
  job: MailJob,
  purpose: AccountTokenPurpose,
  profile: MemberProfile,
  ctx: MailContext,
  newEmail?: string,
): Promise<{ link: string; expiresAt: number } | Skip> {
  const tokenId = str(job.data['request_id']);
  if (!tokenId) return { skip: 'malformed job: no request_id' };
  const { secret, digest } = newSecret();
  const { stored, expiresAt } = await storeTokenDigest(
    { token_id: tokenId, purpose, user_id: profile.user_id, token_digest: digest, ...(newEmail ? { new_email: newEmail } : {}) },
    TOKEN_LIFETIME_SECONDS[purpose],
    ctx.now,
  );
  if (!stored) return { skip: 'link already used' };
  return { link: accountLink(purpose, linkToken(tokenId, secret)), expiresAt };
}

const isSkip = (v: unknown): v is Skip => typeof v === 'object' && v !== null && 'skip' in v;

const passwordReset: Renderer = async (job, ctx) => {
  const byAdministrator = job.data['by_administrator'] === true;
  const profile = await recipient(job.to_user_id ?? (await accountOf(str(job.data['identifier']))));
  if (isSkip(profile)) return profile;
  const requestId = str(job.data['request_id']) ?? job.job_id;
  if (!(await claimMailCooldown(profile.user_id, ACCOUNT_MAIL_KINDS.passwordReset, requestId, RESET_COOLDOWN_SECONDS, ctx.now))) {
    return { skip: 'a reset link was mailed less than a minute ago' };
  }
  if (!byAdministrator && !(await countResetMail(profile.user_id, ctx.now))) return { skip: 'too many reset links for this account this hour' };
  const link = await freshLink(job, 'password_reset', profile, ctx);
  if (isSkip(link)) return link;
  return compose({
    to: profile.email,
    userId: profile.user_id,
    subject: `Reset your password on ${ctx.site.name}`,
    greeting: hello(profile),
    lines: [
      byAdministrator
        ? `An administrator of ${ctx.site.name} has sent you a link to choose a new password for your account ${profile.username}.`
        : `Someone asked to reset the password of your account ${profile.username} on ${ctx.site.name}.`,
      `The link works once, until ${until(link.expiresAt, ctx)}.`,
    ],
    action: { href: link.link, label: 'Choose a new password' },
    after: ['If you did not ask for it, ignore this mail: your password stays as it is.'],
  });
};

const passwordChanged: Renderer = async (job, ctx) => {
  const profile = await recipient(job.to_user_id);
  if (isSkip(profile)) return profile;
  const at = str(job.data['at']) ?? ctx.now.toISOString();
  const how = job.data['via'] === 'reset' ? 'with a reset link' : 'from your account';
  return compose({
    to: profile.email,
    userId: profile.user_id,
    subject: `Your password on ${ctx.site.name} was changed`,
    greeting: hello(profile),
    lines: [`The password of your account ${profile.username} was changed ${how} on ${formatMailDate(at, ctx.site.timeZone)}. Apps signed in with a token have to sign in again.`],
    after: ['If this was not you, ask for a reset link at once, check your application passwords (they keep working) and tell an administrator.'],
  });
};

const emailChangeConfirm: Renderer = async (job, ctx) => {
  const profile = await recipient(num(job.data['user_id']));
  if (isSkip(profile)) return profile;
  const newEmail = str(job.data['new_email']);
  if (!newEmail || !job.to_address) return { skip: 'malformed job: no new address' };
  const link = await freshLink(job, 'email_change', profile, ctx, newEmail);
  if (isSkip(link)) return link;
  return compose({
    to: job.to_address,
    userId: profile.user_id,
    subject: `Confirm your new email address on ${ctx.site.name}`,
    greeting: hello(profile),
    lines: [`You asked to use this address for your account ${profile.username} on ${ctx.site.name}. It takes effect once you confirm it, until ${until(link.expiresAt, ctx)}.`],
    action: { href: link.link, label: 'Confirm this address' },
    after: ['If you did not ask for it, ignore this mail: nothing changes.'],
  });
};

const emailChangeNotice: Renderer = async (job, ctx) => {
  const profile = await recipient(num(job.data['user_id']));
  if (isSkip(profile)) return profile;
  if (!job.to_address) return { skip: 'malformed job: no address' };
  return compose({
    to: job.to_address,
    userId: profile.user_id,
    subject: `A change of your email address on ${ctx.site.name}`,
    greeting: hello(profile),
    lines: [
      `Someone signed in to your account ${profile.username} on ${ctx.site.name} asked to change its email address to ${String(job.data['new_email'] ?? '')}.`,
      'The change takes effect only once it is confirmed from the new address.',
    ],
    after: ['If this was not you, change your password at once and tell an administrator.'],
  });
};

const emailVerification: Renderer = async (job, ctx) => {
  const profile = await recipient(job.to_user_id);
  if (isSkip(profile)) return profile;
  const login = await getLoginAccount(profile.username);
  if (login?.email_unverified !== true) return { skip: 'email already verified' };
  const link = await freshLink(job, 'email_verify', profile, ctx);
  if (isSkip(link)) return link;
  return compose({
    to: profile.email,
    userId: profile.user_id,
    subject: `Verify your email address on ${ctx.site.name}`,
    greeting: hello(profile),
    lines: [`Welcome to ${ctx.site.name}. Please confirm that this address is yours; until then you can sign in and read, but not post. The link works until ${until(link.expiresAt, ctx)}.`],
    action: { href: link.link, label: 'Verify my address' },
    after: ['If you did not sign up, ignore this mail.'],
  });
};

const registrationPending: Renderer = async (job, ctx) => {
  const profile = await getProfile(num(job.data['user_id']) ?? 0, { consistent: true });
  if (!profile) return { skip: 'no such account' };
  if (profile.status !== 'pending') return { skip: 'already reviewed' };
  if (!job.to_address) return { skip: 'malformed job: no address' };
  return compose({
    to: job.to_address,
    userId: null,
    subject: `New member awaiting approval on ${ctx.site.name}: ${profile.display_name}`,
    greeting: 'Hello,',
    lines: [
      `${profile.display_name} (${profile.username}, ${profile.email}) registered on ${ctx.site.name} on ${formatMailDate(profile.created_at, ctx.site.timeZone)} and awaits approval.`,
      `Approve the account by setting its status to active (PUT /members/${profile.user_id}), or leave it pending.`,
    ],
  });
};

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

export const ACCOUNT_MAILS: Record<string, Renderer> = {
  [ACCOUNT_MAIL_KINDS.passwordReset]: passwordReset,
  [ACCOUNT_MAIL_KINDS.passwordChanged]: passwordChanged,
  [ACCOUNT_MAIL_KINDS.emailChangeConfirm]: emailChangeConfirm,
  [ACCOUNT_MAIL_KINDS.emailChangeNotice]: emailChangeNotice,
  [ACCOUNT_MAIL_KINDS.emailVerification]: emailVerification,
  [ACCOUNT_MAIL_KINDS.registrationPending]: registrationPending,
};
