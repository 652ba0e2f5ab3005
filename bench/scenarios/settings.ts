import { defineScenario } from '../types.ts';

/** Site settings: the public read every page load makes, the admin reads and a write, and token issue. */
export const settingsScenario = defineScenario({
  name: 'settings',
  description: 'GET/PUT /settings, GET /settings/public and /settings/{key}, POST /auth/token',
  requests: [
    { label: 'GET /settings/public', method: 'GET', path: '/settings/public', auth: 'none' },
    // What authentication alone costs: the same page with an application password.
    { label: 'GET /settings/public (app password)', method: 'GET', path: '/settings/public', auth: 'admin-app' },
    { label: 'GET /settings (basic)', method: 'GET', path: '/settings', auth: 'admin-basic' },
    { label: 'GET /settings/site_name', method: 'GET', path: '/settings/site_name', auth: 'none' },
    {
      label: 'PUT /settings {site_name}',
      method: 'PUT',
      path: '/settings',
      auth: 'admin-basic',
      body: (call) => ({ site_name: `Bench community ${call}` }),
    },
    { label: 'GET /settings (bearer)', method: 'GET', path: '/settings', auth: 'admin-bearer' },
    { label: 'POST /auth/token', method: 'POST', path: '/auth/token', auth: 'admin-basic' },
  ],
});
