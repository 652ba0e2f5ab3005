import { CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { ALARM_PERIOD } from './alarms.ts';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import {
  ATTRIBUTE_DEFINITIONS,
  GSI,
  STREAM_VIEW,
  TTL_ATTRIBUTE,
} from '#platform/data/table.ts';
import { TABLE_KEY } from '#platform/core/paging.ts';

export interface DataStackProps extends StackProps {
  /**
   * What happens to the table when it leaves the stack. With RETAIN the table also gets
   * deletion protection, so neither CloudFormation nor a console click can drop it.
   * @default kept (RETAIN) and deletion-protected
   */
  readonly removalPolicy?: RemovalPolicy;
  /** Subscribed (by email) to the alarm topic. @default none: the topic has no subscriber until one is added */
  readonly alarmEmail?: string;
}

/**
 * The stateful half of the service: the one DynamoDB table, built from platform/data/table.ts
 * (keys, generic GSIs, TTL attribute, stream) so that CDK, the local stack and the tests agree.
 */
export class DataStack extends Stack {
  public readonly table: dynamodb.TableV2;
  /**
   * Where every alarm of the app goes (lib/alarms.ts monitorStack). Here because every other stack
   * depends on this one already.
   */
  public readonly alarmTopic: sns.Topic;
  public readonly alarms: { readonly throttles: cloudwatch.Alarm; readonly systemErrors: cloudwatch.Alarm };
  /**
   * Encrypts the credentials administrators save in settings before they are written to the table
   * (docs/security.md "Secrets at rest"), yearly rotated by KMS; kept with the table (a table
   * without its key holds secrets nobody can read). Grants: lib/secrets.ts.
   */
  public readonly secretsKey: kms.Key;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: keyAttribute(TABLE_KEY.partition),
      sortKey: keyAttribute(TABLE_KEY.sort),
      globalSecondaryIndexes: Object.values(GSI).map((index) => ({
        indexName: index.name,
        partitionKey: keyAttribute(index.partition),
        sortKey: keyAttribute(index.sort),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      dynamoStream: dynamodb.StreamViewType[STREAM_VIEW],
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy,
      deletionProtection: removalPolicy === RemovalPolicy.RETAIN,
    });
    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', { displayName: `${id} alarms`, enforceSSL: true });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notifications carry alarm names and states only; CloudWatch cannot publish to a topic under the AWS-managed SNS key.',
    });
    if (props.alarmEmail !== undefined) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    // On-demand tables still throttle a hot partition or a burst past twice the previous peak.
    const throttleEvents = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: this.table.metric('ReadThrottleEvents', { period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
        writes: this.table.metric('WriteThrottleEvents', { period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      },
      label: 'Throttle events',
      period: ALARM_PERIOD,
    });
    this.alarms = {
      throttles: new cloudwatch.Alarm(this, 'TableThrottlesAlarm', {
        alarmDescription: 'The table throttled reads or writes in two periods running: docs/operations.md (DynamoDB throttles)',
        metric: throttleEvents,
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      systemErrors: new cloudwatch.Alarm(this, 'TableSystemErrorsAlarm', {
        alarmDescription: 'DynamoDB answered requests on the table with 500s (its side): docs/operations.md (DynamoDB throttles)',
        metric: this.table.metric('SystemErrors', { period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    };

    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      description: 'Community API: credentials saved in settings (storage secret key), encrypted at rest',
      enableKeyRotation: true,
      removalPolicy,
    });
    new CfnOutput(this, 'TableName', {
      value: this.table.tableName,
      description: 'The one table; `npm run seed-admin` creates the first administrator in it',
    });
  }
}

const ATTRIBUTE_TYPES = { S: dynamodb.AttributeType.STRING, N: dynamodb.AttributeType.NUMBER } as const;

/** A key attribute as declared in ATTRIBUTE_DEFINITIONS; a key missing there is a bug in table.ts. */
function keyAttribute(name: string): dynamodb.Attribute {
  const definition = ATTRIBUTE_DEFINITIONS.find((a) => a.name === name);
  if (definition === undefined) {
    const known = ATTRIBUTE_DEFINITIONS.map((a) => a.name).join(', ');
    throw new Error(`Key attribute '${name}' is not in ATTRIBUTE_DEFINITIONS (${known})`);
  }
  return { name, type: ATTRIBUTE_TYPES[definition.type] };
}
