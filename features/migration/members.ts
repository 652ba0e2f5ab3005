/**
 * The members chunk writer (docs/migration.md, "Mapping", "Members"): a legacy user becomes an
 * account with no password (login, email marker, profile, directory entries) in one transaction
 * with its mapping, or is linked to the account that already holds its email. Users without an
 * email are not migrated (their content goes to the placeholder). Counters are summed per chunk.
 */
import { newLoginPut } from '#features/members/account-store.ts';
import { keys } from '#platform/data/keys.ts';
import { isDeepStrictEqual } from 'node:util';
import { changedMemberItems, getProfile, newMemberItems } from '#features/members/member-store.ts';
import { mappingPut, readMappings, writeSkips, type MappingState } from '#features/migration/migration-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { claimUnique, incrementCounter, transact, type TransactItem } from '#platform/data/transactions.ts';
import { countFailure, countMigrated, countSkip, newOutcome, type ChunkContext, type ChunkWriter, type WriterOutcome } from '#features/migration/chunk-context.ts';
import { importImage } from '#features/migration/images.ts';
import { inLanes } from '#features/migration/lanes.ts';
import { inlineText, plainText } from '#features/migration/legacy-text.ts';
import { writeRow } from '#features/migration/row-write.ts';
import { emptyMeta, newProfile, type MemberProfile } from '#features/members/members.ts';
import { cleanText, displayNameOf, migratedTime, usernameCandidates, websiteOf } from '#features/migration/legacy-export/mapping.ts';
import type { MemberRow } from '#features/migration/legacy-export/chunks.ts';

const MAP_KIND = 'user';

/** Who holds the chunk's emails and wanted usernames already (one BatchGet per 100 keys), and the usernames of those accounts. */
async function existingHolders(rows: MemberRow[]): Promise<{ emailOwner: Map<string, { userId: number; username: string }>; takenLogins: Set<string> }> {
  const emailKeys = rows.map((r) => keys.unique('email', r.user.user_email.trim()));
  const loginKeys = rows.flatMap((r) => usernameCandidates(r.user.user_login, r.user.ID).map((u) => keys.loginAccount(u)));
  const found = await batchGet([...emailKeys, ...loginKeys], { consistent: true });
  const owners = new Map<string, number>();
  for (const r of rows) {
    const marker = found.get(itemKeyOf(keys.unique('email', r.user.user_email.trim())));
    if (marker) owners.set(r.user.user_email.trim().toLowerCase(), Number(marker['user_id']));
  }
  const profiles = owners.size > 0 ? await batchGet([...new Set(owners.values())].map((id) => keys.user(id)), { consistent: true }) : new Map();
  const emailOwner = new Map<string, { userId: number; username: string }>();
  for (const [email, userId] of owners) emailOwner.set(email, { userId, username: String(profiles.get(itemKeyOf(keys.user(userId)))?.['username'] ?? '') });
  const takenLogins = new Set(loginKeys.filter((k) => found.has(itemKeyOf(k))).map((k) => k.pk.slice('LOGIN#'.length)));
  return { emailOwner, takenLogins };
}

/** Links a legacy user to the account holding its email: the mapping alone; the account is left as it is. */
async function linkExisting(row: MemberRow, owner: { userId: number; username: string }, ctx: ChunkContext, outcome: WriterOutcome): Promise<void> {
  const result = await writeRow(ctx, [mappingPut(MAP_KIND, row.user.ID, owner.userId, ctx.run.id, ctx.now, { linked: true, ...(owner.username ? { username: owner.username } : {}) })], 0);
  countSkip(outcome, result === 'written' ? 'existing_account' : 'already_migrated');
}

/** The profile a legacy user becomes (pictures apart). */
function profileOf(row: MemberRow, userId: number, username: string, ctx: ChunkContext): MemberProfile {
  const { user, meta } = row;
  const created = migratedTime(user.user_registered, user.ID, ctx.run.started_at ?? ctx.now, ctx.run.options.preserve_dates);
  const displayName = displayNameOf(inlineText(user.display_name), meta.nickname === undefined ? undefined : inlineText(meta.nickname), username);
  const profile = newProfile({ username, email: user.user_email.trim(), display_name: displayName, role: 'member', status: 'active' }, userId, created);
  const first = cleanText(inlineText(meta.first_name ?? ''), 50);
  const last = cleanText(inlineText(meta.last_name ?? ''), 50);
  return {
    ...profile,
    ...(first ? { first_name: first } : {}),
    ...(last ? { last_name: last } : {}),
    short_description: [...plainText(meta.description ?? '')].slice(0, 5000).join(''),
    meta: { ...emptyMeta(), website: websiteOf(user.user_url) },
  };
}

/**
 * Avatar and cover, copied into the media bucket when the run asks for them ('' when absent or not
 * an image), and their claims, written in the account's own transaction.
 */
async function pictures(row: MemberRow, userId: number, ctx: ChunkContext): Promise<{ avatar: string; cover: string; claims: TransactItem[] }> {
  const { options } = ctx.run;
  const owner = { source: 'profile', id: userId, userId } as const;
  const avatar = options.migrate_avatars && row.avatar_key ? await importImage(row.avatar_key, owner, ctx.now) : null;
  const cover = options.migrate_cover_images && row.cover_key ? await importImage(row.cover_key, owner, ctx.now) : null;
  return { avatar: avatar?.url ?? '', cover: cover?.url ?? '', claims: [avatar, cover].flatMap((p) => (p ? [p.claim] : [])) };
}

/**
 * A new account: login (no password), email marker, mapping, profile and directory items. Item
 * order matters for telling a cancellation apart: 0 the username, 1 the email, 2 the mapping.
 */
async function createAccount(row: MemberRow, userId: number, usernames: string[], ctx: ChunkContext): Promise<{ username: string } | 'already_migrated' | 'email_taken'> {
  const { avatar, cover, claims } = await pictures(row, userId, ctx);
  for (const username of usernames) {
    const base = profileOf(row, userId, username, ctx);
    const profile: MemberProfile = { ...base, avatar, meta: { ...base.meta, cover_photo: cover } };
    const items = [
      newLoginPut({ user_id: userId, username, role: profile.role, status: profile.status, last_seen_at: null }),
      claimUnique('email', profile.email, { user_id: userId }),
      mappingPut(MAP_KIND, row.user.ID, userId, ctx.run.id, ctx.now, { username }),
      ...newMemberItems(profile),
      ...claims,
    ];
    const result = await writeRow(ctx, items, 2, [0, 1]);
    if (result === 'written') return { username };
    if (result === 'already_migrated') return result;
    if (result === 1) return 'email_taken';
    // 0: the username was taken meanwhile: the next candidate.
  }
  throw new Error(`no free username for ${row.user.user_login} (tried ${usernames.join(', ')})`);
}

/**
 * skip_existing off: a migrated member's profile written again from the export (names, bio,
 * website, dates; username, email and pictures stay), guarded by its revision. An account linked
 * by email is never changed. Answers whether anything was written.
 */
async function rewriteProfile(row: MemberRow, mapping: MappingState, ctx: ChunkContext): Promise<boolean> {
  if (mapping.linked) return false;
  const before = await getProfile(mapping.new_id!, { consistent: true });
  if (!before) throw new Error(`the profile of user ${mapping.new_id} is gone`);
  const fresh = profileOf(row, before.user_id, before.username, ctx);
  const { first_name: _first, last_name: _last, ...kept } = before;
  const after: MemberProfile = {
    ...kept,
    ...(fresh.first_name ? { first_name: fresh.first_name } : {}),
    ...(fresh.last_name ? { last_name: fresh.last_name } : {}),
    display_name: fresh.display_name,
    short_description: fresh.short_description,
    meta: { ...before.meta, website: fresh.meta.website },
    created_at: fresh.created_at,
  };
  if (isDeepStrictEqual(after, before)) return false;
  await ctx.counters.write(changedMemberItems(before, { ...after, updated_at: ctx.now, rev: before.rev + 1 }), (items) => transact(items));
  return true;
}

export const writeMembers: ChunkWriter<'members'> = async (rows, ctx) => {
  const outcome = newOutcome();
  const mappings = await readMappings(MAP_KIND, rows.map((r) => r.user.ID));
  const skips: Array<{ legacyId: number; reason: string }> = [];
  const todo: MemberRow[] = [];
  for (const row of rows) {
    const mapped = mappings.get(row.user.ID);
    if (mapped?.new_id !== undefined) {
      try {
        if (!ctx.run.options.skip_existing && (await rewriteProfile(row, mapped, ctx))) countMigrated(outcome);
        else countSkip(outcome, mapped.linked ? 'existing_account' : 'already_migrated');
      } catch (error) {
        countFailure(outcome, row.user.ID, error);
      }
    } else if (row.user.user_email.trim() === '') {
      countSkip(outcome, 'no_email');
      skips.push({ legacyId: row.user.ID, reason: 'no_email' });
    } else todo.push(row);
  }
  await writeSkips(MAP_KIND, skips, ctx.run.id, ctx.now);
  if (todo.length === 0) return outcome;

  const { emailOwner, takenLogins } = await existingHolders(todo);
  const emailOf = (row: MemberRow) => row.user.user_email.trim().toLowerCase();
  // Decided in chunk order, as a serial run would: the first row of an email not held yet makes its
  // account (the rows after it, the same email in another case, link to it), and each account's
  // usernames to try skip those taken and those given to earlier rows.
  const makers = new Map<string, MemberRow>();
  for (const row of todo) if (!emailOwner.has(emailOf(row)) && !makers.has(emailOf(row))) makers.set(emailOf(row), row);
  // New ids, reserved at once (holes left by a retried chunk are harmless).
  const lastId = makers.size > 0 ? await incrementCounter('id#user', makers.size) : 0;
  const plans = new Map<MemberRow, { userId: number; usernames: string[] }>();
  [...makers.values()].forEach((row, i) => {
    const usernames = usernameCandidates(row.user.user_login, row.user.ID).filter((u) => !takenLogins.has(u.toLowerCase()));
    if (usernames[0]) takenLogins.add(usernames[0].toLowerCase());
    plans.set(row, { userId: lastId - makers.size + 1 + i, usernames });
  });
  const madeHere = new Map<string, { userId: number; username: string }>();
  // One lane per email: its maker first, then the rows that link to it.
  await inLanes(todo, emailOf, async (row) => {
    const email = emailOf(row);
    try {
      const plan = plans.get(row);
      const owner = emailOwner.get(email) ?? madeHere.get(email);
      if (!plan) {
        if (!owner) throw new Error('the account of this email was not made');
        return await linkExisting(row, owner, ctx, outcome);
      }
      const result = await createAccount(row, plan.userId, plan.usernames, ctx);
      if (result === 'already_migrated') countSkip(outcome, 'already_migrated');
      else if (result !== 'email_taken') {
        countMigrated(outcome);
        madeHere.set(email, { userId: plan.userId, username: result.username });
      } else {
        // The email was claimed meanwhile (a user of another chunk with the same email): link to its owner.
        const found = (await existingHolders([row])).emailOwner.get(email);
        if (!found) throw new Error('the email marker vanished');
        madeHere.set(email, found);
        await linkExisting(row, found, ctx, outcome);
      }
    } catch (error) {
      countFailure(outcome, row.user.ID, error);
    }
  });
  return outcome;
};
