/**
 * Mail on SES (lib/mail-delivery.ts, inside EventsStack): the mail queue and its dead-letter queue
 * with their alarm, the mail function's event source mapping and its SES permission scoped to the
 * identity and the configuration set, the configuration set's bounce and complaint events to SNS
 * and the mail-events function subscribed to them. Synthesized without bundling (configuration only).
 */
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainFunction } from '../../lib/constructs/domain-function.ts';
import { MAIL_MAX_RECEIVE_COUNT } from '../../lib/mail-delivery.ts';
import { createTestApp, getAttOf, isRecord, logicalIdOf, policyStatements, refOf, resourceProperties, unacknowledgedFindings, type TestApp } from './fixtures.ts';

const ALARM = 'AWS::CloudWatch::Alarm';

describe('Mail delivery (domain identity)', () => {
  let built: TestApp;
  let template: Template;
  let ids: { queue: string; dlq: string; mailFn: string; eventsFn: string; topic: string; configSet: string; identity: string; eventsDlq: string };

  beforeAll(() => {
    built = createTestApp({
      bundle: false,
      events: { mail: { identity: { domain: 'mail.example.com', mailFromDomain: 'bounce.mail.example.com' }, environment: { FRONTEND_URL: 'https://app.example.com' } } },
    });
    template = Template.fromStack(built.events);
    const mail = built.events.mail;
    const id = (c: { node: { defaultChild?: unknown } }) => logicalIdOf(built.events, c);
    ids = {
      queue: id(mail.queue),
      dlq: id(mail.deadLetterQueue),
      mailFn: id(mail.mailFunction),
      eventsFn: id(mail.eventsFunction),
      topic: id(mail.eventsTopic),
      configSet: id(mail.configurationSet ?? mail.queue),
      identity: id(mail.emailIdentity ?? mail.queue),
      eventsDlq: id(mail.eventsDeadLetterQueue),
    };
  }, 60_000);

  const statementsOf = (fn: DomainFunction) => {
    const roleId = logicalIdOf(built.events, fn.role ?? fn);
    const policies = resourceProperties(template, 'AWS::IAM::Policy');
    return policyStatements(template).filter((s) => JSON.stringify(policies.get(s.policy)?.['Roles']) === JSON.stringify([{ Ref: roleId }]));
  };
  const functionProps = (id: string) => resourceProperties(template, 'AWS::Lambda::Function').get(id) ?? {};

  it('GIVEN the mail queue WHEN synthesized THEN messages it keeps failing move to the dead-letter queue after a few receives', () => {
    const queue = resourceProperties(template, 'AWS::SQS::Queue').get(ids.queue);
    expect(queue?.['RedrivePolicy']).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [ids.dlq, 'Arn'] }, maxReceiveCount: MAIL_MAX_RECEIVE_COUNT });
    expect(queue).toMatchObject({ SqsManagedSseEnabled: true });
    expect(Number(queue?.['VisibilityTimeout'])).toBeGreaterThanOrEqual(6 * Number(functionProps(ids.mailFn)['Timeout']));
  });

  it('GIVEN a job in the mail DLQ WHEN synthesized THEN an alarm fires on its visible messages', () => {
    template.hasResourceProperties(ALARM, {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [ids.dlq, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      EvaluationPeriods: 1,
    });
    template.hasResourceProperties(ALARM, { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: ids.mailFn } }] });
  });

  it('GIVEN the mail queue WHEN synthesized THEN the mail function consumes it with partial batch responses', () => {
    const mappings = [...resourceProperties(template, 'AWS::Lambda::EventSourceMapping').values()].filter((m) => refOf(m['FunctionName']) === ids.mailFn);
    expect(mappings).toHaveLength(1);
    expect(getAttOf(mappings[0]?.['EventSourceArn'])).toBe(ids.queue);
    expect(mappings[0]).toMatchObject({ BatchSize: 10, FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });

  it('GIVEN the mail function WHEN synthesized THEN it is told its queues, the configuration set, the sender and the context', () => {
    expect(functionProps(ids.mailFn)['Environment']).toEqual({
      Variables: expect.objectContaining({
        MAIL_QUEUE_URL: { Ref: ids.queue },
        MAIL_DLQ_URL: { Ref: ids.dlq },
        SES_CONFIGURATION_SET: { Ref: ids.configSet },
        MAIL_FROM_ADDRESS: 'no-reply@mail.example.com',
        MAIL_RETRY_BASE_SECONDS: '60',
        FRONTEND_URL: 'https://app.example.com',
        TABLE_NAME: expect.anything(),
      }),
    });
  });

  it('GIVEN the mail function role WHEN synthesized THEN ses:SendEmail is allowed on the identity and the configuration set only, and nothing else of SES', () => {
    const ses = statementsOf(built.events.mail.mailFunction).filter((s) => s.actions.some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(ses[0]?.actions).toEqual(['ses:SendEmail']);
    const resources = JSON.stringify(ses[0]?.resources);
    expect(ses[0]?.resources).toHaveLength(2);
    expect(resources).toContain(':identity/mail.example.com');
    expect(resources).toContain(':configuration-set/');
    expect(resources).toContain(`{"Ref":"${ids.configSet}"}`);
    expect(resources).not.toContain('*');
    // No other function of the stack may send mail.
    for (const fn of [built.events.router, built.events.dispatcher, built.events.mail.eventsFunction]) {
      expect(statementsOf(fn).flatMap((s) => s.actions).filter((a) => a.startsWith('ses:'))).toEqual([]);
    }
  });

  it('GIVEN the mail function role WHEN synthesized THEN it sends to the mail queue (retries) and its DLQ only', () => {
    const targets = statementsOf(built.events.mail.mailFunction)
      .filter((s) => s.actions.includes('sqs:SendMessage'))
      .flatMap((s) => s.resources)
      .map(getAttOf)
      .sort();
    expect(targets).toEqual([ids.queue, ids.dlq].sort());
  });

  it('GIVEN the domain WHEN synthesized THEN the identity has Easy DKIM, the custom MAIL FROM domain and the configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: ids.configSet } },
      MailFromAttributes: Match.objectLike({ MailFromDomain: 'bounce.mail.example.com' }),
    });
    // The three DKIM CNAME records are outputs, for the operator's DNS.
    expect(Object.keys(template.findOutputs('*')).filter((k) => k.includes('DkimRecord'))).toHaveLength(3);
  });

  it('GIVEN the configuration set WHEN synthesized THEN its bounce and complaint events go to the SNS topic', () => {
    const destinations = [...resourceProperties(template, 'AWS::SES::ConfigurationSetEventDestination').values()];
    expect(destinations).toHaveLength(1);
    expect(destinations[0]).toMatchObject({
      ConfigurationSetName: { Ref: ids.configSet },
      EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: ids.topic } } },
    });
    // SES may publish to the topic, for this account and this configuration set only.
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'ses.amazonaws.com' }, Condition: { StringEquals: Match.objectLike({ 'AWS:SourceAccount': Match.anyValue() }) } }),
        ]),
      },
    });
    // The topic is encrypted with a rotated key that SES may use.
    const topic = resourceProperties(template, 'AWS::SNS::Topic').get(ids.topic);
    expect(topic?.['KmsMasterKeyId']).toBeDefined();
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'ses.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]) },
    });
  });

  it('GIVEN the topic WHEN synthesized THEN the mail-events function is subscribed, failures go to its dead-letter queue, alarmed', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: ids.topic },
      Endpoint: { 'Fn::GetAtt': [ids.eventsFn, 'Arn'] },
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [ids.eventsDlq, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: ids.eventsFn },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [ids.eventsDlq, 'Arn'] } } },
    });
    template.hasResourceProperties(ALARM, { MetricName: 'ApproximateNumberOfMessagesVisible', Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [ids.eventsDlq, 'QueueName'] } }] });
    // It writes the marks by key: no index, no SES, no queue to send to but its own failures'.
    const statements = statementsOf(built.events.mail.eventsFunction);
    const table = statements.filter((s) => s.actions.includes('dynamodb:PutItem'));
    expect(table).toHaveLength(1);
    expect(JSON.stringify(table[0]?.resources)).not.toContain('/index/');
  });

  it('GIVEN the router WHEN synthesized THEN mail jobs pass its filter and it may send to the mail queue', () => {
    const routerMapping = [...resourceProperties(template, 'AWS::Lambda::EventSourceMapping').values()].find((m) => refOf(m['FunctionName']) === logicalIdOf(built.events, built.events.router));
    const criteria = isRecord(routerMapping?.['FilterCriteria']) ? routerMapping['FilterCriteria'] : {};
    expect(JSON.stringify(criteria)).toContain('mail_job');
    const router = statementsOf(built.events.router).filter((s) => s.actions.includes('sqs:SendMessage')).flatMap((s) => s.resources).map(getAttOf);
    expect(router).toContain(ids.queue);
    expect(functionProps(logicalIdOf(built.events, built.events.router))['Environment']).toMatchObject({ Variables: { MAIL_QUEUE_URL: { Ref: ids.queue } } });
  });

  it('GIVEN the AwsSolutions rules WHEN the app is checked THEN no finding is left unacknowledged', () => {
    expect(unacknowledgedFindings(built.app)).toEqual([]);
  });
});

describe('Mail delivery (other identities)', () => {
  it('GIVEN a single sender address WHEN synthesized THEN it is the identity and the sender, and the only identity SendEmail may use', () => {
    const built = createTestApp({ bundle: false, events: { mail: { identity: { address: 'community@example.org' } } } });
    const template = Template.fromStack(built.events);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'community@example.org' });
    template.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ MAIL_FROM_ADDRESS: 'community@example.org' }) } });
    const ses = policyStatements(template).filter((s) => s.actions.includes('ses:SendEmail'));
    expect(JSON.stringify(ses.flatMap((s) => s.resources))).toContain(':identity/community@example.org');
    expect(Object.keys(template.findOutputs('*')).filter((k) => k.includes('DkimRecord'))).toEqual([]);
  });

  it('GIVEN no identity WHEN synthesized THEN no SES resource, no send permission, and a warning', () => {
    const built = createTestApp({ bundle: false });
    const template = Template.fromStack(built.events);
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.resourceCountIs('AWS::SES::ConfigurationSet', 0);
    expect(policyStatements(template).flatMap((s) => s.actions).filter((a) => a.startsWith('ses:'))).toEqual([]);
    const warnings = Annotations.fromStack(built.events).findWarning('*', Match.stringLikeRegexp('No mail identity'));
    expect(warnings.length).toBeGreaterThan(0);
    // The queue and the mail function are there all the same: jobs wait, retry and dead-letter (alarmed).
    expect(built.events.mail.queue).toBeDefined();
  });

  it.each([
    [{ identity: { domain: 'not a domain' } }, 'mail domain must be a DNS domain name'],
    [{ identity: { domain: 'example.com', mailFromDomain: 'mail.other.com' } }, 'mailFromDomain must be a subdomain of example.com'],
    [{ identity: { domain: 'example.com' }, fromAddress: 'x@other.com' }, "fromAddress 'x@other.com' does not belong to the identity example.com"],
    [{ fromAddress: 'x@example.com' }, 'needs an identity'],
  ])('GIVEN mail props %j WHEN built THEN it refuses: %s', (mail, message) => {
    expect(() => createTestApp({ bundle: false, events: { mail } })).toThrow(message);
  });

  it('GIVEN the stacks WHEN built THEN the mail queue is the Events stack\'s, for other producers (the digest run)', () => {
    const built = createTestApp({ bundle: false });
    expect(Stack.of(built.events.mail.queue)).toBe(built.events);
  });
});
