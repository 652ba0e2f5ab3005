import * as z from 'zod';
import { id, integer } from '#platform/core/fields.ts';
import { USERNAME_PATTERN } from '#features/members/accounts.ts';
import { ACCOUNT_STATUSES, ROLES } from '#platform/core/roles.ts';
import { MEMBER_ORDERS } from '#features/members/members.ts';
import { pagingQuery } from '#platform/http/pagination.ts';
import { SLUG_PATTERN } from '#platform/core/slugs.ts';
import { LEADERBOARD_PERIODS } from '#features/points/points.ts';
import { DEFAULT_LEADERBOARD_PERIOD } from '#features/members/leaderboard-service.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const createMemberBody = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'must be 3-60 letters, digits, _ . or -'),
  email: z.email().max(254),
  display_name: z.string().trim().min(1).max(100).optional(),
  role: z.enum(ROLES).default('member'),
  status: z.enum(ACCOUNT_STATUSES).default('active'),
  password: z.string().min(8).max(200).optional(),
});

export const updateMemberBody = z
  .object({ role: z.enum(ROLES).optional(), status: z.enum(ACCOUNT_STATUSES).optional() })
  .refine((b) => b.role !== undefined || b.status !== undefined, { message: 'role or status is required', path: ['role'] });

/** PATCH /members/{user_id}: the original's status names (members.ts fromOriginalStatus); other values are ignored. */
export const patchMemberBody = z.object({ status: z.string().max(40).optional() });

export const userIdParams = z.object({ user_id: id() });

const spaceSlug = z.string().trim().min(1).max(120).regex(SLUG_PATTERN, 'must be a space id or slug');

export const directoryQuery = z.object({
  ...pagingQuery(20),
  /** Checked by the domain, which answers invalid_filter with the allowed values. */
  role: z.preprocess(emptyAsUndefined, z.string().optional()),
  status: z.enum(ACCOUNT_STATUSES).default('active'),
  orderby: z.enum(MEMBER_ORDERS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** A space's id, or its slug (the original's clients send either). */
  space_id: z.union([id(), spaceSlug]).optional(),
  search: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  /** Mention mode (the original's @-mention picker): up to 10 active members matching the term, in `space` (a slug) or `space_id` when given. */
  mention: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  space: z.preprocess(emptyAsUndefined, spaceSlug.optional()),
});

export const activeQuery = z.object({ ...pagingQuery(10), minutes: integer({ min: 1, max: 1440 }).default(15) });
export const newQuery = z.object({ ...pagingQuery(10), days: integer({ min: 1, max: 365 }).default(7) });
export const topQuery = z.object({
  ...pagingQuery(10),
  /** Checked by the domain (invalid_filter with allowed values). */
  period: z.string().default('month'),
  metric: z.string().default('posts'),
});

/** GET /leaderboard (leaderboard-service.ts): one period, paged by number up to MAX_PAGED_RANK or by cursor. */
export const leaderboardQuery = z.object({
  ...pagingQuery(20),
  period: z.enum(LEADERBOARD_PERIODS).default(DEFAULT_LEADERBOARD_PERIOD),
});

/** GET /members/{user_id}/mail-log: the delivery log keeps the last 50 per member. */
export const mailLogQuery = z.object({ limit: integer({ min: 1, max: 50 }).default(20) });
