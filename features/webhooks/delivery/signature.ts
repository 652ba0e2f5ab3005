/** The webhook signature (spec, Events > Delivery 2): sha256=<hex HMAC-SHA256 of the exact body bytes>. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signBody = (body: string, secret: string): string => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** Constant-time check, as receivers should do it (docs/webhooks.md shows the same in a receiver). */
export function verifySignature(body: string, secret: string, header: string | undefined): boolean {
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
