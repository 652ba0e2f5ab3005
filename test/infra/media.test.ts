/**
 * MediaStack and what ApiStack hands the functions that show or store media: the bucket (public
 * access blocked, TLS only, encryption, CORS, lifecycle, access logs), the notification to the
 * finalize function, CloudFront with OAC reading media/ only, each function's S3 grants limited to
 * its prefixes, the media variables, the finalize function's sharp for linux-arm64, the janitor's
 * schedule, cdk-nag. Synthesized without bundling (configuration only; `cdk synth` installs sharp).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, type Domain } from '#platform/http/route-table.ts';
import { MEDIA_PREFIX as STORAGE_MEDIA_PREFIX, PENDING_PREFIX as STORAGE_PENDING_PREFIX } from '#features/media/media-bucket.ts';
import { NATIVE_INSTALL_ENVIRONMENT } from '../../lib/constructs/domain-function.ts';
import { DOMAIN_MEDIA_OBJECTS, DOMAIN_SHOWS_MEDIA, DOMAIN_WAITS_FOR_FINALIZE, type MediaObjectGrants } from '../../lib/domain-access.ts';
import { FINALIZE_OBJECTS, JANITOR_OBJECTS, MEDIA_OBJECT_ACTIONS, MEDIA_PREFIX, MEDIA_UPLOAD_API_TIMEOUT, PENDING_PREFIX } from '../../lib/media.ts';
import {
  DEFAULT_MEDIA_BUCKET_PREFIX,
  FINALIZE_MEMORY_MB,
  FINALIZE_TIMEOUT,
  IMMUTABLE_TTL,
  JANITOR_INTERVAL,
} from '../../lib/media-stack.ts';
import {
  asArray,
  createTestApp,
  getAttOf,
  isRecord,
  logicalIdOf,
  refOf,
  resourceProperties,
  type TestApp,
  unacknowledgedFindings,
} from './fixtures.ts';

const ORIGINS = ['https://community.example.com', 'https://admin.example.com'];

/** `arn:${Partition}:s3:::<prefix>-${AccountId}-${Region}/<key pattern>` as CloudFormation renders it. */
const objectsArn = (keyPattern: string, bucketPrefix = DEFAULT_MEDIA_BUCKET_PREFIX) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${bucketPrefix}-`, { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }, `/${keyPattern}`]],
});

/** action -> sorted resources of every s3 statement of the policies attached to `roleId`. */
function s3Grants(template: Template, roleId: string): Map<string, string[]> {
  const grants = new Map<string, string[]>();
  for (const policy of resourceProperties(template, 'AWS::IAM::Policy').values()) {
    if (!asArray(policy['Roles']).some((r) => refOf(r) === roleId)) continue;
    const document = policy['PolicyDocument'];
    if (!isRecord(document)) continue;
    for (const statement of asArray(document['Statement']).filter(isRecord)) {
      // The media bucket's objects only (the migrations function's grants on its own bucket are test/infra/migration.test.ts's).
      const resources = asArray(statement['Resource']).map((r) => JSON.stringify(r)).filter((r) => r.includes(`${DEFAULT_MEDIA_BUCKET_PREFIX}-`));
      if (resources.length === 0) continue;
      for (const action of asArray(statement['Action']).map(String).filter((a) => a.startsWith('s3:'))) {
        grants.set(action, [...(grants.get(action) ?? []), ...resources].sort());
      }
    }
  }
  return grants;
}

/** What `grants` should render to: action -> sorted resources. */
function expectedGrants(grants: MediaObjectGrants, bucketPrefix?: string): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  for (const [action, prefixes] of Object.entries(grants)) {
    if (!prefixes?.length) continue;
    expected.set(MEDIA_OBJECT_ACTIONS[action as keyof typeof MEDIA_OBJECT_ACTIONS], prefixes.map((p) => JSON.stringify(objectsArn(`${p}*`, bucketPrefix))).sort());
  }
  return expected;
}

function roleOf(template: Template, functionId: string): string {
  const role = getAttOf(resourceProperties(template, 'AWS::Lambda::Function').get(functionId)?.['Role']);
  if (!role) throw new Error(`function ${functionId} has no role`);
  return role;
}

function variablesOf(template: Template, functionId: string): Record<string, unknown> {
  const environment = resourceProperties(template, 'AWS::Lambda::Function').get(functionId)?.['Environment'];
  return isRecord(environment) && isRecord(environment['Variables']) ? environment['Variables'] : {};
}

describe('MediaStack', () => {
  let built: TestApp;
  let template: Template;
  let apiTemplate: Template;
  let bucketId: string;
  let bucket: Record<string, unknown>;
  let finalizeId: string;
  let janitorId: string;

  beforeAll(() => {
    built = createTestApp({ bundle: false });
    template = Template.fromStack(built.media);
    apiTemplate = Template.fromStack(built.api);
    bucketId = logicalIdOf(built.media, built.media.bucket);
    bucket = resourceProperties(template, 'AWS::S3::Bucket').get(bucketId) ?? {};
    finalizeId = logicalIdOf(built.media, built.media.finalizeFunction);
    janitorId = logicalIdOf(built.media, built.media.janitor);
  });

  describe('bucket', () => {
    it('GIVEN the media bucket THEN it blocks all public access, encrypts with S3-managed keys, keeps no versions and owns every object', () => {
      expect(bucket['PublicAccessBlockConfiguration']).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket['BucketEncryption']).toEqual({ ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] });
      expect(bucket).not.toHaveProperty('VersioningConfiguration');
      expect(bucket['OwnershipControls']).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    });

    it('GIVEN the bucket name prefix THEN the bucket is named <prefix>-<account>-<region>', () => {
      expect(bucket['BucketName']).toEqual({ 'Fn::Join': ['', [`${DEFAULT_MEDIA_BUCKET_PREFIX}-`, { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] });
    });

    it('GIVEN the bucket policy THEN every request without TLS is denied', () => {
      const policy = [...resourceProperties(template, 'AWS::S3::BucketPolicy').values()].find((p) => refOf(p['Bucket']) === bucketId);
      const statements = asArray(isRecord(policy?.['PolicyDocument']) ? policy['PolicyDocument']['Statement'] : undefined).filter(isRecord);
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Principal: { AWS: '*' },
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          Resource: [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] }],
        }),
      );
    });

    it('GIVEN the lifecycle THEN objects under pending/ expire after a day and incomplete multipart uploads are aborted', () => {
      const rules = asArray(isRecord(bucket['LifecycleConfiguration']) ? bucket['LifecycleConfiguration']['Rules'] : undefined);
      expect(rules).toEqual([
        { Id: 'expire-pending-uploads', Prefix: PENDING_PREFIX, ExpirationInDays: 1, Status: 'Enabled' },
        { Id: 'abort-incomplete-multipart-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
      ]);
    });

    it("GIVEN the API's default CORS THEN browsers may PUT from any origin with the signed headers, and nothing else", () => {
      expect(bucket['CorsConfiguration']).toEqual({
        CorsRules: [{ AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['content-type', 'content-length'], ExposedHeaders: ['etag'], MaxAge: 3600 }],
      });
    });

    it('GIVEN configured origins THEN only they may PUT', () => {
      const other = createTestApp({ bundle: false, media: { corsAllowOrigins: ORIGINS } });
      const rules = resourceProperties(Template.fromStack(other.media), 'AWS::S3::Bucket').get(logicalIdOf(other.media, other.media.bucket))?.['CorsConfiguration'];
      expect(rules).toMatchObject({ CorsRules: [{ AllowedMethods: ['PUT'], AllowedOrigins: ORIGINS }] });
    });

    it('GIVEN server access logging THEN the logs go to a private, TLS-only bucket of their own that expires them', () => {
      const logsId = logicalIdOf(built.media, built.media.accessLogsBucket);
      expect(bucket['LoggingConfiguration']).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: 'media-bucket/' });
      const logs = resourceProperties(template, 'AWS::S3::Bucket').get(logsId);
      expect(logs).toMatchObject({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        LifecycleConfiguration: { Rules: [{ ExpirationInDays: 90, Status: 'Enabled' }] },
      });
    });

    it('GIVEN the prefixes THEN they are those of features/media/media-bucket.ts', () => {
      expect([PENDING_PREFIX, MEDIA_PREFIX]).toEqual([STORAGE_PENDING_PREFIX, STORAGE_MEDIA_PREFIX]);
    });

    it('GIVEN a bucket name prefix too long for S3 or not a bucket name THEN synthesis fails naming it', () => {
      expect(() => createTestApp({ bundle: false, media: { bucketNamePrefix: 'x'.repeat(36) } })).toThrow(/bucket name prefix must match/);
      expect(() => createTestApp({ bundle: false, media: { bucketNamePrefix: 'Media_Bucket' } })).toThrow(/bucket name prefix must match/);
      expect(() => createTestApp({ bundle: false, media: { corsAllowOrigins: [] } })).toThrow(/corsAllowOrigins must name at least one origin/);
    });
  });

  describe('notification', () => {
    it('GIVEN the bucket THEN objects created under pending/, and only there, invoke the finalize function', () => {
      const notifications = [...resourceProperties(template, 'Custom::S3BucketNotifications').values()];
      expect(notifications).toHaveLength(1);
      expect(refOf(notifications[0]?.['BucketName'])).toBe(bucketId);
      expect(notifications[0]?.['NotificationConfiguration']).toEqual({
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: PENDING_PREFIX }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [finalizeId, 'Arn'] },
          },
        ],
      });
    });

    it('GIVEN the permission S3 invokes with THEN it is limited to this bucket in this account', () => {
      const permissions = [...resourceProperties(template, 'AWS::Lambda::Permission').values()].filter((p) => getAttOf(p['FunctionName']) === finalizeId);
      expect(permissions).toEqual([
        {
          Action: 'lambda:InvokeFunction',
          FunctionName: { 'Fn::GetAtt': [finalizeId, 'Arn'] },
          Principal: 's3.amazonaws.com',
          SourceAccount: { Ref: 'AWS::AccountId' },
          SourceArn: { 'Fn::GetAtt': [bucketId, 'Arn'] },
        },
      ]);
    });
  });

  describe('CloudFront', () => {
    it('GIVEN the distribution THEN it reads the bucket through an origin access control signing every request', () => {
      const [oacId, oac] = [...resourceProperties(template, 'AWS::CloudFront::OriginAccessControl')][0] ?? [];
      expect(oac?.['OriginAccessControlConfig']).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
      const distribution = [...resourceProperties(template, 'AWS::CloudFront::Distribution').values()][0];
      const config = isRecord(distribution?.['DistributionConfig']) ? distribution['DistributionConfig'] : {};
      expect(config['Origins']).toEqual([
        expect.objectContaining({
          DomainName: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] },
          OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
          S3OriginConfig: { OriginAccessIdentity: '' },
        }),
      ]);
    });

    it('GIVEN the default behaviour THEN viewers use HTTPS only, may GET and HEAD only, and objects are cached as immutable', () => {
      const distribution = [...resourceProperties(template, 'AWS::CloudFront::Distribution').values()][0];
      const behavior = isRecord(distribution?.['DistributionConfig']) ? distribution['DistributionConfig']['DefaultCacheBehavior'] : undefined;
      const cachePolicyId = logicalIdOf(built.media, built.media.cachePolicy);
      expect(behavior).toMatchObject({ ViewerProtocolPolicy: 'https-only', AllowedMethods: ['GET', 'HEAD'], CachePolicyId: { Ref: cachePolicyId } });
      const ttl = IMMUTABLE_TTL.toSeconds();
      expect(resourceProperties(template, 'AWS::CloudFront::CachePolicy').get(cachePolicyId)?.['CachePolicyConfig']).toMatchObject({
        DefaultTTL: ttl,
        MinTTL: ttl,
        MaxTTL: ttl,
        // The media_key query string is the original's identifier, not part of the object: one cache entry per object.
        ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: { QueryStringBehavior: 'none' }, CookiesConfig: { CookieBehavior: 'none' }, HeadersConfig: { HeaderBehavior: 'none' } },
      });
    });

    it('GIVEN the bucket policy THEN CloudFront may read objects under media/ only, for this distribution only', () => {
      const policy = [...resourceProperties(template, 'AWS::S3::BucketPolicy').values()].find((p) => refOf(p['Bucket']) === bucketId);
      const statements = asArray(isRecord(policy?.['PolicyDocument']) ? policy['PolicyDocument']['Statement'] : undefined).filter(isRecord);
      const cloudfront = statements.filter((s) => isRecord(s['Principal']) && s['Principal']['Service'] === 'cloudfront.amazonaws.com');
      const distributionId = logicalIdOf(built.media, built.media.distribution);
      expect(cloudfront).toEqual([
        {
          Sid: 'CloudFrontReadsMediaOnly',
          Effect: 'Allow',
          Action: 's3:GetObject',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${MEDIA_PREFIX}*`]] },
          Condition: {
            StringEquals: {
              'AWS:SourceArn': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }]] },
            },
          },
        },
      ]);
    });
  });

  describe('functions', () => {
    it('GIVEN finalize THEN it runs on arm64 with room for sharp, and sharp is installed beside the bundle for linux-arm64 (glibc)', () => {
      const fn = resourceProperties(template, 'AWS::Lambda::Function').get(finalizeId);
      expect(fn).toMatchObject({ Architectures: [Architecture.ARM_64.name], MemorySize: FINALIZE_MEMORY_MB, Timeout: FINALIZE_TIMEOUT.toSeconds() });
      expect(built.media.finalizeFunction.nativeModules).toEqual(['sharp']);
      expect(NATIVE_INSTALL_ENVIRONMENT).toEqual({ npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' });
      // Only finalize carries a native module: the media function must stay a small pure bundle.
      expect(built.media.janitor.nativeModules).toEqual([]);
      expect([...built.api.functions.values()].filter((f) => f.nativeModules.length > 0)).toEqual([]);
    });

    it('GIVEN finalize and the janitor THEN each may touch only its prefixes, one action each, never s3:*', () => {
      expect(s3Grants(template, roleOf(template, finalizeId))).toEqual(expectedGrants(FINALIZE_OBJECTS));
      expect(s3Grants(template, roleOf(template, janitorId))).toEqual(expectedGrants(JANITOR_OBJECTS));
      expect(FINALIZE_OBJECTS).toEqual({ get: [PENDING_PREFIX], put: [MEDIA_PREFIX], delete: [PENDING_PREFIX] });
      expect(JANITOR_OBJECTS).toEqual({ delete: [PENDING_PREFIX, MEDIA_PREFIX] });
    });

    it('GIVEN every API function THEN only the declared domains touch objects, each on its prefixes; the media function never reads one', () => {
      for (const domain of DOMAINS) {
        const fn = built.api.functions.get(domain);
        if (!fn) throw new Error(`no function for ${domain}`);
        const grants = s3Grants(apiTemplate, roleOf(apiTemplate, logicalIdOf(built.api, fn)));
        expect(grants, domain).toEqual(expectedGrants(DOMAIN_MEDIA_OBJECTS[domain] ?? {}));
      }
      expect(DOMAIN_MEDIA_OBJECTS.media).toEqual({ put: [PENDING_PREFIX], delete: [PENDING_PREFIX, MEDIA_PREFIX] });
      // The chat function presigns its messages' uploads, nothing more.
      expect(DOMAIN_MEDIA_OBJECTS.chat).toEqual({ put: [PENDING_PREFIX] });
      const media = s3Grants(apiTemplate, roleOf(apiTemplate, logicalIdOf(built.api, built.api.functions.get('media') as never)));
      expect([...media.keys()].sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    });

    it('GIVEN the functions that show media THEN each is told the bucket and the https URL of the distribution; the others are not', () => {
      const distributionDomain = built.media.resolve(built.media.distribution.distributionDomainName) as unknown;
      const bucketName = { 'Fn::Join': ['', [`${DEFAULT_MEDIA_BUCKET_PREFIX}-`, { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] };
      for (const id of [finalizeId, janitorId]) {
        expect(variablesOf(template, id)).toMatchObject({
          MEDIA_BUCKET: bucketName,
          MEDIA_BASE_URL: { 'Fn::Join': ['', ['https://', distributionDomain]] },
        });
      }
      expect(DOMAIN_SHOWS_MEDIA).toEqual(['feeds', 'moderation', 'profiles', 'spaces', 'members', 'media', 'courses', 'chat']);
      for (const domain of DOMAINS) {
        const fn = built.api.functions.get(domain);
        if (!fn) throw new Error(`no function for ${domain}`);
        const variables = variablesOf(apiTemplate, logicalIdOf(built.api, fn));
        if (DOMAIN_SHOWS_MEDIA.includes(domain)) {
          expect(variables['MEDIA_BUCKET'], domain).toEqual(bucketName);
          // The distribution's domain name comes from the media stack (a cross-stack reference).
          expect(JSON.stringify(variables['MEDIA_BASE_URL']), domain).toMatch(/^\{"Fn::Join":\["",\["https:\/\/",\{"Fn::GetStackOutput":\{"StackName":"Media"/);
        } else {
          expect(variables, domain).not.toHaveProperty('MEDIA_BUCKET');
          expect(variables, domain).not.toHaveProperty('MEDIA_BASE_URL');
        }
      }
    });

    it('GIVEN the media function THEN its timeout covers the multipart upload waiting for finalize (15 s), under API Gateway 29 s', () => {
      expect(DOMAIN_WAITS_FOR_FINALIZE).toEqual(['media']);
      const media = built.api.functions.get('media');
      if (!media) throw new Error('no media function');
      const timeout = resourceProperties(apiTemplate, 'AWS::Lambda::Function').get(logicalIdOf(built.api, media))?.['Timeout'];
      expect(timeout).toBe(MEDIA_UPLOAD_API_TIMEOUT.toSeconds());
      expect(MEDIA_UPLOAD_API_TIMEOUT.toSeconds()).toBeGreaterThan(15);
      expect(MEDIA_UPLOAD_API_TIMEOUT.toSeconds()).toBeLessThan(29);
    });

    it('GIVEN the janitor THEN it may query gsi3 only, and finalize no index', () => {
      const resourcesOf = (roleId: string) =>
        [...resourceProperties(template, 'AWS::IAM::Policy').values()]
          .filter((p) => asArray(p['Roles']).some((r) => refOf(r) === roleId))
          .flatMap((p) => asArray(isRecord(p['PolicyDocument']) ? p['PolicyDocument']['Statement'] : undefined).filter(isRecord))
          .filter((s) => asArray(s['Action']).includes('dynamodb:Query'))
          .flatMap((s) => asArray(s['Resource']).map((r) => JSON.stringify(r)));
      expect(resourcesOf(roleOf(template, janitorId)).filter((r) => r.includes('/index/'))).toEqual([expect.stringContaining('/index/gsi3')]);
      expect(resourcesOf(roleOf(template, finalizeId)).filter((r) => r.includes('/index/'))).toEqual([]);
    });

    it('GIVEN the janitor THEN a Scheduler schedule invokes it every interval, as a role that may invoke it only', () => {
      const schedules = [...resourceProperties(template, 'AWS::Scheduler::Schedule').values()];
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject({
        ScheduleExpression: `rate(${JANITOR_INTERVAL.toMinutes()} minutes)`,
        Target: { Arn: { 'Fn::GetAtt': [janitorId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } },
      });
      const roleId = getAttOf((schedules[0]?.['Target'] as Record<string, unknown>)['RoleArn']);
      const statements = [...resourceProperties(template, 'AWS::IAM::Policy').values()]
        .filter((p) => asArray(p['Roles']).some((r) => refOf(r) === roleId))
        .flatMap((p) => asArray(isRecord(p['PolicyDocument']) ? p['PolicyDocument']['Statement'] : undefined));
      expect(statements).toEqual([{ Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [janitorId, 'Arn'] } }]);
    });
  });

  describe('ApiStack props', () => {
    it('GIVEN domains that show media but no media target THEN synthesis fails naming the prop', () => {
      expect(() => createTestApp({ bundle: false, api: { media: undefined } })).toThrow(/show or store media; pass media/);
      expect(() => createTestApp({ bundle: false, api: { media: undefined, mediaViewers: [], mediaObjects: {} } })).not.toThrow();
      expect(() => createTestApp({ bundle: false, api: { mediaViewers: ['nope' as Domain] } })).toThrow(/unknown domains: nope/);
    });
  });

  it('GIVEN cdk-nag AwsSolutions THEN the media stack and the API stack have no unacknowledged finding', () => {
    expect(unacknowledgedFindings(built.media)).toEqual([]);
    expect(unacknowledgedFindings(built.api)).toEqual([]);
  });
});
