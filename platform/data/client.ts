/**
 * The DynamoDB document client, created once per container, instrumented to count calls, round
 * trips, time and consumed capacity into the active request's metrics (platform/core/request-metrics.ts).
 * Every item operation asks for ReturnConsumedCapacity=TOTAL so the Server-Timing header and
 * the benchmark report real capacity units, locally and in AWS.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config.ts';
import { callEnded, callStarted, currentMetrics } from '#platform/core/request-metrics.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);
const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

function addCapacity(commandName: string, consumed: Capacity | Capacity[] | undefined): void {
  const metrics = currentMetrics();
  if (!metrics || !consumed) return;
  for (const c of Array.isArray(consumed) ? consumed : [consumed]) {
    const total = c.CapacityUnits ?? 0;
    // On-demand tables report read and write units apart; fall back to the command's kind.
    if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined) {
      metrics.rcu += c.ReadCapacityUnits ?? 0;
      metrics.wcu += c.WriteCapacityUnits ?? 0;
    } else if (WRITE_COMMANDS.has(commandName)) {
      metrics.wcu += total;
    } else {
      metrics.rcu += total;
    }
  }
}

function createClient(): DynamoDBDocumentClient {
  const base = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
    maxAttempts: 3,
  });
  base.middlewareStack.add(
    (next, context) => async (args) => {
      const commandName = context.commandName ?? '';
      const tracked = READ_COMMANDS.has(commandName) || WRITE_COMMANDS.has(commandName);
      const input = args.input as { ReturnConsumedCapacity?: string };
      if (tracked && input.ReturnConsumedCapacity === undefined) input.ReturnConsumedCapacity = 'TOTAL';
      // Retries happen below this step: a call and its retries are one call and one trip.
      const metrics = tracked ? currentMetrics() : undefined;
      if (metrics) callStarted(metrics);
      const started = performance.now();
      try {
        const result = await next(args);
        addCapacity(commandName, (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
        return result;
      } finally {
        if (metrics) callEnded(metrics, performance.now() - started);
      }
    },
    { step: 'initialize', name: 'requestMetrics', override: true },
  );
  // The document client shares the base client's middleware stack: registering the base instruments both.
  return DynamoDBDocumentClient.from(registeredClient(base), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export const ddb: DynamoDBDocumentClient = createClient();
export const tableName: string = config.TABLE_NAME;
