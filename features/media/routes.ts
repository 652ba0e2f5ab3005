import { requireCaller } from '#platform/auth/access.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { onMember } from '#platform/auth/route-rules.ts';
import { linkPreview } from '#features/media/link-preview.ts';
import { deleteMedium, listMemberMedia } from '#features/media/media-library.ts';
import * as media from '#features/media/media-service.ts';
import { MULTIPART_MAX_BYTES } from '#features/media/media-uploads.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { parseMultipart } from './multipart.ts';
const { linkPreviewResponse, mediaDeletedResponse, mediaResponse, memberMediaResponse, multipartUploadedResponse, uploadRequestedResponse } = lazyResponses(() => import('./responses.ts'));
import { mediaParams, memberMediaParams, memberMediaQuery, multipartFields, oembedQuery, uploadRequestBody } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

/** A link preview for any logged-in member (the original's PortalPolicy), a few a minute; docs/media.md "Link previews". */
const oembed = route({
  access: 'authenticated',
  inherits: 'none',
  query: oembedQuery,
  responses: { 200: linkPreviewResponse },
  errors: { 400: ['invalid_url'], 422: ['oembed_not_found'], 429: ['too_many_requests'] },
  handle: async ({ query, caller }) => linkPreview(query.url, requireCaller(caller).userId),
});

export const routes: Record<DomainRouteKey<'media'>, AnyRoute> = {
  'GET /feeds/oembed': oembed,
  'POST /media/uploads': route({
    idempotent: true,
    access: 'authenticated',
    inherits: 'none',
    body: uploadRequestBody,
    responses: { 200: uploadRequestedResponse },
    errors: { 400: ['file_too_large', 'invalid_file_type'], 429: ['too_many_requests'] },
    handle: ({ body, caller }) => media.requestUpload(requireCaller(caller), body),
  }),
  'GET /media/{id}': route({
    access: 'anyone',
    // The medium takes the visibility of what it is attached to (media-service.ts getMediaFor).
    inherits: 'none',
    params: mediaParams,
    responses: { 200: mediaResponse },
    errors: { 404: ['media_not_found'] },
    handle: ({ params, caller }) => media.getMediaFor(params.id, caller),
  }),
  'POST /feeds/media-upload': route({
    idempotent: true,
    access: 'authenticated',
    inherits: 'none',
    multipart: true,
    body: multipartFields,
    responses: { 200: multipartUploadedResponse },
    errors: { 400: ['file_too_large', 'invalid_file_type'], 429: ['too_many_requests'], 500: ['upload_failed'] },
    handle: async ({ multipart, caller }) => {
      const who = requireCaller(caller);
      // Read one byte past the largest file this path takes, so a larger one is known while streaming.
      const form = multipart ? await parseMultipart(multipart, MULTIPART_MAX_BYTES) : { file: null, fields: {} };
      const fields = multipartFields.safeParse(form.fields);
      const issues = [
        ...(form.file === null || form.file.bytes.length === 0 ? [{ path: 'file', message: 'is required (a multipart/form-data part named file)' }] : []),
        ...(fields.success ? [] : fields.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }))),
      ];
      if (issues.length > 0 || !form.file || !fields.success) throw new InvalidParamError(issues);
      return media.uploadMultipart(who, form.file, fields.data);
    },
  }),
  /** The uploader, or a community moderator or administrator (checked by the domain: the medium is no shared resource). */
  'DELETE /media/{id}': route({
    access: 'authenticated',
    inherits: 'none',
    params: mediaParams,
    responses: { 200: mediaDeletedResponse },
    errors: { 404: ['media_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => {
      await deleteMedium(params.id, requireCaller(caller));
      return { message: 'Media has been deleted' };
    },
  }),
  /** Seen as the member's profile is (GET /profile/{username}). */
  'GET /profile/{username}/media': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: memberMediaParams,
    query: memberMediaQuery,
    responses: { 200: memberMediaResponse },
    errors: { 404: ['member_not_found'] },
    handle: ({ params, query, caller }) => listMemberMedia(params.username, caller, query),
  }),
};
