/**
 * Link previews (GET /feeds/oembed, a post's `media: {type: 'oembed', url}`; docs/media.md "Link
 * previews"). The page is fetched under the outbound address rule (platform/net/address-guard.ts,
 * the webhooks' rule with its own local-testing allowance), its oEmbed discovery link followed
 * under the same rule and deadline, else its Open Graph / <title> data used. Each URL's outcome is
 * cached in the table (a preview for an hour, "none" for a few minutes), so a popular link is
 * fetched once; a refused address is answered at once and never cached. Every preview a member
 * asks for counts against their per-minute limit, and a container runs a few fetches at once
 * (link-preview-limits.ts).
 */
import { config } from '#platform/config.ts';
import { ApiError } from '#platform/core/errors.ts';
import { getCachedPreview, putCachedPreview } from '#features/media/link-preview-store.ts';
import { normalizeUrl, parseHead, sanitizeEmbedHtml, type HeadData } from '#features/media/link-preview-html.ts';
import { takePreviewSlot, withFetchSlot } from '#features/media/link-preview-limits.ts';
import { AddressRejected, type AddressPolicy } from '#platform/net/address-guard.ts';
import { FetchFailed, guardedFetch, httpUrl, type FetchedPage } from '#platform/net/guarded-fetch.ts';
import { log, errorField } from '#platform/core/log.ts';

export const LINK_PREVIEW_LIMITS = {
  maxBytes: 300 * 1024,
  timeoutMs: 5000,
  maxRedirects: 3,
  foundTtlSeconds: 3600,
  notFoundTtlSeconds: 300,
} as const;

const USER_AGENT = 'CommunityAPI-LinkPreview/1';
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const JSON_TYPES = ['application/json', 'application/json+oembed', 'text/json'];

/** Private addresses are refused unless listed in LINK_PREVIEW_ALLOWED_ADDRESSES (local testing only). */
const POLICY: AddressPolicy = { label: 'link preview', allows: (address) => config.LINK_PREVIEW_ALLOWED_ADDRESSES.includes(address) };

/** The raw oEmbed passthrough (the spec's documented shape): every key, null when unknown. */
export interface OembedData {
  type: string | null;
  provider_name: string | null;
  provider_url: string | null;
  title: string | null;
  author_name: string | null;
  thumbnail_url: string | null;
  html: string | null;
  width: number | null;
  height: number | null;
}

/** The original's `oembed` object: keys with no value are left out. */
export type OembedSummary = Partial<Record<'title' | 'author_name' | 'type' | 'provider' | 'content_type' | 'url' | 'html' | 'image' | 'description' | 'icon', string>>;

export interface LinkPreview {
  data: OembedData;
  oembed: OembedSummary;
}

export class InvalidPreviewUrlError extends ApiError {
  constructor(message: string, reason: string, url: string) {
    super(400, 'invalid_url', message, { data: { params: { url: message }, reason, url } });
  }
}

export class OembedNotFoundError extends ApiError {
  constructor(url: string) {
    super(422, 'oembed_not_found', 'No oembed data found', { data: { url } });
  }
}

/**
 * The preview of `url` for the member `userId`, cached. 429 past the member's limit (checked
 * first), 400 invalid_url when the address is refused, 422 when the page has none.
 */
export async function linkPreview(url: string, userId: number): Promise<LinkPreview> {
  await takePreviewSlot(userId);
  const normalized = normalizeUrl(url);
  if (normalized === null) throw new InvalidPreviewUrlError('The link preview URL must be an absolute http or https URL.', 'not_http', url);
  const cached = await getCachedPreview(normalized);
  if (cached) {
    if (cached.preview === null) throw new OembedNotFoundError(url);
    return cached.preview;
  }
  let preview: LinkPreview | null;
  try {
    preview = await withFetchSlot(() => fetchPreview(normalized), LINK_PREVIEW_LIMITS.timeoutMs);
  } catch (error) {
    if (error instanceof AddressRejected) throw new InvalidPreviewUrlError(error.message, error.reason, url);
    if (!(error instanceof FetchFailed)) throw error;
    preview = null;
  }
  const ttl = preview ? LINK_PREVIEW_LIMITS.foundTtlSeconds : LINK_PREVIEW_LIMITS.notFoundTtlSeconds;
  await putCachedPreview(normalized, { preview }, ttl);
  if (preview === null) throw new OembedNotFoundError(url);
  return preview;
}

/**
 * A post's `meta.media_preview` for `media: {type: 'oembed', url}` sent by the member `userId`:
 * the preview's `oembed` object when it has an image or html (as the original), else undefined.
 * It counts against the member's preview limit like GET /feeds/oembed (an edit is no way around
 * it). A failing or refused preview never fails the post: it is simply absent.
 */
export async function mediaPreviewOf(url: string, userId: number): Promise<OembedSummary | undefined> {
  try {
    const { oembed } = await linkPreview(url, userId);
    return oembed.image || oembed.html ? oembed : undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) log.error('link preview failed', { url, error: errorField(error) });
    return undefined;
  }
}

/** The preview of a checked, normalized URL; null when the page offers none. */
async function fetchPreview(url: string): Promise<LinkPreview | null> {
  httpUrl(url, POLICY.label);
  const deadline = Date.now() + LINK_PREVIEW_LIMITS.timeoutMs;
  const page = await fetchWithin(url, [...HTML_TYPES, ...JSON_TYPES], deadline);
  if (JSON_TYPES.includes(page.contentType)) return fromOembed(parseJson(page), url);
  const head = parseHead(decode(page), page.url);
  if (head.oembed_url) {
    // The discovery link is fetched under the same rule and within the same deadline; when it
    // fails, the page's own data still makes a preview.
    const doc = await fetchWithin(head.oembed_url, JSON_TYPES, deadline).then(parseJson, (error: unknown) => {
      if (error instanceof AddressRejected || error instanceof FetchFailed) return null;
      throw error;
    });
    const fromDoc = fromOembed(doc, url);
    if (fromDoc) return fromDoc;
  }
  return fromHead(head, url, page.url);
}

const fetchWithin = (url: string, accept: string[], deadline: number): Promise<FetchedPage> =>
  guardedFetch(url, POLICY, { ...LINK_PREVIEW_LIMITS, timeoutMs: Math.max(1, deadline - Date.now()), accept, userAgent: USER_AGENT });

function decode(page: FetchedPage): string {
  const as = (label: string | undefined): string | undefined => {
    try {
      return label ? new TextDecoder(label.trim().toLowerCase()).decode(page.body) : undefined;
    } catch {
      return undefined;
    }
  };
  const declared = as(page.charset);
  if (declared !== undefined) return declared;
  // No charset in the header: the page's <meta charset> decides (it is ASCII, so latin1 reads it).
  const sniffed = parseHead(page.body.subarray(0, 4096).toString('latin1'), page.url).charset;
  return as(sniffed) ?? page.body.toString('utf8');
}

function parseJson(page: FetchedPage): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(page.body.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max = 500): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
const link = (value: unknown): string | null => {
  const s = text(value, 2000);
  return s !== null && normalizeUrl(s) !== null ? new URL(s).href : null;
};
const size = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 100_000 ? n : null;
};
const OEMBED_TYPES = ['photo', 'video', 'link', 'rich'];

/** Keys with a value only (the original removes empty ones). */
const present = (o: Record<string, string | null | undefined>): OembedSummary =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')) as OembedSummary;

/** A preview from an oEmbed document; null when it is not one (no known `type`). */
function fromOembed(doc: Record<string, unknown> | null, url: string): LinkPreview | null {
  const type = text(doc?.['type'], 20)?.toLowerCase() ?? null;
  if (!doc || type === null || !OEMBED_TYPES.includes(type)) return null;
  const html = sanitizeEmbedHtml(text(doc['html'], 20_000) ?? undefined) ?? null;
  // A photo's own URL is its image when no thumbnail is given.
  const image = link(doc['thumbnail_url']) ?? (type === 'photo' ? link(doc['url']) : null);
  const data: OembedData = {
    type,
    provider_name: text(doc['provider_name'], 200),
    provider_url: link(doc['provider_url']),
    title: text(doc['title']),
    author_name: text(doc['author_name'], 200),
    thumbnail_url: image,
    html,
    width: size(doc['width']),
    height: size(doc['height']),
  };
  const oembed = present({
    title: data.title,
    author_name: data.author_name,
    type: 'oembed',
    provider: data.provider_name?.toLowerCase(),
    content_type: type,
    url,
    html,
    image,
  });
  return { data, oembed };
}

/** A preview from the page's head; null without a title (as the original). */
function fromHead(head: HeadData, url: string, answeredUrl: string): LinkPreview | null {
  if (!head.title) return null;
  const origin = new URL(answeredUrl);
  const data: OembedData = {
    type: 'link',
    provider_name: head.site_name ?? origin.hostname,
    provider_url: origin.origin,
    title: head.title,
    author_name: null,
    thumbnail_url: head.image ?? null,
    html: null,
    width: null,
    height: null,
  };
  const oembed = present({ title: head.title, image: head.image, description: head.description, icon: head.icon, type: 'meta_data', url });
  return { data, oembed };
}
