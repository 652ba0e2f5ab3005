import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
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
}

/**
 * The stateful half of the service: the one DynamoDB table, built from platform/data/table.ts
 * (keys, generic GSIs, TTL attribute, stream) so that CDK, the local stack and the tests agree.
 */
export class DataStack extends Stack {
  public readonly table: dynamodb.TableV2;
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
