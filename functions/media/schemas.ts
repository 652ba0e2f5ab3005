import * as z from 'zod';

/** Any string: the scheme and address rules answer 400 invalid_url with their reason (shared/domain/link-preview.ts). */
export const oembedQuery = z.object({ url: z.string().trim().min(1, 'url is required').max(2048) });
