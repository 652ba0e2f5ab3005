/**
 * DomainFunction on its own: house defaults, bindTable() grants and prop validation.
 * Bundling is skipped (the real bundles are checked in api-stack.test.ts).
 */
import * as path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { GSI } from '#platform/data/table.ts';
import { REPO_ROOT } from '../../lib/api-stack.ts';
import {
  DomainFunction,
  type DomainFunctionProps,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '../../lib/constructs/domain-function.ts';
import { createApp, policyStatements, unacknowledgedFindings } from './fixtures.ts';

const ENTRY = path.join(REPO_ROOT, 'functions', 'settings', 'index.ts');

function createStack(overrides: Partial<DomainFunctionProps> = {}) {
  const stack = new Stack(createApp({ bundle: false }), 'Test');
  const table = new dynamodb.TableV2(stack, 'Table', {
    partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
  });
  const fn = new DomainFunction(stack, 'Fn', { entry: ENTRY, projectRoot: REPO_ROOT, ...overrides });
  return { stack, table, fn };
}

/** A queue cdk-nag accepts as it is: TLS-only, its missing DLQ acknowledged. */
function testQueue(stack: Stack, props: sqs.QueueProps = {}): sqs.Queue {
  const queue = new sqs.Queue(stack, 'Queue', { enforceSSL: true, encryption: sqs.QueueEncryption.SQS_MANAGED, ...props });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'A test queue; only its grants are under test.' });
  return queue;
}

const tableStatements = (template: Template) =>
  policyStatements(template).filter((s) => s.actions.some((a) => a.startsWith('dynamodb:')));

describe('DomainFunction', () => {
  it('GIVEN no options WHEN synthesized THEN it has the house defaults', () => {
    const { stack } = createStack();
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      Handler: 'index.handler',
      Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
      TracingConfig: Match.absent(),
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('GIVEN no options WHEN synthesized THEN the role may only write to its own log group', () => {
    const { stack } = createStack();
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
    expect(policyStatements(template)).toEqual([
      {
        policy: expect.any(String),
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [{ 'Fn::GetAtt': [expect.stringMatching(/^FnLogGroup/), 'Arn'] }],
      },
    ]);
  });

  it('GIVEN bindTable without write WHEN synthesized THEN only the read actions are granted, on the table and each GSI', () => {
    const { stack, table, fn } = createStack();
    fn.bindTable(table, { write: false });
    const template = Template.fromStack(stack);

    const statements = tableStatements(template);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.actions.sort()).toEqual([...TABLE_READ_ACTIONS].sort());
    const tableArn = { 'Fn::GetAtt': [stack.getLogicalId(table.node.defaultChild as dynamodb.CfnGlobalTable), 'Arn'] };
    // Compared as sets: the policy minimizer sorts resources, GSI lists them in declaration order.
    const sorted = (resources: unknown[] | undefined) => resources?.map((r) => JSON.stringify(r)).sort();
    expect(sorted(statements[0]?.resources)).toEqual(
      sorted([tableArn, ...Object.values(GSI).map((g) => ({ 'Fn::Join': ['', [tableArn, `/index/${g.name}`]] }))]),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ TABLE_NAME: { Ref: Match.anyValue() } }) },
    });
  });

  it('GIVEN bindTable with write WHEN synthesized THEN read and write actions are granted, never Scan', () => {
    const { stack, table, fn } = createStack();
    fn.bindTable(table, { write: true });
    const actions = tableStatements(Template.fromStack(stack)).flatMap((s) => s.actions);
    expect(actions.sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('GIVEN a table with a customer managed key WHEN bound read-only THEN the function may decrypt only', () => {
    // A customer managed key on a TableV2 needs a concrete region.
    const stack = new Stack(createApp({ bundle: false }), 'Test', {
      env: { account: '111111111111', region: 'eu-west-1' },
    });
    const table = new dynamodb.TableV2(stack, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      encryption: dynamodb.TableEncryptionV2.customerManagedKey(
        new kms.Key(stack, 'Key', { enableKeyRotation: true }),
      ),
    });
    const fn = new DomainFunction(stack, 'Fn', { entry: ENTRY, projectRoot: REPO_ROOT });
    fn.bindTable(table, { write: false });
    const kmsActions = policyStatements(Template.fromStack(stack))
      .flatMap((s) => s.actions)
      .filter((a) => a.startsWith('kms:'));
    expect(kmsActions).toEqual(['kms:Decrypt']);
  });

  it('GIVEN tracing WHEN synthesized THEN tracing is active and cdk-nag accepts the X-Ray wildcard', () => {
    const { stack, table, fn } = createStack({ tracing: true });
    fn.bindTable(table, { write: true });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      TracingConfig: { Mode: 'Active' },
    });
    expect(unacknowledgedFindings(fn.role ?? fn)).toEqual([]);
  });

  it('GIVEN sendsTo WHEN synthesized THEN it may only SendMessage to that queue and is told its URL', () => {
    const { stack, fn } = createStack();
    fn.sendsTo(testQueue(stack), 'JOBS_QUEUE_URL');
    const template = Template.fromStack(stack);
    const sqsStatements = policyStatements(template).filter((s) => s.actions.some((a) => a.startsWith('sqs:')));
    expect(sqsStatements.map(({ actions, resources }) => ({ actions, resources }))).toEqual([
      { actions: ['sqs:SendMessage'], resources: [{ 'Fn::GetAtt': [expect.stringMatching(/^Queue/), 'Arn'] }] },
    ]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ JOBS_QUEUE_URL: { Ref: Match.stringLikeRegexp('^Queue') } }) },
    });
  });

  it('GIVEN a queue with a customer managed key WHEN sent to THEN the function may make and read data keys, no wildcard', () => {
    const { stack, fn } = createStack();
    const key = new kms.Key(stack, 'Key', { enableKeyRotation: true });
    fn.sendsTo(testQueue(stack, { encryption: sqs.QueueEncryption.KMS, encryptionMasterKey: key }), 'JOBS_QUEUE_URL');
    const kmsActions = policyStatements(Template.fromStack(stack))
      .flatMap((s) => s.actions)
      .filter((a) => a.startsWith('kms:'));
    expect(kmsActions.sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
  });

  it.each(['TABLE_NAME', 'queue_url', ''])('fails when the URL variable is %j', (name) => {
    const { stack, fn } = createStack();
    const queue = testQueue(stack);
    expect(() => fn.sendsTo(queue, name)).toThrow(`Test/Fn: '${name}' cannot name the URL of Test/Queue`);
  });

  it('fails when bound to a second table', () => {
    const { stack, table, fn } = createStack();
    const other = new dynamodb.TableV2(stack, 'Other', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
    });
    fn.bindTable(table, { write: false });
    expect(() => fn.bindTable(other, { write: false })).toThrow(
      'Test/Fn is already bound to table Test/Table; cannot also bind Test/Other',
    );
  });

  it.each([
    { why: 'memory is below 128 MiB', props: { memorySize: 64 }, message: 'memorySize must be an integer from 128 to 10240 MiB, got 64' },
    { why: 'the timeout exceeds 15 minutes', props: { timeout: Duration.minutes(20) }, message: 'timeout must be from 1 to 900 seconds, got 1200' },
    { why: 'the entry is relative', props: { entry: 'functions/settings/index.ts' }, message: "entry must be an absolute path, got 'functions/settings/index.ts'" },
    { why: 'the environment sets TABLE_NAME', props: { environment: { TABLE_NAME: 'x' } }, message: "environment must not set TABLE_NAME (the construct sets it), got 'x'" },
  ])('fails when $why', ({ props, message }) => {
    expect(() => createStack(props)).toThrow(message);
  });
});
