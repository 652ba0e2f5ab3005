/**
 * Where clients read media objects (docs/media.md). Kept apart from media-bucket.ts so the
 * functions that only show media (feeds, profiles, spaces) never bundle the S3 client.
 */
import { config } from '#platform/config.ts';

/**
 * The object's URL under `base` (another bucket's public URL, which a medium stored there keeps),
 * else MEDIA_BASE_URL (CloudFront in AWS, the emulator's bucket locally), or the bucket's own URL when unset.
 */
export function objectUrl(key: string, base?: string | null): string {
  const root = base || (config.MEDIA_BASE_URL ?? (config.S3_ENDPOINT ? `${config.S3_ENDPOINT}/${config.MEDIA_BUCKET}` : `https://${config.MEDIA_BUCKET}.s3.${config.AWS_REGION}.amazonaws.com`));
  return `${root.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The URL a client shows and sends back to attach a medium: the object's, with its media_key as the original's. */
export const mediaUrl = (key: string, mediaKey: string, base?: string | null): string => `${objectUrl(key, base)}?media_key=${encodeURIComponent(mediaKey)}`;

/** The media_key a URL carries (`?media_key=`), as the original identifies uploads, or undefined. */
export function mediaKeyOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  return new URL(url).searchParams.get('media_key') ?? undefined;
}
