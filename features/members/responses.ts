/** What the members routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { CONTRIBUTION_PERIODS } from '#features/members/contribution-store.ts';
import { CONTRIBUTION_METRICS } from '#features/members/members.ts';
import { LEADERBOARD_PERIODS } from '#features/points/points.ts';
import { paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { EmailStatus, MemberRow } from '#features/members/shapes.ts';

/** GET /members: the paginator of directory rows, with the cursor of the next page (null at the end). */
export const directoryResponse = z.strictObject({
  members: paginatorOf(MemberRow).extend({ next_cursor: z.string().nullable() }),
  execution_time: z.number().meta({ description: 'Seconds the request took.' }),
});

/** GET /members?mention=: the original's mention mode, up to 10 members and no paging keys. */
export const mentionResponse = z.strictObject({
  members: z.strictObject({ data: z.array(MemberRow).max(10) }),
  execution_time: z.number().meta({ description: 'Seconds the request took.' }),
});

/** GET /members: a directory page, or mention mode's few members. */
export const directoryOrMentionResponse = z.union([directoryResponse, mentionResponse]);

/** POST /members: the new account, and its application password when it was created without a password. */
export const memberCreatedResponse = z.strictObject({
  message: z.string(),
  data: MemberRow,
  application_password: z.string().optional().meta({ description: 'Shown once; only when no password was given.' }),
  application_password_uuid: z.uuid().optional(),
});

/** PUT /members/{user_id}. */
export const memberUpdatedResponse = z.strictObject({ message: z.string(), data: MemberRow });

/** PATCH /members/{user_id}: the member as it now is (`member`, the original's key; `data` as PUT answers). */
export const memberPatchedResponse = z.strictObject({ message: z.string(), member: MemberRow, data: MemberRow });

const pageFields = { per_page: z.number().int(), current_page: z.number().int() };

/** GET /members/active (directory-service.ts activeMembers). */
export const activeMembersResponse = z.strictObject({
  data: z.array(MemberRow.extend({ is_online: z.literal(true).describe("Seen within `minutes`: over REST, or with an open live connection (docs/live-updates.md, Presence).") })),
  meta: z.strictObject({ total_online: z.number().int(), ...pageFields, minutes: z.number().int() }),
});

/** GET /members/new (directory-service.ts newMembers). */
export const newMembersResponse = z.strictObject({
  data: z.array(MemberRow),
  meta: z.strictObject({ total: z.number().int(), ...pageFields, days: z.number().int() }),
});

/** GET /members/top-contributors (directory-service.ts topContributorList). */
export const topContributorsResponse = z.strictObject({
  data: z.array(
    MemberRow.extend({
      stats: z.strictObject({ posts_count: z.number().int(), comments_count: z.number().int(), reactions_received: z.number().int() }),
      rank: z.number().int(),
    }),
  ),
  meta: z.strictObject({
    period: z.enum(CONTRIBUTION_PERIODS),
    metric: z.enum(CONTRIBUTION_METRICS),
    period_key: z.string(),
    ...pageFields,
  }),
});

const LeaderboardRow = MemberRow.extend({
  points: z.number().int().meta({ description: "The member's points in the period." }),
  rank: z.number().int().meta({ description: 'The position in the ranking (1 first); equal points keep the older member first. A left-out member leaves a gap.' }),
});

/** GET /leaderboard (leaderboard-service.ts). */
export const leaderboardResponse = z.strictObject({
  data: z.array(LeaderboardRow),
  meta: z.strictObject({
    period: z.enum(LEADERBOARD_PERIODS),
    bucket: z.string().meta({ description: 'The ranking read: W7, W30, Y#<year> (the site calendar year) or ALL.' }),
    per_page: z.number().int(),
    current_page: z.number().int().nullable().meta({ description: 'null when the page was asked by cursor.' }),
    next_cursor: z.string().nullable(),
  }),
  me: z
    .strictObject({ user_id: z.number().int(), points: z.number().int(), rank: z.number().int().nullable().meta({ description: 'Known when the caller is on this page; null otherwise.' }) })
    .nullable()
    .meta({ description: "The caller's own points in the period (null for anonymous callers)." }),
});

/** GET /leaderboard under the compat base path: ours, and the original's `leaderboard` groups (one: the period asked for). */
export const originalLeaderboardResponse = leaderboardResponse.extend({
  leaderboard: z.array(
    z.strictObject({
      key: z.enum(LEADERBOARD_PERIODS),
      title: z.string(),
      items: z.array(z.strictObject({ user_id: z.number().int(), total_points: z.number().int(), rank: z.number().int(), xprofile: LeaderboardRow })),
    }),
  ),
});

/** One attempt of a mail job to the member (features/mail/mail-log-store.ts). */
const MailLogEntry = z
  .strictObject({
    job_id: z.string(),
    kind: z.string().meta({ description: 'Which mail: password_reset, comment_notification, digest...' }),
    to: z.string(),
    status: z.enum(['sent', 'skipped', 'suppressed', 'retrying', 'failed']).meta({
      description: 'sent; skipped (nothing to send: opted out, recipient gone, content no longer visible); suppressed (the address is undeliverable and the mail is not transactional); retrying (the send failed, tried again later); failed (retries used up, dead-lettered).',
    }),
    reason: z.string().nullable(),
    message_id: z.string().nullable().meta({ description: "SES's message id of a sent mail." }),
    attempt: z.number().int(),
    at: sqlDateTime,
  })
  .meta({ id: 'MailLogEntry' });

/** GET /members/{user_id}/mail-log: the address's status and the last attempts, newest first. */
export const mailLogResponse = z.strictObject({ email_status: EmailStatus, mail_log: z.array(MailLogEntry) });

/** DELETE /members/{user_id}/email-status. */
export const emailStatusClearedResponse = z.strictObject({ message: z.string(), email_status: EmailStatus });
