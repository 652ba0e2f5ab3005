/**
 * Which table writes invoke the stream router (functions/stream-router). Lambda drops every other
 * stream record before invoking (event filtering), so writes of users, spaces, tokens... cost no
 * invocation. A record passes when its new image matches any route; REMOVE records (TTL expiry,
 * a finished job deleting itself) have no new image and never pass.
 */
import * as lambda from 'aws-cdk-lib/aws-lambda';

export interface StreamRoute {
  /** The `entity` attribute of the item's new image. */
  readonly entity: string;
  /**
   * Other string attributes the new image must carry, e.g. `{ status: 'running' }`.
   * @default the entity alone decides
   */
  readonly where?: Readonly<Record<string, string>>;
}

/** Lambda accepts at most this many filters per event source mapping (default quota). */
export const MAX_STREAM_ROUTES = 5;

/** Add one line per entity the router handles. */
export const STREAM_ROUTES = [
  // Space purges: each write of a running job deletes one batch (isPurgeJob in shared/data/space-content.ts).
  { entity: 'purge_job', where: { status: 'running' } },
  // The webhook work adds its outbox items here: { entity: 'event' },
] as const satisfies readonly StreamRoute[];

/** One filter per route: `dynamodb.NewImage.<attribute>.S` equal to each value. */
export function streamFilters(routes: readonly StreamRoute[]): Array<Record<string, unknown>> {
  return routes.map((route) => {
    const attributes = { entity: route.entity, ...route.where };
    const newImage = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [name, { S: lambda.FilterRule.isEqual(value) }]),
    );
    return lambda.FilterCriteria.filter({ dynamodb: { NewImage: newImage } });
  });
}
