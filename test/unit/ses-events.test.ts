/** What an SES event notification marks (features/mail/ses-events.ts): the shapes SES publishes to SNS. */
import { describe, expect, it } from 'vitest';
import { readSesEvent, recipientAddress } from '#features/mail/ses-events.ts';

const NOW = new Date('2026-11-28T10:00:00Z');
const bounce = (bounceType: string, recipients: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    eventType: 'Bounce',
    bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: recipients, timestamp: '2026-11-28T09:59:58.000Z', feedbackId: 'f-1', ...extra },
    mail: { messageId: 'm-1', destination: ['x@example.com'] },
  });

describe('readSesEvent', () => {
  it('GIVEN a permanent bounce THEN each recipient is marked bounce with its diagnostic and the event time', () => {
    const reading = readSesEvent(bounce('Permanent', [{ emailAddress: 'Gone@Example.com', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }, { emailAddress: 'b@example.com' }]), NOW);
    expect(reading).toEqual({
      marks: [
        { email: 'gone@example.com', reason: 'bounce', detail: 'Permanent/General: smtp; 550 5.1.1 user unknown', at: '2026-11-28T09:59:58.000Z' },
        { email: 'b@example.com', reason: 'bounce', detail: 'Permanent/General', at: '2026-11-28T09:59:58.000Z' },
      ],
    });
  });

  it.each(['Transient', 'Undetermined'])('GIVEN a %s bounce THEN nothing is marked', (type) => {
    expect(readSesEvent(bounce(type, [{ emailAddress: 'a@example.com' }]), NOW)).toEqual({ marks: [], ignored: `${type} bounce` });
  });

  it('GIVEN a complaint THEN each complaining recipient is marked complaint with the feedback type', () => {
    const body = JSON.stringify({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'c@example.com' }], complaintFeedbackType: 'abuse', timestamp: 'not a date' } });
    expect(readSesEvent(body, NOW)).toEqual({ marks: [{ email: 'c@example.com', reason: 'complaint', detail: 'abuse', at: NOW.toISOString() }] });
  });

  it("GIVEN an identity's own notification (notificationType) THEN it is read the same", () => {
    const body = JSON.stringify({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'd@example.com' }] } });
    expect(readSesEvent(body, NOW)).toMatchObject({ marks: [{ email: 'd@example.com', reason: 'complaint', detail: null }] });
  });

  it.each([
    ['{', 'not JSON'],
    ['[1]', 'not an object'],
    ['{"bounce":{}}', 'no eventType'],
    ['{"eventType":"Bounce"}', 'Bounce without bounce'],
    ['{"eventType":"Complaint","complaint":"x"}', 'Complaint without complaint'],
  ])('GIVEN %s THEN it is malformed (%s), never a throw', (body, why) => {
    expect(readSesEvent(body, NOW)).toEqual({ malformed: why });
  });

  it('GIVEN other event types and unusable recipients THEN nothing is marked', () => {
    expect(readSesEvent('{"eventType":"Delivery","delivery":{}}', NOW)).toEqual({ marks: [], ignored: 'Delivery event' });
    expect(readSesEvent(bounce('Permanent', [{ emailAddress: 'not an address' }, 'x', { emailAddress: 42 }]), NOW)).toEqual({ marks: [] });
  });

  it('GIVEN a long diagnostic THEN the detail is clipped', () => {
    const reading = readSesEvent(bounce('Permanent', [{ emailAddress: 'a@example.com', diagnosticCode: 'x'.repeat(2000) }]), NOW);
    expect('marks' in reading && reading.marks[0]?.detail?.length).toBe(500);
  });
});

describe('recipientAddress', () => {
  it.each([
    ['a@example.com', 'a@example.com'],
    ['"Some One" <Some.One@Example.COM>', 'some.one@example.com'],
    ['  b@example.org ', 'b@example.org'],
    ['no-at-sign', undefined],
    ['a@localhost', undefined],
    ['', undefined],
  ])('%j -> %j', (raw, expected) => {
    expect(recipientAddress(raw)).toBe(expected);
  });
});
