/**
 * The ObjectCreated notification as S3 sends it (docs/emulator-differences.md, "Event shape"): the
 * local driver sends the key in S3's encoding but leaves size, eTag and sequencer empty, so the shape
 * finalize depends on is checked here on the event S3 documents (event message structure, version 2.1).
 */
import type { S3Event } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { objectKeyOf } from '#functions/media-finalize/index.ts';

/** S3's documented ObjectCreated:Put record, with a pending key of ours as S3 encodes it. */
const s3Event = (encodedKey: string): S3Event => ({
  Records: [
    {
      eventVersion: '2.1',
      eventSource: 'aws:s3',
      awsRegion: 'eu-west-1',
      eventTime: '2026-11-27T12:00:00.000Z',
      eventName: 'ObjectCreated:Put',
      userIdentity: { principalId: 'AWS:AIDAEXAMPLE' },
      requestParameters: { sourceIPAddress: '203.0.113.10' },
      responseElements: { 'x-amz-request-id': 'C3D13FE58DE4C810', 'x-amz-id-2': 'FMyUVURIY8/IgAtTv8xRjskZQpcIZ9KG4V5Wp6S7S/JRWeUWerMUE5JgHvANOjpD' },
      s3: {
        s3SchemaVersion: '1.0',
        configurationId: 'finalize',
        bucket: { name: 'community-media', ownerIdentity: { principalId: 'A3NL1KOZZKExample' }, arn: 'arn:aws:s3:::community-media' },
        object: { key: encodedKey, size: 1024, eTag: 'd41d8cd98f00b204e9800998ecf8427e', sequencer: '0055AED6DCD90281E5' },
      },
    },
  ],
});

describe('the S3 ObjectCreated event finalize reads', () => {
  it('takes the object key from s3.object.key, decoded as S3 encodes it (form encoding: + for a space)', () => {
    const event = s3Event('pending/7-0123456789abcdef01234567');
    expect(event.Records.map((r) => objectKeyOf(r.s3.object.key))).toEqual(['pending/7-0123456789abcdef01234567']);
    expect(objectKeyOf('pending/a+b%2Bc%C3%A9.png')).toBe('pending/a b+cé.png');
  });
});
