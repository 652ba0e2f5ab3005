/**
 * The CDK app. Context is read here, once, validated, and passed down as typed props:
 *
 *   npx cdk synth -c stage=prod -c restPrefix=api -c oidcIssuer=https://cognito-idp...
 *
 * | context                 | default | meaning                                                       |
 * |-------------------------|---------|---------------------------------------------------------------|
 * | stage                   | dev     | part of the stack and media bucket names; lowercase letters,  |
 * |                         |         | digits, '-' (at most 19 characters with the media bucket)     |
 * | restPrefix              | api     | routes live under /<restPrefix>/community/v2                  |
 * | compatBasePath          | (none)  | the same routes under a second base path, e.g.                |
 * |                         |         | /wp-json/fluent-community/v2 (or env COMPAT_BASE_PATH)        |
 * | oidcIssuer              | (none)  | accept access tokens of this OIDC issuer (https URL)          |
 * | oidcAudience            | (none)  | ... only with this audience                                   |
 * | logRetentionDays        | 30      | CloudWatch retention of function and access logs              |
 * | destroyOnRemoval        | false   | true: table and logs are deleted with their stack (dev only)  |
 * | tracing                 | true    | Active X-Ray tracing on the functions and the state machine   |
 * | corsOrigins             | *       | comma-separated origins allowed by the CORS preflight, and    |
 * |                         |         | allowed to PUT uploads to the media bucket                    |
 * | siteUrl                 | publicBaseUrl, else the API's endpoint | the community's public site: posts' permalinks start with it |
 * | webhookRetryBaseSeconds | 60      | first retry delay of a failed webhook delivery (0-900)        |
 * | licensePublicKey        | (none)  | Ed25519 public key licenses are verified with (base64url, 43  |
 * |                         |         | characters; docs/license.md); none: no license can be added   |
 * | licenseRequired         | false   | true: PRO routes refuse (403) without a valid license         |
 * | credentialCacheSeconds  | 30      | how long a function container remembers a verified credential |
 * |                         |         | (0-300; 0 off): a revocation reaches other containers within  |
 * |                         |         | it (docs/authentication.md "Warm containers")                 |
 * | mailDomain              | (none)  | the SES identity: a domain (Easy DKIM; its three CNAME records |
 * |                         |         | are the Events stack's outputs); docs/email.md "AWS setup"    |
 * | mailFromAddress         | (none)  | the sender when the email settings name none (MAIL_FROM_      |
 * |                         |         | ADDRESS); without mailDomain, this one address is the identity |
 * |                         |         | (default with mailDomain: no-reply@<mailDomain>). Neither:    |
 * |                         |         | SES is not set up and no mail can leave (a synth warning)     |
 * | mailFromDomain          | (none)  | custom MAIL FROM subdomain of mailDomain (SPF alignment)      |
 * | mailRetryBaseSeconds    | 60      | first retry delay of a failed send (0-900), then doubling     |
 * | frontendUrl             | siteUrl | the front end's pages that mail links to (reset, verification, |
 * |                         |         | invitations): FRONTEND_URL                                    |
 * | publicBaseUrl           | (none)  | where clients reach the API (an origin, e.g. its custom       |
 * |                         |         | domain): the mail function's links to the API (unsubscribe)   |
 * | throttleRate            | 500     | API Gateway stage throttle: steady requests per second and  |
 * | throttleBurst           | 1000    | burst, all callers together (docs/operations.md Throttling) |
 * | authThrottleRate/Burst  | 20/40   | the same for the /auth routes (sign-in, registration, ...)  |
 * | uploadThrottleRate/Burst| 20/40   | ... for uploads (/media, /feeds/media-upload, /fluent-player)|
 * | linkPreviewThrottleRate/Burst | 10/20 | ... for link previews (/feeds/oembed)                  |
 * | alarmEmail              | (none)  | subscribed to the alarm topic (every alarm notifies it;     |
 * |                         |         | the address confirms the subscription once)                 |
 * | account, region         | (none)  | pin the stacks to an environment; otherwise they are          |
 * |                         |         | environment-agnostic, so synth needs no credentials or lookups |
 */
import { App, Duration, RemovalPolicy, Tags, Validations, type Environment } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { z } from 'zod';
import { DEFAULT_API_THROTTLES, MAX_THROTTLE, type Throttle } from '../lib/api-throttle.ts';
import { buildStacks } from '../lib/app-stacks.ts';
import { DEFAULT_MAIL_RETRY_BASE, type MailIdentity } from '../lib/mail-delivery.ts';
import { DEFAULT_WEBHOOK_RETRY_BASE, MAX_WEBHOOK_RETRY_BASE } from '../lib/webhook-delivery.ts';

const RETENTION_DAYS = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number');

/** `-c key=value` arrives as a string, cdk.json values keep their JSON type; accept both. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

function throttleLimit(fallback: number) {
  return z.coerce.number().int().min(1).max(MAX_THROTTLE).default(fallback);
}

const contextSchema = z.object({
  stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/).default('dev'),
  restPrefix: z.string().regex(/^[a-z0-9-]+$/).default('api'),
  compatBasePath: z.string().min(1).optional(),
  oidcIssuer: z.url({ protocol: /^https$/ }).optional(),
  oidcAudience: z.string().min(1).optional(),
  logRetentionDays: z.coerce
    .number()
    .refine((d) => RETENTION_DAYS.includes(d), {
      message: `must be one of CloudWatch's retention periods: ${RETENTION_DAYS.join(', ')}`,
    })
    .default(30),
  destroyOnRemoval: flag.default(false),
  tracing: flag.default(true),
  corsOrigins: z
    .string()
    .default('*')
    .transform((v) => v.split(',').map((o) => o.trim()).filter((o) => o.length > 0)),
  siteUrl: z.url({ protocol: /^https?$/ }).optional(),
  webhookRetryBaseSeconds: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_WEBHOOK_RETRY_BASE.toSeconds())
    .default(DEFAULT_WEBHOOK_RETRY_BASE.toSeconds()),
  licensePublicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url of a 32-byte Ed25519 public key').optional(),
  licenseRequired: flag.default(false),
  credentialCacheSeconds: z.coerce.number().int().min(0).max(300).optional(),
  mailDomain: z.string().regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a DNS domain name').optional(),
  mailFromAddress: z.email().optional(),
  mailFromDomain: z.string().min(1).optional(),
  mailRetryBaseSeconds: z.coerce.number().int().min(0).max(900).default(DEFAULT_MAIL_RETRY_BASE.toSeconds()),
  frontendUrl: z.url({ protocol: /^https?$/ }).optional(),
  publicBaseUrl: z.url({ protocol: /^https?$/ }).refine((v) => new URL(v).pathname === '/', 'must be an origin: scheme, host and port only').optional(),
  throttleRate: throttleLimit(DEFAULT_API_THROTTLES.stage.rateLimit),
  throttleBurst: throttleLimit(DEFAULT_API_THROTTLES.stage.burstLimit),
  authThrottleRate: throttleLimit(DEFAULT_API_THROTTLES.routes.auth.rateLimit),
  authThrottleBurst: throttleLimit(DEFAULT_API_THROTTLES.routes.auth.burstLimit),
  uploadThrottleRate: throttleLimit(DEFAULT_API_THROTTLES.routes.uploads.rateLimit),
  uploadThrottleBurst: throttleLimit(DEFAULT_API_THROTTLES.routes.uploads.burstLimit),
  linkPreviewThrottleRate: throttleLimit(DEFAULT_API_THROTTLES.routes.linkPreviews.rateLimit),
  linkPreviewThrottleBurst: throttleLimit(DEFAULT_API_THROTTLES.routes.linkPreviews.burstLimit),
  alarmEmail: z.email().optional(),
  account: z.string().regex(/^\d{12}$/).optional(),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/).optional(),
});

type AppConfig = z.infer<typeof contextSchema>;

function readConfig(app: App): AppConfig {
  const raw = Object.fromEntries(
    Object.keys(contextSchema.shape).map((key) => [key, app.node.tryGetContext(key)]),
  );
  // The local stack and the functions read COMPAT_BASE_PATH; a deploy may take it from there too.
  raw['compatBasePath'] ??= process.env['COMPAT_BASE_PATH'] || undefined;
  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.join('.')}=${JSON.stringify(raw[String(i.path[0])])}: ${i.message}`)
      .join('; ');
    throw new Error(`Invalid CDK context: ${issues}`);
  }
  if (parsed.data.mailFromDomain !== undefined && parsed.data.mailDomain === undefined) {
    throw new Error(`Invalid CDK context: mailFromDomain='${parsed.data.mailFromDomain}' needs mailDomain`);
  }
  if (parsed.data.oidcAudience !== undefined && parsed.data.oidcIssuer === undefined) {
    throw new Error(`Invalid CDK context: oidcAudience='${parsed.data.oidcAudience}' needs oidcIssuer`);
  }
  return parsed.data;
}

const app = new App();
const config = readConfig(app);
// Links follow where the API is served unless a site is named: the background stacks cannot know
// the API's endpoint (it is created after them), so they take publicBaseUrl; the API stack falls
// back to its own endpoint (lib/api-stack.ts).
const siteUrl = config.siteUrl ?? config.publicBaseUrl;

// Without an explicit account/region the stacks stay environment-agnostic: nothing in them needs
// a lookup, so `cdk synth` works offline and without credentials.
const env: Environment | undefined =
  config.account !== undefined || config.region !== undefined
    ? { account: config.account, region: config.region }
    : undefined;
const removalPolicy = config.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
const logRetention = config.logRetentionDays as RetentionDays;

// What every stack but Data (which takes env and removalPolicy only) takes from the context.
const stackDefaults = { env, logRetention, removalPolicy, tracing: config.tracing };

// The SES identity: the domain, else the one sender address, else none (mail not set up).
const mailIdentity: MailIdentity | undefined =
  config.mailDomain !== undefined
    ? { domain: config.mailDomain, ...(config.mailFromDomain !== undefined && { mailFromDomain: config.mailFromDomain }) }
    : config.mailFromAddress !== undefined
      ? { address: config.mailFromAddress }
      : undefined;

const stacks = buildStacks(app, {
  idPrefix: `Community-${config.stage}-`,
  data: {
    env,
    description: `Community API (${config.stage}): the single DynamoDB table and the alarm topic`,
    removalPolicy,
    alarmEmail: config.alarmEmail,
  },
  live: {
    ...stackDefaults,
    description: `Community API (${config.stage}): live updates (the WebSocket API, its function, the fan-out queue and consumer)`,
  },
  events: {
    ...stackDefaults,
    description: `Community API (${config.stage}): the table's stream router, webhook queue and dispatcher, mail queue, mail functions and SES, dead-letter queues and alarms`,
    webhookRetryBase: Duration.seconds(config.webhookRetryBaseSeconds),
    mail: {
      identity: mailIdentity,
      fromAddress: config.mailFromAddress,
      retryBase: Duration.seconds(config.mailRetryBaseSeconds),
      // What the mail function's links and renderers need of the site, the front end and the API.
      environment: {
        REST_PREFIX: config.restPrefix,
        ...(siteUrl !== undefined && { SITE_URL: siteUrl }),
        ...(config.frontendUrl !== undefined && { FRONTEND_URL: config.frontendUrl }),
        ...(config.publicBaseUrl !== undefined && { PUBLIC_BASE_URL: new URL(config.publicBaseUrl).origin }),
      },
    },
  },
  scheduling: {
    ...stackDefaults,
    description: `Community API (${config.stage}): scheduled posts (EventBridge Scheduler group and role, publish function, sweeper, dead-letter queue and alarms)`,
    // Schedule group names are per account and region: the stage keeps stages apart.
    scheduleGroupName: `community-${config.stage}-scheduled-posts`,
    siteUrl,
  },
  media: {
    ...stackDefaults,
    description: `Community API (${config.stage}): media bucket, CloudFront distribution, finalize and janitor functions`,
    // Bucket names are global: the stage, account and region keep them apart.
    bucketNamePrefix: `community-${config.stage}-media`,
    // Browsers upload from the origins that call the API.
    corsAllowOrigins: config.corsOrigins,
  },
  migration: {
    ...stackDefaults,
    description: `Community API (${config.stage}): migration from the legacy platform (migrations bucket, worker functions, Step Functions state machine)`,
    // Bucket names are global: the stage, account and region keep them apart (`-mig`, not `-migrations`:
    // a 19-character stage must fit, as for media); state machine names are per account and region.
    bucketNamePrefix: `community-${config.stage}-mig`,
    stateMachineName: `community-${config.stage}-migration`,
    corsAllowOrigins: config.corsOrigins,
    siteUrl,
  },
  api: {
    ...stackDefaults,
    description: `Community API (${config.stage}): HTTP API and domain functions`,
    restPrefix: config.restPrefix,
    compatBasePath: config.compatBasePath,
    oidc:
      config.oidcIssuer === undefined
        ? undefined
        : { issuer: config.oidcIssuer, audience: config.oidcAudience },
    corsAllowOrigins: config.corsOrigins,
    siteUrl,
    frontendUrl: config.frontendUrl,
    licensePublicKey: config.licensePublicKey,
    licenseRequired: config.licenseRequired,
    credentialCacheSeconds: config.credentialCacheSeconds,
    throttles: {
      stage: throttle(config.throttleRate, config.throttleBurst),
      routes: {
        auth: throttle(config.authThrottleRate, config.authThrottleBurst),
        uploads: throttle(config.uploadThrottleRate, config.uploadThrottleBurst),
        linkPreviews: throttle(config.linkPreviewThrottleRate, config.linkPreviewThrottleBurst),
      },
    },
  },
});

function throttle(rateLimit: number, burstLimit: number): Throttle {
  return { rateLimit, burstLimit };
}

for (const stack of Object.values(stacks)) {
  Tags.of(stack).add('project', 'community-api');
  Tags.of(stack).add('stage', config.stage);
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
