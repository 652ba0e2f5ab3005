/**
 * Throttles, alarms and the dashboard (docs/operations.md): API Gateway's stage and route
 * throttles; every function, queue and dead-letter queue of every stack has its alarms (found by
 * walking the templates, so a new one without them fails here); every alarm notifies the alarm
 * topic, which the address of the context receives; the dashboard shows every function.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_THROTTLES, THROTTLED_ROUTE_GROUPS, throttledRouteKeys, type ApiThrottles } from '../../lib/api-throttle.ts';
import { STACK_NAMES, type StackName } from '../../lib/app-stacks.ts';
import { asArray, createTestApp, crossStackValue, getAttOf, isRecord, logicalIdOf, refOf, resourceProperties, type TestApp } from './fixtures.ts';

const SYNTH_TIMEOUT_MS = 60_000;
const COMPAT = '/wp-json/fluent-community/v2';
const ALARM_EMAIL = 'ops@example.com';
/** Distinct from the defaults, so the test sees the props, not the defaults. */
const THROTTLES: ApiThrottles = {
  stage: { rateLimit: 321, burstLimit: 654 },
  routes: { auth: { rateLimit: 11, burstLimit: 22 }, uploads: { rateLimit: 12, burstLimit: 24 }, linkPreviews: { rateLimit: 13, burstLimit: 26 } },
};

interface AlarmView {
  readonly stack: StackName;
  readonly id: string;
  readonly props: Record<string, unknown>;
  /** `namespace/metric` of the alarm's metric or of each metric of its expression. */
  readonly metrics: { readonly name: string; readonly dimensions: unknown[] }[];
}

function alarmMetrics(props: Record<string, unknown>): AlarmView['metrics'] {
  if (typeof props['MetricName'] === 'string') {
    return [{ name: `${String(props['Namespace'])}/${props['MetricName']}`, dimensions: asArray(props['Dimensions']) }];
  }
  return asArray(props['Metrics']).flatMap((m) => {
    const stat = isRecord(m) && isRecord(m['MetricStat']) && isRecord(m['MetricStat']['Metric']) ? m['MetricStat']['Metric'] : undefined;
    return stat ? [{ name: `${String(stat['Namespace'])}/${String(stat['MetricName'])}`, dimensions: asArray(stat['Dimensions']) }] : [];
  });
}

/** The alarms whose metric is `name` with a dimension whose value is `{Ref: id}` or `{Fn::GetAtt: [id, ...]}`. */
function alarmsOn(alarms: AlarmView[], stack: StackName, name: string, logicalId: string): AlarmView[] {
  return alarms.filter(
    (a) => a.stack === stack && a.metrics.some((m) => m.name === name && m.dimensions.some((d) => isRecord(d) && (refOf(d['Value']) === logicalId || getAttOf(d['Value']) === logicalId))),
  );
}

describe('Operations: throttles, alarms and the dashboard', () => {
  let built: TestApp;
  let templates: Map<StackName, Template>;
  let alarms: AlarmView[];

  beforeAll(() => {
    built = createTestApp({ bundle: false, data: { alarmEmail: ALARM_EMAIL }, api: { compatBasePath: COMPAT, throttles: THROTTLES } });
    templates = new Map(STACK_NAMES.map((name) => [name, Template.fromStack(built[stackKey(name)])]));
    alarms = [...templates].flatMap(([stack, template]) =>
      [...resourceProperties(template, 'AWS::CloudWatch::Alarm')].map(([id, props]) => ({ stack, id, props, metrics: alarmMetrics(props) })),
    );
  }, SYNTH_TIMEOUT_MS);

  const template = (name: StackName) => templates.get(name) ?? expect.fail(`no template ${name}`);

  describe('throttling', () => {
    it('sets the stage throttle from the props', () => {
      const [stage] = [...resourceProperties(template('Api'), 'AWS::ApiGatewayV2::Stage').values()];
      expect(stage?.['DefaultRouteSettings']).toEqual({ ThrottlingRateLimit: 321, ThrottlingBurstLimit: 654 });
    });

    it('throttles the auth, upload and link preview routes of both base paths more strictly, and names only routes that exist', () => {
      const [[stageId, stage] = []] = [...resourceProperties(template('Api'), 'AWS::ApiGatewayV2::Stage')];
      const settings = stage?.['RouteSettings'];
      if (!isRecord(settings)) return expect.fail('the stage has no RouteSettings');
      const expected = throttledRouteKeys(['/api/community/v2', COMPAT]);
      expect(new Set(Object.keys(settings))).toEqual(new Set(expected.keys()));
      for (const [key, group] of expected) {
        expect(settings[key], key).toEqual({ ThrottlingRateLimit: THROTTLES.routes[group].rateLimit, ThrottlingBurstLimit: THROTTLES.routes[group].burstLimit });
      }
      // Sign-in, registration, uploads and link previews are among them, on both base paths.
      for (const key of ['ANY /api/community/v2/auth/{proxy+}', `ANY ${COMPAT}/auth/{proxy+}`, 'ANY /api/community/v2/media/{proxy+}', `ANY ${COMPAT}/feeds/media-upload`, 'ANY /api/community/v2/feeds/oembed']) {
        expect(Object.keys(settings)).toContain(key);
      }
      // A stage's route settings may name existing routes only, and the stage is created after them.
      const routes = resourceProperties(template('Api'), 'AWS::ApiGatewayV2::Route');
      const routeIdByKey = new Map([...routes].map(([id, r]) => [String(r['RouteKey']), id]));
      const dependsOn = asArray((template('Api').toJSON() as { Resources: Record<string, { DependsOn?: unknown }> }).Resources[stageId ?? '']?.DependsOn);
      for (const key of Object.keys(settings)) {
        const routeId = routeIdByKey.get(key);
        expect(routeId, `route ${key}`).toBeDefined();
        expect(dependsOn).toContain(routeId);
      }
      expect(THROTTLED_ROUTE_GROUPS.every((g) => DEFAULT_API_THROTTLES.routes[g].rateLimit < DEFAULT_API_THROTTLES.stage.rateLimit)).toBe(true);
    });

    it('refuses a limit out of range', () => {
      expect(() => createTestApp({ bundle: false, api: { throttles: { ...THROTTLES, stage: { rateLimit: 0, burstLimit: 10 } } } })).toThrow(/throttles stage/);
    });
  });

  describe('alarms', () => {
    it('alarms on every function of every stack: errors, throttles and duration', () => {
      let functions = 0;
      for (const [stack, t] of templates) {
        for (const id of resourceProperties(t, 'AWS::Lambda::Function').keys()) {
          functions += 1;
          for (const metric of ['AWS/Lambda/Errors', 'AWS/Lambda/Throttles', 'AWS/Lambda/Duration']) {
            expect(alarmsOn(alarms, stack, metric, id), `${stack}/${id} ${metric}`).not.toHaveLength(0);
          }
        }
      }
      expect(functions).toBeGreaterThan(25);
    });

    it('alarms on any message in every dead-letter queue, and on the age and depth of every other queue', () => {
      for (const [stack, t] of templates) {
        const queues = resourceProperties(t, 'AWS::SQS::Queue');
        // A dead-letter queue is any queue something names as where failures go.
        const deadLetterIds = new Set<string>();
        const collect = (value: unknown, underDeadLetter: boolean): void => {
          if (Array.isArray(value)) return value.forEach((v) => collect(v, underDeadLetter));
          if (!isRecord(value)) return;
          const target = getAttOf(value);
          if (underDeadLetter && target !== undefined && queues.has(target)) deadLetterIds.add(target);
          for (const [key, v] of Object.entries(value)) collect(v, underDeadLetter || /deadletter|onfailure|redrive/i.test(key));
        };
        for (const resource of Object.values((t.toJSON() as { Resources: Record<string, unknown> }).Resources)) collect(resource, false);
        for (const id of queues.keys()) {
          if (deadLetterIds.has(id)) {
            const onAny = alarmsOn(alarms, stack, 'AWS/SQS/ApproximateNumberOfMessagesVisible', id).filter((a) => a.props['Threshold'] === 0);
            expect(onAny, `${stack}/${id} (dead-letter queue)`).not.toHaveLength(0);
          } else {
            expect(alarmsOn(alarms, stack, 'AWS/SQS/ApproximateAgeOfOldestMessage', id), `${stack}/${id} age`).not.toHaveLength(0);
            expect(alarmsOn(alarms, stack, 'AWS/SQS/ApproximateNumberOfMessagesVisible', id), `${stack}/${id} depth`).not.toHaveLength(0);
          }
        }
        // The stream router's, the webhook queue's, the mail queue's and the mail events subscription's.
        if (stack === 'Events') expect(deadLetterIds.size).toBe(4);
        if (stack === 'Scheduling') expect(deadLetterIds.size).toBe(1);
      }
    });

    it("alarms on the table's throttles, failed migration runs, the API's 5xx, 4xx and latency, and webhook and mail success rates, scheduled posts failing to publish", () => {
      const tableId = logicalIdOf(built.data, built.data.table);
      expect(alarmsOn(alarms, 'Data', 'AWS/DynamoDB/ReadThrottleEvents', tableId)).toHaveLength(1);
      expect(alarms.some((a) => a.stack === 'Migration' && a.metrics.some((m) => m.name === 'AWS/States/ExecutionsFailed'))).toBe(true);
      for (const name of ['AWS/ApiGateway/5xx', 'AWS/ApiGateway/4xx', 'AWS/ApiGateway/Latency', 'CommunityApi/WebhookDelivered', 'CommunityApi/MailSent', 'CommunityApi/ScheduledPublications']) {
        expect(alarms.filter((a) => a.stack === 'Api' && a.metrics.some((m) => m.name === name)), name).not.toHaveLength(0);
      }
    });

    it('sends every alarm of every stack to the alarm topic, in alarm and back to OK; the context address is subscribed', () => {
      const topicId = logicalIdOf(built.data, built.data.alarmTopic);
      for (const alarm of alarms) {
        for (const key of ['AlarmActions', 'OKActions']) {
          const actions = asArray(alarm.props[key]);
          const toTopic = actions.filter((a) => (alarm.stack === 'Data' ? refOf(a) : refOf(crossStackValue(a, built.data, template('Data')))) === topicId);
          expect(toTopic, `${alarm.stack}/${alarm.id} ${key}`).toHaveLength(1);
        }
      }
      template('Data').hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL });
    });
  });

  describe('the dashboard', () => {
    it('has the API, table, queue, webhook and mail, migration and per-stack function widgets, with every function', () => {
      const dashboards = [...resourceProperties(template('Api'), 'AWS::CloudWatch::Dashboard').values()];
      expect(dashboards).toHaveLength(1);
      const body = JSON.stringify(dashboards[0]?.['DashboardBody']);
      for (const title of ['API requests, 4xx and 5xx', 'API latency (ms)', 'Consumed capacity units', 'Throttle events', 'Messages waiting', 'Oldest message (s)', 'Dead letters waiting', 'Webhook and mail success (%)', 'Migration runs', 'Mail and webhook latency (ms)', 'Scheduled posts published by outcome', 'Scheduled runs by outcome']) {
        expect(body, title).toContain(title);
      }
      // The outcome metrics the code emits (platform/core/metric-names.ts), each graphed.
      for (const name of ['MailLatency', 'MailSendLatency', 'MailAttempts', 'ScheduledPublications', 'ScheduledRuns', 'RunItems', 'MigrationRows', 'MigrationChunks', 'MigrationRuns']) expect(body, name).toContain(name);
      const functionCount = [...templates.values()].reduce((n, t) => n + resourceProperties(t, 'AWS::Lambda::Function').size, 0);
      // One errors, one duration and one throttles line per function.
      expect(body.match(/\\"AWS\/Lambda\\",\\"Errors\\"/g)?.length).toBe(functionCount);
      for (const stack of STACK_NAMES.filter((s) => s !== 'Data')) expect(body).toContain(`${stack}: errors`);
    });
  });

  describe('traces', () => {
    /** Our functions (CDK's own handlers carry no Powertools variables): logical id -> [tracing mode, POWERTOOLS_TRACE_ENABLED]. */
    const tracingOf = (app: TestApp) =>
      STACK_NAMES.flatMap((name) =>
        [...resourceProperties(Template.fromStack(app[stackKey(name)]), 'AWS::Lambda::Function')].flatMap(([id, props]) => {
          const env = isRecord(props['Environment']) && isRecord(props['Environment']['Variables']) ? props['Environment']['Variables'] : {};
          if (env['POWERTOOLS_TRACE_ENABLED'] === undefined) return [];
          const mode = isRecord(props['TracingConfig']) ? props['TracingConfig']['Mode'] : undefined;
          return [[`${name}/${id}`, mode, env['POWERTOOLS_TRACE_ENABLED']] as const];
        }),
      );

    it('GIVEN the tracing switch on WHEN synthesized THEN every function traces actively, its Tracer is on, and so is the state machine', () => {
      const on = { tracing: true };
      const traced = createTestApp({ bundle: false, live: on, events: on, scheduling: on, media: on, migration: on, api: { tracing: true } });
      const functions = tracingOf(traced);
      expect(functions.length).toBeGreaterThan(25);
      for (const [id, mode, enabled] of functions) expect([id, mode, enabled]).toEqual([id, 'Active', 'true']);
      Template.fromStack(traced.migration).hasResourceProperties('AWS::StepFunctions::StateMachine', { TracingConfiguration: { Enabled: true } });
    }, SYNTH_TIMEOUT_MS);

    it('GIVEN the switch off WHEN synthesized THEN no function traces and the Tracer is off', () => {
      for (const [id, mode, enabled] of tracingOf(built)) expect([id, mode ?? 'none', enabled]).toEqual([id, 'none', 'false']);
    });
  });
});

function stackKey(name: StackName): 'data' | 'live' | 'events' | 'scheduling' | 'media' | 'migration' | 'api' {
  return name.toLowerCase() as 'data' | 'live' | 'events' | 'scheduling' | 'media' | 'migration' | 'api';
}
