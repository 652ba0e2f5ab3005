/**
 * SchedulingStack and what ApiStack hands the feeds function: the schedule groups, the role
 * EventBridge Scheduler assumes, the publish and sweeper functions, the sweeper's recurring
 * schedule, the dead-letter queue and its alarm, cdk-nag. Synthesized once, bundling only the
 * Scheduling stack.
 */
import * as path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '#platform/http/route-table.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/domain-function.ts';
import { DOMAIN_MANAGES_SCHEDULES } from '../../lib/domain-access.ts';
import { REPO_ROOT } from '../../lib/repo-root.ts';
import { PUBLISH_TIMEOUT, SCHEDULE_MANAGE_ACTIONS } from '../../lib/scheduled-posts.ts';
import { DEFAULT_SCHEDULE_GROUP, PUBLISH_ASYNC_RETRIES } from '../../lib/scheduling-stack.ts';
import {
  asArray,
  bundledHandlerType,
  createTestApp,
  crossStackValue,
  getAttOf,
  isRecord,
  logicalIdOf,
  policyStatements,
  refOf,
  resourceProperties,
  type TestApp,
  unacknowledgedFindings,
} from './fixtures.ts';

const SYNTH_TIMEOUT_MS = 60_000;
const SCHEDULE_GROUP = 'AWS::Scheduler::ScheduleGroup';
const SCHEDULE = 'AWS::Scheduler::Schedule';

/** `arn:${Partition}:scheduler:${Region}:${AccountId}:<resource>` as CloudFormation renders it. */
const schedulerArn = (resource: string) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':scheduler:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:${resource}`]],
});

/** Every statement of the policies attached to `roleId`, with Effect and Condition. */
function statementsOfRole(template: Template, roleId: string): Record<string, unknown>[] {
  const statements: Record<string, unknown>[] = [];
  for (const policy of resourceProperties(template, 'AWS::IAM::Policy').values()) {
    if (!asArray(policy['Roles']).some((r) => refOf(r) === roleId)) continue;
    const document = policy['PolicyDocument'];
    if (isRecord(document)) statements.push(...asArray(document['Statement']).filter(isRecord));
  }
  return statements;
}

describe('SchedulingStack (bundled)', () => {
  let built: TestApp;
  let template: Template;
  let apiTemplate: Template;
  let publishId: string;
  let sweeperId: string;
  let dlqId: string;
  let roleId: string;
  let groupId: string;

  beforeAll(() => {
    built = createTestApp({ bundle: ['Scheduling'] });
    template = Template.fromStack(built.scheduling);
    apiTemplate = Template.fromStack(built.api);
    publishId = logicalIdOf(built.scheduling, built.scheduling.publishFunction);
    sweeperId = logicalIdOf(built.scheduling, built.scheduling.sweeper);
    dlqId = logicalIdOf(built.scheduling, built.scheduling.deadLetterQueue);
    roleId = logicalIdOf(built.scheduling, built.scheduling.schedulerRole);
    groupId = logicalIdOf(built.scheduling, built.scheduling.scheduleGroup);
  }, SYNTH_TIMEOUT_MS);

  const fromScheduling = (value: unknown) => crossStackValue(value, built.scheduling, template);
  const lambdaFunction = (id: string) => resourceProperties(template, 'AWS::Lambda::Function').get(id);

  describe('schedule groups', () => {
    it("GIVEN the default name WHEN synthesized THEN the posts' group is the config default and the sweeper has a group of its own", () => {
      const groups = resourceProperties(template, SCHEDULE_GROUP);
      expect(groups.get(groupId)).toEqual({ Name: DEFAULT_SCHEDULE_GROUP });
      expect([...groups.values()].map((g) => g['Name']).sort()).toEqual([DEFAULT_SCHEDULE_GROUP, `${DEFAULT_SCHEDULE_GROUP}-digests`, `${DEFAULT_SCHEDULE_GROUP}-points`, `${DEFAULT_SCHEDULE_GROUP}-sweeper`]);
    });

    it('GIVEN a stage-specific name WHEN synthesized THEN the group, the functions and the role condition take it', () => {
      const other = createTestApp({ bundle: false, scheduling: { scheduleGroupName: 'community-prod-scheduled-posts' } });
      const otherTemplate = Template.fromStack(other.scheduling);
      otherTemplate.hasResourceProperties(SCHEDULE_GROUP, { Name: 'community-prod-scheduled-posts' });
      otherTemplate.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: { SCHEDULE_GROUP: 'community-prod-scheduled-posts' } },
      });
      Template.fromStack(other.api).hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: { SCHEDULE_GROUP: 'community-prod-scheduled-posts' } },
      });
      otherTemplate.hasResourceProperties('AWS::IAM::Role', {
        AssumeRolePolicyDocument: {
          Statement: [{ Condition: { StringEquals: { 'aws:SourceArn': schedulerArn('schedule-group/community-prod-scheduled-posts') } } }],
        },
      });
    });

    it('GIVEN a group name Scheduler refuses WHEN built THEN the stack says so', () => {
      expect(() => createTestApp({ bundle: false, scheduling: { scheduleGroupName: 'posts/of/the/day' } })).toThrow(/scheduleGroupName must match/);
      expect(() => createTestApp({ bundle: false, scheduling: { scheduleGroupName: 'x'.repeat(60) } })).toThrow(/room for '-sweeper'/);
    });
  });

  describe('the role Scheduler assumes', () => {
    it('GIVEN the scheduler role WHEN synthesized THEN only scheduler.amazonaws.com may assume it, for this account and the posts\' group', () => {
      const role = resourceProperties(template, 'AWS::IAM::Role').get(roleId);
      expect(role?.['AssumeRolePolicyDocument']).toEqual({
        Version: '2012-10-17',
        Statement: [
          {
            Action: 'sts:AssumeRole',
            Effect: 'Allow',
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: {
              StringEquals: {
                'aws:SourceAccount': { Ref: 'AWS::AccountId' },
                'aws:SourceArn': schedulerArn(`schedule-group/${DEFAULT_SCHEDULE_GROUP}`),
              },
            },
          },
        ],
      });
      expect(role?.['ManagedPolicyArns']).toBeUndefined();
    });

    it('GIVEN the scheduler role WHEN synthesized THEN it may invoke the publish function and send to the dead-letter queue, nothing else', () => {
      expect(statementsOfRole(template, roleId)).toEqual([
        { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [publishId, 'Arn'] } },
        { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: { 'Fn::GetAtt': [dlqId, 'Arn'] } },
      ]);
    });
  });

  describe('functions', () => {
    it('GIVEN the publish function WHEN synthesized THEN it waits out the due minute within its 90 s, knows the group and the table', () => {
      expect(PUBLISH_TIMEOUT.toSeconds()).toBeGreaterThanOrEqual(60 + 10);
      expect(lambdaFunction(publishId)).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: PUBLISH_TIMEOUT.toSeconds(),
        Environment: {
          Variables: { SCHEDULE_GROUP: DEFAULT_SCHEDULE_GROUP, TABLE_NAME: expect.anything(), NODE_OPTIONS: '--enable-source-maps' },
        },
      });
      expect(built.scheduling.publishFunction.entry).toBe(path.join(REPO_ROOT, 'functions', 'publish-scheduled-post', 'index.ts'));
    });

    it('GIVEN the sweeper WHEN synthesized THEN it runs at most 2 minutes (under its interval) and knows the group and the table', () => {
      expect(lambdaFunction(sweeperId)).toMatchObject({
        Handler: 'index.handler',
        Timeout: 120,
        Environment: { Variables: { SCHEDULE_GROUP: DEFAULT_SCHEDULE_GROUP, TABLE_NAME: expect.anything() } },
      });
      expect(built.scheduling.sweeper.entry).toBe(path.join(REPO_ROOT, 'functions', 'scheduled-post-sweeper', 'index.ts'));
    });

    it.each(['publishFunction', 'sweeper'] as const)('GIVEN the %s WHEN synthesized THEN it may read and write the table (publishing is a transaction), never Scan', (name) => {
      const fnRoleId = logicalIdOf(built.scheduling, built.scheduling[name].role ?? built.scheduling[name]);
      const actions = statementsOfRole(template, fnRoleId).flatMap((s) => asArray(s['Action']).map(String));
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
      expect(actions.some((a) => a.startsWith('scheduler:') || a === 'iam:PassRole')).toBe(false);
    });

    it('GIVEN Scheduler invoking asynchronously WHEN the publish function fails every attempt THEN Lambda sends the event to the dead-letter queue', () => {
      const configs = [...resourceProperties(template, 'AWS::Lambda::EventInvokeConfig').values()];
      expect(configs.find((c) => refOf(c['FunctionName']) === publishId)).toMatchObject({
        MaximumRetryAttempts: PUBLISH_ASYNC_RETRIES,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlqId, 'Arn'] } } },
      });
      // A failed sweep is made up by the next one.
      expect(configs.find((c) => refOf(c['FunctionName']) === sweeperId)).toMatchObject({ MaximumRetryAttempts: 0 });
    });

    it.each(['publishFunction', 'sweeper'] as const)('GIVEN the %s WHEN bundled THEN its ESM bundle loads in plain Node and exports handler', (name) => {
      expect(bundledHandlerType(built.scheduling[name], built.app.outdir)).toBe('function');
    });
  });

  describe("the sweeper's recurring schedule", () => {
    it('GIVEN the sweep schedule WHEN synthesized THEN it invokes the sweeper every 5 minutes from its own group, without retries', () => {
      const schedules = [...resourceProperties(template, SCHEDULE).values()].filter((s) => s['GroupName'] === `${DEFAULT_SCHEDULE_GROUP}-sweeper`);
      expect(schedules).toHaveLength(1);
      const sweeperRoleId = getAttOf(isRecord(schedules[0]?.['Target']) ? schedules[0]['Target']['RoleArn'] : undefined);
      expect(schedules[0]).toMatchObject({
        GroupName: `${DEFAULT_SCHEDULE_GROUP}-sweeper`,
        ScheduleExpression: 'rate(5 minutes)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: { 'Fn::GetAtt': [sweeperId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } },
      });
      expect(sweeperRoleId).toBeDefined();
      expect(sweeperRoleId).not.toBe(roleId);
      expect(statementsOfRole(template, sweeperRoleId ?? '')).toEqual([
        { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [sweeperId, 'Arn'] } },
      ]);
      template.hasResourceProperties('AWS::IAM::Role', {
        AssumeRolePolicyDocument: {
          Statement: [
            {
              Principal: { Service: 'scheduler.amazonaws.com' },
              Condition: { StringEquals: { 'aws:SourceArn': schedulerArn(`schedule-group/${DEFAULT_SCHEDULE_GROUP}-sweeper`) } },
            },
          ],
        },
      });
    });
  });

  describe("the digest run and its schedule (docs/digests.md)", () => {
    const digestId = () => logicalIdOf(built.scheduling, built.scheduling.digestRun);

    it('GIVEN the digest schedule WHEN synthesized THEN it invokes the digest run every 15 minutes from its own group, with the scheduled time as input', () => {
      const schedules = [...resourceProperties(template, SCHEDULE).values()].filter((s) => s['GroupName'] === `${DEFAULT_SCHEDULE_GROUP}-digests`);
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject({
        ScheduleExpression: 'cron(0/15 * * * ? *)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: { 'Fn::GetAtt': [digestId(), 'Arn'] }, Input: '{"at":"<aws.scheduler.scheduled-time>"}', RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 } },
      });
      const digestRoleId = getAttOf(isRecord(schedules[0]?.['Target']) ? schedules[0]['Target']['RoleArn'] : undefined);
      expect(digestRoleId).toBeDefined();
      expect(statementsOfRole(template, digestRoleId ?? '')).toEqual([
        { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [digestId(), 'Arn'] } },
      ]);
      template.hasResourceProperties('AWS::IAM::Role', {
        AssumeRolePolicyDocument: {
          Statement: [{ Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceArn': schedulerArn(`schedule-group/${DEFAULT_SCHEDULE_GROUP}-digests`) } } }],
        },
      });
    });

    it('GIVEN the digest run WHEN synthesized THEN it runs up to 5 minutes, is not retried by Lambda (the next run resumes), reads and writes the table, never Scan, and alarms on errors', () => {
      expect(lambdaFunction(digestId())).toMatchObject({ Handler: 'index.handler', Timeout: 300, Environment: { Variables: { TABLE_NAME: expect.anything() } } });
      expect(built.scheduling.digestRun.entry).toBe(path.join(REPO_ROOT, 'functions', 'digest-run', 'index.ts'));
      const configs = [...resourceProperties(template, 'AWS::Lambda::EventInvokeConfig').values()];
      expect(configs.find((c) => refOf(c['FunctionName']) === digestId())).toMatchObject({ MaximumRetryAttempts: 0 });
      const fnRoleId = logicalIdOf(built.scheduling, built.scheduling.digestRun.role ?? built.scheduling.digestRun);
      const actions = statementsOfRole(template, fnRoleId).flatMap((st) => asArray(st['Action']).map(String));
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
      expect(actions).not.toContain('dynamodb:Scan');
      template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: digestId() } }] });
      expect(bundledHandlerType(built.scheduling.digestRun, built.app.outdir)).toBe('function');
    });

    it('GIVEN the mail queue (EventsStack) WHEN synthesized THEN the digest run may send to it, nothing else of SQS, and is told its URL', () => {
      const eventsTemplate = Template.fromStack(built.events);
      const queueId = logicalIdOf(built.events, built.events.mail.queue);
      const fnRoleId = logicalIdOf(built.scheduling, built.scheduling.digestRun.role ?? built.scheduling.digestRun);
      const sqsStatements = statementsOfRole(template, fnRoleId).filter((st) => asArray(st['Action']).some((a) => String(a).startsWith('sqs:')));
      expect(sqsStatements.map((st) => asArray(st['Action']).map(String))).toEqual([['sqs:SendMessage']]);
      expect(crossStackValue(sqsStatements[0]?.['Resource'], built.events, eventsTemplate)).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
      const variables = (lambdaFunction(digestId()) as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables;
      expect(crossStackValue(variables['MAIL_QUEUE_URL'], built.events, eventsTemplate)).toEqual({ Ref: queueId });
    });
  });

  describe('the points run and its schedule (docs/points.md)', () => {
    const pointsId = () => logicalIdOf(built.scheduling, built.scheduling.pointsRun);

    it('GIVEN the points schedule WHEN synthesized THEN it invokes the points run every 5 minutes from its own group', () => {
      const schedules = [...resourceProperties(template, SCHEDULE).values()].filter((s) => s['GroupName'] === `${DEFAULT_SCHEDULE_GROUP}-points`);
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject({
        ScheduleExpression: 'cron(0/5 * * * ? *)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: { 'Fn::GetAtt': [pointsId(), 'Arn'] }, Input: '{}', RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 } },
      });
      const roleId = getAttOf(isRecord(schedules[0]?.['Target']) ? schedules[0]['Target']['RoleArn'] : undefined);
      expect(statementsOfRole(template, roleId ?? '')).toEqual([{ Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [pointsId(), 'Arn'] } }]);
    });

    it('GIVEN the points run WHEN synthesized THEN it is the one function that may Scan, the table only (the backfill), is not retried by Lambda, and alarms on errors', () => {
      expect(lambdaFunction(pointsId())).toMatchObject({ Handler: 'index.handler', Timeout: 240, Environment: { Variables: { TABLE_NAME: expect.anything() } } });
      const configs = [...resourceProperties(template, 'AWS::Lambda::EventInvokeConfig').values()];
      expect(configs.find((c) => refOf(c['FunctionName']) === pointsId())).toMatchObject({ MaximumRetryAttempts: 0 });
      const fnRoleId = logicalIdOf(built.scheduling, built.scheduling.pointsRun.role ?? built.scheduling.pointsRun);
      const statements = statementsOfRole(template, fnRoleId);
      const actions = statements.flatMap((st) => asArray(st['Action']).map(String));
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS, 'dynamodb:Scan'].sort());
      const scan = statements.filter((st) => asArray(st['Action']).includes('dynamodb:Scan'));
      expect(scan).toHaveLength(1);
      // The table itself, never an index.
      expect(asArray(scan[0]?.['Resource'])).toHaveLength(1);
      template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: pointsId() } }] });
      expect(bundledHandlerType(built.scheduling.pointsRun, built.app.outdir)).toBe('function');
    });
  });

  describe('dead-letter queue and alarms', () => {
    it('GIVEN the dead-letter queue WHEN synthesized THEN it is SQS-encrypted, TLS-only, keeps messages 14 days and is retained', () => {
      template.hasResource('AWS::SQS::Queue', {
        Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 },
        DeletionPolicy: 'Retain',
      });
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: dlqId }],
        PolicyDocument: { Statement: [{ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }] },
      });
    });

    it('GIVEN a message in the dead-letter queue WHEN synthesized THEN an alarm fires on one 5-minute datapoint above 0', () => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        Period: 300,
        EvaluationPeriods: 1,
      });
    });

    it.each([
      { name: 'publish function', id: () => publishId },
      { name: 'sweeper', id: () => sweeperId },
    ])('GIVEN the $name throwing WHEN synthesized THEN an alarm fires on its Errors', ({ id }) => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: id() } }],
        Threshold: 0,
      });
    });
  });

  describe('the functions that manage schedules (ApiStack)', () => {
    const feedsRoleId = () => logicalIdOf(built.api, built.api.functions.get('feeds')?.role ?? built.api);

    it('GIVEN DOMAIN_MANAGES_SCHEDULES WHEN synthesized THEN the feeds function manages them', () => {
      expect(DOMAIN_MANAGES_SCHEDULES).toEqual(['feeds']);
    });

    it("GIVEN the feeds function WHEN synthesized THEN it may create, update, read and delete the posts' group's schedules only", () => {
      const statements = statementsOfRole(apiTemplate, feedsRoleId()).filter((s) => asArray(s['Action']).some((a) => String(a).startsWith('scheduler:')));
      expect(statements).toEqual([
        { Action: [...SCHEDULE_MANAGE_ACTIONS].sort(), Effect: 'Allow', Resource: schedulerArn(`schedule/${DEFAULT_SCHEDULE_GROUP}/*`) },
      ]);
    });

    it('GIVEN the feeds function WHEN synthesized THEN it may pass the scheduler role, and only to Scheduler', () => {
      const statements = statementsOfRole(apiTemplate, feedsRoleId()).filter((s) => asArray(s['Action']).includes('iam:PassRole'));
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatchObject({ Effect: 'Allow', Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } });
      expect(fromScheduling(statements[0]?.['Resource'])).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    });

    it('GIVEN the feeds function WHEN synthesized THEN it is told the group, the publish function, the role and the dead-letter queue', () => {
      const fn = built.api.functions.get('feeds');
      const variables = fn && resourceProperties(apiTemplate, 'AWS::Lambda::Function').get(logicalIdOf(built.api, fn))?.['Environment'];
      const env = isRecord(variables) && isRecord(variables['Variables']) ? variables['Variables'] : {};
      expect(env['SCHEDULE_GROUP']).toBe(DEFAULT_SCHEDULE_GROUP);
      expect(fromScheduling(env['PUBLISH_FUNCTION_ARN'])).toEqual({ 'Fn::GetAtt': [publishId, 'Arn'] });
      expect(fromScheduling(env['SCHEDULER_ROLE_ARN'])).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
      expect(fromScheduling(env['SCHEDULER_DLQ_ARN'])).toEqual({ 'Fn::GetAtt': [dlqId, 'Arn'] });
      expect(built.api.dependencies).toContain(built.scheduling);
      expect(built.scheduling.dependencies).not.toContain(built.api);
    });

    it('GIVEN the other domains WHEN synthesized THEN none may touch schedules or pass roles', () => {
      const others = DOMAINS.filter((d) => !DOMAIN_MANAGES_SCHEDULES.includes(d));
      for (const domain of others) {
        const fn = built.api.functions.get(domain);
        const actions = statementsOfRole(apiTemplate, logicalIdOf(built.api, fn?.role ?? built.api)).flatMap((s) => asArray(s['Action']).map(String));
        expect({ domain, actions: actions.filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole') }).toEqual({ domain, actions: [] });
      }
      // Policy-wide: scheduler actions appear once (the feeds function), never as scheduler:*.
      const schedulerActions = policyStatements(apiTemplate).flatMap((s) => s.actions).filter((a) => a.startsWith('scheduler:'));
      expect(schedulerActions.sort()).toEqual([...SCHEDULE_MANAGE_ACTIONS].sort());
    });

    it('GIVEN no scheduling resources WHEN a domain manages schedules THEN ApiStack refuses to build', () => {
      expect(() => createTestApp({ bundle: false, api: { scheduledPosts: undefined } })).toThrow(/feeds schedule posts; pass scheduledPosts/);
      expect(() => createTestApp({ bundle: false, api: { scheduledPosts: undefined, scheduleManagers: [] } })).not.toThrow();
    });
  });

  describe('cdk-nag', () => {
    it('GIVEN the AwsSolutions rules WHEN the app is checked THEN no finding is left unacknowledged', () => {
      expect(unacknowledgedFindings(built.app)).toEqual([]);
    });
  });
});
