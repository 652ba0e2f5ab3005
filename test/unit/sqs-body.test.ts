/**
 * SQS message bodies (platform/events/sqs-body.ts): any JSON value, whatever its strings hold, is sent
 * in characters SQS accepts and read back unchanged, so a webhook's signed body arrives byte for byte.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromSqsBody, SQS_REFUSED_CHARACTER, toSqsBody } from '#platform/events/sqs-body.ts';
import { parseDeliveryMessage, type DeliveryMessage } from '#features/webhooks/webhook-queue.ts';
import { payloadBody } from '#features/webhooks/delivery/payload.ts';

/** SQS's documented rule, by code point. */
const sqsAccepts = (cp: number): boolean =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

const HARD = ['\uFFFF', '\uFFFE', '\u0000', '\u0008', '\u001F', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u{1F389}', '\u{1F44D}\u{1F3FD}', '\u{10FFFF}', '\uFFFD', '"', '\\', '\u2028'];

/** Strings of any UTF-16 code units (lone surrogates included), any code points, and the characters that matter most. */
const anyString = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...HARD) }),
  fc.string({ unit: fc.oneof(fc.constantFrom(...HARD), fc.string({ unit: 'grapheme', maxLength: 1 })) }),
);

const sqsWouldAccept = (body: string): boolean => !SQS_REFUSED_CHARACTER.test(body);

describe('SQS message bodies', () => {
  it('refuse exactly the characters SQS refuses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 0x10ffff }), fc.constantFrom(0x8, 0x9, 0x1f, 0x20, 0xd7ff, 0xd800, 0xdfff, 0xe000, 0xfffd, 0xfffe, 0xffff, 0x10000, 0x10ffff)), (cp) => {
        expect(SQS_REFUSED_CHARACTER.test(String.fromCodePoint(cp))).toBe(!sqsAccepts(cp));
      }),
    );
  });

  it('carry any string in characters SQS accepts and give it back unchanged', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const body = toSqsBody(s);
        expect(sqsWouldAccept(body)).toBe(true);
        expect(fromSqsBody(body)).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('carry any JSON value unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), anyString, (value, s) => {
        const input = { value, s, nested: [{ s }] };
        const body = toSqsBody(input);
        expect(sqsWouldAccept(body)).toBe(true);
        expect(fromSqsBody(body)).toEqual(JSON.parse(JSON.stringify(input)));
      }),
    );
  });

  it('deliver a webhook payload whose text holds U+FFFF, lone surrogates, emoji or NUL as the exact body that was signed', () => {
    fc.assert(
      fc.property(anyString, anyString, (title, message) => {
        const body = payloadBody({ event: 'feed.created', timestamp: '2026-01-01T00:00:00.000Z', data: { title, message }, xprofile: null });
        const sent: DeliveryMessage = { webhook_id: 1, event_id: 'e'.repeat(32), event: 'feed.created', body, attempt: 1 };
        const sqsBody = toSqsBody(sent);
        expect(sqsWouldAccept(sqsBody)).toBe(true);
        const received = parseDeliveryMessage(sqsBody);
        expect(received.body).toBe(body);
        expect(JSON.parse(received.body).data).toEqual({ title, message });
      }),
      { numRuns: 1000 },
    );
  });

  it('keep messages SQS already accepted as they were (readable JSON, emoji unescaped)', () => {
    expect(toSqsBody({ title: 'Party \u{1F389}' })).toBe('{"title":"Party \u{1F389}"}');
    expect(toSqsBody({ title: 'x\uFFFFy\uFFFE' })).toBe('{"title":"x\\uffffy\\ufffe"}');
  });
});
