/**
 * Dead-letter queues and the alarms on them, shared by the stacks that run background work
 * (EventsStack, SchedulingStack): the same encryption, retention and alarm shape everywhere.
 */
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export const ALARM_PERIOD = Duration.minutes(5);

/** An encrypted, TLS-only queue keeping what `owner` gave up on for 14 days. */
export function deadLetterQueue(scope: Construct, id: string, owner: string, removalPolicy: RemovalPolicy): sqs.Queue {
  const queue = new sqs.Queue(scope, id, { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14), removalPolicy });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This queue is the dead-letter destination of ${owner}; a DLQ needs no DLQ of its own.` });
  return queue;
}

/** An alarm on one datapoint above 0; no data (nothing happened) is fine. */
export function anyAbove0(scope: Construct, id: string, props: { alarmDescription: string; metric: cloudwatch.IMetric }): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, id, {
    ...props,
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
