/**
 * Mail on Amazon SES (docs/email.md "AWS setup"), built inside EventsStack beside the webhook
 * queue, whose shape it follows:
 *
 *   stream router --> mail queue (+DLQ, alarmed) --> mail function --SESv2 SendEmail--> SES
 *   SES configuration set --bounce, complaint--> SNS topic (KMS) --> mail-events function --> table
 *
 * - the SES identity (a domain, with Easy DKIM and an optional custom MAIL FROM domain, or a single
 *   address) and the configuration set every mail is sent through, whose bounce and complaint
 *   events go to an encrypted SNS topic;
 * - the mail queue, consumed by functions/mail with partial batch responses; the function retries a
 *   failed send itself (a new, delayed message) and dead-letters what keeps failing; SQS redrives
 *   there too after MAIL_MAX_RECEIVE_COUNT receives;
 * - functions/mail-events, subscribed to the topic, which marks bounced (permanent bounces only)
 *   and complaining addresses undeliverable; what it fails on lands in its own dead-letter queue;
 * - alarms on both dead-letter queues and on both functions' errors (sent to the alarm topic by monitorStack, lib/alarms.ts).
 *
 * The mail function may `ses:SendEmail` on the identity and the configuration set only. Without an
 * identity (no `mailDomain` or `mailFromAddress` context) nothing of SES is created and the mail
 * function gets no SES permission: mail is not set up, every send fails, retries and dead-letters
 * (the alarm says so), and synthesis warns.
 */
import * as path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SnsEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ALARM_PERIOD, anyAbove0, deadLetterQueue } from './alarms.ts';
import { DomainFunction } from './constructs/domain-function.ts';

/** The sending identity: a whole domain (any address of it may send) or one address. */
export type MailIdentity =
  | {
      readonly domain: string;
      /** A subdomain of `domain` used as the envelope sender (custom MAIL FROM: SPF alignment for DMARC). @default SES's amazonses.com */
      readonly mailFromDomain?: string;
    }
  | { readonly address: string };

/** The one action the mail function needs: SESv2 SendEmail (Simple content with headers; no raw MIME). */
export const MAIL_SEND_ACTIONS = ['ses:SendEmail'] as const;

/** One mail function invocation: up to MAIL_BATCH_SIZE renders and sends side by side, with room for throttled retries. */
export const MAIL_FUNCTION_TIMEOUT = Duration.seconds(60);

/** Messages one invocation takes (a standard queue's most without a batching window). */
export const MAIL_BATCH_SIZE = 10;

/** First retry delay of a failed send; each next one doubles (MAIL_RETRY_BASE_SECONDS). */
export const DEFAULT_MAIL_RETRY_BASE = Duration.seconds(60);

/**
 * Receives of one message before SQS moves it to the mail dead-letter queue. The function retries
 * failed sends itself (a new, delayed message); a message comes back only when an invocation
 * crashed, timed out or reported it failed (the table or SQS unavailable).
 */
export const MAIL_MAX_RECEIVE_COUNT = 5;

/** AWS's advice for a queue feeding a Lambda function: visibility timeout at least 6 times the function's. */
const VISIBILITY_PER_FUNCTION_TIMEOUT = 6;

/** DNS names: labels of letters, digits and '-', at least one dot. */
const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ADDRESS_PATTERN = /^[^\s@]+@([^\s@]+)$/;

export interface MailDeliveryProps {
  /** The one table: the mail function claims jobs, reads recipients and settings, writes the delivery log; mail-events marks addresses. */
  readonly table: dynamodb.ITable;
  /** Where SES sends from. @default none: no SES resources, no send permission (see the module comment) */
  readonly identity?: MailIdentity;
  /**
   * The sender address when the email settings name none (MAIL_FROM_ADDRESS); it must belong to
   * the identity. @default `no-reply@<domain>` for a domain identity, the address for an address identity
   */
  readonly fromAddress?: string;
  /** First retry delay of a failed send (MAIL_RETRY_BASE_SECONDS), whole seconds up to 15 minutes. @default one minute */
  readonly retryBase?: Duration;
  /** At most this many mail function invocations at once (the mapping's maximum concurrency; SES has a sending rate). 2 to 1000. @default 5 */
  readonly maxConcurrency?: number;
  /** Variables the mail function is told as they are (SITE_URL, FRONTEND_URL, PUBLIC_BASE_URL, REST_PREFIX...). */
  readonly environment?: Readonly<Record<string, string>>;
  readonly logRetention?: logs.RetentionDays;
  readonly removalPolicy?: RemovalPolicy;
  readonly tracing?: boolean;
  readonly projectRoot: string;
}

export class MailDelivery extends Construct {
  /** Mail jobs (MAIL_QUEUE_URL): the stream router and the digest run send, the mail function consumes. */
  public readonly queue: sqs.Queue;
  /** Jobs whose retries are used up (sent by the mail function, MAIL_DLQ_URL) or whose message kept failing (redrive). */
  public readonly deadLetterQueue: sqs.Queue;
  /** functions/mail. */
  public readonly mailFunction: DomainFunction;
  /** functions/mail-events: bounces and complaints from the configuration set. */
  public readonly eventsFunction: DomainFunction;
  /** What the events function failed on every attempt (Lambda's on-failure destination, the subscription's DLQ). */
  public readonly eventsDeadLetterQueue: sqs.Queue;
  /** The configuration set's bounce and complaint events. */
  public readonly eventsTopic: sns.Topic;
  /** Absent without an identity. */
  public readonly emailIdentity?: ses.EmailIdentity;
  public readonly configurationSet?: ses.ConfigurationSet;
  /** The address mail is sent from unless the email settings name one (MAIL_FROM_ADDRESS). */
  public readonly fromAddress?: string;
  /** Fire on a dead letter of either queue, or when either function throws or times out. No actions yet. */
  public readonly alarms: {
    readonly deadLetters: cloudwatch.Alarm;
    readonly errors: cloudwatch.Alarm;
    readonly eventsDeadLetters: cloudwatch.Alarm;
    readonly eventsErrors: cloudwatch.Alarm;
  };

  constructor(scope: Construct, id: string, props: MailDeliveryProps) {
    super(scope, id);
    validateProps(this.node.path, props);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    const retryBase = props.retryBase ?? DEFAULT_MAIL_RETRY_BASE;
    const stack = Stack.of(this);

    // --- SES: the identity and the configuration set, its bounces and complaints to SNS ---

    // SES encrypts what it publishes with this key, so the key's policy lets SES use it (for this account only).
    const eventsKey = new kms.Key(this, 'EventsKey', {
      description: 'Encrypts the SES bounce and complaint notifications (the mail events topic)',
      enableKeyRotation: true,
      removalPolicy,
    });
    eventsKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    this.eventsTopic = new sns.Topic(this, 'EventsTopic', { masterKey: eventsKey, enforceSSL: true });

    const identityName = props.identity === undefined ? undefined : 'domain' in props.identity ? props.identity.domain : props.identity.address;
    if (props.identity !== undefined && identityName !== undefined) {
      this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
        // Bounce and complaint rates per configuration set in CloudWatch (SES's reputation metrics).
        reputationMetrics: true,
      });
      this.configurationSet.addEventDestination('BouncesAndComplaints', {
        destination: ses.EventDestination.snsTopic(this.eventsTopic),
        events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
      });
      this.emailIdentity = new ses.EmailIdentity(this, 'Identity', {
        identity: 'domain' in props.identity ? ses.Identity.domain(props.identity.domain) : ses.Identity.email(props.identity.address),
        // Mail sent without naming a configuration set still reports its bounces and complaints.
        configurationSet: this.configurationSet,
        ...('domain' in props.identity && props.identity.mailFromDomain !== undefined ? { mailFromDomain: props.identity.mailFromDomain } : {}),
      });
      this.fromAddress = props.fromAddress ?? ('domain' in props.identity ? `no-reply@${props.identity.domain}` : props.identity.address);
      if ('domain' in props.identity) {
        // The three DKIM CNAME records to publish in the domain's DNS (docs/email.md).
        this.emailIdentity.dkimRecords.forEach((record, i) => {
          new CfnOutput(this, `DkimRecord${i + 1}`, { description: `DKIM CNAME record ${i + 1} of ${identityName}: name => value`, value: `${record.name} => ${record.value}` });
        });
      }
    } else {
      Annotations.of(this).addWarningV2(
        '@community/mail:no-identity',
        'No mail identity (context mailDomain or mailFromAddress): SES is not set up, the mail function may not send, every mail job retries and dead-letters (docs/email.md "AWS setup").',
      );
    }

    // --- The mail queue and the mail function ---

    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', 'the mail queue and the mail function', removalPolicy);
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(MAIL_FUNCTION_TIMEOUT.toSeconds() * VISIBILITY_PER_FUNCTION_TIMEOUT),
      // Each retry is a new message, so this bounds one attempt's wait, not a job's life.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAIL_MAX_RECEIVE_COUNT },
      removalPolicy,
    });

    this.mailFunction = new DomainFunction(this, 'Function', {
      entry: path.join(props.projectRoot, 'functions', 'mail', 'index.ts'),
      projectRoot: props.projectRoot,
      timeout: MAIL_FUNCTION_TIMEOUT,
      memorySize: 512,
      logRetention: props.logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
      description: 'Community API: mail function (renders and sends the mail queue with SES)',
      environment: {
        ...props.environment,
        MAIL_RETRY_BASE_SECONDS: String(retryBase.toSeconds()),
        ...(this.fromAddress !== undefined && { MAIL_FROM_ADDRESS: this.fromAddress }),
        ...(this.configurationSet !== undefined && { SES_CONFIGURATION_SET: this.configurationSet.configurationSetName }),
      },
    });
    // Claims jobs, reads recipients, settings and what the renderers show (their queries), writes the delivery log.
    this.mailFunction.bindTable(props.table, { write: true });
    // Retries: a new message with DelaySeconds on the queue; exhausted jobs: on the DLQ.
    this.mailFunction.sendsTo(this.queue, 'MAIL_QUEUE_URL');
    this.mailFunction.sendsTo(this.deadLetterQueue, 'MAIL_DLQ_URL');
    if (this.emailIdentity !== undefined && this.configurationSet !== undefined && identityName !== undefined) {
      // SendEmail is authorised on the sending identity and on the configuration set it names; nothing else.
      this.mailFunction.addToRolePolicy(
        new iam.PolicyStatement({
          actions: [...MAIL_SEND_ACTIONS],
          resources: [
            stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identityName }),
            stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
          ],
        }),
      );
    }
    this.mailFunction.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: MAIL_BATCH_SIZE,
        reportBatchItemFailures: true,
        maxConcurrency: props.maxConcurrency ?? 5,
      }),
    );

    // --- Bounces and complaints: SNS --> mail-events function --> table ---

    this.eventsDeadLetterQueue = deadLetterQueue(this, 'EventsDeadLetterQueue', 'the mail events function and its SNS subscription', removalPolicy);
    this.eventsFunction = new DomainFunction(this, 'EventsFunction', {
      entry: path.join(props.projectRoot, 'functions', 'mail-events', 'index.ts'),
      projectRoot: props.projectRoot,
      timeout: Duration.seconds(30),
      memorySize: 256,
      logRetention: props.logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
      description: 'Community API: SES bounce and complaint events (marks addresses undeliverable)',
    });
    // PutItem of the undeliverable marks; no index.
    this.eventsFunction.bindTable(props.table, { write: true, indexNames: [] });
    // SNS invokes asynchronously: Lambda retries a failed invocation twice, then the event goes here.
    this.eventsFunction.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(this.eventsDeadLetterQueue) });
    // What SNS could not deliver to the function at all goes there too.
    this.eventsFunction.addEventSource(new SnsEventSource(this.eventsTopic, { deadLetterQueue: this.eventsDeadLetterQueue }));

    this.alarms = {
      deadLetters: anyAbove0(this, 'DeadLettersAlarm', {
        alarmDescription: `Mail jobs given up on (retries used up, or a message ${this.mailFunction.node.path} kept failing): see ${this.deadLetterQueue.node.path} and docs/email.md`,
        metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
      }),
      errors: anyAbove0(this, 'ErrorsAlarm', {
        alarmDescription: `${this.mailFunction.node.path} threw or timed out (failed sends and messages reported in the response do not count)`,
        metric: this.mailFunction.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
      eventsDeadLetters: anyAbove0(this, 'EventsDeadLettersAlarm', {
        alarmDescription: `Bounce or complaint notifications ${this.eventsFunction.node.path} could not record: see ${this.eventsDeadLetterQueue.node.path}`,
        metric: this.eventsDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
      }),
      eventsErrors: anyAbove0(this, 'EventsErrorsAlarm', {
        alarmDescription: `${this.eventsFunction.node.path} threw or timed out`,
        metric: this.eventsFunction.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      }),
    };
  }
}

function validateProps(id: string, props: MailDeliveryProps): void {
  const identity = props.identity;
  if (identity !== undefined) {
    if ('domain' in identity) {
      if (!DOMAIN_PATTERN.test(identity.domain)) throw new Error(`${id}: mail domain must be a DNS domain name, got '${identity.domain}'`);
      const from = identity.mailFromDomain;
      if (from !== undefined && (!DOMAIN_PATTERN.test(from) || !from.toLowerCase().endsWith(`.${identity.domain.toLowerCase()}`))) {
        throw new Error(`${id}: mailFromDomain must be a subdomain of ${identity.domain}, got '${from}'`);
      }
    } else if (!ADDRESS_PATTERN.test(identity.address)) {
      throw new Error(`${id}: mail address must be an email address, got '${identity.address}'`);
    }
  }
  const from = props.fromAddress;
  if (from !== undefined) {
    const domain = ADDRESS_PATTERN.exec(from)?.[1]?.toLowerCase();
    if (domain === undefined) throw new Error(`${id}: fromAddress must be an email address, got '${from}'`);
    if (identity === undefined) throw new Error(`${id}: fromAddress '${from}' needs an identity to send from`);
    if ('domain' in identity ? domain !== identity.domain.toLowerCase() : from.toLowerCase() !== identity.address.toLowerCase()) {
      throw new Error(`${id}: fromAddress '${from}' does not belong to the identity ${'domain' in identity ? identity.domain : identity.address}`);
    }
  }
  const retryBase = props.retryBase;
  if (retryBase !== undefined && !retryBase.isUnresolved()) {
    const seconds = retryBase.toSeconds({ integral: false });
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 900) throw new Error(`${id}: mail retryBase must be whole seconds from 0 to 900, got ${retryBase.toHumanString()}`);
  }
  const concurrency = props.maxConcurrency;
  if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 2 || concurrency > 1000)) {
    throw new Error(`${id}: mail maxConcurrency must be an integer from 2 to 1000, got ${concurrency}`);
  }
}
