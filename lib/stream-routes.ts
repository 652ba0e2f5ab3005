/**
 * Which table writes invoke the stream router (functions/stream-router). Lambda drops every other
 * stream record before invoking (event filtering), so writes of users, spaces, tokens... cost no
 * invocation. A record passes when its new (or, for routes on the old image, old) image matches
 * any route; deletions pass only through a route on the old image.
 */
import * as lambda from 'aws-cdk-lib/aws-lambda';

export interface StreamRoute {
  /** The `entity` attribute of the item's image: one value or any of several. */
  readonly entity: string | readonly string[];
  /**
   * Which image must match: the new one (writes), or the old one (changes and deletions).
   * @default 'new'
   */
  readonly image?: 'new' | 'old';
  /**
   * Other string attributes the new image must carry, e.g. `{ status: 'running' }`.
   * @default the entity alone decides
   */
  readonly where?: Readonly<Record<string, string>>;
  /**
   * Only records of this kind (the stream record's eventName), for items written often whose
   * other changes the router ignores.
   * @default any
   */
  readonly event?: 'INSERT' | 'MODIFY' | 'REMOVE';
}

/** Lambda accepts at most this many filters per event source mapping (default quota). */
export const MAX_STREAM_ROUTES = 5;

/** Items whose changes and deletions the fan-out lists follow (features/feeds/feed-fanout.ts). */
const FANOUT_ENTITIES = ['feed', 'space_member', 'follow'];

/** Add the entities the router handles; each route is one filter. */
export const STREAM_ROUTES = [
  // Space purges: each write of a running job deletes one batch (isPurgeJob in features/spaces/space-content-store.ts).
  { entity: 'purge_job', where: { status: 'running' } },
  // Posts, memberships and follows: new and changed items here, changed and deleted ones below;
  // outbox events for notifications and the activity history (and, with the webhook work, delivery), comment likes for notifications,
  // mail jobs for the mail queue (features/mail/mail-jobs.ts), the site settings for points switched on (docs/points.md),
  // notifications for their member's live channel (docs/live-updates.md).
  { entity: [...FANOUT_ENTITIES, 'event', 'like', 'mail_job', 'settings', 'notification'] },
  { entity: FANOUT_ENTITIES, image: 'old' },
  // WebSocket connections opened and closed (or expired): presence (docs/live-updates.md); each client message rewrites them, which passes no filter.
  // Chat messages removed (their retention's TTL): their uploads are released (docs/chat.md); one filter for both (MAX_STREAM_ROUTES).
  { entity: 'live_connection', event: 'INSERT' },
  { entity: ['live_connection', 'chat_message'], image: 'old', event: 'REMOVE' },
] as const satisfies readonly StreamRoute[];

/** One filter per route: `dynamodb.<NewImage|OldImage>.<attribute>.S` equal to (one of) each value. */
export function streamFilters(routes: readonly StreamRoute[]): Array<Record<string, unknown>> {
  return routes.map((route) => {
    const entity = typeof route.entity === 'string' ? lambda.FilterRule.isEqual(route.entity) : [...route.entity];
    const where = Object.entries(route.where ?? {}).map(([name, value]) => [name, { S: lambda.FilterRule.isEqual(value) }]);
    const image = Object.fromEntries([['entity', { S: entity }], ...where]);
    return lambda.FilterCriteria.filter({
      ...(route.event ? { eventName: lambda.FilterRule.isEqual(route.event) } : {}),
      dynamodb: { [route.image === 'old' ? 'OldImage' : 'NewImage']: image },
    });
  });
}
