/**
 * The app as `cdk synth` builds it, bundled for real once (beforeAll): routes, functions, grants,
 * the bundles themselves and cdk-nag.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN, detourDomains, DOMAINS, mountDomains, type Domain } from '#platform/http/route-table.ts';
import { REPO_ROOT } from '../../lib/api-stack.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/domain-function.ts';
import { DOMAIN_FILES, DOMAIN_RUNS_MIGRATIONS, DOMAIN_SENDS_TO_WEBHOOK_QUEUE, DOMAIN_TABLE_ACCESS, DOMAIN_WAITS_FOR_FINALIZE } from '../../lib/domain-access.ts';
import { MEDIA_UPLOAD_API_TIMEOUT } from '../../lib/media.ts';
import { MIGRATION_API_TIMEOUT } from '../../lib/migrations.ts';
import { WEBHOOK_SENDER_API_TIMEOUT } from '../../lib/webhook-delivery.ts';
import {
  createTestApp,
  getAttOf,
  isRecord,
  logicalIdOf,
  policyStatements,
  resourceProperties,
  routeIntegrationId,
  type TestApp,
  bundledHandlerType,
  unacknowledgedFindings,
} from './fixtures.ts';

const BASE_PATH = '/api/community/v2';
/** esbuild for every domain plus cdk-nag over the app: past vitest's 10 s hook default on a busy machine. */
const BUNDLED_SYNTH_TIMEOUT_MS = 180_000;

describe('ApiStack (bundled)', () => {
  let built: TestApp;
  let template: Template;
  /** Lambda logical id -> the domain whose DomainFunction it is. */
  let domainOfFunction: Map<string, Domain>;

  beforeAll(() => {
    // The Events stack's bundle is checked in events-stack.test.ts.
    built = createTestApp({ bundle: ['Api'] });
    template = Template.fromStack(built.api);
    domainOfFunction = new Map(
      [...built.api.functions].map(([domain, fn]) => [logicalIdOf(built.api, fn), domain]),
    );
  }, BUNDLED_SYNTH_TIMEOUT_MS);

  describe('routes', () => {
    const routes = () => [...resourceProperties(template, 'AWS::ApiGatewayV2::Route').values()];
    const integrations = () => resourceProperties(template, 'AWS::ApiGatewayV2::Integration');

    /** Per mount of the route table, its two greedy routes and the domain serving them. */
    const mountRoutes = [
      ...[...mountDomains()].flatMap(([mount, domains]) =>
        [`ANY ${BASE_PATH}/${mount}`, `ANY ${BASE_PATH}/${mount}/{proxy+}`].map((routeKey) => ({ routeKey, domain: [...domains][0] as Domain })),
      ),
      // A detour path has one route of its own, to its domain's function (platform/http/route-table.ts).
      ...[...detourDomains()].map(([path, domains]) => ({ routeKey: `ANY ${BASE_PATH}${path}`, domain: [...domains][0] as Domain })),
    ];

    it('GIVEN the route table WHEN synthesized THEN the API has two greedy routes per mount, one per detour and $default', () => {
      const routeKeys = routes().map((r) => r['RouteKey']);
      expect(routeKeys.sort()).toEqual([...mountRoutes.map((r) => r.routeKey), '$default'].sort());
    });

    it.each([...mountRoutes, { routeKey: '$default', domain: DEFAULT_DOMAIN }])(
      'GIVEN route $routeKey WHEN synthesized THEN it invokes the $domain function',
      ({ routeKey, domain }) => {
        const route = routes().find((r) => r['RouteKey'] === routeKey);
        expect(route, `route ${routeKey}`).toBeDefined();
        const integrationId = route && routeIntegrationId(route);
        const integration = integrationId === undefined ? undefined : integrations().get(integrationId);
        expect(integration, `integration of ${routeKey}`).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
        });

        const functionId = getAttOf(integration?.['IntegrationUri']);
        expect(functionId && domainOfFunction.get(functionId)).toBe(domain);
        const fn = built.api.functions.get(domain);
        expect(fn?.entry).toBe(path.join(REPO_ROOT, 'functions', domain, 'index.ts'));
        expect(fn?.node.path).toContain(domain.charAt(0).toUpperCase() + domain.slice(1));
      },
    );

    it('GIVEN the default stage WHEN synthesized THEN it deploys automatically and writes access logs', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        AccessLogSettings: {
          DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AccessLogs'), 'Arn'] },
          Format: Match.stringLikeRegexp('\\$context\\.requestId'),
        },
      });
    });

    it('GIVEN browsers as clients WHEN synthesized THEN CORS preflight is answered by the API', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({
          AllowOrigins: ['*'],
          AllowHeaders: Match.arrayWith(['authorization', 'content-type', 'x-http-method-override', 'x-wp-nonce']),
        }),
      });
    });

    it('GIVEN no siteUrl WHEN synthesized THEN posts\' permalinks point where the API is served: SITE_URL is its endpoint', () => {
      template.allResourcesProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ SITE_URL: { 'Fn::GetAtt': [Match.anyValue(), 'ApiEndpoint'] } }) },
      });
    });

    it('GIVEN restPrefix api WHEN synthesized THEN the ApiUrl output ends with the versioned base path', () => {
      template.hasOutput('ApiUrl', {
        Value: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [Match.anyValue(), 'ApiEndpoint'] }, BASE_PATH]] },
      });
    });
  });

  describe('functions', () => {
    it('GIVEN the domains WHEN synthesized THEN there is one function per domain', () => {
      template.resourceCountIs('AWS::Lambda::Function', DOMAINS.length);
      expect([...domainOfFunction.values()].sort()).toEqual([...DOMAINS].sort());
    });

    it.each([...DOMAINS])(
      'GIVEN domain %s WHEN synthesized THEN its function has the house defaults',
      (domain) => {
        const fn = built.api.functions.get(domain);
        const properties = fn && resourceProperties(template, 'AWS::Lambda::Function').get(logicalIdOf(built.api, fn));
        expect(properties).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          MemorySize: 512,
          // A domain that makes test deliveries waits for one attempt inside the request; a multipart upload for finalize;
          // the migrations function counts an export for up to 20 s.
          Timeout: DOMAIN_SENDS_TO_WEBHOOK_QUEUE.includes(domain)
            ? WEBHOOK_SENDER_API_TIMEOUT.toSeconds()
            : DOMAIN_WAITS_FOR_FINALIZE.includes(domain)
              ? MEDIA_UPLOAD_API_TIMEOUT.toSeconds()
              : DOMAIN_RUNS_MIGRATIONS.includes(domain)
                ? MIGRATION_API_TIMEOUT.toSeconds()
                : 10,
          Environment: {
            Variables: {
              REST_PREFIX: 'api',
              SERVER_TIMING: '0',
              NODE_OPTIONS: '--enable-source-maps',
              TABLE_NAME: expect.anything(),
            },
          },
          LoggingConfig: { LogGroup: { Ref: expect.stringMatching(/LogGroup/) } },
        });
        const variables = properties?.['Environment'];
        expect(isRecord(variables) && variables['Variables']).not.toHaveProperty('OIDC_ISSUER');
      },
    );

    it('GIVEN every function WHEN synthesized THEN each is nodejs22.x on arm64', () => {
      for (const [id, properties] of resourceProperties(template, 'AWS::Lambda::Function')) {
        expect({ id, runtime: properties['Runtime'], arch: properties['Architectures'] }).toEqual({
          id,
          runtime: 'nodejs22.x',
          arch: ['arm64'],
        });
      }
    });

    it('GIVEN the function log groups WHEN synthesized THEN they keep events 30 days and are retained', () => {
      template.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    });

    it.each([...DOMAINS])(
      'GIVEN domain %s WHEN bundled THEN its ESM bundle loads in plain Node and exports handler',
      (domain) => {
        const fn = built.api.functions.get(domain);
        expect(fn).toBeDefined();
        expect(bundledHandlerType(fn as IConstruct, built.app.outdir)).toBe('function');
      },
    );

    it('GIVEN the reference domain WHEN bundled THEN the description and the renderer sit beside its bundle, as committed', () => {
      const code = built.api.functions.get('reference')?.node.tryFindChild('Code');
      expect(code).toBeInstanceOf(Asset);
      const dir = path.join(built.app.outdir, (code as Asset).assetPath);
      for (const file of DOMAIN_FILES.reference ?? []) {
        expect(readFileSync(path.join(dir, file.name)).equals(readFileSync(path.join(REPO_ROOT, file.from))), file.name).toBe(true);
      }
      expect((DOMAIN_FILES.reference ?? []).map((f) => f.name).sort()).toEqual(['openapi.json', 'redoc.standalone.js']);
    });
  });

  describe('permissions', () => {
    const dynamoStatements = () =>
      policyStatements(template).filter((s) => s.actions.some((a) => a.startsWith('dynamodb:')));

    it('GIVEN every policy WHEN synthesized THEN no statement grants dynamodb:* or Scan', () => {
      const actions = policyStatements(template).flatMap((s) => s.actions);
      expect(actions).not.toContain('dynamodb:*');
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.filter((a) => a === '*' || /^dynamodb:.*\*/.test(a))).toEqual([]);
    });

    it('GIVEN every DynamoDB statement WHEN synthesized THEN its resources are the table and named indexes, never *', () => {
      expect(dynamoStatements().length).toBeGreaterThan(0);
      for (const statement of dynamoStatements()) {
        expect(statement.resources).not.toContain('*');
        for (const resource of statement.resources) {
          expect(JSON.stringify(resource)).not.toMatch(/"\*"|\/\*"/);
        }
      }
    });

    it.each([...DOMAINS])('GIVEN domain %s WHEN synthesized THEN it gets exactly its declared table actions', (domain) => {
      const fn = built.api.functions.get(domain);
      const roleId = fn?.role && logicalIdOf(built.api, fn.role);
      const granted = dynamoStatements()
        .filter((s) => {
          const policy = resourceProperties(template, 'AWS::IAM::Policy').get(s.policy);
          return JSON.stringify(policy?.['Roles']) === JSON.stringify([{ Ref: roleId }]);
        })
        .flatMap((s) => s.actions);
      const expected =
        DOMAIN_TABLE_ACCESS[domain] === 'read-write'
          ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]
          : [...TABLE_READ_ACTIONS];
      expect(granted.sort()).toEqual(expected.sort());
    });

    it.each([...DOMAINS])('GIVEN domain %s WHEN synthesized THEN it sends to the webhook queue only if declared so', (domain) => {
      const fn = built.api.functions.get(domain);
      const roleId = fn?.role && logicalIdOf(built.api, fn.role);
      const policies = resourceProperties(template, 'AWS::IAM::Policy');
      const sqsActions = policyStatements(template)
        .filter((s) => JSON.stringify(policies.get(s.policy)?.['Roles']) === JSON.stringify([{ Ref: roleId }]))
        .flatMap((s) => s.actions)
        .filter((a) => a.startsWith('sqs:'));
      const variables = fn && resourceProperties(template, 'AWS::Lambda::Function').get(logicalIdOf(built.api, fn))?.['Environment'];
      const declared = DOMAIN_SENDS_TO_WEBHOOK_QUEUE.includes(domain);
      expect(sqsActions).toEqual(declared ? ['sqs:SendMessage'] : []);
      expect(isRecord(variables) && isRecord(variables['Variables']) && 'WEBHOOK_QUEUE_URL' in variables['Variables']).toBe(declared);
    });

    it('GIVEN the roles WHEN synthesized THEN none carries an AWS managed policy', () => {
      for (const [id, role] of resourceProperties(template, 'AWS::IAM::Role')) {
        expect({ id, managed: role['ManagedPolicyArns'] }).toEqual({ id, managed: undefined });
      }
    });
  });

  describe('cdk-nag', () => {
    it('GIVEN the AwsSolutions rules WHEN the app is checked THEN no finding is left unacknowledged', () => {
      expect(unacknowledgedFindings(built.app)).toEqual([]);
    });
  });
});
