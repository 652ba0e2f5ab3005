/**
 * EventsStack: the stream router, its event source mapping on the table's stream, the dead-letter
 * queue and the alarms; the webhook queue, its dead-letter queue, the dispatcher and their alarms.
 * The app is synthesized once (beforeAll), bundling only the Events stack.
 */
import * as path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { GSI } from '#platform/data/table.ts';
import { STREAM_RETRY_ATTEMPTS } from '#platform/events/stream-retries.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/domain-function.ts';
import type { DomainFunction } from '../../lib/constructs/domain-function.ts';
import { EventsStack } from '../../lib/events-stack.ts';
import { REPO_ROOT } from '../../lib/repo-root.ts';
import { STREAM_ROUTES, streamFilters } from '../../lib/stream-routes.ts';
import { WEBHOOK_ATTEMPT_TIMEOUT } from '../../lib/webhook-delivery.ts';
import {
  createApp,
  createTestApp,
  getAttOf,
  isRecord,
  logicalIdOf,
  policyStatements,
  refOf,
  resourceProperties,
  type TestApp,
  bundledHandlerType,
  unacknowledgedFindings,
} from './fixtures.ts';

const MAPPING = 'AWS::Lambda::EventSourceMapping';
const ALARM = 'AWS::CloudWatch::Alarm';

describe('EventsStack (bundled)', () => {
  let built: TestApp;
  let template: Template;
  let dataTemplate: Template;
  let mapping: Record<string, unknown>;
  let webhookMapping: Record<string, unknown>;
  let routerId: string;
  let queueId: string;
  let dispatcherId: string;
  let webhookQueueId: string;
  let webhookDlqId: string;
  let tableId: string;

  beforeAll(() => {
    built = createTestApp({ bundle: ['Events'] });
    template = Template.fromStack(built.events);
    dataTemplate = Template.fromStack(built.data);
    routerId = logicalIdOf(built.events, built.events.router);
    queueId = logicalIdOf(built.events, built.events.deadLetterQueue);
    dispatcherId = logicalIdOf(built.events, built.events.dispatcher);
    webhookQueueId = logicalIdOf(built.events, built.events.webhookQueue);
    webhookDlqId = logicalIdOf(built.events, built.events.webhookDeadLetterQueue);
    tableId = logicalIdOf(built.data, built.data.table);
    const mappings = [...resourceProperties(template, MAPPING).values()];
    // The router's stream, the webhook queue and the mail queue (test/infra/mail.test.ts).
    expect(mappings).toHaveLength(3);
    mapping = mappings.find((m) => refOf(m['FunctionName']) === routerId) ?? {};
    webhookMapping = mappings.find((m) => refOf(m['FunctionName']) === dispatcherId) ?? {};
  }, 120_000); // four bundles (router, dispatcher, mail, mail-events) and the synthesis of the whole app with cdk-nag

  /** What a value taken from the data stack (weak or exported reference) stands for there. */
  const fromDataStack = (value: unknown): unknown => {
    if (!isRecord(value)) return undefined;
    const outputs = dataTemplate.findOutputs('*');
    const stackOutput = value['Fn::GetStackOutput'];
    if (isRecord(stackOutput)) {
      expect(stackOutput['StackName']).toBe(built.data.stackName);
      return outputs[String(stackOutput['OutputName'])]?.Value;
    }
    const imported = value['Fn::ImportValue'];
    return Object.values(outputs).find((o) => JSON.stringify(o.Export?.Name) === JSON.stringify(imported))?.Value;
  };

  describe('event source mapping', () => {
    it("GIVEN the data stack's table WHEN synthesized THEN the router reads its stream", () => {
      expect(refOf(mapping['FunctionName'])).toBe(routerId);
      expect(fromDataStack(mapping['EventSourceArn'])).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
      expect(built.events.dependencies).toContain(built.data);
    });

    it('GIVEN ordered job steps WHEN synthesized THEN it starts at TRIM_HORIZON, 10 records a batch, one batch per shard', () => {
      expect(mapping).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: 10,
        ParallelizationFactor: 1,
      });
    });

    it('GIVEN a failing record WHEN synthesized THEN failures are reported per record, bisected and retried a bounded number of times for a day at most', () => {
      expect(STREAM_RETRY_ATTEMPTS).toBeGreaterThan(0);
      expect(mapping).toMatchObject({
        FunctionResponseTypes: expect.arrayContaining(['ReportBatchItemFailures']),
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
        MaximumRecordAgeInSeconds: 86_400,
      });
    });

    it('GIVEN records given up on WHEN synthesized THEN they go to the dead-letter queue', () => {
      const destination = isRecord(mapping['DestinationConfig']) ? mapping['DestinationConfig'] : {};
      const onFailure = isRecord(destination['OnFailure']) ? destination['OnFailure'] : {};
      expect(getAttOf(onFailure['Destination'])).toBe(queueId);
    });

    it('GIVEN STREAM_ROUTES WHEN synthesized THEN running purge jobs and the fan-out items pass the filter', () => {
      const criteria = isRecord(mapping['FilterCriteria']) ? mapping['FilterCriteria'] : {};
      const patterns = (Array.isArray(criteria['Filters']) ? criteria['Filters'] : []).map((f: unknown) =>
        isRecord(f) ? (JSON.parse(String(f['Pattern'])) as unknown) : undefined,
      );
      expect(patterns).toHaveLength(STREAM_ROUTES.length);
      expect(patterns).toContainEqual({
        dynamodb: { NewImage: { entity: { S: ['purge_job'] }, status: { S: ['running'] } } },
      });
      // Deleted posts, memberships and follows pass through their old image.
      expect(patterns).toContainEqual({ dynamodb: { NewImage: { entity: { S: ['feed', 'space_member', 'follow', 'event', 'like', 'mail_job', 'settings', 'notification'] } } } });
      expect(patterns).toContainEqual({ dynamodb: { OldImage: { entity: { S: ['feed', 'space_member', 'follow'] } } } });
    });

    it('GIVEN the router\'s routes WHEN compared with STREAM_ROUTES THEN every entity it acts on passes a filter (the local stream driver filters nothing, so only this shows a missing one)', async () => {
      const { ROUTED_ENTITIES } = await import('#functions/stream-router/index.ts');
      const filtered = new Set(STREAM_ROUTES.flatMap((r) => (typeof r.entity === 'string' ? [r.entity] : [...r.entity])));
      expect(ROUTED_ENTITIES.filter((e) => !filtered.has(e))).toEqual([]);
    });

    it('GIVEN one more route WHEN filters are built THEN each route is its own filter', () => {
      const filters = streamFilters([...STREAM_ROUTES, { entity: 'event' }]);
      const patterns = filters.map((f) => JSON.parse(String(f['pattern'])) as unknown);
      expect(patterns).toHaveLength(STREAM_ROUTES.length + 1);
      expect(patterns.at(-1)).toEqual({ dynamodb: { NewImage: { entity: { S: ['event'] } } } });
    });
  });

  describe('router function', () => {
    it('GIVEN the router WHEN synthesized THEN it runs 60 s with 512 MB on the house runtime and knows the table, the webhook queue and its dead-letter queue', () => {
      const properties = resourceProperties(template, 'AWS::Lambda::Function').get(routerId);
      expect(properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: 60,
        MemorySize: 512,
        Environment: {
          Variables: {
            NODE_OPTIONS: '--enable-source-maps',
            TABLE_NAME: expect.anything(),
            WEBHOOK_QUEUE_URL: { Ref: webhookQueueId },
            ROUTER_DLQ_URL: { Ref: queueId },
          },
        },
      });
      expect(built.events.router.entry).toBe(path.join(REPO_ROOT, 'functions', 'stream-router', 'index.ts'));
    });

    it('GIVEN the router WHEN bundled THEN its ESM bundle loads in plain Node and exports handler', () => {
      expect(bundledHandlerType(built.events.router, built.app.outdir)).toBe('function');
    });
  });

  describe('dead-letter queue and alarms', () => {
    it('GIVEN the dead-letter queue WHEN synthesized THEN it is SQS-encrypted, TLS-only, keeps messages 14 days and is retained', () => {
      template.hasResource('AWS::SQS::Queue', {
        Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 },
        DeletionPolicy: 'Retain',
      });
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    });

    it('GIVEN a message in the dead-letter queue WHEN synthesized THEN an alarm fires on one 5-minute datapoint', () => {
      template.hasResourceProperties(ALARM, {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        Period: 300,
        EvaluationPeriods: 1,
        DatapointsToAlarm: 1,
      });
    });

    it('GIVEN the router throwing WHEN synthesized THEN an alarm fires on its Errors', () => {
      template.hasResourceProperties(ALARM, {
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: routerId } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
      });
    });
  });

  describe('webhook queue and dead-letter queue', () => {
    const queue = (id: string) => resourceProperties(template, 'AWS::SQS::Queue').get(id);

    it('GIVEN the webhook queues WHEN synthesized THEN both are SQS-encrypted, TLS-only and retained', () => {
      for (const id of [webhookQueueId, webhookDlqId]) {
        expect(queue(id)).toMatchObject({ SqsManagedSseEnabled: true });
        template.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: id }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
      const retained = Object.keys(template.findResources('AWS::SQS::Queue', { DeletionPolicy: 'Retain' }));
      expect(retained).toEqual(expect.arrayContaining([webhookQueueId, webhookDlqId]));
    });

    it('GIVEN a message the dispatcher keeps failing WHEN synthesized THEN SQS moves it to the webhook DLQ after 5 receives', () => {
      expect(queue(webhookQueueId)?.['RedrivePolicy']).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [webhookDlqId, 'Arn'] },
        maxReceiveCount: 5,
      });
      expect(queue(webhookDlqId)).toMatchObject({ MessageRetentionPeriod: 14 * 86_400 });
      expect(queue(webhookDlqId)).not.toHaveProperty('RedrivePolicy');
    });

    it('GIVEN the dispatcher timeout WHEN synthesized THEN the visibility timeout is at least 6 times it', () => {
      const fn = resourceProperties(template, 'AWS::Lambda::Function').get(dispatcherId);
      const visibility = Number(queue(webhookQueueId)?.['VisibilityTimeout']);
      expect(visibility).toBeGreaterThanOrEqual(6 * Number(fn?.['Timeout']));
    });
  });

  describe('webhook dispatcher', () => {
    it('GIVEN the dispatcher WHEN synthesized THEN it runs on the house runtime, outside any VPC, long enough for a batch of attempts', () => {
      const properties = resourceProperties(template, 'AWS::Lambda::Function').get(dispatcherId);
      expect(properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', Timeout: 30 });
      expect(Number(properties?.['Timeout'])).toBeGreaterThan(WEBHOOK_ATTEMPT_TIMEOUT.toSeconds() * 2);
      // Receivers are on the internet: no VPC (and so no NAT) in the way.
      expect(properties).not.toHaveProperty('VpcConfig');
      expect(built.events.dispatcher.entry).toBe(path.join(REPO_ROOT, 'functions', 'webhook-dispatch', 'index.ts'));
    });

    it('GIVEN the dispatcher WHEN synthesized THEN it knows the table, both queues, the retry base, the attempt timeout and the secrets key', () => {
      const properties = resourceProperties(template, 'AWS::Lambda::Function').get(dispatcherId);
      expect(properties?.['Environment']).toEqual({
        Variables: {
          NODE_OPTIONS: '--enable-source-maps',
          POWERTOOLS_TRACE_ENABLED: 'false',
          TABLE_NAME: expect.anything(),
          // Opens webhooks' sealed credentials (test/infra/secrets.test.ts checks the grant).
          SECRETS_KEY_ARN: expect.anything(),
          WEBHOOK_QUEUE_URL: { Ref: webhookQueueId },
          WEBHOOK_DLQ_URL: { Ref: webhookDlqId },
          WEBHOOK_RETRY_BASE_SECONDS: '60',
          WEBHOOK_TIMEOUT_MS: '10000',
        },
      });
    });

    it('GIVEN the webhook queue WHEN synthesized THEN the dispatcher consumes it 10 at a time, at once, reporting failures per message', () => {
      expect(getAttOf(webhookMapping['EventSourceArn'])).toBe(webhookQueueId);
      expect(webhookMapping).toMatchObject({
        BatchSize: 10,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: 10 },
      });
      expect(webhookMapping['MaximumBatchingWindowInSeconds'] ?? 0).toBe(0);
    });

    it('GIVEN the dispatcher WHEN bundled THEN its ESM bundle loads in plain Node and exports handler', () => {
      expect(bundledHandlerType(built.events.dispatcher, built.app.outdir)).toBe('function');
    });

    it.each(['mailFunction', 'eventsFunction'] as const)('GIVEN the mail %s WHEN bundled THEN its ESM bundle loads in plain Node and exports handler', (name) => {
      expect(bundledHandlerType(built.events.mail[name], built.app.outdir)).toBe('function');
    });
  });

  describe('webhook alarms', () => {
    it('GIVEN a delivery in the webhook DLQ WHEN synthesized THEN an alarm fires on one 5-minute datapoint', () => {
      template.hasResourceProperties(ALARM, {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [webhookDlqId, 'QueueName'] } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        Period: 300,
        EvaluationPeriods: 1,
        DatapointsToAlarm: 1,
      });
      expect(logicalIdOf(built.events, built.events.webhookAlarms.deadLetters)).toMatch(/^WebhookDeadLettersAlarm/);
    });

    it('GIVEN the dispatcher throwing WHEN synthesized THEN an alarm fires on its Errors', () => {
      template.hasResourceProperties(ALARM, {
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: dispatcherId } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
      });
      expect(logicalIdOf(built.events, built.events.webhookAlarms.errors)).toMatch(/^WebhookDispatchErrorsAlarm/);
      // The router's and the dispatcher's two each, and mail's four (test/infra/mail.test.ts); then
      // monitorStack's (lib/alarms.ts): each of the 4 functions' throttles and duration, and the
      // webhook and mail queues' age and depth (test/infra/operations.test.ts).
      template.resourceCountIs(ALARM, 8 + 4 * 2 + 2 * 2);
    });
  });

  describe('permissions', () => {
    const statementsOf = (fn: DomainFunction) => {
      const roleId = logicalIdOf(built.events, fn.role ?? fn);
      const policies = resourceProperties(template, 'AWS::IAM::Policy');
      return policyStatements(template).filter(
        (s) => JSON.stringify(policies.get(s.policy)?.['Roles']) === JSON.stringify([{ Ref: roleId }]),
      );
    };
    const routerStatements = () => statementsOf(built.events.router);
    const dispatcherStatements = () => statementsOf(built.events.dispatcher);
    /** Logical ids of the queues `statements` may send to. */
    const sendTargets = (statements: ReturnType<typeof statementsOf>) =>
      statements
        .filter((s) => s.actions.includes('sqs:SendMessage'))
        .flatMap((s) => s.resources)
        .map(getAttOf)
        .filter((id, i, ids) => ids.indexOf(id) === i)
        .sort();

    it.each(['router', 'dispatcher'] as const)(
      'GIVEN the %s role WHEN synthesized THEN it has no Scan, no dynamodb:* and no wildcard action',
      (name) => {
        const actions = statementsOf(built.events[name]).flatMap((s) => s.actions);
        expect(actions.length).toBeGreaterThan(0);
        expect(actions).not.toContain('dynamodb:Scan');
        expect(actions).not.toContain('dynamodb:*');
        expect(actions.filter((a) => a === '*' || a.endsWith(':*'))).toEqual([]);
      },
    );

    it('GIVEN every policy of the stack WHEN synthesized THEN none grants Scan', () => {
      expect(policyStatements(template).flatMap((s) => s.actions)).not.toContain('dynamodb:Scan');
    });

    it('GIVEN the dispatcher role WHEN synthesized THEN it reads and writes the table itself, no index', () => {
      const tableStatements = dispatcherStatements().filter((s) => s.actions.some((a) => a.startsWith('dynamodb:')));
      expect(tableStatements).toHaveLength(1);
      expect(tableStatements[0]?.actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
      expect(tableStatements[0]?.actions.sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
      expect(tableStatements[0]?.resources.map(fromDataStack)).toEqual([{ 'Fn::GetAtt': [tableId, 'Arn'] }]);
    });

    it('GIVEN the dispatcher role WHEN synthesized THEN it sends to the webhook queue (retries) and its DLQ (exhausted), only SendMessage', () => {
      expect(sendTargets(dispatcherStatements())).toEqual([webhookQueueId, webhookDlqId].sort());
      const sendStatements = dispatcherStatements().filter((s) => s.actions.includes('sqs:SendMessage'));
      expect(sendStatements.flatMap((s) => s.actions)).toEqual(['sqs:SendMessage']);
    });

    it('GIVEN the mapping WHEN synthesized THEN the dispatcher role receives and deletes from the webhook queue only', () => {
      const receive = dispatcherStatements().filter((s) => s.actions.includes('sqs:ReceiveMessage'));
      expect(receive.flatMap((s) => s.actions)).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']));
      expect(receive.flatMap((s) => s.resources).map(getAttOf)).toEqual([webhookQueueId]);
    });

    it('GIVEN the router role WHEN synthesized THEN it reads and writes the table and queries only the indexes it uses', () => {
      const tableStatements = routerStatements().filter((s) => s.actions.includes('dynamodb:Query'));
      expect(tableStatements).toHaveLength(1);
      expect(tableStatements[0]?.actions.sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
      const resources = (tableStatements[0]?.resources ?? []).map((r) => JSON.stringify(r));
      expect(resources).toHaveLength(4);
      for (const name of [GSI.owner.name, GSI.gsi1.name, GSI.gsi3.name]) expect(resources.filter((r) => r.includes(`/index/${name}"`))).toHaveLength(1);
    });

    it('GIVEN the mapping WHEN synthesized THEN the router role reads the stream, only the stream', () => {
      const streamStatements = routerStatements().filter((s) => s.actions.includes('dynamodb:GetRecords'));
      expect(streamStatements.flatMap((s) => s.actions)).toEqual(
        expect.arrayContaining(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']),
      );
      for (const statement of streamStatements) {
        expect(statement.resources.map(fromDataStack)).toEqual([{ 'Fn::GetAtt': [tableId, 'StreamArn'] }]);
      }
    });

    it('GIVEN the router role WHEN synthesized THEN it may send to the dead-letter queue (its own letters and the mapping\'s), the webhook queue, the mail queue and the live fan-out queue (the Live stack\'s, test/infra/live.test.ts), no more', () => {
      // The fan-out queue is the Live stack's: its ARN comes across stacks, not as a GetAtt of this template.
      expect(sendTargets(routerStatements())).toEqual([queueId, webhookQueueId, logicalIdOf(built.events, built.events.mail.queue), undefined].sort());
      expect(JSON.stringify(routerStatements().filter((s) => s.actions.includes('sqs:SendMessage')))).toMatch(/ImportValue|GetStackOutput/);
      expect(routerStatements().flatMap((s) => s.actions)).not.toContain('sqs:ReceiveMessage');
    });
  });

  describe('cdk-nag', () => {
    it('GIVEN the AwsSolutions rules WHEN the app is checked THEN no finding is left unacknowledged', () => {
      expect(unacknowledgedFindings(built.app)).toEqual([]);
    });
  });
});

describe('EventsStack props', () => {
  const tableIn = (stack: Stack, dynamoStream?: dynamodb.StreamViewType) =>
    new dynamodb.TableV2(stack, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      dynamoStream,
    });

  it('fails at synthesis when the table has no stream', () => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'));
    const events = new EventsStack(app, 'Events', { table });
    expect(() => Template.fromStack(events)).toThrow('Events: table Data/Table has no stream; the router consumes it');
  });

  it('fails at synthesis when the stream carries no new images', () => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'), dynamodb.StreamViewType.KEYS_ONLY);
    const events = new EventsStack(app, 'Events', { table });
    expect(() => Template.fromStack(events)).toThrow(
      'Events: the stream of table Data/Table must carry new images (NEW_IMAGE or NEW_AND_OLD_IMAGES), got KEYS_ONLY',
    );
  });

  it('GIVEN webhookRetryBase 1 s and a concurrency of 2 WHEN synthesized THEN the dispatcher and its mapping take them', () => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'), dynamodb.StreamViewType.NEW_AND_OLD_IMAGES);
    const events = new EventsStack(app, 'Events', { table, webhookRetryBase: Duration.seconds(1), webhookMaxConcurrency: 2 });
    const template = Template.fromStack(events);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ WEBHOOK_RETRY_BASE_SECONDS: '1' }) },
    });
    template.hasResourceProperties(MAPPING, { ScalingConfig: { MaximumConcurrency: 2 } });
  });

  it.each([
    { base: Duration.minutes(16), shown: '16 minutes' },
    { base: Duration.millis(1500), shown: '1 second 500 millis' },
  ])('fails when webhookRetryBase is $shown', ({ base, shown }) => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'), dynamodb.StreamViewType.NEW_AND_OLD_IMAGES);
    expect(() => new EventsStack(app, 'Events', { table, webhookRetryBase: base })).toThrow(
      `Events: webhookRetryBase must be whole seconds from 0 to 900, got ${shown}`,
    );
  });

  it('fails when webhookMaxConcurrency is below SQS mappings\' minimum of 2', () => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'), dynamodb.StreamViewType.NEW_AND_OLD_IMAGES);
    expect(() => new EventsStack(app, 'Events', { table, webhookMaxConcurrency: 1 })).toThrow(
      'Events: webhookMaxConcurrency must be an integer from 2 to 1000, got 1',
    );
  });

  it('fails when no route is given', () => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'), dynamodb.StreamViewType.NEW_AND_OLD_IMAGES);
    expect(() => new EventsStack(app, 'Events', { table, routes: [] })).toThrow(
      'Events: routes must name 1 to 5 entities, got 0',
    );
  });
});
