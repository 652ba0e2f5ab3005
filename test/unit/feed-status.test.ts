/**
 * The status rules of features/feeds/feed-status.ts that the API tests cannot reach without
 * changing a site-wide setting other test files depend on (moderate_posts), and the event table.
 */
import { describe, expect, it } from 'vitest';
import { mayReadClosed, resultingStatus, statusEvent } from '#features/feeds/feed-status.ts';

describe('resultingStatus', () => {
  const member = { moderates: false, approvalRequired: true };
  it('holds a non-moderator\'s open post as pending where approval is required (space or site), keeps drafts', () => {
    expect(resultingStatus('published', null, member)).toBe('pending');
    expect(resultingStatus('unlisted', null, member)).toBe('pending');
    expect(resultingStatus('published', 'draft', member)).toBe('pending');
    expect(resultingStatus('published', 'pending', member)).toBe('pending');
    expect(resultingStatus('draft', null, member)).toBe('draft');
  });
  it('lets moderators publish, and an approved post move between published and unlisted', () => {
    expect(resultingStatus('published', 'pending', { moderates: true, approvalRequired: true })).toBe('published');
    expect(resultingStatus('unlisted', 'published', member)).toBe('unlisted');
    expect(resultingStatus('published', 'unlisted', member)).toBe('published');
    expect(resultingStatus('published', null, { moderates: false, approvalRequired: false })).toBe('published');
  });
});

describe('mayReadClosed', () => {
  const caller = { userId: 2, role: 'member' as const };
  it('shows a pending post to its moderators, a draft or scheduled post only to its author and administrators', () => {
    expect(mayReadClosed('pending', 1, caller, true)).toBe(true);
    expect(mayReadClosed('draft', 1, caller, true)).toBe(false);
    expect(mayReadClosed('scheduled', 1, caller, true)).toBe(false);
    expect(mayReadClosed('draft', 2, caller, false)).toBe(true);
    expect(mayReadClosed('scheduled', 1, { userId: 3, role: 'admin' }, false)).toBe(true);
    expect(mayReadClosed('pending', 1, null, true)).toBe(false);
  });
});

describe('statusEvent', () => {
  it('announces a post when it enters the lists, then updates and deletes of open posts only', () => {
    expect(statusEvent(null, 'published', true)).toBe('feed.created');
    expect(statusEvent(null, 'pending', true)).toBeNull();
    expect(statusEvent(null, 'unlisted', true)).toBeNull();
    expect(statusEvent('pending', 'published', true)).toBe('feed.created');
    expect(statusEvent('unlisted', 'published', true)).toBe('feed.created');
    expect(statusEvent('published', 'unlisted', true)).toBe('feed.updated');
    expect(statusEvent('published', 'published', false)).toBeNull();
    expect(statusEvent('pending', 'pending', true)).toBeNull();
    expect(statusEvent('draft', 'unlisted', true)).toBeNull();
    expect(statusEvent('unlisted', null, true)).toBe('feed.deleted');
    expect(statusEvent('pending', null, true)).toBeNull();
  });
});
