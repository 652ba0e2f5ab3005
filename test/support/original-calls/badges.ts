/**
 * The original's badge routes (registered by its Pro plugin: `GET` and `POST /admin/user-badges`,
 * fc-pro-paths.md) and the free plugin's award through the profile (`data.badge_slugs`), as its
 * clients call them (docs/badges.md). A save keeps the badges it does not name, so this replay
 * adds and then deletes a badge of its own.
 */
import type { RecordedCall } from '../original-client.ts';

export const BADGES_CALLS: readonly RecordedCall[] = [
  {
    name: 'save a badge to the catalogue',
    as: 'admin',
    method: 'POST',
    path: '/admin/user-badges',
    json: { badges: [{ slug: 'contract-{run}', title: 'Contract {run}', color: '#336699', icon: '🏅', description: 'Given by the replay' }] },
    status: 200,
    keys: ['message', 'badges'],
  },
  { name: 'the catalogue', as: 'admin', method: 'GET', path: '/admin/user-badges', status: 200, keys: ['badges.*.slug', 'badges.*.title', 'badges.*.color'] },
  { name: 'the catalogue is for administrators', as: 'member', method: 'GET', path: '/admin/user-badges', status: 403 },
  {
    name: 'award it through the profile (data.badge_slugs)',
    route: 'POST /profile/{username:slug}',
    as: 'admin',
    method: 'POST',
    path: '/profile/{member_username}',
    json: { data: { first_name: 'Badged', badge_slugs: ['contract-{run}'] } },
    status: 200,
    keys: ['message', 'profile.meta.badge_slug', 'profile.badge.slug'],
    values: { 'profile.badge.slug': 'contract-{run}', 'profile.badge.title': 'Contract {run}' },
  },
  {
    name: 'revoke it',
    route: 'POST /profile/{username:slug}',
    as: 'admin',
    method: 'POST',
    path: '/profile/{member_username}',
    json: { data: { first_name: 'Badged', badge_slugs: [] } },
    status: 200,
    values: { 'profile.badge': null },
  },
  { name: 'delete the badge', as: 'admin', method: 'DELETE', path: '/admin/user-badges/contract-{run}', status: 200, keys: ['message'] },
];
