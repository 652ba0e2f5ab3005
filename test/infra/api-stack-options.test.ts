/**
 * ApiStack props other than the defaults. Bundling is skipped here: these tests read configuration
 * only (the bundles are checked in api-stack.test.ts).
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETOUR_PATHS, DOMAINS, mountDomains, type Domain } from '#platform/http/route-table.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/domain-function.ts';
import { DOMAIN_RUNS_MIGRATIONS, DOMAIN_WAITS_FOR_FINALIZE, type TableAccess } from '../../lib/domain-access.ts';
import { WEBHOOK_ATTEMPT_TIMEOUT, WEBHOOK_SENDER_API_TIMEOUT } from '../../lib/webhook-delivery.ts';
import {
  createTestApp,
  crossStackValue,
  logicalIdOf,
  policyStatements,
  resourceProperties,
  type TestApp,
} from './fixtures.ts';

const READ_ONLY_DOMAIN: Domain = 'settings';
/** Unbundled, but cdk-nag checks the whole app (three stacks) at synthesis: past vitest's 10 s hook default on a busy machine. */
const SYNTH_TIMEOUT_MS = 60_000;

describe('ApiStack options', () => {
  describe('GIVEN a domain declared read-only, an OIDC issuer and another prefix', () => {
    let built: TestApp;
    let template: Template;

    beforeAll(() => {
      const tableAccess = Object.fromEntries(
        DOMAINS.map((d) => [d, d === READ_ONLY_DOMAIN ? 'read' : 'read-write']),
      ) as Record<Domain, TableAccess>;
      built = createTestApp({
        bundle: false,
        api: {
          restPrefix: 'wp-json',
          tableAccess,
          oidc: { issuer: 'https://issuer.example.com/pool', audience: 'community-web' },
          logRetention: RetentionDays.ONE_WEEK,
          corsAllowOrigins: ['https://app.example.com'],
          siteUrl: 'https://community.example.com',
          licensePublicKey: 'B8pJaH1vXxTdFrcA0AQNbBayYkiujudhqWdF3lWCOpY',
          licenseRequired: true,
          credentialCacheSeconds: 10,
        },
      });
      template = Template.fromStack(built.api);
    }, SYNTH_TIMEOUT_MS);

    const actionsOf = (domain: Domain): string[] => {
      const fn = built.api.functions.get(domain);
      const roleId = fn?.role && logicalIdOf(built.api, fn.role);
      const policies = resourceProperties(template, 'AWS::IAM::Policy');
      return policyStatements(template)
        .filter((s) => JSON.stringify(policies.get(s.policy)?.['Roles']) === JSON.stringify([{ Ref: roleId }]))
        .flatMap((s) => s.actions)
        .filter((a) => a.startsWith('dynamodb:'));
    };

    it('WHEN synthesized THEN the read-only domain gets the read actions and no write action', () => {
      const actions = actionsOf(READ_ONLY_DOMAIN);
      expect(actions.sort()).toEqual([...TABLE_READ_ACTIONS].sort());
      for (const write of TABLE_WRITE_ACTIONS) expect(actions).not.toContain(write);
    });

    it('WHEN synthesized THEN the other domains still write', () => {
      for (const domain of DOMAINS.filter((d) => d !== READ_ONLY_DOMAIN)) {
        expect(actionsOf(domain)).toEqual(expect.arrayContaining([...TABLE_WRITE_ACTIONS]));
      }
    });

    it('WHEN synthesized THEN every route but $default hangs under /wp-json/community/v2, as ANY (HEAD and method overrides included)', () => {
      const routeKeys = [...resourceProperties(template, 'AWS::ApiGatewayV2::Route').values()].map((r) => r['RouteKey'] as string);
      const mounts = [...mountDomains().keys()];
      // A detour path (platform/http/route-table.ts) has one route of its own under the base path too.
      expect(routeKeys.sort()).toEqual(
        [...mounts.flatMap((m) => [`ANY /wp-json/community/v2/${m}`, `ANY /wp-json/community/v2/${m}/{proxy+}`]), ...DETOUR_PATHS.map((d) => `ANY /wp-json/community/v2${d}`), '$default'].sort(),
      );
    });

    it('WHEN synthesized THEN the functions get the OIDC settings, the prefix, the site URL, the license settings and the credential cache time', () => {
      template.allResourcesProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: Match.objectLike({
            REST_PREFIX: 'wp-json',
            SITE_URL: 'https://community.example.com',
            OIDC_ISSUER: 'https://issuer.example.com/pool',
            OIDC_AUDIENCE: 'community-web',
            LICENSE_PUBLIC_KEY: 'B8pJaH1vXxTdFrcA0AQNbBayYkiujudhqWdF3lWCOpY',
            LICENSE_REQUIRED: '1',
            CREDENTIAL_CACHE_SECONDS: '10',
          }),
        },
      });
    });

    it('WHEN synthesized THEN logs keep the given retention and CORS names the given origin', () => {
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 7 });
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://app.example.com'] }),
      });
    });
  });

  describe('GIVEN a domain declared to send to the webhook queue', () => {
    // Any existing domain stands in for the webhooks domain, which declares itself in DOMAIN_SENDS_TO_WEBHOOK_QUEUE.
    const SENDER: Domain = 'notifications';
    let built: TestApp;
    let template: Template;
    let eventsTemplate: Template;

    beforeAll(() => {
      built = createTestApp({ bundle: false, api: { webhookQueueSenders: [SENDER] } });
      template = Template.fromStack(built.api);
      eventsTemplate = Template.fromStack(built.events);
    }, SYNTH_TIMEOUT_MS);

    const functionOf = (domain: Domain) => {
      const fn = built.api.functions.get(domain);
      return fn && resourceProperties(template, 'AWS::Lambda::Function').get(logicalIdOf(built.api, fn));
    };
    const statementsOf = (domain: Domain) => {
      const fn = built.api.functions.get(domain);
      const roleId = fn?.role && logicalIdOf(built.api, fn.role);
      const policies = resourceProperties(template, 'AWS::IAM::Policy');
      return policyStatements(template).filter(
        (s) => JSON.stringify(policies.get(s.policy)?.['Roles']) === JSON.stringify([{ Ref: roleId }]),
      );
    };
    const queueId = () => logicalIdOf(built.events, built.events.webhookQueue);

    it("WHEN synthesized THEN its role may send to the Events stack's webhook queue, and only send", () => {
      const sqs = statementsOf(SENDER).filter((s) => s.actions.some((a) => a.startsWith('sqs:')));
      expect(sqs.flatMap((s) => s.actions)).toEqual(['sqs:SendMessage']);
      expect(sqs.flatMap((s) => s.resources).map((r) => crossStackValue(r, built.events, eventsTemplate))).toEqual([
        { 'Fn::GetAtt': [queueId(), 'Arn'] },
      ]);
    });

    it('WHEN synthesized THEN it is told the queue URL and the attempt timeout, and its timeout covers an attempt', () => {
      const properties = functionOf(SENDER);
      const variables = (properties?.['Environment'] as { Variables: Record<string, unknown> } | undefined)?.Variables;
      expect(crossStackValue(variables?.['WEBHOOK_QUEUE_URL'], built.events, eventsTemplate)).toEqual({ Ref: queueId() });
      expect(variables?.['WEBHOOK_TIMEOUT_MS']).toBe(String(WEBHOOK_ATTEMPT_TIMEOUT.toMilliseconds()));
      expect(properties?.['Timeout']).toBe(WEBHOOK_SENDER_API_TIMEOUT.toSeconds());
      expect(Number(properties?.['Timeout'])).toBeGreaterThan(WEBHOOK_ATTEMPT_TIMEOUT.toSeconds());
      expect(built.api.dependencies).toContain(built.events);
    });

    it('WHEN synthesized THEN the other domains get neither the queue nor the longer timeout', () => {
      for (const domain of DOMAINS.filter((d) => d !== SENDER)) {
        expect(statementsOf(domain).flatMap((s) => s.actions).filter((a) => a.startsWith('sqs:'))).toEqual([]);
        // The media function waits for finalize on a multipart upload, the migrations function counts an
        // export: their own timeouts (test/infra/media.test.ts, test/infra/migration.test.ts).
        if (!DOMAIN_WAITS_FOR_FINALIZE.includes(domain) && !DOMAIN_RUNS_MIGRATIONS.includes(domain)) expect(functionOf(domain)).toMatchObject({ Timeout: 10 });
        expect(JSON.stringify(functionOf(domain)?.['Environment'])).not.toContain('WEBHOOK_');
      }
    });

    it('fails when no webhook queue is given', () => {
      expect(() =>
        createTestApp({ bundle: false, api: { webhookQueueSenders: [SENDER], webhookQueue: undefined } }),
      ).toThrow(`Api: domains ${SENDER} send to the webhook queue; pass webhookQueue (EventsStack.webhookQueue)`);
    });

    it('fails when a sender is not a domain', () => {
      expect(() => createTestApp({ bundle: false, api: { webhookQueueSenders: ['nope' as Domain] } })).toThrow(
        'Api: webhookQueueSenders names unknown domains: nope',
      );
    });
  });

  it.each([
    { restPrefix: 'API', why: 'upper case' },
    { restPrefix: 'api/v1', why: 'a slash' },
    { restPrefix: '', why: 'nothing' },
  ])('fails when restPrefix has $why', ({ restPrefix }) => {
    expect(() => createTestApp({ bundle: false, api: { restPrefix } })).toThrow(
      `restPrefix must match /^[a-z0-9-]+$/, got '${restPrefix}'`,
    );
  });

  it('fails when the OIDC issuer is not an https URL', () => {
    expect(() =>
      createTestApp({ bundle: false, api: { oidc: { issuer: 'http://issuer.example.com' } } }),
    ).toThrow("oidc.issuer must be an https URL, got 'http://issuer.example.com'");
  });

  it('fails when the site URL is not an http(s) URL', () => {
    expect(() => createTestApp({ bundle: false, api: { siteUrl: 'community.example.com' } })).toThrow(
      "siteUrl must be an http(s) URL, got 'community.example.com'",
    );
  });

  it('fails when the license public key is not a base64url Ed25519 key', () => {
    expect(() => createTestApp({ bundle: false, api: { licensePublicKey: 'not-a-key' } })).toThrow(
      "licensePublicKey must be the base64url of a 32-byte Ed25519 public key, got 'not-a-key'",
    );
  });
});
