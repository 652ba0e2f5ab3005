import { describe, expect, it } from 'vitest';
import { mergeSameItemUpdates, type TransactItem } from '#platform/data/transactions.ts';

const update = (pk: string, expression: string, values: Record<string, unknown>, condition?: string): TransactItem => ({
  Update: { TableName: 't', Key: { pk, sk: pk }, UpdateExpression: expression, ExpressionAttributeValues: values, ...(condition ? { ConditionExpression: condition } : {}) },
});

describe('mergeSameItemUpdates', () => {
  it('merges two updates of one item at the first one\'s place, clause by clause, and leaves the others alone', () => {
    const put: TransactItem = { Put: { TableName: 't', Item: { pk: 'b', sk: 'b' } } };
    const merged = mergeSameItemUpdates([
      update('a', 'ADD posts_count :d', { ':d': -1 }, 'attribute_exists(pk)'),
      put,
      update('a', 'SET sticky_feed_id = :id', { ':id': 7 }, 'attribute_exists(pk)'),
      update('c', 'REMOVE x', {}),
    ]);
    expect(merged).toHaveLength(3);
    expect(merged[0]?.Update).toMatchObject({
      UpdateExpression: 'ADD posts_count :d SET sticky_feed_id = :id',
      ConditionExpression: '(attribute_exists(pk))',
      ExpressionAttributeValues: { ':d': -1, ':id': 7 },
    });
    expect(merged[1]).toBe(put);
  });

  it('joins same-kind clauses and different conditions', () => {
    const [only] = mergeSameItemUpdates([update('a', 'SET x = :x REMOVE y', { ':x': 1 }, 'a = :x'), update('a', 'SET z = :z', { ':z': 2 }, 'attribute_exists(pk)')]);
    expect(only?.Update?.UpdateExpression).toBe('SET x = :x, z = :z REMOVE y');
    expect(only?.Update?.ConditionExpression).toBe('(a = :x) AND (attribute_exists(pk))');
  });

  it('fails on clashing placeholders instead of writing the wrong value', () => {
    expect(() => mergeSameItemUpdates([update('a', 'SET x = :v', { ':v': 1 }), update('a', 'SET y = :v', { ':v': 2 })])).toThrow(/differs/);
  });
});
