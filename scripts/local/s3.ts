/**
 * The local stand-in for S3 event notifications: fauxqs (scripts/local/sqs.ts) holds the media
 * bucket, and this driver hands every object created under a prefix to the same handler the
 * bucket's ObjectCreated notification invokes in AWS (lib/), with the event AWS would send
 * (keys URL-encoded as S3 encodes them). Each upload is handled once, in arrival order per key.
 */
import type { S3Event } from 'aws-lambda';
import type { MessageSpyReader, S3SpyEvent, SpyMessage } from 'fauxqs';
import { accounted, type ConsumerTotals } from './consumer-metrics.ts';

export type ObjectCreatedHandler = (event: S3Event) => Promise<void>;

export interface ObjectCreatedDriver {
  /** Waits until every object created so far has been handled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface ObjectCreatedDriverOptions {
  spy: MessageSpyReader;
  bucket: string;
  prefix: string;
  region: string;
  handler: () => Promise<ObjectCreatedHandler>;
  metrics?: ConsumerTotals;
}

/** S3 encodes keys in notifications as form values: spaces as '+', the rest percent-encoded. */
const notificationKey = (key: string): string => encodeURIComponent(key).replace(/%20/g, '+').replace(/%2F/g, '/');

export function s3Event(bucket: string, key: string, region: string, size = 0): S3Event {
  return {
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        awsRegion: region,
        eventTime: new Date().toISOString(),
        eventName: 'ObjectCreated:Put',
        userIdentity: { principalId: 'local' },
        requestParameters: { sourceIPAddress: '127.0.0.1' },
        responseElements: { 'x-amz-request-id': 'local', 'x-amz-id-2': 'local' },
        s3: {
          s3SchemaVersion: '1.0',
          configurationId: 'local-object-created',
          bucket: { name: bucket, ownerIdentity: { principalId: 'local' }, arn: `arn:aws:s3:::${bucket}` },
          object: { key: notificationKey(key), size, eTag: '', sequencer: '' },
        },
      },
    ],
  };
}

export function startObjectCreatedDriver(options: ObjectCreatedDriverOptions): ObjectCreatedDriver {
  const seen = new WeakSet<SpyMessage>();
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let stopWaiting: () => void = () => undefined;
  const matches = (m: SpyMessage): m is S3SpyEvent =>
    m.service === 's3' && m.status === 'uploaded' && m.bucket === options.bucket && m.key.startsWith(options.prefix) && !seen.has(m);

  const handle = async (key: string): Promise<void> => {
    try {
      const handler = await options.handler();
      await accounted(options.metrics, 1, () => handler(s3Event(options.bucket, key, options.region)));
    } catch (error) {
      // As in AWS, a failed asynchronous invocation is logged; the record's expiry cleans up after it.
      console.error(JSON.stringify({ level: 'error', msg: 'object-created driver', key, error: String(error) }));
    }
  };

  const loop = (async () => {
    while (running) {
      const stopped = new Promise<null>((resolve) => {
        stopWaiting = () => resolve(null);
      });
      const next = await Promise.race([options.spy.waitForMessage((m) => matches(m)) as Promise<SpyMessage>, stopped]);
      if (next === null || !running) break;
      seen.add(next);
      const task = handle((next as S3SpyEvent).key).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
  })();

  return {
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stop: async () => {
      running = false;
      stopWaiting();
      await loop;
      await Promise.all([...inFlight]);
    },
  };
}
