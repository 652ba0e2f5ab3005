/**
 * The original's analytics routes as a dashboard calls them, under the WordPress base path
 * (test/support/original-calls/analytics.ts). In SITE_WIDE: features.analytics (off by default) is
 * switched on for the file and put back.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { ANALYTICS_CALLS } from '../../support/original-calls/analytics.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';
import { adminAuth } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

const setAnalytics = async (on: boolean) => expect((await api('POST', '/settings/features', { auth: adminAuth, body: { features: { analytics: on } } })).status).toBe(200);
let wasOn = false;
beforeAll(async () => {
  wasOn = (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.analytics === true;
  await setAnalytics(true);
});
afterAll(() => setAnalytics(wasOn));

replayOriginalCalls('the original\'s analytics routes, unchanged but for the host', ANALYTICS_CALLS);
