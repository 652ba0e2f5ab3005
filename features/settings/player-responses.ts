/** What the original's FluentPlayer routes answer (player-routes.ts): declared for its clients, never sent but `{html: ''}`. */
import * as z from 'zod';

const playerMedia = { media_id: z.union([z.number().int(), z.string()]), settings: z.record(z.string(), z.unknown()) };
/** The original's success answers, declared for its clients' sake: this API never sends them (always 422). */
export const uploadedResponse = z.strictObject({ media: z.strictObject({ ...playerMedia, url: z.string(), media_key: z.string(), type: z.string(), html: z.string() }) });
export const audioResponse = z.strictObject({ media: z.strictObject(playerMedia) });
export const contentResponse = z.strictObject({ html: z.literal('').describe('Empty: no FluentPlayer renders media here.'), media: z.never().optional().describe('Sent by the original with FluentPlayer only; never here.') });

