/**
 * The original's FluentPlayer routes (`/fluent-player/...`): it registers them always and they work
 * only with the FluentPlayer plugin. This API has no FluentPlayer, so they answer as the original
 * does without it: uploads and audio edits are refused (422), a player's content is empty
 * (`{html: ''}`). Media are uploaded through POST /media/uploads (docs/wordpress-compat.md).
 */
import * as z from 'zod';
import { ApiError } from '#platform/core/errors.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { audioResponse, contentResponse, uploadedResponse } = lazyResponses(() => import('./player-responses.ts'));

/** 422 fluent_player_inactive: what the original answers while FluentPlayer is not active. */
class FluentPlayerInactiveError extends ApiError {
  constructor(message: string) {
    super(422, 'fluent_player_inactive', message);
  }
}

/** The original's `{media_id}` has no pattern: any segment, bounded. */
const mediaParams = z.object({ media_id: z.string().min(1).max(200) });

export const fluentPlayerRoutes = {
  // multipart: the original's clients post the file as a form; the body is never read.
  'POST /fluent-player/video-upload': route({
    access: 'authenticated',
    inherits: 'none',
    multipart: true,
    responses: { 200: uploadedResponse },
    errors: { 422: ['fluent_player_inactive'] },
    handle: async () => {
      throw new FluentPlayerInactiveError('Uploading videos is not allowed. Activate FluentPlayer to upload videos.');
    },
  }),
  'GET /fluent-player/video-content/{media_id}': route({
    access: 'anyone',
    inherits: 'none',
    params: mediaParams,
    responses: { 200: contentResponse },
    handle: async () => ({ html: '' }),
  }),
  'POST /fluent-player/audio-media/{media_id}': route({
    access: 'authenticated',
    inherits: 'none',
    params: mediaParams,
    responses: { 200: audioResponse },
    errors: { 422: ['fluent_player_inactive'] },
    handle: async () => {
      throw new FluentPlayerInactiveError('This media is not an editable audio: no FluentPlayer media exist here.');
    },
  }),
} satisfies Record<string, AnyRoute>;
