/**
 * `/admin/storage-settings`: where uploaded media goes (fc-shapes-2.md 3.4; docs/media.md "Storage
 * settings"). `s3` (the default; the original's `local`) is the stack's media bucket, reached with
 * the functions' role. The others are an S3-compatible bucket of the administrator's, reached
 * with its own endpoint and credentials: saving one checks the connection first.
 */
import * as z from 'zod';
import { ApiError } from '#platform/core/errors.ts';
import { httpUrlOrEmpty } from '#platform/core/fields.ts';
import { InvalidSettingValueError } from '#features/settings/settings.ts';
import { checkBucket, type BucketTarget } from '#platform/storage/bucket-target.ts';
import { defineGroup } from './group.ts';
import { log } from '#platform/core/log.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const STORAGE_DRIVERS = ['s3', 'amazon_s3', 'cloudflare_r2', 'bunny_cdn'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

const KEYS = {
  // The original's free driver `local` (its own server) is ours `s3`: the stack's bucket.
  driver: { schema: z.enum([...STORAGE_DRIVERS, 'local']).transform((d): StorageDriver => (d === 'local' ? 's3' : d)), default: 's3' },
  access_key: { schema: text(256), default: '' },
  secret_key: { schema: text(256), default: '', secret: true },
  bucket: { schema: text(63), default: '' },
  public_url: { schema: httpUrlOrEmpty(), default: '' },
  endpoint_url: { schema: httpUrlOrEmpty(), default: '' },
  account_id: { schema: text(128), default: '' },
  // A prefix of every key: folder names of letters, digits, - _ and . (none only dots).
  sub_folder: {
    schema: text(200).refine((s) => s.split('/').every((seg) => seg === '' || /^[\w-][\w.-]*$/.test(seg)), 'must be folder names of letters, digits, -, _ and . separated by /'),
    default: '',
  },
  s3_endpoint: { schema: httpUrlOrEmpty(), default: '' },
};
type StorageKey = keyof typeof KEYS;

export const storage = defineGroup({ name: 'storage', paths: ['/admin/storage-settings'], wrapper: 'config', keys: KEYS, check: checkStorage });

/** The storage group's effective values (secrets included: never answer these). */
export type StorageValues = Record<StorageKey, unknown>;

/** The keys each driver needs (fc-shapes-2.md 3.4), in the order they are asked for. */
const REQUIRED: Record<StorageDriver, readonly StorageKey[]> = {
  s3: [],
  amazon_s3: ['access_key', 'secret_key', 'bucket'],
  cloudflare_r2: ['access_key', 'secret_key', 'public_url', 'endpoint_url'],
  bunny_cdn: ['access_key', 's3_endpoint', 'bucket', 'public_url'],
};

/** Where new media go when the driver is external: the bucket, the key prefix and the public base of its URLs. */
export interface StorageTarget {
  driver: Exclude<StorageDriver, 's3'>;
  bucket: BucketTarget;
  /** `<sub_folder>/` or ''. */
  prefix: string;
  /** Clients read an object at `<baseUrl>/<key>`. */
  baseUrl: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * The bucket new media go to under `values`, or null for the stack's own bucket. Assumes the
 * driver's keys are there (checkStorage refuses a save without them); a driver short of a key
 * (stored before a rule changed) also answers null, so uploads keep working.
 * - amazon_s3: endpoint_url (or s3_endpoint), else https://s3.amazonaws.com; the region is read
 *   from an `s3.<region>.amazonaws.com` host, else us-east-1.
 * - cloudflare_r2: endpoint_url as the dashboard shows it (`https://<account>.r2.cloudflarestorage.com/<bucket>`):
 *   the bucket is `bucket`, else the endpoint's path; region `auto`.
 * - bunny_cdn: Bunny Storage's S3 API at s3_endpoint: the key id is the storage zone's name
 *   (`bucket`), the secret its password (`secret_key`, else `access_key` as the original's clients send it).
 */
export function storageTarget(values: StorageValues): StorageTarget | null {
  const driver = values.driver as StorageDriver;
  if (driver === 's3' || REQUIRED[driver].some((k) => str(values[k]) === '')) return null;
  const [accessKey, secretKey, bucketName] = [str(values.access_key), str(values.secret_key), str(values.bucket)];
  let endpoint: string;
  let bucket = bucketName;
  let region = 'us-east-1';
  let keyId = accessKey;
  let secret = secretKey;
  if (driver === 'amazon_s3') {
    endpoint = trimSlash(str(values.endpoint_url) || str(values.s3_endpoint) || 'https://s3.amazonaws.com');
    region = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/.exec(new URL(endpoint).hostname)?.[1] ?? region;
  } else if (driver === 'cloudflare_r2') {
    const url = new URL(str(values.endpoint_url));
    endpoint = url.origin;
    bucket ||= decodeURIComponent(url.pathname.split('/').filter(Boolean)[0] ?? '');
    region = 'auto';
  } else {
    endpoint = trimSlash(str(values.s3_endpoint));
    keyId = bucketName;
    secret = secretKey || accessKey;
  }
  if (bucket === '') return null;
  const sub = str(values.sub_folder).split('/').filter(Boolean).join('/');
  return {
    driver,
    bucket: { bucket, endpoint, region, accessKeyId: keyId, secretAccessKey: secret },
    prefix: sub ? `${sub}/` : '',
    baseUrl: trimSlash(str(values.public_url)) || `${endpoint}/${bucket}`,
  };
}

/**
 * The connection check failed: nothing was saved. One answer for every failure (a refused
 * address, a closed port, a time-out, a 403 or a 404 alike): an answer saying which would let an
 * administrator's form map what a host runs. Why is logged.
 */
export class StorageConnectionError extends ApiError {
  constructor(driver: string, bucket: string) {
    super(
      422,
      'storage_connection_failed',
      'Could not connect to the bucket with the given settings: check the endpoint, the region, the bucket name and the credentials.',
      { data: { driver, bucket } },
    );
  }
}

/**
 * Before a save: the driver's keys must all be there (400 invalid_value naming the first one
 * missing; R2's bucket may come from its endpoint's path), then the bucket must answer a HEAD
 * with the given credentials (422 storage_connection_failed, the reason in the log only). `s3`
 * needs nothing.
 */
async function checkStorage(values: StorageValues): Promise<void> {
  const driver = values.driver as StorageDriver;
  if (driver === 's3') return;
  const missing = REQUIRED[driver].find((k) => str(values[k]) === '');
  if (missing) throw new InvalidSettingValueError(missing, `is required for the ${driver} driver`);
  const target = storageTarget(values);
  if (!target) throw new InvalidSettingValueError('bucket', `is required for the ${driver} driver (or the bucket as endpoint_url's path)`);
  const failure = await checkBucket(target.bucket);
  if (failure) {
    log.warn('storage connection check failed', { driver, bucket: target.bucket.bucket, endpoint: target.bucket.endpoint, reason: failure });
    throw new StorageConnectionError(driver, target.bucket.bucket);
  }
}
