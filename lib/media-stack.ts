import * as path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { GSI } from '#platform/data/table.ts';
import { ALARM_PERIOD, anyAbove0 } from './alarms.ts';
import { NATIVE_MODULES } from './constructs/bundling.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import { UploadBucket } from './constructs/upload-bucket.ts';
import {
  FINALIZE_OBJECTS,
  grantMediaObjects,
  JANITOR_OBJECTS,
  MEDIA_PREFIX,
  mediaBucketName,
  mediaEnvironment,
  PENDING_PREFIX,
  type MediaTarget,
} from './media.ts';
import { REPO_ROOT } from './repo-root.ts';
import { grantSecrets } from './secrets.ts';
import { schedulerRole } from './scheduling-stack.ts';

/** The default bucket name prefix; bin/ adds the stage so stages can share an account. */
export const DEFAULT_MEDIA_BUCKET_PREFIX = 'community-media';

/** How often the janitor removes expired uploads and released media (Query of gsi3 MEDIAEXPIRY, never a Scan). */
export const JANITOR_INTERVAL = Duration.hours(1);

/** Scheduler's default group: the post schedule managers' grant names their own group only. */
const JANITOR_SCHEDULE_GROUP = 'default';

/** Objects under pending/ older than this are removed by S3 whatever the table says (an upload's URL lives minutes). */
export const PENDING_OBJECT_DAYS = 1;

/** Finalize reads up to the size limit, decodes and writes thumbnails: sharp needs memory (and gets CPU with it). */
export const FINALIZE_MEMORY_MB = 1536;
export const FINALIZE_TIMEOUT = Duration.seconds(60);

/** Native packages of the finalize bundle, installed for linux-arm64 (lib/constructs/bundling.ts). */
export const FINALIZE_NATIVE_MODULES = NATIVE_MODULES['media-finalize'] ?? [];

/** Objects under media/ never change (a new upload gets a new key): a year in every cache. */
export const IMMUTABLE_TTL = Duration.days(365);

export interface MediaStackProps extends StackProps {
  /** The one table (DataStack.table): finalize and the janitor write media records. */
  readonly table: dynamodb.ITable;
  /** The secrets key (DataStack.secretsKey): finalize and the janitor open the storage settings' secret key with it. */
  readonly secretsKey?: kms.IKey;
  /** Origins browsers upload from (the presigned PUT's CORS). @default any origin ('*'), as the API's CORS */
  readonly corsAllowOrigins?: readonly string[];
  /** The bucket is `<bucketNamePrefix>-<account>-<region>`. @default DEFAULT_MEDIA_BUCKET_PREFIX */
  readonly bucketNamePrefix?: string;
  /** Retention of the functions' log groups. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the buckets and log groups when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  /** Active X-Ray tracing on both functions. @default no tracing */
  readonly tracing?: boolean;
  /** Where functions/<name>/index.ts and package-lock.json are found. @default this repository */
  readonly projectRoot?: string;
}

/**
 * Media on S3 (docs/media.md): the private bucket clients upload to with presigned PUTs, the
 * CloudFront distribution reading media/ through origin access control, the finalize function run
 * by the bucket's ObjectCreated notifications under pending/, and the janitor run every
 * JANITOR_INTERVAL. `target` is what ApiStack hands to the functions that show or store media.
 * Depends on DataStack only.
 */
export class MediaStack extends Stack {
  /** Uploads (pending/) and media (media/), private; CloudFront reads media/. */
  public readonly bucket: UploadBucket;
  /** S3 server access logs of the media bucket. */
  public readonly accessLogsBucket: s3.Bucket;
  public readonly distribution: cloudfront.Distribution;
  public readonly cachePolicy: cloudfront.CachePolicy;
  /** functions/media-finalize. */
  public readonly finalizeFunction: DomainFunction;
  /** functions/media-janitor. */
  public readonly janitor: DomainFunction;
  public readonly janitorSchedule: scheduler.CfnSchedule;
  public readonly alarms: { readonly finalizeErrors: cloudwatch.Alarm; readonly janitorErrors: cloudwatch.Alarm };
  public readonly target: MediaTarget;

  constructor(scope: Construct, id: string, props: MediaStackProps) {
    super(scope, id, props);
    const bucketNamePrefix = props.bucketNamePrefix ?? DEFAULT_MEDIA_BUCKET_PREFIX;
    const bucketName = mediaBucketName(this, bucketNamePrefix);
    const projectRoot = props.projectRoot ?? REPO_ROOT;
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    this.bucket = new UploadBucket(this, 'MediaBucket', {
      bucketName,
      accessLogsId: 'MediaAccessLogs',
      accessLogsPrefix: 'media-bucket/',
      corsAllowOrigins: props.corsAllowOrigins,
      lifecycleRules: [
        // An upload that was never finalized (or whose record expired): the janitor removes it
        // within the hour; this rule is the backstop if the table and the bucket ever disagree.
        { id: 'expire-pending-uploads', prefix: PENDING_PREFIX, expiration: Duration.days(PENDING_OBJECT_DAYS) },
      ],
      removalPolicy,
    });
    this.accessLogsBucket = this.bucket.accessLogsBucket;

    // OAC, and the bucket policy lets the distribution read media/ only: pending/ (unchecked
    // uploads) is never served, even by a crafted path. The origin is built on a reference to the
    // bucket so CDK does not add its own grant on every object (`<bucket>/*`).
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'MediaOriginAccessControl', {
      description: 'CloudFront reads media/ of the media bucket, signed (SigV4)',
    });
    const bucketReference = s3.Bucket.fromBucketAttributes(this, 'MediaBucketReference', {
      bucketArn: this.bucket.bucketArn,
      bucketName: this.bucket.bucketName,
      bucketRegionalDomainName: this.bucket.bucketRegionalDomainName,
    });
    const origin = origins.S3BucketOrigin.withOriginAccessControl(bucketReference, { originAccessControl });

    this.cachePolicy = new cloudfront.CachePolicy(this, 'ImmutableMediaCachePolicy', {
      comment: 'Media objects never change: cached a year; no query string (media_key), header or cookie in the key',
      minTtl: IMMUTABLE_TTL,
      defaultTtl: IMMUTABLE_TTL,
      maxTtl: IMMUTABLE_TTL,
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'MediaDistribution', {
      comment: `Media of ${bucketName} (media/ only)`,
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
        cachePolicy: this.cachePolicy,
        // nosniff among them: an uploaded file is served with the type finalize decided, never sniffed.
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
    });
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsMediaOnly',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${MEDIA_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The bucket policy statement CloudFrontReadsMediaOnly grants the distribution media/* only.',
    );
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Media is shown to members wherever they are; the community has no geographic restriction.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'Only GET and HEAD of immutable objects by unguessable keys, cached a year; no WAF until abuse shows (then add one with rate rules).',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason: "The bucket's server access logs record every origin read, upload and deletion; CloudFront's standard logs need an ACL-enabled bucket, which this account's buckets do not allow.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: "The default *.cloudfront.net certificate: CloudFront fixes its minimum protocol (TLSv1); a custom domain with its own certificate can raise it to TLSv1.2_2021.",
      },
    );

    const environment = mediaEnvironment(this, { bucketNamePrefix, distributionDomainName: this.distribution.distributionDomainName });
    const common = { projectRoot, environment, logRetention: props.logRetention, logRemovalPolicy: removalPolicy, tracing: props.tracing };

    this.finalizeFunction = new DomainFunction(this, 'MediaFinalizeFunction', {
      ...common,
      entry: path.join(projectRoot, 'functions', 'media-finalize', 'index.ts'),
      memorySize: FINALIZE_MEMORY_MB,
      timeout: FINALIZE_TIMEOUT,
      nativeModules: [...FINALIZE_NATIVE_MODULES],
      description: 'Community API: checks an upload, writes its thumbnails and moves its record to ready or rejected',
    });
    // Reads and replaces the medium's record by its key; no index.
    this.finalizeFunction.bindTable(props.table, { write: true, indexNames: [] });
    grantMediaObjects(this.finalizeFunction, bucketNamePrefix, FINALIZE_OBJECTS);
    // An accepted upload goes to the bucket the storage settings name, with their secret key.
    if (props.secretsKey) grantSecrets(this.finalizeFunction, props.secretsKey, { context: 'setting', uses: ['open'] });
    // S3 invokes asynchronously; Lambda retries a failed finalize twice (it is idempotent: the
    // record moves from pending once), then the record stays pending until it expires.
    this.bucket.addEventNotification(s3.EventType.OBJECT_CREATED, new LambdaDestination(this.finalizeFunction), { prefix: PENDING_PREFIX });
    acknowledgeNotificationsHandler(this);

    this.janitor = new DomainFunction(this, 'MediaJanitorFunction', {
      ...common,
      entry: path.join(projectRoot, 'functions', 'media-janitor', 'index.ts'),
      // Under the interval, so runs never overlap.
      timeout: Duration.minutes(5),
      description: 'Community API: removes expired uploads and released media past their grace',
    });
    // Queries gsi3 (MEDIAEXPIRY, by expiry time) and deletes what expired, records and usages.
    this.janitor.bindTable(props.table, { write: true, indexNames: [GSI.gsi3.name] });
    grantMediaObjects(this.janitor, bucketNamePrefix, JANITOR_OBJECTS);
    // Released media kept in an external bucket are deleted there, with the storage settings' secret key.
    if (props.secretsKey) grantSecrets(this.janitor, props.secretsKey, { context: 'setting', uses: ['open'] });
    // A failed run is not retried: the next one comes within the interval; the errors alarm tells.
    this.janitor.configureAsyncInvoke({ retryAttempts: 0 });

    // A Scheduler schedule like the scheduled-post sweeper's (lib/scheduling-stack.ts): one service
    // for everything scheduled, and a role that may invoke this function only (no `:*` versions).
    const janitorRole = schedulerRole(this, 'MediaJanitorSchedulerRole', JANITOR_SCHEDULE_GROUP, "the media janitor's schedule");
    janitorRole.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.janitor.functionArn] }));
    this.janitorSchedule = new scheduler.CfnSchedule(this, 'MediaJanitorSchedule', {
      groupName: JANITOR_SCHEDULE_GROUP,
      description: 'Removes expired uploads and released media (functions/media-janitor)',
      scheduleExpression: `rate(${JANITOR_INTERVAL.toMinutes()} minutes)`,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.janitor.functionArn,
        roleArn: janitorRole.roleArn,
        // A missed run is made up by the next one.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: JANITOR_INTERVAL.toSeconds() },
      },
    });
    // The role's policy must exist before Scheduler checks it can invoke.
    this.janitorSchedule.node.addDependency(janitorRole);

    this.alarms = {
      finalizeErrors: anyAbove0(this, 'MediaFinalizeErrorsAlarm', {
        alarmDescription: `${this.finalizeFunction.node.path} threw or timed out: uploads stay pending until they expire`,
        metric: this.finalizeFunction.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
      janitorErrors: anyAbove0(this, 'MediaJanitorErrorsAlarm', {
        alarmDescription: `${this.janitor.node.path} threw or timed out: expired uploads and released media stay until a run succeeds`,
        metric: this.janitor.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
    };

    this.target = { bucketNamePrefix, distributionDomainName: this.distribution.distributionDomainName };
    new CfnOutput(this, 'MediaBucketName', { value: this.bucket.bucketName, description: 'Bucket of uploads and media (MEDIA_BUCKET)' });
    new CfnOutput(this, 'MediaBaseUrl', { value: environment.MEDIA_BASE_URL, description: 'Where media is served (MEDIA_BASE_URL)' });
  }
}

/**
 * CDK puts a bucket's notification configuration with a function of its own (a singleton in the
 * stack, made by addEventNotification); its findings are about code we do not write.
 */
function acknowledgeNotificationsHandler(stack: Stack): void {
  const handler = stack.node.children.find((c) => c.node.id.startsWith('BucketNotificationsHandler'));
  if (!handler) throw new Error(`${stack.node.path}: no BucketNotificationsHandler after addEventNotification`);
  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "CDK's own notifications handler (runs once per deployment to put the bucket's notification configuration) comes with the basic execution role.",
    },
  );
}
