/**
 * Points shapes other features reuse (docs/openapi.md): the level a member shows (members'
 * Xprofile `level`) and the administrators' list of levels. Named components (`.meta({id})`).
 */
import * as z from 'zod';

/** A level as the profile (`level`) and the administrators' list show it. */
export const Level = z
  .strictObject({
    number: z.number().int().meta({ description: 'Its place in the list: 1 for the first (the original\'s "Level %d").' }),
    slug: z.string(),
    title: z.string(),
    tagline: z.string().meta({ description: 'A line under the title; empty for none.' }),
    min_points: z.number().int().meta({ description: 'The total points a member needs to reach it.' }),
  })
  .meta({ id: 'Level', description: 'A named level by points threshold (docs/points.md, Levels).' });


/** GET /admin/leaderboards/levels; a save's answer adds its message. */
export const levelsResponse = z.strictObject({
  levels: z.array(Level),
  rev: z.number().int().meta({ description: 'The revision of the list; send it back with a save to apply it only over this one.' }),
});
export const levelsSavedResponse = levelsResponse.extend({ message: z.string() });
