import * as path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  CfnRoute,
  CfnStage,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { compatBasePathProblem } from '#platform/core/base-paths.ts';
import { DEFAULT_DOMAIN, DETOUR_PATHS, detourDomains, DOMAINS, mountDomains, type Domain } from '#platform/http/route-table.ts';
import { type ApiThrottles, DEFAULT_API_THROTTLES, throttledRouteKeys, throttlesProblem, unknownThrottledPaths } from './api-throttle.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import {
  DOMAIN_MANAGES_SCHEDULES,
  DOMAIN_FILES,
  DOMAIN_MEDIA_OBJECTS,
  DOMAIN_RUNS_MIGRATIONS,
  DOMAIN_SECRETS,
  DOMAIN_SENDS_TO_WEBHOOK_QUEUE,
  DOMAIN_SHOWS_MEDIA,
  DOMAIN_TABLE_ACCESS,
  DOMAIN_TELLS_LIVE_URL,
  DOMAIN_WAITS_FOR_FINALIZE,
  type MediaObjectGrants,
  type TableAccess,
} from './domain-access.ts';
import { grantMediaObjects, MEDIA_UPLOAD_API_TIMEOUT, mediaEnvironment, type MediaTarget } from './media.ts';
import { grantMigrationRuns, MIGRATION_API_TIMEOUT, type MigrationTarget } from './migrations.ts';
import { REPO_ROOT } from './repo-root.ts';
import { grantScheduleManagement, type ScheduledPostsTarget } from './scheduled-posts.ts';
import { grantSecrets } from './secrets.ts';
import { attemptEnvironment, WEBHOOK_SENDER_API_TIMEOUT } from './webhook-delivery.ts';

export { REPO_ROOT };

export interface OidcSettings {
  /** Issuer URL whose access tokens the functions accept, e.g. a Cognito user pool. */
  readonly issuer: string;
  /** @default tokens of any audience from the issuer are accepted */
  readonly audience?: string;
}

export interface ApiStackProps extends StackProps {
  /** The one table (DataStack.table); every domain function is bound to it. */
  readonly table: ITable;
  /** The secrets key (DataStack.secretsKey): granted per DOMAIN_SECRETS (lib/secrets.ts). */
  readonly secretsKey?: kms.IKey;
  /** First path segment: routes live under `/<restPrefix>/community/v2`. */
  readonly restPrefix: string;
  /** @default only the built-in tokens and application passwords are accepted */
  readonly oidc?: OidcSettings;
  /** Retention of the function and access log groups. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the log groups when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  /** Which domains may write; tests narrow it to check read-only grants. @default DOMAIN_TABLE_ACCESS */
  readonly tableAccess?: Readonly<Record<Domain, TableAccess>>;
  /**
   * The webhook delivery queue (EventsStack.webhookQueue). Required when a domain sends to it.
   * @default none: no domain may send to the webhook queue
   */
  readonly webhookQueue?: IQueue;
  /**
   * Which domains send to `webhookQueue` and make test deliveries; tests widen it to check the grants.
   * @default DOMAIN_SENDS_TO_WEBHOOK_QUEUE (lib/domain-access.ts)
   */
  readonly webhookQueueSenders?: readonly Domain[];
  /**
   * The scheduled posts' group, publish function, scheduler role and dead-letter queue
   * (SchedulingStack.target). Required when a domain manages schedules.
   * @default none: no domain may manage schedules
   */
  readonly scheduledPosts?: ScheduledPostsTarget;
  /**
   * Which domains create, update and delete posts' schedules; tests narrow it.
   * @default DOMAIN_MANAGES_SCHEDULES (lib/domain-access.ts)
   */
  readonly scheduleManagers?: readonly Domain[];
  /**
   * The media bucket and its distribution (MediaStack.target). Required when a domain shows or
   * stores media.
   * @default none: no domain shows media
   */
  readonly media?: MediaTarget;
  /**
   * Which domains are told MEDIA_BUCKET and MEDIA_BASE_URL; tests narrow it.
   * @default DOMAIN_SHOWS_MEDIA (lib/domain-access.ts)
   */
  readonly mediaViewers?: readonly Domain[];
  /**
   * What each domain may do to the media bucket's objects, per prefix; tests change it.
   * @default DOMAIN_MEDIA_OBJECTS (lib/domain-access.ts)
   */
  readonly mediaObjects?: Readonly<Partial<Record<Domain, MediaObjectGrants>>>;
  /**
   * The migrations bucket and state machine (MigrationStack.target). Required when a domain of
   * `migrationRunners` has a function.
   * @default none: no domain runs migrations
   */
  readonly migrations?: MigrationTarget;
  /**
   * Which domains start and read migration runs; tests change it.
   * @default DOMAIN_RUNS_MIGRATIONS (lib/domain-access.ts)
   */
  readonly migrationRunners?: readonly string[];
  /**
   * The community's public site (the original's WordPress home URL), where posts' permalinks point.
   * @default the API's own endpoint, so links follow the served address (never a request's Host)
   */
  readonly siteUrl?: string;
  /** The front end's pages that links in mail and invitations point to (FRONTEND_URL). @default the functions' default (SITE_URL) */
  readonly frontendUrl?: string;
  /**
   * The Ed25519 public key licenses are verified with (base64url of its 32 bytes; docs/license.md).
   * @default none: no license can be activated
   */
  readonly licensePublicKey?: string;
  /** PRO routes refuse with 403 license_required unless a valid license is stored. @default false */
  readonly licenseRequired?: boolean;
  /** The WebSocket API's address (LiveStack.liveUrl), told to DOMAIN_TELLS_LIVE_URL (lib/domain-access.ts). @default none: live_url null */
  readonly liveUrl?: string;
  /**
   * How long a container remembers a verified credential (CREDENTIAL_CACHE_SECONDS, 0-300, 0 off):
   * the bound within which a revocation reaches the other containers (docs/authentication.md).
   * @default the functions' default (30)
   */
  readonly credentialCacheSeconds?: number;
  /** Origins allowed by the CORS preflight. @default any origin ('*') */
  readonly corsAllowOrigins?: readonly string[];
  /** Active X-Ray tracing on every function. @default no tracing */
  readonly tracing?: boolean;
  /**
   * A second base path serving the same routes, for clients of the original WordPress plugin,
   * e.g. /wp-json/fluent-community/v2; `GET /wp-json/` then answers WordPress's REST index.
   * @default none
   */
  readonly compatBasePath?: string;
  /** Where functions/<domain>/index.ts and package-lock.json are found. @default this repository */
  readonly projectRoot?: string;
  /** API Gateway's throttles: the stage's and the stricter routes' (lib/api-throttle.ts). @default DEFAULT_API_THROTTLES */
  readonly throttles?: ApiThrottles;
}

const REST_PREFIX_PATTERN = /^[a-z0-9-]+$/;

/**
 * The HTTP API: one DomainFunction per domain of platform/http/route-table.ts. API Gateway routes
 * by mount only (`ANY {base}/{mount}` and `ANY {base}/{mount}/{proxy+}` per base path, and
 * `$default`); the function matches the route itself (platform/http/router.ts), so the route count
 * grows with mounts, not with ROUTES entries. Authentication happens inside the functions
 * (Basic, issued tokens, optional OIDC).
 */
export class ApiStack extends Stack {
  public readonly api: HttpApi;
  /** The versioned root every route hangs under, e.g. https://abc.execute-api.../api/community/v2 */
  public readonly baseUrl: string;
  public readonly functions: ReadonlyMap<Domain, DomainFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    validateProps(id, props);

    const basePath = `/${props.restPrefix}/community/v2`;
    const projectRoot = props.projectRoot ?? REPO_ROOT;
    const tableAccess = props.tableAccess ?? DOMAIN_TABLE_ACCESS;
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    const logRetention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;
    const webhookSenders = new Set(props.webhookQueueSenders ?? DOMAIN_SENDS_TO_WEBHOOK_QUEUE);
    const scheduleManagers = new Set(props.scheduleManagers ?? DOMAIN_MANAGES_SCHEDULES);
    const mediaViewers = new Set(props.mediaViewers ?? DOMAIN_SHOWS_MEDIA);
    const mediaObjects = props.mediaObjects ?? DOMAIN_MEDIA_OBJECTS;
    const migrationRunners = new Set(props.migrationRunners ?? DOMAIN_RUNS_MIGRATIONS);

    const environment: Record<string, string> = {
      REST_PREFIX: props.restPrefix,
      SERVER_TIMING: '0',
      ...(props.compatBasePath !== undefined && { COMPAT_BASE_PATH: props.compatBasePath }),
      ...(props.oidc && { OIDC_ISSUER: props.oidc.issuer }),
      ...(props.oidc?.audience !== undefined && { OIDC_AUDIENCE: props.oidc.audience }),
      ...(props.siteUrl !== undefined && { SITE_URL: props.siteUrl }),
      ...(props.frontendUrl !== undefined && { FRONTEND_URL: props.frontendUrl }),
      ...(props.licensePublicKey !== undefined && { LICENSE_PUBLIC_KEY: props.licensePublicKey }),
      ...(props.licenseRequired === true && { LICENSE_REQUIRED: '1' }),
      ...(props.credentialCacheSeconds !== undefined && { CREDENTIAL_CACHE_SECONDS: String(props.credentialCacheSeconds) }),
    };

    const functions = new Map<Domain, DomainFunction>();
    for (const domain of DOMAINS) {
      const sendsWebhooks = webhookSenders.has(domain);
      const runsMigrations = migrationRunners.has(domain);
      const fn = new DomainFunction(this, `${pascalCase(domain)}Function`, {
        entry: path.join(projectRoot, 'functions', domain, 'index.ts'),
        projectRoot,
        environment: {
          ...environment,
          ...(sendsWebhooks && attemptEnvironment()),
          ...(props.liveUrl !== undefined && DOMAIN_TELLS_LIVE_URL.includes(domain) && { LIVE_URL: props.liveUrl }),
        },
        // A test delivery waits for the receiver (one attempt) inside the request; a multipart
        // upload waits for the finalize function; a migration's config counts the export's rows.
        timeout: sendsWebhooks
          ? WEBHOOK_SENDER_API_TIMEOUT
          : DOMAIN_WAITS_FOR_FINALIZE.includes(domain)
            ? MEDIA_UPLOAD_API_TIMEOUT
            : runsMigrations
              ? MIGRATION_API_TIMEOUT
              : undefined,
        logRetention,
        logRemovalPolicy: removalPolicy,
        tracing: props.tracing,
        description: `Community API: ${domain} routes`,
        ...(DOMAIN_FILES[domain] ? { files: DOMAIN_FILES[domain] } : {}),
      });
      fn.bindTable(props.table, { write: tableAccess[domain] === 'read-write' });
      // Redeliveries go through the queue like every delivery (validateProps ensures the queue).
      if (sendsWebhooks && props.webhookQueue) fn.sendsTo(props.webhookQueue, 'WEBHOOK_QUEUE_URL');
      if (scheduleManagers.has(domain) && props.scheduledPosts) grantScheduleManagement(fn, props.scheduledPosts);
      // validateProps ensures `migrations` whenever a runner has a function.
      if (runsMigrations && props.migrations) grantMigrationRuns(fn, props.migrations);
      // validateProps ensures `media` whenever a domain shows or stores media.
      if (props.media) {
        const grants = mediaObjects[domain];
        if (mediaViewers.has(domain) || grants) {
          for (const [name, value] of Object.entries(mediaEnvironment(this, props.media))) fn.addEnvironment(name, value);
        }
        if (grants) grantMediaObjects(fn, props.media.bucketNamePrefix, grants);
      }
      if (props.secretsKey) grantSecrets(fn, props.secretsKey, DOMAIN_SECRETS[domain] ?? { context: 'setting', uses: [] });
      functions.set(domain, fn);
    }
    this.functions = functions;

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: this.stackName,
      description: `Community REST API (${basePath})`,
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...(props.corsAllowOrigins ?? ['*'])],
        allowMethods: [CorsHttpMethod.ANY],
        // X-WP-Nonce: an original's browser client gets the 401 that makes it sign in again, not a failed preflight.
        allowHeaders: ['authorization', 'content-type', 'x-http-method-override', 'x-request-id', 'x-wp-nonce', 'idempotency-key', 'x-correlation-id'],
        exposeHeaders: ['server-timing', 'x-request-id', 'retry-after', 'idempotent-replayed', 'x-correlation-id'],
        maxAge: Duration.hours(1),
      },
    });

    if (props.siteUrl === undefined) for (const fn of functions.values()) fn.addEnvironment('SITE_URL', this.api.apiEndpoint);

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy,
    });
    const throttles = props.throttles ?? DEFAULT_API_THROTTLES;
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: throttles.stage,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    for (const [domain, fn] of functions) {
      // One permission for the whole API instead of one per route: with a route-scoped
      // permission each route adds a statement, and a domain with many routes would outgrow
      // the 20 KB limit of the function's resource policy.
      integrations.set(
        domain,
        new HttpLambdaIntegration(`${pascalCase(domain)}Integration`, fn, { scopePermissionToRoute: false }),
      );
    }
    const integrationOf = (domain: Domain) => requireValue(integrations.get(domain), `integration of domain '${domain}'`);
    const basePaths = props.compatBasePath === undefined ? [basePath] : [basePath, props.compatBasePath];
    for (const [mount, domains] of mountDomains()) {
      const [domain, ...others] = [...domains];
      // One function per mount, or a trailing slash or method override could reach another domain.
      if (domain === undefined || others.length > 0) throw new Error(`${id}: mount '${mount}' spans domains ${[...domains].join(', ')}`);
      for (const base of basePaths) {
        for (const routePath of [`${base}/${mount}`, `${base}/${mount}/{proxy+}`]) {
          // ANY covers HEAD beside GET and the method override; the function answers rest_no_route.
          this.api.addRoutes({ path: routePath, methods: [HttpMethod.ANY], integration: integrationOf(domain) });
        }
      }
    }
    // A detour (platform/http/route-table.ts DETOUR_PATHS) has a route of its own, more specific
    // than its mount's {proxy+}, to the one domain that serves it.
    for (const [detour, domains] of detourDomains()) {
      const [domain, ...others] = [...domains];
      if (domain === undefined || others.length > 0) throw new Error(`${id}: detour '${detour}' needs exactly one domain, has ${[...domains].join(', ') || 'none'}`);
      for (const base of basePaths) this.api.addRoutes({ path: `${base}${detour}`, methods: [HttpMethod.ANY], integration: integrationOf(domain) });
    }
    // Everything else (the WordPress REST index, unknown paths) reaches the settings function,
    // which answers rest_no_route with the request id and Server-Timing like any error.
    new HttpRoute(this.api, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrationOf(DEFAULT_DOMAIN),
    });

    // Stricter throttles on the costly or attacked routes (lib/api-throttle.ts). A stage's route
    // settings may name only routes that exist, so the stage waits for them.
    const stageResource = stage.node.defaultChild as CfnStage;
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const throttledKeys = throttledRouteKeys(basePaths);
    for (const route of this.api.node.findAll()) {
      if (!(route instanceof CfnRoute)) continue;
      const group = throttledKeys.get(route.routeKey);
      if (group === undefined) continue;
      routeSettings[route.routeKey] = { ThrottlingRateLimit: throttles.routes[group].rateLimit, ThrottlingBurstLimit: throttles.routes[group].burstLimit };
      stage.node.addDependency(route);
    }
    stageResource.addPropertyOverride('RouteSettings', routeSettings);

    // Authorization is per route and per caller (Basic, issued tokens, optional OIDC) and lives
    // in the functions, which answer 401/403 in the spec's envelope; an API Gateway authorizer
    // could do neither the Basic scheme nor the spec's error codes.
    Validations.of(this.api).acknowledge(
      {
        id: 'AwsSolutions-APIG4',
        reason: 'Routes authenticate inside the domain functions (Basic, bearer tokens, OIDC).',
      },
      {
        id: 'AwsSolutions-COG4',
        reason: 'Callers use application passwords and issued tokens, not only Cognito.',
      },
    );

    this.baseUrl = `${this.api.apiEndpoint}${basePath}`;
    new CfnOutput(this, 'ApiUrl', {
      value: this.baseUrl,
      description: 'Base URL of the community API (routes hang under it)',
    });
  }
}

/** JSON access log entry, one per request (fields of the HTTP API $context). */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

function validateProps(id: string, props: ApiStackProps): void {
  if (!REST_PREFIX_PATTERN.test(props.restPrefix)) {
    throw new Error(`${id}: restPrefix must match ${REST_PREFIX_PATTERN}, got '${props.restPrefix}'`);
  }
  if (props.oidc && !/^https:\/\/[^\s/]+/.test(props.oidc.issuer)) {
    throw new Error(`${id}: oidc.issuer must be an https URL, got '${props.oidc.issuer}'`);
  }
  const throttleProblem = props.throttles === undefined ? undefined : throttlesProblem(props.throttles);
  if (throttleProblem) throw new Error(`${id}: throttles ${throttleProblem}`);
  const unknownPaths = unknownThrottledPaths(new Set(mountDomains().keys()), DETOUR_PATHS);
  if (unknownPaths.length > 0) throw new Error(`${id}: throttled paths not in the route table: ${unknownPaths.join(', ')}`);
  const compatProblem = props.compatBasePath === undefined ? undefined : compatBasePathProblem(props.compatBasePath, props.restPrefix);
  if (compatProblem) throw new Error(`${id}: compatBasePath ${compatProblem}`);
  if (props.siteUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(props.siteUrl)) {
    throw new Error(`${id}: siteUrl must be an http(s) URL, got '${props.siteUrl}'`);
  }
  if (props.licensePublicKey !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(props.licensePublicKey)) {
    throw new Error(`${id}: licensePublicKey must be the base64url of a 32-byte Ed25519 public key, got '${props.licensePublicKey}'`);
  }
  if (props.corsAllowOrigins?.length === 0) {
    throw new Error(`${id}: corsAllowOrigins must name at least one origin, got []`);
  }
  const senders = props.webhookQueueSenders ?? DOMAIN_SENDS_TO_WEBHOOK_QUEUE;
  const managers = props.scheduleManagers ?? DOMAIN_MANAGES_SCHEDULES;
  for (const [prop, domains] of [['webhookQueueSenders', senders], ['scheduleManagers', managers]] as const) {
    const unknown = domains.filter((d) => !(DOMAINS as readonly string[]).includes(d));
    if (unknown.length > 0) throw new Error(`${id}: ${prop} names unknown domains: ${unknown.join(', ')}`);
  }
  const viewers = props.mediaViewers ?? DOMAIN_SHOWS_MEDIA;
  const storers = Object.keys(props.mediaObjects ?? DOMAIN_MEDIA_OBJECTS);
  const unknownMedia = [...viewers, ...storers].filter((d) => !(DOMAINS as readonly string[]).includes(d));
  if (unknownMedia.length > 0) throw new Error(`${id}: mediaViewers or mediaObjects name unknown domains: ${unknownMedia.join(', ')}`);
  if ((viewers.length > 0 || storers.length > 0) && props.media === undefined) {
    throw new Error(`${id}: domains ${[...new Set([...viewers, ...storers])].join(', ')} show or store media; pass media (MediaStack.target)`);
  }
  if (props.migrationRunners) {
    const unknownRunners = props.migrationRunners.filter((d) => !(DOMAINS as readonly string[]).includes(d));
    if (unknownRunners.length > 0) throw new Error(`${id}: migrationRunners names unknown domains: ${unknownRunners.join(', ')}`);
  }
  const runners = (props.migrationRunners ?? DOMAIN_RUNS_MIGRATIONS).filter((d) => (DOMAINS as readonly string[]).includes(d));
  if (runners.length > 0 && props.migrations === undefined) {
    throw new Error(`${id}: domains ${runners.join(', ')} run migrations; pass migrations (MigrationStack.target)`);
  }
  if (managers.length > 0 && props.scheduledPosts === undefined) {
    throw new Error(`${id}: domains ${managers.join(', ')} schedule posts; pass scheduledPosts (SchedulingStack.target)`);
  }
  if (senders.length > 0 && props.webhookQueue === undefined) {
    throw new Error(`${id}: domains ${senders.join(', ')} send to the webhook queue; pass webhookQueue (EventsStack.webhookQueue)`);
  }
}

/** 'settings' -> 'Settings', 'stream-router' -> 'StreamRouter': construct ids, kept stable. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function requireValue<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
