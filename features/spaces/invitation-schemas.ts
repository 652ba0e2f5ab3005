/** Inputs of the invitations' routes (docs/invitations.md). */
import * as z from 'zod';
import { calendarDate, id, integer, localDateTime } from '#platform/core/fields.ts';
import { perPageQuery } from '#platform/http/pagination.ts';
import { registerBody } from '#features/members/auth-schemas.ts';
import { INVITATION_LIST_STATUSES, INVITATION_TOKEN_PATTERN, LINK_LIMIT_MAX } from '#features/spaces/invitations.ts';

export const invitationParams = z.object({ invitation_id: id() });
export const tokenParams = z.object({ token: z.string().regex(INVITATION_TOKEN_PATTERN, 'is not an invitation token') });

export const invitationsQuery = z.object({
  space_id: id(),
  status: z.enum(INVITATION_LIST_STATUSES).default('pending'),
  per_page: perPageQuery(20),
  cursor: z.string().min(1).max(2048).optional(),
});

export const emailInvitationBody = z.object({
  email: z.email().max(254),
  space_id: id(),
  invitee_name: z.string().trim().min(1).max(100).optional(),
});

export const linkInvitationBody = z.object({
  title: z.string().trim().min(1).max(150),
  space_id: id(),
  /** Uses allowed; 0 or absent: unlimited. */
  limit: integer({ min: 0, max: LINK_LIMIT_MAX }).optional(),
  /** UTC, `YYYY-MM-DD HH:MM:SS` or a date (the end of that day); past -> 400, beyond a year -> a year. */
  expire_date: z
    .string()
    .trim()
    .refine((v) => calendarDate().safeParse(v).success || localDateTime().safeParse(v).success, 'must be a date YYYY-MM-DD or a date and time YYYY-MM-DD HH:MM:SS (UTC)')
    .optional(),
});

/** A visitor's new account: the registration's fields and policy (features/members/auth-schemas.ts); none when signed in. */
export const acceptBody = registerBody.partial().default({});
