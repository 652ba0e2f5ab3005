import { describe, expect, it } from 'vitest';
import { ACTION_OF_EVENT, ACTION_TYPES, activityFromEvent, activityMessage, type ActivityRecord } from '#features/activities/activities.ts';
import { EVENT_NAMES, INTERNAL_EVENT_NAMES } from '#platform/events/names.ts';

const event = (name: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  entity: 'event', event_id: '0190abc', event: name, occurred_at: '2026-11-21T10:00:00.000Z', actor_id: 7, space_id: 3, data, ...extra,
});
const post = { slug: 'hello-1', title: 'Hello' };

describe('activity mapping', () => {
  it('maps every action type from exactly one outbox event the service can emit', () => {
    expect(Object.values(ACTION_OF_EVENT).sort()).toEqual([...ACTION_TYPES].sort());
    const known: string[] = [...EVENT_NAMES, ...INTERNAL_EVENT_NAMES];
    for (const name of Object.keys(ACTION_OF_EVENT)) expect(known).toContain(name);
  });

  it('records likes of posts only, and the member who joined rather than the manager who added them', () => {
    expect(activityFromEvent(event('reaction.added', { post_id: 5, type: 'like', object_type: 'feed' }), post)).toMatchObject({ action_type: 'reaction_added', object_id: 5, feed_id: 5 });
    expect(activityFromEvent(event('reaction.added', { post_id: 5, type: 'love', object_type: 'feed' }), post)).toBeNull();
    expect(activityFromEvent(event('space.member_joined', { user_id: 9, space_id: 3 }), null)).toMatchObject({ user_id: 9, object_type: 'space', object_id: 3 });
    expect(activityFromEvent(event('feed.updated', { id: 5 }), post)).toBeNull();
    // An event about a post that is gone (no post read) records nothing.
    expect(activityFromEvent(event('comment.created', { id: 2, post_id: 5 }), null)).toBeNull();
  });

  it('escapes every name and title in the message', () => {
    const a = { ...activityFromEvent(event('feed.created', { id: 5 }), { slug: 's', title: '<script>x</script>' }), id: 1 } as ActivityRecord;
    const html = activityMessage(a, { actor: { display_name: 'A & "B"', username: 'a b' }, xprofile: null, space: { title: '<i>S</i>', slug: 's' }, target: null });
    expect(html).toBe('<a href="/u/a%20b">A &amp; &quot;B&quot;</a> published a new post <b>&lt;script&gt;x&lt;/script&gt;</b> in <b>&lt;i&gt;S&lt;/i&gt;</b>');
  });
});
