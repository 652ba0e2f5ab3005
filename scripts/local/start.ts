/**
 * `npm start`: the service on http://127.0.0.1:${PORT:-3000}/${REST_PREFIX:-api}/community/v2
 * with the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD (generated and printed once
 * when unset); COMPAT_BASE_PATH (e.g. /wp-json/fluent-community/v2) serves the same routes under
 * a second base path. Data lives in memory unless DATA_DIR names a folder. Scheduled posts go to
 * the in-process EventBridge Scheduler stand-in (fires at the exact second; SCHEDULER_FIRE_WITHIN_MINUTE=1
 * fires anywhere in the minute as AWS may) and the sweeper runs every SWEEP_INTERVAL_SECONDS (30; 0: off), the
 * media janitor every MEDIA_JANITOR_INTERVAL_SECONDS (60; 0: off). Migrations run on the in-process
 * Step Functions stand-in (the deployed state machine's ASL, its tasks bound to the migration worker).
 * Ctrl-C stops everything.
 */
import { DEV_LICENSE_PUBLIC_KEY } from '../license/dev-key.ts';
import { preflight } from './preflight.ts';
import { startLocalStack } from './stack.ts';

const env = process.env;
// DynamoDB Local runs on Java: without it, say so and how to install it before starting anything.
const missing = preflight(['java']);
if (missing !== undefined) {
  console.error(missing);
  process.exit(1);
}
const started = performance.now();
const stack = await startLocalStack({
  port: Number(env['PORT'] ?? 3000),
  restPrefix: env['REST_PREFIX'] ?? 'api',
  ...(env['COMPAT_BASE_PATH'] ? { compatBasePath: env['COMPAT_BASE_PATH'] } : {}),
  ...(env['DATA_DIR'] ? { dataDir: env['DATA_DIR'] } : {}),
  ...(env['ADMIN_USERNAME'] ? { adminUsername: env['ADMIN_USERNAME'] } : {}),
  ...(env['ADMIN_PASSWORD'] ? { adminPassword: env['ADMIN_PASSWORD'] } : {}),
  serverTiming: env['SERVER_TIMING'] !== '0',
  logRequests: env['LOG_REQUESTS'] !== '0',
  ...(env['SWEEP_INTERVAL_SECONDS'] ? { sweepIntervalSeconds: Number(env['SWEEP_INTERVAL_SECONDS']) } : {}),
  ...(env['MEDIA_JANITOR_INTERVAL_SECONDS'] ? { mediaJanitorIntervalSeconds: Number(env['MEDIA_JANITOR_INTERVAL_SECONDS']) } : {}),
  mailPort: Number(env['MAIL_PORT'] ?? 8005),
});

const { admin } = stack;
const passwordLine = admin.generated
  ? admin.seeded === 'created' || admin.seeded === 'updated'
    ? `password: ${admin.password}   (generated; set ADMIN_PASSWORD to choose one)`
    : 'password: kept from DATA_DIR (set ADMIN_PASSWORD to replace it)'
  : 'password: from ADMIN_PASSWORD';
console.log(
  [
    '',
    `Community API ready in ${Math.round(performance.now() - started)} ms`,
    `  base URL:      ${stack.baseUrl}`,
    ...(stack.compatBaseUrl ? [`  compat URL:    ${stack.compatBaseUrl}   (COMPAT_BASE_PATH)`] : []),
    `  live updates:  ${stack.live.url}   (WebSocket API: docs/live-updates.md; management API stand-in ${stack.live.managementEndpoint})`,
    `  administrator: ${admin.username}   ${passwordLine}`,
    `  try:           curl -u ${admin.username}:<password> ${stack.baseUrl}/settings`,
    `  license key:   ${env['LICENSE_PUBLIC_KEY'] === DEV_LICENSE_PUBLIC_KEY ? 'the development key pair (npm run issue-license signs with it)' : 'LICENSE_PUBLIC_KEY'}   (docs/license.md)`,
    `  Scheduler:     ${stack.scheduler.endpoint}   (local stand-in; POST /_local/sweep runs the sweeper now)`,
    `  mail (SES):    ${stack.mail.endpoint}   (every mail sent: GET /store as JSON, the viewer at /)`,
    `  Step Functions ${stack.migration.endpoint}   (local stand-in running the migration state machine)`,
    `  DynamoDB Local ${stack.dynamoEndpoint} (table ${stack.tableName}, ${env['DATA_DIR'] ? `data in ${env['DATA_DIR']}` : 'in memory'})`,
    '',
  ].join('\n'),
);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
