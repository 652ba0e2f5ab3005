/**
 * Every S3 client of the service. Since SDK 3.729 a client adds a CRC32 request checksum by default
 * (`WHEN_SUPPORTED`); when presigning there is no body yet, so the URL would sign the checksum of an
 * empty body and real S3 would refuse every non-empty upload to it (the local emulator does not
 * check: docs/emulator-differences.md). S3-compatible services do not all take those checksums
 * either. Checksums are therefore sent and validated only where S3 requires them.
 *
 * The SDK is imported when a client is first used, not at a cold start: most requests of the
 * functions that carry it (reading media, a migration's status) never reach S3, and it is about
 * 150 KB of their start (issue 33).
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { registeredClient } from '#platform/core/trace-hooks.ts';

export type S3Sdk = typeof import('@aws-sdk/client-s3');

let sdk: Promise<S3Sdk> | undefined;

/** The S3 SDK's commands, imported on first use. */
export const s3Sdk = (): Promise<S3Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

/** The presigner, imported on first use. */
export const s3Presigner = (): Promise<typeof import('@aws-sdk/s3-request-presigner')> => import('@aws-sdk/s3-request-presigner');

/** A client made when first asked for (the SDK is imported then), and the same one afterwards. */
export function s3Client(options: S3ClientConfig): () => Promise<S3Client> {
  let made: Promise<S3Client> | undefined;
  return () =>
    (made ??= s3Sdk().then(({ S3Client }) =>
      registeredClient(new S3Client({ ...options, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' })),
    ));
}
