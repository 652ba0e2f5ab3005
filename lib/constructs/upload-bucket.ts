import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long a bucket's S3 server access logs are kept. */
export const ACCESS_LOG_DAYS = 90;

export interface UploadBucketProps {
  /** The bucket's physical name (deterministic, so grants can name it from plain strings). */
  readonly bucketName: string;
  /**
   * Construct id of the access log bucket, created beside this one in the same scope. Keep it once
   * deployed: it makes the log bucket's logical id.
   */
  readonly accessLogsId: string;
  /** Prefix of this bucket's records in the access log bucket, e.g. `media-bucket/`. */
  readonly accessLogsPrefix: string;
  /** Origins browsers PUT from (the presigned PUT's CORS); at least one. @default any origin ('*') */
  readonly corsAllowOrigins?: readonly string[];
  /**
   * The bucket's own expiry rules. The abort of incomplete multipart uploads after a day is added
   * after them. @default none besides that abort
   */
  readonly lifecycleRules?: readonly s3.LifecycleRule[];
  /** What happens to both buckets when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * A private bucket browsers upload to with presigned PUTs (the media and the migrations buckets),
 * with the house defaults in one place: public access blocked, TLS only, SSE-S3, no ACLs, no
 * versioning, CORS for PUT from the allowed origins, and its S3 server access logs in a bucket of
 * their own.
 *
 * The construct is the bucket itself and the log bucket is its sibling, so both keep the construct
 * paths, hence the logical ids, they had when each stack declared them: a new logical id would make
 * CloudFormation create a new bucket and leave the retained one behind.
 *
 * @example
 * const bucket = new UploadBucket(this, 'MediaBucket', {
 *   bucketName,
 *   accessLogsId: 'MediaAccessLogs',
 *   accessLogsPrefix: 'media-bucket/',
 *   corsAllowOrigins: ['https://community.example.com'],
 *   lifecycleRules: [{ id: 'expire-pending-uploads', prefix: 'pending/', expiration: Duration.days(1) }],
 * });
 * bucket.accessLogsBucket; // the log bucket, `MediaAccessLogs` beside it
 */
export class UploadBucket extends s3.Bucket {
  /** The S3 server access logs of this bucket (every upload, read and deletion). */
  public readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: UploadBucketProps) {
    const corsAllowOrigins = props.corsAllowOrigins ?? ['*'];
    if (corsAllowOrigins.length === 0) throw new Error(`${id}: corsAllowOrigins must name at least one origin, got []`);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    // Created first, in the caller's scope: the bucket below logs into it.
    const accessLogsBucket = new s3.Bucket(scope, props.accessLogsId, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(ACCESS_LOG_DAYS) }],
      removalPolicy,
    });
    Validations.of(accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: `This is the access log bucket of ${id}; logging its own accesses would log the logging.`,
    });

    super(scope, id, {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // SSE-S3, not KMS: presigned PUTs (and CloudFront's OAC on the media bucket) then need no key
      // policy or kms:GenerateDataKey per upload.
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Off: keys are never overwritten (each upload has its own key), and a deletion (a member's
      // medium, an expired upload or export) must really remove the file, not keep a noncurrent version.
      versioned: false,
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: props.accessLogsPrefix,
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT],
          allowedOrigins: [...corsAllowOrigins],
          // What the presigned PUTs sign (features/media/media-bucket.ts presignUpload,
          // features/migration/migration-bucket.ts presignPut).
          allowedHeaders: ['content-type', 'content-length'],
          exposedHeaders: ['etag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        ...(props.lifecycleRules ?? []),
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy,
    });
    this.accessLogsBucket = accessLogsBucket;
  }
}
