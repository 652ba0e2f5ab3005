/**
 * AWS limits the Api stack must stay under (docs/api-conventions.md "WordPress conventions"):
 * 300 routes per HTTP API and 500 resources per CloudFormation stack. Routes are per mount and
 * base path, not per ROUTES entry, so the ~90 routes still to come add only their new mounts.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETOUR_PATHS, mountDomains, ROUTES } from '#platform/http/route-table.ts';
import { createTestApp, type TestApp } from './fixtures.ts';

const HTTP_API_ROUTE_LIMIT = 300;
const STACK_RESOURCE_LIMIT = 500;
/** Mounts the announced work adds (comments, courses, media, scheduled-posts, migrations, admin/courses), with room to spare. */
const FUTURE_MOUNTS = 12;
const BASE_PATHS = 2;
/** `ANY {base}/{mount}` and `ANY {base}/{mount}/{proxy+}`. */
const ROUTES_PER_MOUNT_AND_BASE = 2;
const SYNTH_TIMEOUT_MS = 60_000;

describe('ApiStack within AWS limits, with the compat base path on', () => {
  let built: TestApp;
  let template: Template;

  beforeAll(() => {
    built = createTestApp({ bundle: false, api: { compatBasePath: '/wp-json/fluent-community/v2' } });
    template = Template.fromStack(built.api);
  }, SYNTH_TIMEOUT_MS);

  const routeCount = () => Object.keys(template.findResources('AWS::ApiGatewayV2::Route')).length;
  const resourceCount = () => Object.keys(template.toJSON()['Resources'] as object).length;

  it('has routes per mount and base path (and $default), however many ROUTES entries there are', () => {
    const mounts = mountDomains().size;
    // Each detour path adds one route per base path.
    expect(routeCount()).toBe(mounts * BASE_PATHS * ROUTES_PER_MOUNT_AND_BASE + DETOUR_PATHS.length * BASE_PATHS + 1);
    // Fewer routes than ROUTES entries: the count no longer follows the route table.
    expect(routeCount()).toBeLessThan(ROUTES.length);
    console.log(`Api stack: ${ROUTES.length} ROUTES entries, ${mounts} mounts -> ${routeCount()} routes, ${resourceCount()} resources`);
  });

  it('keeps room under the route and resource limits for the mounts still to come', () => {
    const growth = FUTURE_MOUNTS * BASE_PATHS * ROUTES_PER_MOUNT_AND_BASE;
    expect(routeCount() + growth).toBeLessThanOrEqual(HTTP_API_ROUTE_LIMIT);
    expect(resourceCount() + growth).toBeLessThanOrEqual(STACK_RESOURCE_LIMIT);
  });

  it('hands the compat base path to the functions', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ COMPAT_BASE_PATH: '/wp-json/fluent-community/v2' }) },
    });
  });

  it('refuses a malformed compat base path', () => {
    expect(() => createTestApp({ bundle: false, api: { compatBasePath: 'wp-json' } })).toThrow(/compatBasePath/);
    expect(() => createTestApp({ bundle: false, api: { compatBasePath: '/api/other' } })).toThrow(/outside/);
  });
});
