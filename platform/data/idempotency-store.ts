/**
 * Idempotency records in the one table, through Powertools' idempotency utility and its DynamoDB
 * persistence layer (docs/idempotency.md). Access pattern: one item per caller and key
 * (keys.idempotencyRecord), written conditionally when the request starts (PutItem: absent,
 * expired, or in progress past its Lambda's deadline), completed with the answer (UpdateItem),
 * deleted when the request fails (DeleteItem), read consistently when the put finds one
 * (its old image comes back with the failed condition, so usually no GetItem). The record expires
 * on the table's TTL attribute after RETENTION_SECONDS.
 */
import { IdempotencyAlreadyInProgressError, IdempotencyConfig, IdempotencyValidationError, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TABLE_KEY } from '#platform/core/paging.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';

/** How long a first answer is replayed: 24 hours. */
export const RETENTION_SECONDS = 24 * 60 * 60;

/**
 * The library's layer puts every record under one static partition when the table has a sort key;
 * ours gives each record its own partition (the hashed key) and a constant sort key instead.
 */
class SingleTableIdempotencyLayer extends DynamoDBPersistenceLayer {
  protected override getKey(idempotencyKey: string): ReturnType<DynamoDBPersistenceLayer['getKey']> {
    const key = keys.idempotencyRecord(idempotencyKey);
    return { [TABLE_KEY.partition]: { S: key.pk }, [TABLE_KEY.sort]: { S: key.sk } };
  }
}

const persistenceStore = new SingleTableIdempotencyLayer({
  tableName,
  keyAttr: TABLE_KEY.partition,
  sortKeyAttr: TABLE_KEY.sort,
  expiryAttr: TTL_ATTRIBUTE,
  // The document client shares its base client's middleware, so these calls count in Server-Timing.
  awsSdkV3Client: ddb as never,
});

/** What identifies a request (`key`: hashed into the record's key) and what it asked (`request`: hashed, compared on reuse). */
export interface IdempotentRequest {
  key: { caller: number; key: string };
  request: unknown;
}

/** Why a key's record refused the request: it was made for another request, or that one is still running. */
export type IdempotencyRefusal = 'mismatch' | 'in_flight';

/**
 * Runs `work` once per request key: the first call stores its JSON-serializable result, a later
 * one with the same key gets it back without running (`replayed` true), or is refused (another
 * request under the key, or the first still running). A failing `work` removes the record, so the
 * key may be retried. Load this module with import() (features/members/caller-hooks.ts): only a
 * request with a key needs it, and the library weighs about 40 KB of every API bundle.
 */
export async function runOnce<T extends Record<string, unknown>>(
  request: IdempotentRequest,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
  work: () => Promise<T>,
): Promise<{ result: T; replayed: boolean } | { refused: IdempotencyRefusal }> {
  // One config per call: it holds the request's Lambda context (the in-progress lock ends with its deadline).
  const config = new IdempotencyConfig({
    eventKeyJmesPath: 'key',
    payloadValidationJmesPath: 'request',
    throwOnNoIdempotencyKey: true,
    expiresAfterSeconds: RETENTION_SECONDS,
    hashFunction: 'sha256',
  });
  config.registerLambdaContext(context as Context);
  let ran = false;
  const once = makeIdempotent(
    async (_request: IdempotentRequest): Promise<T> => {
      ran = true;
      return work();
    },
    { persistenceStore, config, keyPrefix: 'IDEMPOTENCY', dataIndexArgument: 0 },
  );
  try {
    const result = (await once(request)) as T;
    return { result, replayed: !ran };
  } catch (error) {
    if (error instanceof IdempotencyValidationError) return { refused: 'mismatch' };
    if (error instanceof IdempotencyAlreadyInProgressError) return { refused: 'in_flight' };
    throw error;
  }
}
