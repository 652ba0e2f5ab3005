/**
 * A member's email notification preferences (docs/notifications.md, "Email preferences"): the
 * original's GET and POST /profile/{username}/notification-preferences. Read by the member or an
 * administrator, saved by the member alone. The four mail switches govern mail (notification mail
 * here, the digest's `digest_mail`); `message_email_frequency` governs chat's unread-message mail
 * (`disabled`: off; the frequencies are not told apart, docs/chat.md); `space_prefs` is kept and
 * shown for clients: this API mails no space posts yet.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { ForbiddenError, InvalidParamError } from '#platform/core/errors.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { loadMailContext } from '#features/mail/mail-content.ts';
import { effectivePreference, type MailPreferences } from '#features/mail/mail-preferences.ts';
import { getMailPreferences, saveMailPreferences } from '#features/mail/mail-preferences-store.ts';
import { findMember } from '#features/members/profile-access.ts';
import { MemberNotFoundError } from '#features/members/members.ts';
import { readSidebar } from '#features/spaces/space-group-store.ts';
import { memberSpaceIds, toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import {
  DAY_NAMES, GLOBAL_SWITCHES, OTHER_SPACES_GROUP, type FrequencyChoice, type PreferencesInput, type SpacePref,
} from '#features/notifications/notification-preferences.ts';

async function memberOf(username: string): Promise<number> {
  const { profile } = await findMember(username);
  if (!profile) throw new MemberNotFoundError();
  return profile.user_id;
}

/** What the page reads knowing the member's id, in one round: their choices, the site's mail settings, their spaces' ids and the sidebar. */
const pageReads = (userId: number) => Promise.all([getMailPreferences(userId), loadMailContext(), memberSpaceIds(userId), readSidebar()]);

/**
 * The member's id and the page's first round: the caller's own at once; another's (administrators
 * only) beside the profile's read (profile-access.ts findMember), which a refusal leaves unread.
 */
async function openPreferences(username: string, caller: Caller) {
  if (caller.username.toLowerCase() === username.toLowerCase()) return { userId: caller.userId, reads: await pageReads(caller.userId) };
  const found = await findMember(username, isAdmin(caller) ? pageReads : undefined);
  if (!found.profile) throw new MemberNotFoundError();
  const reads = await found.ahead;
  if (!reads) throw new ForbiddenError('You may only see your own notification preferences.');
  return { userId: found.profile.user_id, reads };
}

/** The spaces (not courses) the member is an active member of, grouped as the sidebar groups them (serial order); the rest under "Other Spaces". */
async function spaceGroupsOf(userId: number, prefs: MailPreferences, ids: number[], sidebar: Awaited<ReturnType<typeof readSidebar>>) {
  if (ids.length === 0) return [];
  const found = await batchGet(ids.flatMap((id) => [keys.space(id), keys.spaceMember(id, userId)]));
  const spaces = ids.flatMap((id): SpaceRecord[] => {
    const space = found.get(itemKeyOf(keys.space(id)));
    const membership = found.get(itemKeyOf(keys.spaceMember(id, userId)));
    if (!space || !membership || toMembership(membership).status !== 'active') return [];
    const s = toSpace(space);
    return s.type === 'course' ? [] : [s];
  });
  const row = (s: SpaceRecord) => ({ id: s.id, title: s.title, slug: s.slug, pref: (prefs.space_prefs?.[String(s.id)] ?? '') as SpacePref | '' });
  const groups = [...sidebar.groups].sort((a, b) => a.serial - b.serial || a.id - b.id);
  const grouped = groups.flatMap((g) => {
    const mine = spaces.filter((s) => s.group_id === g.id).sort((a, b) => a.serial - b.serial || a.id - b.id);
    return mine.length > 0 ? [{ id: g.id as number | typeof OTHER_SPACES_GROUP, title: g.title, spaces: mine.map(row) }] : [];
  });
  const known = new Set(groups.map((g) => g.id));
  const others = spaces.filter((s) => !known.has(s.group_id)).sort((a, b) => a.title.localeCompare(b.title));
  return others.length > 0 ? [...grouped, { id: OTHER_SPACES_GROUP, title: 'Other Spaces', spaces: others.map(row) }] : grouped;
}

/** GET: the member's choices with the site's defaults filled in, their spaces by group, and the digest's day. */
export async function preferencesOf(username: string, caller: Caller) {
  const { userId, reads: [prefs, ctx, spaceIds, sidebar] } = await openPreferences(username, caller);
  const globals = Object.fromEntries(GLOBAL_SWITCHES.map((k) => [k, effectivePreference(prefs, k, ctx) ? 'yes' : 'no'])) as Record<(typeof GLOBAL_SWITCHES)[number], 'yes' | 'no'>;
  return {
    user_globals: { ...globals, message_email_frequency: (prefs.message_email_frequency ?? 'default') as FrequencyChoice },
    spaceGroups: await spaceGroupsOf(userId, prefs, spaceIds, sidebar),
    space_prefs: prefs.space_prefs ?? {},
    digestEmailDay: DAY_NAMES[ctx.email.digest_mail_day] ?? ctx.email.digest_mail_day,
    // No private messages here (the messaging group is kept for clients): never mailed.
    default_messaging_email_frequency: 'no',
    // No CRM here: no subscription status to show.
    crm_email_status: null,
  };
}

/** The stored preferences after `input`: given switches replace, `default` and an empty space choice remove. */
function merged(before: MailPreferences, input: PreferencesInput): MailPreferences {
  const { updated_at: _at, ...after } = before;
  const g = input.user_globals ?? {};
  for (const k of GLOBAL_SWITCHES) if (g[k] !== undefined) after[k] = g[k];
  if (g.message_email_frequency === 'default') delete after.message_email_frequency;
  else if (g.message_email_frequency !== undefined) after.message_email_frequency = g.message_email_frequency;
  if (input.space_prefs) {
    const spaces = { ...(after.space_prefs ?? {}) };
    for (const [id, pref] of Object.entries(input.space_prefs)) {
      if (pref === '') delete spaces[id];
      else spaces[id] = pref;
    }
    after.space_prefs = spaces;
  }
  return after;
}

/** POST: the member saves their own choices (not even an administrator saves another's). */
export async function savePreferences(username: string, input: PreferencesInput, caller: Caller) {
  const userId = await memberOf(username);
  if (userId !== caller.userId) throw new ForbiddenError('You may only change your own notification preferences.');
  // A choice is kept for a space the member belongs to (so the item stays as small as their memberships).
  const chosen = Object.entries(input.space_prefs ?? {}).filter(([, pref]) => pref !== '').map(([id]) => id);
  if (chosen.length > 0) {
    const mine = new Set((await memberSpaceIds(userId)).map(String));
    const foreign = chosen.filter((id) => !mine.has(id));
    if (foreign.length > 0) throw new InvalidParamError(foreign.map((id) => ({ path: `space_prefs.${id}`, message: 'is not a space you are a member of' })));
  }
  const prefs = merged(await getMailPreferences(userId), input);
  await saveMailPreferences(userId, prefs);
  return { prefs, message: 'Email Notification preferences have been updated' };
}
