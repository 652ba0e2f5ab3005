/**
 * Points in the stream router (docs/points.md): each outbox event's awards and take-backs (side
 * effect `points`). Nothing is awarded while `features.leaderboard` is off (take-backs still
 * happen); turning it on starts the backfill (backfill-service.ts).
 */
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { applyMoves, type PointsChange } from '#features/points/award-service.ts';
import { pointsMovesOf } from '#features/points/point-sources.ts';
import { pointValues } from '#features/points/point-values.ts';
import { DEFAULT_POINT_VALUES } from '#features/points/points.ts';

type Item = Record<string, unknown>;

/** An outbox event's points (the stream router's `points` side effect): the members whose points changed. */
export async function pointsFromEvent(event: Item): Promise<PointsChange[]> {
  const rules = await siteRules();
  // Content removed while points are off still gives back what it earned: no backfill would find it.
  const moves = pointsMovesOf(event).filter((m) => rules.features.leaderboard || m.kind === 'take_back');
  if (moves.length === 0) return [];
  return applyMoves(moves, moves.some((m) => m.kind === 'award') ? await pointValues() : DEFAULT_POINT_VALUES, rules.timeZone);
}
