/**
 * EventsStack: the stream router, its event source mapping on the table's stream, the dead-letter
 * queue and the alarms. The app is synthesized once (beforeAll), bundling only the Events stack.
 */
import * as path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { GSI } from '#shared/data/table.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/domain-function.ts';
import { EventsStack } from '../../lib/events-stack.ts';
import { REPO_ROOT } from '../../lib/repo-root.ts';
import { STREAM_ROUTES, streamFilters } from '../../lib/stream-routes.ts';
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
  let routerId: string;
  let queueId: string;
  let tableId: string;

  beforeAll(() => {
    built = createTestApp({ bundle: ['Events'] });
    template = Template.fromStack(built.events);
    dataTemplate = Template.fromStack(built.data);
    const mappings = [...resourceProperties(template, MAPPING).values()];
    expect(mappings).toHaveLength(1);
    mapping = mappings[0] ?? {};
    routerId = logicalIdOf(built.events, built.events.router);
    queueId = logicalIdOf(built.events, built.events.deadLetterQueue);
    tableId = logicalIdOf(built.data, built.data.table);
  }, 60_000); // one bundle, but the synthesis of the whole app with cdk-nag; vitest's hook default is 10 s

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

    it('GIVEN a failing record WHEN synthesized THEN failures are reported per record, bisected and retried 10 times for a day at most', () => {
      expect(mapping).toMatchObject({
        FunctionResponseTypes: expect.arrayContaining(['ReportBatchItemFailures']),
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: 10,
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
      expect(patterns).toContainEqual({ dynamodb: { NewImage: { entity: { S: ['feed', 'space_member', 'follow', 'event', 'like'] } } } });
      expect(patterns).toContainEqual({ dynamodb: { OldImage: { entity: { S: ['feed', 'space_member', 'follow'] } } } });
    });

    it('GIVEN one more route WHEN filters are built THEN each route is its own filter', () => {
      const filters = streamFilters([...STREAM_ROUTES, { entity: 'event' }]);
      const patterns = filters.map((f) => JSON.parse(String(f['pattern'])) as unknown);
      expect(patterns).toHaveLength(STREAM_ROUTES.length + 1);
      expect(patterns.at(-1)).toEqual({ dynamodb: { NewImage: { entity: { S: ['event'] } } } });
    });
  });

  describe('router function', () => {
    it('GIVEN the router WHEN synthesized THEN it runs 60 s with 512 MB on the house runtime and knows the table', () => {
      const properties = resourceProperties(template, 'AWS::Lambda::Function').get(routerId);
      expect(properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: 60,
        MemorySize: 512,
        Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps', TABLE_NAME: expect.anything() } },
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
      template.resourceCountIs(ALARM, 2);
    });
  });

  describe('permissions', () => {
    const routerStatements = () => {
      const roleId = logicalIdOf(built.events, built.events.router.role ?? built.events.router);
      const policies = resourceProperties(template, 'AWS::IAM::Policy');
      return policyStatements(template).filter(
        (s) => JSON.stringify(policies.get(s.policy)?.['Roles']) === JSON.stringify([{ Ref: roleId }]),
      );
    };

    it('GIVEN the router role WHEN synthesized THEN it has no Scan, no dynamodb:* and no wildcard action', () => {
      const actions = routerStatements().flatMap((s) => s.actions);
      expect(actions.length).toBeGreaterThan(0);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions).not.toContain('dynamodb:*');
      expect(actions.filter((a) => a === '*' || a.endsWith(':*'))).toEqual([]);
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

    it('GIVEN the router role WHEN synthesized THEN it may send to the dead-letter queue', () => {
      const sqsStatements = routerStatements().filter((s) => s.actions.includes('sqs:SendMessage'));
      expect(sqsStatements.flatMap((s) => s.resources).map(getAttOf)).toEqual([queueId]);
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

  it('fails when no route is given', () => {
    const app = createApp({ bundle: false });
    const table = tableIn(new Stack(app, 'Data'), dynamodb.StreamViewType.NEW_AND_OLD_IMAGES);
    expect(() => new EventsStack(app, 'Events', { table, routes: [] })).toThrow(
      'Events: routes must name 1 to 5 entities, got 0',
    );
  });
});
