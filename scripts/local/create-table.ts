/** Creates the one table from platform/data/table.ts, as CDK does in AWS (idempotent). */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEY } from '#platform/core/paging.ts';
import { ATTRIBUTE_DEFINITIONS, GSI, STREAM_VIEW, TTL_ATTRIBUTE } from '#platform/data/table.ts';

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEY.partition, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sort, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: ATTRIBUTE_DEFINITIONS.map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
      GlobalSecondaryIndexes: Object.values(GSI).map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partition, KeyType: 'HASH' },
          { AttributeName: g.sort, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: STREAM_VIEW },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
  );
  return 'created';
}
