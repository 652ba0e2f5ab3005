/** Answers of the invitations' routes (docs/invitations.md). */
import * as z from 'zod';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { INVITATION_STATES, INVITATION_TYPES } from '#features/spaces/invitations.ts';

export const Invitation = z
  .strictObject({
    id: z.number().int(),
    type: z.enum(INVITATION_TYPES),
    space_id: z.number().int(),
    status: z.enum(INVITATION_STATES),
    email: z.string().nullable().meta({ description: 'The invited address (emailed invitations).' }),
    invitee_name: z.string().nullable(),
    title: z.string().nullable().meta({ description: 'A link\'s title.' }),
    limit: z.number().int().meta({ description: 'Uses allowed: 1 for an emailed invitation; 0 = unlimited for a link.' }),
    uses: z.number().int(),
    expire_date: sqlDateTime,
    created_by: z.number().int(),
    accepted_by: z.number().int().nullable(),
    accepted_at: sqlDateTime.nullable(),
    sent_at: sqlDateTime.nullable().meta({ description: 'When the current mail was sent (emailed invitations; null until it is).' }),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'Invitation', description: 'An invitation to a space, as its managers see it (never its token).' });

export const invitationsResponse = z.strictObject({
  invitations: z.strictObject({ data: z.array(Invitation), per_page: z.number().int(), next_cursor: z.string().nullable() }),
  is_mod: z.boolean(),
});

export const invitationSavedResponse = z.strictObject({ message: z.string(), invitation: Invitation });

export const invitationLinkResponse = z.strictObject({
  message: z.string(),
  invitation: Invitation.extend({
    token: z.string().meta({ description: 'Shown once: only its digest is kept.' }),
    link: z.string().meta({ description: 'The front end\'s invitation page for the token (FRONTEND_URL), shown once.' }),
  }),
});

export const invitationPreviewResponse = z.strictObject({
  invitation: z.strictObject({
    id: z.number().int(),
    type: z.enum(INVITATION_TYPES),
    status: z.enum(INVITATION_STATES),
    email: z.string().nullable(),
    invitee_name: z.string().nullable(),
    title: z.string().nullable(),
    expire_date: sqlDateTime,
    space: z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), description: z.string(), privacy: z.string(), logo: z.string(), cover_photo: z.string() }),
    invited_by: z.strictObject({ username: z.string(), display_name: z.string() }).nullable(),
  }),
});

export const invitationAcceptedResponse = z.strictObject({
  message: z.string(),
  account_created: z.boolean(),
  membership: z.strictObject({ space_id: z.number().int(), user_id: z.number().int(), role: z.string(), status: z.string(), joined_at: sqlDateTime.nullable() }),
  space: z.strictObject({ id: z.number().int(), slug: z.string(), title: z.string() }),
  user: z.strictObject({ user_id: z.number().int(), username: z.string() }),
});
