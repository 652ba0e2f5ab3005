/**
 * Runtime configuration, parsed once per container from the environment.
 * Handlers fail fast at load when a value is malformed instead of on the first request.
 */
import * as z from 'zod';
import { compatBasePathProblem } from '#platform/core/base-paths.ts';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** Any absolute URL: SQS and its emulator name hosts like sqs.us-east-1.127.0.0.1, which z.url() refuses. */
const queueUrl = z.string().refine((v) => URL.canParse(v), 'must be an absolute URL');

const configSchema = z.object({
  TABLE_NAME: z.string().min(3).default('community'),
  /** Set only for DynamoDB Local; in AWS the SDK's regional endpoint is used. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().default('us-east-1'),
  REST_PREFIX: z.string().regex(/^[a-z0-9-]+$/).default('api'),
  /**
   * A second base path serving the same routes, for clients of the original WordPress plugin:
   * `/<root>/<namespace>`, e.g. /wp-json/fluent-community/v2. With it, GET /<root> answers the
   * WordPress REST index (docs/api-conventions.md). Unset or empty: off.
   */
  COMPAT_BASE_PATH: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  SERVER_TIMING: flag.default(false),
  LOG_REQUESTS: flag.default(true),
  /**
   * How long a container keeps the settings groups that govern requests (access, privacy,
   * followers; features/settings/groups/site-rules.ts): a change applies elsewhere within this.
   */
  SETTINGS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a container remembers a verified credential (platform/auth/credential-cache.ts), so a
   * repeated one authenticates with no DynamoDB call; a revocation, password, role or status change
   * applies at once in the container that made it and within this time elsewhere
   * (docs/authentication.md "Warm containers"). 0: every request reads the login.
   */
  CREDENTIAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Lifetime of tokens issued by POST /auth/token. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** HMAC key for issued tokens; when unset a random key is created once and kept in the table. */
  TOKEN_SIGNING_SECRET: z.string().min(32).optional(),
  /** External OIDC issuer (for example a Cognito user pool) whose access tokens are accepted. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_USERNAME_CLAIM: z.string().default('username'),
  CORS_ORIGINS: z.string().default('*'),
  /**
   * Where clients reach this API (scheme, host, optional port; no path): absolute links the API
   * answers (pagination, the /wp-json/ index) start with it. Unset: https:// and API Gateway's own
   * domain name (requestContext.domainName). Never taken from Host or X-Forwarded-Host.
   */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => { const u = new URL(v); return u.pathname === '/' && u.search === '' && u.hash === '' && u.username === '' && u.password === ''; }, 'must be an origin: scheme, host and port only')
    .transform((v) => new URL(v).origin)
    .optional(),
  /**
   * The community's public site (the original's WordPress home URL): posts' permalinks start with
   * it. Unset, it is where the API is served (PUBLIC_BASE_URL), so links follow the served address;
   * http://localhost:3000 only when neither is set.
   */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Set only for the local SQS emulator (fauxqs); in AWS the SDK's regional endpoint is used. */
  SQS_ENDPOINT: z.url().optional(),
  /** The webhook delivery queue and its dead-letter queue (docs/webhooks.md); unset, no webhook is sent. */
  WEBHOOK_QUEUE_URL: queueUrl.optional(),
  WEBHOOK_DLQ_URL: queueUrl.optional(),
  /** The stream router's dead-letter queue (docs/events.md): side effects it gave up on, with their reason. */
  ROUTER_DLQ_URL: queueUrl.optional(),
  /**
   * The stack's KMS key for secrets at rest (docs/security.md): settings an administrator enters as
   * credentials are encrypted with it before they are written. Unset, such a setting cannot be saved.
   */
  SECRETS_KEY_ARN: z.string().min(1).optional(),
  /** Set only for the local KMS stand-in (scripts/local/kms.ts); in AWS the SDK's regional endpoint is used. */
  KMS_ENDPOINT: z.url().optional(),
  /** Set only for the local Scheduler stand-in (scripts/local/scheduler.ts); in AWS the SDK's regional endpoint is used. */
  SCHEDULER_ENDPOINT: z.url().optional(),
  /** The EventBridge Scheduler group that holds one one-time schedule per scheduled post. */
  SCHEDULE_GROUP: z.string().regex(/^[0-9a-zA-Z-_.]{1,64}$/).default('community-scheduled-posts'),
  /** What a post's schedule invokes (functions/publish-scheduled-post), as whom, and where failed invocations go. */
  PUBLISH_FUNCTION_ARN: z.string().min(1).optional(),
  SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  SCHEDULER_DLQ_ARN: z.string().min(1).optional(),
  /** How long past its time a still-scheduled post waits before the sweeper publishes it (a lost or failed schedule). */
  SCHEDULE_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** First retry delay of a failed delivery; each next one doubles (capped at SQS's 15 minutes). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(900).default(60),
  /** Time allowed for one delivery attempt, connection included. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  /** Set only for the local S3 emulator (fauxqs, path-style); in AWS the SDK's regional endpoint is used. */
  S3_ENDPOINT: z.url().optional(),
  /** The media bucket (docs/media.md): uploads land under pending/, accepted files live under media/. */
  MEDIA_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).default('community-media'),
  /** The migrations bucket (docs/migration.md): legacy exports and files under migrations/<id>/export|uploads, the run's chunks under migrations/<id>/chunks. */
  MIGRATION_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).default('community-migrations'),
  /** The migration state machine (lib/migration-stack.ts); locally the stand-in's (scripts/local/stepfunctions.ts). */
  MIGRATION_STATE_MACHINE_ARN: z.string().min(1).optional(),
  /** Set only for the local Step Functions stand-in; in AWS the SDK's regional endpoint is used. */
  SFN_ENDPOINT: z.url().optional(),
  /** Where media objects are read from: the CloudFront distribution in AWS, the emulator's bucket URL locally. */
  MEDIA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Lifetime of a presigned upload request. */
  MEDIA_UPLOAD_URL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** An upload not finished within this is expired (its record and any object); the bucket's lifecycle rule backs it up. */
  MEDIA_PENDING_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** How long released media (its post deleted, an avatar replaced) is kept before a background job removes it. */
  MEDIA_RELEASE_GRACE_SECONDS: z.coerce.number().int().min(0).max(30 * 86_400).default(86_400),
  /**
   * Link previews (GET /feeds/oembed, and posts' `media: {type: 'oembed'}`) one member may ask for
   * per minute (fixed windows), fetched or not: each costs at least a name lookup (docs/media.md "Link previews").
   */
  LINK_PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Markdown previews (POST /feeds/markdown-preview) one member may ask for per fixed minute. */
  MARKDOWN_PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Link preview fetches one container runs at once; more wait their turn (up to the fetch's time limit). */
  LINK_PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Local testing only: addresses link previews (GET /feeds/oembed) may fetch although private, e.g. 127.0.0.2. */
  LINK_PREVIEW_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((a) => a.trim()).filter((a) => a.length > 0)),
  /**
   * Local testing only: addresses an external bucket of the storage settings may be reached at
   * although private (the local S3 emulator's 127.0.0.1). Empty in AWS: every private, loopback
   * and link-local endpoint is refused (docs/media.md "Storage settings").
   */
  STORAGE_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((a) => a.trim()).filter((a) => a.length > 0)),
  /**
   * The public key licenses are verified with (docs/license.md): an Ed25519 key as the base64url
   * of its 32 raw bytes (a JWK's `x`; `scripts/license/issue-license.ts --new-key` prints one).
   * Unset: no license can be activated.
   */
  LICENSE_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url of a 32-byte Ed25519 public key')
    .optional(),
  /** PRO routes refuse with 403 license_required unless a valid license is stored (docs/license.md); off: usable without one. */
  LICENSE_REQUIRED: flag.default(false),
  /** The mail queue and its dead-letter queue (docs/email.md); unset, mail jobs are kept but not sent. */
  MAIL_QUEUE_URL: queueUrl.optional(),
  MAIL_DLQ_URL: queueUrl.optional(),
  /** Set only for the local SES v2 stand-in (aws-ses-v2-local); in AWS the SDK's regional endpoint is used. */
  SES_ENDPOINT: z.url().optional(),
  /** The SES configuration set whose bounce and complaint events come back (lib/); unset locally. */
  SES_CONFIGURATION_SET: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  /** The verified SES identity's address mail is sent from when the email settings name no sender address. */
  MAIL_FROM_ADDRESS: z.email().default('no-reply@localhost.localdomain'),
  /** First retry delay of a failed send; each next one doubles (capped at SQS's 15 minutes). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(900).default(60),
  /** HMAC key of unsubscribe links; when unset a random key is created once and kept in the table. */
  MAIL_SIGNING_SECRET: z.string().min(32).optional(),
  /** The front end's origin and path that links in mail open (reset, verification, invitations); default SITE_URL. */
  FRONTEND_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Notification mail's coalescing window (docs/notifications.md, "Notification mail"): the first
   * notification of a member about a post opens it, and one mail tells everything of that window
   * when it closes. Below SQS's 15-minute delay limit.
   */
  MAIL_COALESCE_SECONDS: z.coerce.number().int().min(1).max(840).default(300),
  /** The WebSocket API's address clients connect to (docs/live-updates.md), answered as `live_url` in the public settings; unset: no live updates. */
  LIVE_URL: z.url({ protocol: /^wss?$/ }).optional(),
  /** The WebSocket API's management endpoint (https://<api>.execute-api.<region>.amazonaws.com/<stage>; locally the stand-in's). */
  LIVE_MANAGEMENT_ENDPOINT: z.url().optional(),
  /** The queue of large channels' delivery batches (docs/live-updates.md, "Delivery"); unset: every channel is delivered by the router. */
  LIVE_FANOUT_QUEUE_URL: queueUrl.optional(),
  /** Channels one WebSocket connection may follow at once (docs/live-updates.md, "Limits"). */
  LIVE_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).max(500).default(50),
  /** A channel with more subscribers than this is delivered through the fan-out queue in batches of this many. */
  LIVE_FANOUT_THRESHOLD: z.coerce.number().int().min(1).max(10_000).default(100),
  /**
   * Items a purge job deletes per step (a deleted space's or post's content: features/spaces
   * space-content-store.ts): a few seconds of BatchWrites, well inside a Lambda's time. The test
   * stack uses a small step so a few hundred items prove a purge of several steps.
   */
  PURGE_BATCH_SIZE: z.coerce.number().int().min(10).max(1000).default(500),
  /** Local testing only: lets webhooks target loopback and private addresses. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
});

export type Config = z.infer<typeof configSchema> & { SITE_URL: string };

function load(): Config {
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const { COMPAT_BASE_PATH: compat, REST_PREFIX: prefix } = parsed.data;
  const problem = compat === undefined ? undefined : compatBasePathProblem(compat, prefix);
  if (problem) throw new Error(`Invalid configuration: COMPAT_BASE_PATH: ${problem}`);
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? parsed.data.PUBLIC_BASE_URL ?? 'http://localhost:3000' };
}

export const config: Config = load();

/** The versioned REST root every route hangs under, e.g. /api/community/v2. */
export const apiBasePath = (prefix: string = config.REST_PREFIX): string => `/${prefix}/community/v2`;

/** The base paths the routes are served under: the versioned one, then the compat one when configured. */
export const apiBasePaths = (c: Pick<Config, 'REST_PREFIX' | 'COMPAT_BASE_PATH'> = config): string[] =>
  c.COMPAT_BASE_PATH === undefined ? [apiBasePath(c.REST_PREFIX)] : [apiBasePath(c.REST_PREFIX), c.COMPAT_BASE_PATH];
