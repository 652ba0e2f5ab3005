/**
 * The original's invitation routes (`InvitationController`, registered by its Pro plugin, not by
 * the free one: counted apart in the inventory), as its clients call them: an email invitation and
 * a link for a space, the moderator's list, a resend and a delete (docs/invitations.md).
 */
import type { RecordedCall } from '../original-client.ts';

export const INVITATIONS_CALLS: readonly RecordedCall[] = [
  {
    name: 'a space to invite to',
    as: 'admin',
    native: true,
    method: 'POST',
    path: '/spaces',
    json: { title: 'Invitations {run}', privacy: 'private' },
    status: 200,
    save: { space_id: 'data.id' },
  },
  {
    name: 'invite by email (form)',
    route: 'POST /invitations',
    as: 'admin',
    method: 'POST',
    path: '/invitations',
    form: [['email', 'invitee-{run}@example.test'], ['space_id', '{space_id}'], ['invitee_name', 'Invitee']],
    status: 200,
    keys: ['message', 'invitation.id'],
    save: { invitation_id: 'invitation.id' },
  },
  { name: 'an invitation without an email', route: 'POST /invitations', as: 'admin', method: 'POST', path: '/invitations', form: [['space_id', '{space_id}']], status: 422, values: { code: 'rest_invalid_param' } },
  {
    name: 'a link invitation',
    route: 'POST /invitations/link',
    as: 'admin',
    method: 'POST',
    path: '/invitations/link',
    json: { title: 'Join us {run}', space_id: '{space_id}', limit: '5' },
    status: 200,
    keys: ['message', 'invitation.id'],
  },
  { name: 'the space moderator\'s list', route: 'GET /invitations', as: 'admin', method: 'GET', path: '/invitations?space_id={space_id}', status: 200, keys: ['invitations', 'is_mod'] },
  { name: 'a member who does not moderate the space', route: 'GET /invitations', as: 'member', method: 'GET', path: '/invitations?space_id={space_id}', status: 403 },
  { name: 'resend', route: 'POST /invitations/{invitation_id:int}/resend', as: 'admin', method: 'POST', path: '/invitations/{invitation_id}/resend', status: 200, keys: ['message'] },
  { name: 'delete', route: 'DELETE /invitations/{invitation_id:int}', as: 'admin', method: 'DELETE', path: '/invitations/{invitation_id}', status: 200, keys: ['message'] },
  { name: 'delete it again', route: 'DELETE /invitations/{invitation_id:int}', as: 'admin', method: 'DELETE', path: '/invitations/{invitation_id}', status: 404 },
];
