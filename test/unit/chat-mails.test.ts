/** Chat's pure rules of the unread-message mail and a group's last admin (docs/chat.md). */
import { describe, expect, it } from 'vitest';
import { chatMailContent, namesOf } from '#features/chat/chat-mails.ts';
import { newMember, successorOf } from '#features/chat/chats.ts';

describe('unread-message mail words', () => {
  it('names one, two, three or many authors', () => {
    expect(namesOf([])).toBe('Someone');
    expect(namesOf(['Ann'])).toBe('Ann');
    expect(namesOf(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(namesOf(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
    expect(namesOf(['Ann', 'Bob', 'Cy', 'Di', 'Ed'])).toBe('Ann, Bob and 3 others');
  });

  it('counts every thread\'s unread messages in the subject and escapes what members wrote in the HTML part', () => {
    const mail = chatMailContent({
      recipient: 'Zoe',
      threads: [
        { title: 'Ann', url: 'https://x.test/portal/chat/1', unread: 2, messages: [{ author: 'Ann', at: '2026-11-28T10:00:00Z', text: '<script>x</script>' }] },
        { title: 'Team\nchat', url: 'https://x.test/portal/chat/2', unread: 1, messages: [{ author: 'Bob', at: '2026-11-28T10:01:00Z', text: 'hi' }] },
      ],
      authors: ['Bob', 'Ann'],
      timeZone: 'UTC',
    });
    expect(mail.subject).toBe('You have 3 unread messages from Bob and Ann');
    expect(mail.html.value).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html.value).not.toContain('<script>');
    expect(mail.text).toContain('Team chat (1 unread):');
    expect(mail.text).toContain('Open the conversation: https://x.test/portal/chat/2');
    const one = chatMailContent({ recipient: 'Zoe', threads: [{ title: 'Ann', url: 'u', unread: 1, messages: [] }], authors: ['Ann'], timeZone: 'UTC' });
    expect(one.subject).toBe('Ann sent you a message');
  });
});

describe("a group's last admin", () => {
  const group = { id: 1, type: 'group' as const, title: 'G' };
  it('hands over to the longest-standing member (the lowest id of those who joined together), only when no admin remains', () => {
    const early = newMember(group, 9, 'member', null, '2026-11-28T10:00:00.000Z');
    const sameTime = newMember(group, 4, 'member', null, '2026-11-28T10:00:00.000Z');
    const late = newMember(group, 2, 'member', null, '2026-11-28T11:00:00.000Z');
    expect(successorOf([late, early, sameTime])?.user_id).toBe(4);
    expect(successorOf([late, { ...early, role: 'admin' }])).toBeNull();
    expect(successorOf([])).toBeNull();
  });
});
