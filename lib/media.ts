/**
 * What a function needs to use the media bucket (docs/media.md "Deploying"): its name and the
 * distribution serving it (MediaTarget, made by MediaStack), and per-prefix object grants.
 *
 * The bucket has a deterministic name, `<prefix>-<account>-<region>`, so every grant names its
 * ARN from plain strings and pseudo parameters: the API stack needs no export from the media stack
 * for its IAM policies, and cdk-nag's finding ids (acknowledged below) are known when we write them.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { DomainFunction } from './constructs/domain-function.ts';
import type { MediaObjectAction, MediaObjectGrants, MediaPrefix } from './domain-access.ts';
import { nagArn } from './nag.ts';

/** features/media/media-bucket.ts PENDING_PREFIX and MEDIA_PREFIX (test/infra/media.test.ts checks they agree). */
export const PENDING_PREFIX = 'pending/' satisfies MediaPrefix;
export const MEDIA_PREFIX = 'media/' satisfies MediaPrefix;

/**
 * The timeout of a function whose request waits for finalize (DOMAIN_WAITS_FOR_FINALIZE): the
 * wait (15 s) plus the upload's own work, under API Gateway's 29-second integration limit.
 */
export const MEDIA_UPLOAD_API_TIMEOUT = Duration.seconds(25);

export interface MediaTarget {
  /** A plain string (not a token): `<bucketNamePrefix>-<account>-<region>` is the bucket's name. */
  readonly bucketNamePrefix: string;
  /** The CloudFront distribution's domain name (a token of the media stack). */
  readonly distributionDomainName: string;
}

/** IAM actions of each MediaObjectAction, one each: never s3:*. */
export const MEDIA_OBJECT_ACTIONS: Readonly<Record<MediaObjectAction, string>> = {
  put: 's3:PutObject',
  // Also what HeadObject needs.
  get: 's3:GetObject',
  delete: 's3:DeleteObject',
};

/**
 * The finalize function: reads and deletes an upload under pending/, writes the accepted original
 * and its thumbnails under media/ (a copy from pending/ needs Get there and Put here).
 */
export const FINALIZE_OBJECTS: MediaObjectGrants = { get: ['pending/'], put: ['media/'], delete: ['pending/'] };

/** The janitor: removes expired uploads (pending/) and released media past their grace (media/). */
export const JANITOR_OBJECTS: MediaObjectGrants = { delete: ['pending/', 'media/'] };

/** At most 35 characters, so the name (plus `-<12-digit account>-<region>`) stays within S3's 63. */
export const BUCKET_NAME_PREFIX_PATTERN = /^[a-z0-9][a-z0-9-]{1,33}[a-z0-9]$/;

export function mediaBucketName(stack: Stack, prefix: string): string {
  if (!BUCKET_NAME_PREFIX_PATTERN.test(prefix)) {
    throw new Error(`media bucket name prefix must match ${BUCKET_NAME_PREFIX_PATTERN}, got '${prefix}'`);
  }
  return `${prefix}-${stack.account}-${stack.region}`;
}

/** `arn:<partition>:s3:::<bucket>/<prefix>*`: the objects under one prefix, nothing else. */
export function mediaObjectsArn(stack: Stack, bucketNamePrefix: string, prefix: MediaPrefix): string {
  return `arn:${stack.partition}:s3:::${mediaBucketName(stack, bucketNamePrefix)}/${prefix}*`;
}

/** The variables of a function that shows media: the bucket's name and the distribution's https URL. */
export function mediaEnvironment(stack: Stack, target: MediaTarget): Record<'MEDIA_BUCKET' | 'MEDIA_BASE_URL', string> {
  return {
    MEDIA_BUCKET: mediaBucketName(stack, target.bucketNamePrefix),
    MEDIA_BASE_URL: `https://${target.distributionDomainName}`,
  };
}

/**
 * Let `fn` do each action of `grants` to the objects under the prefixes named there, one
 * statement per action, and acknowledge cdk-nag's IAM5 for those prefix wildcards (object keys
 * are made at run time; the wildcard never spans another prefix).
 */
export function grantMediaObjects(fn: DomainFunction, bucketNamePrefix: string, grants: MediaObjectGrants): void {
  const stack = Stack.of(fn);
  const acknowledged = new Set<string>();
  for (const [action, prefixes] of Object.entries(grants) as [MediaObjectAction, readonly MediaPrefix[]][]) {
    if (prefixes.length === 0) continue;
    const resources = prefixes.map((prefix) => mediaObjectsArn(stack, bucketNamePrefix, prefix));
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: [MEDIA_OBJECT_ACTIONS[action]], resources }));
    for (const arn of resources) acknowledged.add(nagArn(arn, stack));
  }
  if (!fn.role) return;
  for (const arn of acknowledged) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${arn}]`,
      reason: 'Object keys are made at run time (<id>-<random token>); the grant covers one prefix of the media bucket only.',
    });
  }
}
