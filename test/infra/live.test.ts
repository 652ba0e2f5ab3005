/**
 * LiveStack (docs/live-updates.md): the WebSocket API's three routes to the live function, its
 * stage, the grant to post to its connections scoped to this API's stage and given to the live
 * function, the fan-out consumer and the stream router only, the endpoint in their environment, the
 * address told to the settings and auth functions, and the connection items in the one table
 * (its TTL). Synthesized once without bundling (configuration only).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { LIVE_STAGE } from '../../lib/live-stack.ts';
import { asArray, createTestApp, crossStackValue, isRecord, logicalIdOf, refOf, resourceProperties, routeIntegrationId, type TestApp, unacknowledgedFindings } from './fixtures.ts';

describe('LiveStack', () => {
  let built: TestApp;
  let live: Template;
  let events: Template;
  let api: Template;

  beforeAll(() => {
    built = createTestApp({ bundle: false });
    live = Template.fromStack(built.live);
    events = Template.fromStack(built.events);
    api = Template.fromStack(built.api);
  }, 120_000);

  const functionsOf = (t: Template) => resourceProperties(t, 'AWS::Lambda::Function');
  const envOf = (props: Record<string, unknown>) => (isRecord(props['Environment']) && isRecord(props['Environment']['Variables']) ? props['Environment']['Variables'] : {});

  it('GIVEN the app WHEN synthesized THEN a WebSocket API routes $connect, $disconnect and $default to the live function, on the live stage', () => {
    const [apiId, wsApi] = [...resourceProperties(live, 'AWS::ApiGatewayV2::Api')][0] ?? expect.fail('no API');
    expect(wsApi['ProtocolType']).toBe('WEBSOCKET');
    const integrations = resourceProperties(live, 'AWS::ApiGatewayV2::Integration');
    const liveFunctionId = logicalIdOf(built.live, built.live.liveFunction);
    const routes = [...resourceProperties(live, 'AWS::ApiGatewayV2::Route').values()];
    expect(routes.map((r) => r['RouteKey']).sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const route of routes) {
      expect(refOf(route['ApiId'])).toBe(apiId);
      // No API Gateway authorizer: $connect authenticates in the function and answers 401.
      expect(route['AuthorizationType'] ?? 'NONE').toBe('NONE');
      const integration = integrations.get(routeIntegrationId(route) ?? '') ?? expect.fail('no integration');
      expect(JSON.stringify(integration['IntegrationUri'])).toContain(liveFunctionId);
    }
    const stage = [...resourceProperties(live, 'AWS::ApiGatewayV2::Stage').values()][0] ?? expect.fail('no stage');
    expect(stage).toMatchObject({ StageName: LIVE_STAGE, AutoDeploy: true });
    expect(isRecord(stage['DefaultRouteSettings']) && stage['DefaultRouteSettings']['ThrottlingRateLimit']).toBeGreaterThan(0);
  });

  it('GIVEN the app WHEN synthesized THEN ManageConnections is granted on this API\'s live stage only, to the live function, the fan-out consumer and the stream router', () => {
    const policies = [...resourceProperties(live, 'AWS::IAM::ManagedPolicy')];
    expect(policies).toHaveLength(1);
    const [policyId, policy] = policies[0] ?? expect.fail('no policy');
    const statements = asArray(isRecord(policy['PolicyDocument']) ? policy['PolicyDocument']['Statement'] : []);
    expect(statements).toHaveLength(1);
    const statement = statements[0] as Record<string, unknown>;
    expect(statement['Action']).toBe('execute-api:ManageConnections');
    const resource = JSON.stringify(statement['Resource']);
    expect(resource).toContain(`/${LIVE_STAGE}/*/@connections/*`);
    expect(resource).toContain(logicalIdOf(built.live, built.live.api));
    // Every ManageConnections grant of the app is this policy: no inline statement names the action.
    for (const stack of [built.data, built.live, built.events, built.scheduling, built.media, built.migration, built.api]) {
      expect(JSON.stringify(Template.fromStack(stack).findResources('AWS::IAM::Policy'))).not.toContain('execute-api');
    }
    const holders = (t: Template) =>
      [...resourceProperties(t, 'AWS::IAM::Role')].filter(([, r]) => JSON.stringify(r['ManagedPolicyArns'] ?? []).includes(policyId) || asArray(r['ManagedPolicyArns']).some((arn) => crossStackValue(arn, built.live, live) !== undefined && JSON.stringify(crossStackValue(arn, built.live, live)).includes(policyId)));
    expect(holders(live).map(([id]) => id).sort()).toEqual([logicalIdOf(built.live, built.live.fanoutFunction.role as never), logicalIdOf(built.live, built.live.liveFunction.role as never)].sort());
    expect(holders(events).map(([id]) => id)).toEqual([logicalIdOf(built.events, built.events.router.role as never)]);
    expect(holders(api)).toEqual([]);
  });

  it('GIVEN the app WHEN synthesized THEN the posting functions are told the management endpoint, the router the fan-out queue, settings, auth and chat the address', () => {
    for (const fn of [built.live.liveFunction, built.live.fanoutFunction]) {
      expect(envOf(functionsOf(live).get(logicalIdOf(built.live, fn)) ?? {})['LIVE_MANAGEMENT_ENDPOINT']).toBeDefined();
    }
    const router = envOf(functionsOf(events).get(logicalIdOf(built.events, built.events.router)) ?? {});
    // The Live stack's stage callback URL, taken across stacks (an export of the Live stack).
    expect(JSON.stringify(router['LIVE_MANAGEMENT_ENDPOINT'])).toMatch(/ImportValue|GetStackOutput/);
    expect(JSON.stringify(router['LIVE_MANAGEMENT_ENDPOINT'])).toContain('Live');
    expect(router['LIVE_FANOUT_QUEUE_URL']).toBeDefined();
    const told = [...functionsOf(api)].filter(([, props]) => envOf(props)['LIVE_URL'] !== undefined).map(([id]) => id);
    expect(told.sort()).toEqual((['auth', 'settings', 'chat'] as const).map((d) => logicalIdOf(built.api, built.api.functions.get(d) as never)).sort());
  });

  it('GIVEN the app WHEN synthesized THEN connections live in the one table, whose TTL attribute expires them, and the router hears notifications', () => {
    const table = [...resourceProperties(Template.fromStack(built.data), 'AWS::DynamoDB::GlobalTable'), ...resourceProperties(Template.fromStack(built.data), 'AWS::DynamoDB::Table')];
    expect(table).toHaveLength(1);
    expect(JSON.stringify(table[0]?.[1])).toContain(`"AttributeName":"${TTL_ATTRIBUTE}"`);
    expect(resourceProperties(live, 'AWS::DynamoDB::Table').size + resourceProperties(live, 'AWS::DynamoDB::GlobalTable').size).toBe(0);
    const live_ = functionsOf(live).get(logicalIdOf(built.live, built.live.liveFunction)) ?? {};
    expect(JSON.stringify(envOf(live_)['TABLE_NAME'])).toBeDefined();
    expect(JSON.stringify([...resourceProperties(events, 'AWS::Lambda::EventSourceMapping').values()])).toContain('notification');
  });

  it('GIVEN the app WHEN cdk-nag checks the Live stack THEN every finding is acknowledged', () => {
    expect(unacknowledgedFindings(built.live)).toEqual([]);
  });
});
