/**
 * Every S3 client of the service. Since SDK 3.729 a client adds a CRC32 request checksum by default
 * (`WHEN_SUPPORTED`); when presigning there is no body yet, so the URL would sign the checksum of an
 * empty body and real S3 would refuse every non-empty upload to it (the local emulator does not
 * check: docs/emulator-differences.md). S3-compatible services do not all take those checksums
 * either. Checksums are therefore sent and validated only where S3 requires them.
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { registeredClient } from '#platform/core/trace-hooks.ts';

export function s3Client(options: S3ClientConfig): S3Client {
  return registeredClient(new S3Client({ ...options, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }));
}
