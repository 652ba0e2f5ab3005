/**
 * Cached link previews (docs/media.md "Link previews"). Access pattern: a preview by URL, GetItem
 * OEMBED#<sha256 of the normalized URL>/OEMBED. Each item carries the table's TTL; an item past
 * it is ignored on read (DynamoDB deletes expired items some time later, not at once).
 * Concurrent fetches of one URL each Put a whole item: the last one wins, none is half written.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import type { LinkPreview } from '#features/media/link-preview.ts';

/** A fetch's outcome: the preview, or null when the page had none. */
export interface CachedPreview {
  preview: LinkPreview | null;
}

/** The preview's item key: the URL's digest keeps the key short whatever the URL's length. */
const previewKeyOf = (normalizedUrl: string) => keys.linkPreview(createHash('sha256').update(normalizedUrl).digest('hex'));

export async function getCachedPreview(normalizedUrl: string, now = new Date()): Promise<CachedPreview | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: previewKeyOf(normalizedUrl) }));
  if (!Item || Number(Item[TTL_ATTRIBUTE]) <= now.getTime() / 1000 || Item['url'] !== normalizedUrl) return undefined;
  return { preview: (Item['preview'] as LinkPreview | undefined) ?? null };
}

export async function putCachedPreview(normalizedUrl: string, cached: CachedPreview, ttlSeconds: number, now = new Date()): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...previewKeyOf(normalizedUrl),
        entity: 'link_preview',
        url: normalizedUrl,
        ...(cached.preview ? { preview: cached.preview } : {}),
        fetched_at: now.toISOString(),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + ttlSeconds,
      },
    }),
  );
}
