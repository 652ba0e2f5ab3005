/**
 * What each domain function may do to the table. Least privilege by declaration: a domain that
 * only reads gets GetItem/BatchGetItem/Query/ConditionCheckItem and nothing else.
 *
 * Every domain that authenticates callers writes: their last activity is refreshed (at most once a
 * minute per account) on whatever request they make.
 *
 * `Record<Domain, ...>` makes this exhaustive: adding a domain to platform/http/route-table.ts
 * fails type checking here until someone decides whether it writes.
 */
import type { Domain } from '#platform/http/route-table.ts';
import type { SecretsGrant } from './secrets.ts';

export type TableAccess = 'read' | 'read-write';

export const DOMAIN_TABLE_ACCESS = {
  settings: 'read-write',
  auth: 'read-write',
  members: 'read-write',
  profiles: 'read-write',
  spaces: 'read-write',
  feeds: 'read-write',
  // Reports and held content: their decisions rewrite posts, comments and members.
  moderation: 'read-write',
  topics: 'read-write',
  notifications: 'read-write',
  webhooks: 'read-write',
  // Reads only, but authenticated requests refresh the caller's last activity.
  activities: 'read-write',
  media: 'read-write',
  // A course is a space: its writes are the space's (record, counters, outbox) and its outline's.
  courses: 'read-write',
  // Upload records, counts, runs and the one-run lock (docs/migration.md, "Keys of the migration's own items").
  migrations: 'read-write',
  // Serves files; the pipeline still reads the table to authenticate a caller who sends credentials.
  // It refreshes no last activity (no caller hooks), so it never writes.
  reference: 'read',
  // Threads, members, messages, read marks and the outbox (docs/chat.md).
  chat: 'read-write',
} as const satisfies Record<Domain, TableAccess>;

/**
 * Domains whose function manages webhooks (the admin API): it enqueues redeliveries on the webhook
 * delivery queue and makes test deliveries itself. ApiStack gives each of them, from its
 * `webhookQueue` prop: sqs:SendMessage on that queue only, WEBHOOK_QUEUE_URL, WEBHOOK_TIMEOUT_MS
 * (lib/webhook-delivery.ts) and a function timeout that covers one attempt
 * (WEBHOOK_SENDER_API_TIMEOUT). Adding a domain here is all lib/ needs.
 */
export const DOMAIN_SENDS_TO_WEBHOOK_QUEUE: readonly Domain[] = ['webhooks'];

/**
 * Domains whose function schedules posts (docs/scheduled-posts.md): POST /feeds with status
 * scheduled, PUT /scheduled-posts/{id}, publish now and cancel. ApiStack gives each of them, from
 * its `scheduledPosts` prop (SchedulingStack.target): scheduler Create/Update/Get/DeleteSchedule on
 * the posts' group only, iam:PassRole on the scheduler role only, and SCHEDULE_GROUP,
 * PUBLISH_FUNCTION_ARN, SCHEDULER_ROLE_ARN, SCHEDULER_DLQ_ARN (lib/scheduled-posts.ts).
 */
export const DOMAIN_MANAGES_SCHEDULES: readonly Domain[] = ['feeds'];

/**
 * Domains whose function shows media (file_url, thumbnail_url, avatars, cover photos): ApiStack
 * tells each of them MEDIA_BUCKET and MEDIA_BASE_URL (the CloudFront distribution) from its
 * `media` prop (MediaStack.target). Showing needs no S3 permission: URLs are built from the keys
 * (features/media/media-urls.ts).
 */
export const DOMAIN_SHOWS_MEDIA: readonly Domain[] = ['feeds', 'moderation', 'profiles', 'spaces', 'members', 'media', 'courses', 'chat'];

/** Domains told the WebSocket API's address (LIVE_URL): the public settings' live_url, POST /live/token and /chat/broadcast/auth (docs/live-updates.md). */
export const DOMAIN_TELLS_LIVE_URL: readonly Domain[] = ['settings', 'auth', 'chat'];

/**
 * Domains whose requests wait for the finalize function: POST /feeds/media-upload stores the file
 * under pending/ and answers once finalize has checked it (up to SETTLE_TIMEOUT_MS, 15 s, in
 * features/media/media-service.ts). ApiStack gives each the timeout MEDIA_UPLOAD_API_TIMEOUT
 * (lib/media.ts), over that wait and under API Gateway's 29 s.
 */
export const DOMAIN_WAITS_FOR_FINALIZE: readonly Domain[] = ['media'];

/**
 * Domains whose function runs migrations (docs/migration.md, "Endpoints" and "Grants"): it presigns
 * uploads into the migrations bucket and reads them there (HEAD, ranged GET, List under
 * migrations/: config's count, the start's header check), puts an unfinished count's state
 * (migrations/<id>/count-state.json), and starts and describes executions of the migration state
 * machine. The stacks give each of them: s3 Get/Put/List under migrations/ of the migrations bucket,
 * states:StartExecution on the state machine and states:DescribeExecution on its executions,
 * MIGRATION_BUCKET and MIGRATION_STATE_MACHINE_ARN, and a timeout over config's 20 s of counting
 * (COUNT_BUDGET_MS in features/migration/run-service.ts) and under API Gateway's 29 s.
 */
export const DOMAIN_RUNS_MIGRATIONS: readonly Domain[] = ['migrations'];

/** What a function may do to the objects under one prefix of the media bucket (lib/media.ts). */
export type MediaObjectAction = 'put' | 'get' | 'delete';
export type MediaPrefix = 'pending/' | 'media/';
export type MediaObjectGrants = Readonly<Partial<Record<MediaObjectAction, readonly MediaPrefix[]>>>;

/**
 * Domains whose function touches objects of the media bucket, and how, prefix by prefix
 * (docs/media.md "Deploying"). The media function presigns uploads (the signature carries its
 * s3:PutObject on pending/) and stores multipart uploads there; it deletes a medium's original and
 * thumbnails (media/) and an upload it refuses (pending/). It never reads an object: the finalize
 * function reads the bytes. The chat function presigns the uploads of chat messages
 * (POST /chat/messages/{thread_id}/media_upload).
 */
export const DOMAIN_MEDIA_OBJECTS: Readonly<Partial<Record<Domain, MediaObjectGrants>>> = {
  media: { put: ['pending/'], delete: ['pending/', 'media/'] },
  chat: { put: ['pending/'] },
};

/** A file a domain function carries beside its bundle: `from` relative to the repository root. */
export interface DomainFile {
  readonly from: string;
  readonly name: string;
}

/**
 * Files copied beside a domain function's bundle, which it reads at run time instead of bundling
 * them (lib/constructs/domain-function.ts `files`): the reference function serves the OpenAPI
 * description (about 1 MB and growing with the routes' declarations) and Redoc's standalone
 * script (about 1.1 MB), which would take its bundle far past the bundle limit
 * (bench/bundles.ts). Their names are those features/reference/files.ts looks for.
 */
export const DOMAIN_FILES: Readonly<Partial<Record<Domain, readonly DomainFile[]>>> = {
  reference: [
    { from: 'docs/openapi.json', name: 'openapi.json' },
    { from: 'node_modules/redoc/bundles/redoc.standalone.js', name: 'redoc.standalone.js' },
  ],
};

/**
 * Domains whose function seals or opens secrets with the stack's secrets key (docs/security.md
 * "Secrets at rest"), for one kind each: the settings function saves secret settings (the storage
 * group's secret key) and opens the stored one for the storage group's connection check; the media
 * function opens it to delete media kept in an external bucket; the webhooks function seals a
 * webhook's signing secret and sensitive headers and opens them for the synchronous test call.
 * Beside them, the media stack's finalize and janitor functions open the settings' (lib/media-stack.ts)
 * and the webhook dispatcher the webhooks' (lib/events-stack.ts). Every other function gets neither.
 */
export const DOMAIN_SECRETS: Readonly<Partial<Record<Domain, SecretsGrant>>> = {
  settings: { context: 'setting', uses: ['seal', 'open'] },
  media: { context: 'setting', uses: ['open'] },
  webhooks: { context: 'webhook', uses: ['seal', 'open'] },
};
