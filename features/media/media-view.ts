/**
 * How a media record is shown (the spec's Media fields, docs/media.md): `status` active for a
 * ready medium, file_url carrying its media_key as the original's URLs do, and each thumbnail's
 * URL and pixel size.
 */
import type { MediaRecord } from '#features/media/media.ts';
import { mediaUrl, objectUrl } from '#features/media/media-urls.ts';

export interface MediaView {
  id: number;
  user_id: number;
  file_name: string;
  file_path: string;
  file_url: string | null;
  file_type: string;
  file_size: number;
  width: number | null;
  height: number | null;
  thumbnail_url: string | null;
  sizes: Record<string, { url: string; width: number; height: number }>;
  object_source: string | null;
  object_id: number | null;
  status: 'active' | 'pending' | 'rejected';
  reason?: string;
  media_key: string;
  created_at: string;
  updated_at: string;
}

export function mediaView(m: MediaRecord): MediaView {
  const ready = m.status === 'ready';
  const sizes = Object.fromEntries(m.thumbnails.map((t) => [t.name, { url: objectUrl(t.key, m.store?.base_url), width: t.width, height: t.height }]));
  return {
    id: m.id,
    user_id: m.user_id,
    file_name: m.file_name,
    file_path: m.object_key,
    file_url: ready ? mediaUrl(m.object_key, m.media_key, m.store?.base_url) : null,
    file_type: m.file_type ?? m.declared_type,
    file_size: m.file_size ?? m.declared_size,
    width: m.width,
    height: m.height,
    thumbnail_url: sizes['thumbnail']?.url ?? null,
    sizes,
    object_source: m.claim?.source ?? m.object_source,
    object_id: m.claim?.id ?? m.object_id,
    status: m.status === 'ready' ? 'active' : m.status,
    ...(m.reason !== null ? { reason: m.reason } : {}),
    media_key: m.media_key,
    created_at: m.created_at,
    updated_at: m.updated_at,
  };
}
