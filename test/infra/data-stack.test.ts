import { RemovalPolicy } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataStack } from '../../lib/data-stack.ts';
import { TABLE_KEY } from '#platform/core/paging.ts';
import { GSI, STREAM_VIEW, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { createApp, unacknowledgedFindings } from './fixtures.ts';

const TABLE_TYPE = 'AWS::DynamoDB::GlobalTable';

describe('DataStack', () => {
  let stack: DataStack;
  let template: Template;

  beforeAll(() => {
    const app = createApp({ bundle: false });
    stack = new DataStack(app, 'Data');
    template = Template.fromStack(stack);
  });

  it('GIVEN the default props WHEN synthesized THEN there is exactly one table', () => {
    template.resourceCountIs(TABLE_TYPE, 1);
    template.resourceCountIs('AWS::DynamoDB::Table', 0);
  });

  it('GIVEN platform/data/table.ts WHEN synthesized THEN the table is keyed by its string pk/sk', () => {
    template.hasResourceProperties(TABLE_TYPE, {
      KeySchema: [
        { AttributeName: TABLE_KEY.partition, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sort, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: TABLE_KEY.partition, AttributeType: 'S' },
        { AttributeName: TABLE_KEY.sort, AttributeType: 'S' },
      ]),
    });
  });

  it.each(Object.values(GSI))(
    'GIVEN GSI $name in platform/data/table.ts WHEN synthesized THEN the table has it with string keys and projection ALL',
    (index) => {
      template.hasResourceProperties(TABLE_TYPE, {
        GlobalSecondaryIndexes: Match.arrayWith([
          {
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partition, KeyType: 'HASH' },
              { AttributeName: index.sort, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ]),
      });
      // Each key attribute once, wherever an earlier index defined it (popular shares rank3).
      for (const [name, type] of [[index.partition, 'S'], [index.sort, index.sortType]]) {
        template.hasResourceProperties(TABLE_TYPE, { AttributeDefinitions: Match.arrayWith([{ AttributeName: name, AttributeType: type }]) });
      }
    },
  );

  it('GIVEN platform/data/table.ts WHEN synthesized THEN the table has no index that module does not declare', () => {
    const declared = Object.values(GSI).map((g) => ({ IndexName: g.name }));
    template.hasResourceProperties(TABLE_TYPE, {
      GlobalSecondaryIndexes: Object.values(GSI).map((g) => Match.objectLike({ IndexName: g.name })),
      Replicas: [Match.objectLike({ GlobalSecondaryIndexes: declared })],
    });
  });

  it('GIVEN the default props WHEN synthesized THEN the stream carries new and old images', () => {
    expect(STREAM_VIEW).toBe('NEW_AND_OLD_IMAGES');
    template.hasResourceProperties(TABLE_TYPE, {
      StreamSpecification: { StreamViewType: STREAM_VIEW },
    });
  });

  it('GIVEN the default props WHEN synthesized THEN items expire on the TTL attribute', () => {
    template.hasResourceProperties(TABLE_TYPE, {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('GIVEN the default props WHEN synthesized THEN billing is on demand and PITR is on', () => {
    template.hasResourceProperties(TABLE_TYPE, {
      BillingMode: 'PAY_PER_REQUEST',
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });

  it('GIVEN no removal policy WHEN synthesized THEN the table is retained and deletion-protected', () => {
    template.hasResource(TABLE_TYPE, { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResourceProperties(TABLE_TYPE, {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
    });
  });

  it('GIVEN removal policy DESTROY WHEN synthesized THEN the table is deleted with the stack and unprotected', () => {
    const app = createApp({ bundle: false });
    const disposable = Template.fromStack(new DataStack(app, 'Disposable', { removalPolicy: RemovalPolicy.DESTROY }));
    disposable.hasResource(TABLE_TYPE, { DeletionPolicy: 'Delete' });
    disposable.hasResourceProperties(TABLE_TYPE, {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })],
    });
  });

  it('GIVEN the AwsSolutions rules WHEN the stack is checked THEN nothing is reported', () => {
    expect(unacknowledgedFindings(stack)).toEqual([]);
  });
});
