/** What the analytics routes answer (docs/analytics.md): their success bodies' schemas, strict. */
import * as z from 'zod';
import { Xprofile } from '#features/members/shapes.ts';
import { TOP_PERIODS } from '#features/analytics/analytics.ts';

const day = z.string().meta({ description: 'A calendar day YYYY-MM-DD in the site time zone.' });
const count = z.number().int();

const metrics = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, count])) as Record<K, typeof count>;

const chart = <K extends string>(names: readonly K[]) =>
  z.strictObject({
    start_date: day,
    end_date: day,
    group_by: z.enum(['day', 'week', 'month']),
    data: z.array(z.strictObject({ date: day.meta({ description: 'The day, the Monday of the week, or the first of the month.' }), ...metrics(names) })),
    totals: z.strictObject(metrics(names)),
  });

const widget = <K extends string>(names: readonly K[]) =>
  z.strictObject({
    start_date: day,
    end_date: day,
    widget: z.strictObject(Object.fromEntries(names.map((n) => [n, z.strictObject({ value: count, previous: count.meta({ description: 'The same number of days just before.' }) })])) as unknown as Record<K, z.ZodObject>),
  });

const OVERVIEW = ['posts', 'comments', 'reactions', 'new_members', 'active_members'] as const;
const MEMBERS = ['new_members', 'active_members'] as const;
const SPACE = ['posts', 'comments', 'reactions', 'new_members'] as const;

export const overviewActivityResponse = chart(OVERVIEW);
export const overviewWidgetResponse = widget(OVERVIEW);
export const memberActivityResponse = chart(MEMBERS);
export const memberWidgetResponse = widget(MEMBERS);
export const spaceActivityResponse = chart(SPACE);
export const spaceWidgetResponse = widget(SPACE);

export const popularDayTimeResponse = z.strictObject({
  start_date: day,
  end_date: day,
  data: z.array(z.strictObject({ weekday: z.number().int().meta({ description: '0 Sunday .. 6 Saturday' }), hours: z.array(count).length(24), total: count })),
  busiest: z.strictObject({ weekday: z.number().int(), hour: z.number().int(), count }).nullable(),
});

const period = { period: z.enum(TOP_PERIODS), date: day };

export const topMembersResponse = z.strictObject({
  ...period,
  data: z.array(z.strictObject({ user_id: z.number().int(), count, xprofile: Xprofile.nullable() })),
});

const SpaceCard = z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), privacy: z.string(), type: z.string().nullable() });

export const popularSpacesResponse = z.strictObject({
  ...period,
  data: z.array(z.strictObject({ space_id: z.number().int(), count, space: SpaceCard.nullable() })),
});

export const spaceSearchResponse = z.strictObject({ spaces: z.array(SpaceCard) });
