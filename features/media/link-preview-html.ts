/**
 * The pure parts of link previews (docs/media.md "Link previews"): the cache's URL form, a small
 * parser of a page's <head> (title, meta, link tags: no DOM library in the media function), and
 * the iframe allow-list for oEmbed `html`.
 */
import { decodeEntities, parseAttributes } from '#platform/core/html-text.ts';

/**
 * The form a URL is cached under: parsed (scheme and host lower case, default port and dot
 * segments gone), without its fragment (never sent to the server). Null when it is not an
 * absolute http(s) URL. The query is kept as it is: its order may matter to the site.
 */
export function normalizeUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  parsed.hash = '';
  return parsed.href;
}

export { decodeEntities, parseAttributes };

export interface HeadData {
  title?: string;
  description?: string;
  image?: string;
  icon?: string;
  site_name?: string;
  /** The page's oEmbed discovery link (application/json+oembed), absolute. */
  oembed_url?: string;
  /** <meta charset> or the http-equiv Content-Type's charset. */
  charset?: string;
}

const clean = (text: string | undefined, max = 500): string | undefined => {
  const t = text?.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, max) : undefined;
};

/** `href` made absolute against `base`, if it is an http(s) URL. */
function absolute(href: string | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a link preview needs from a page's <head>. Comments and the contents of script, style,
 * noscript and template are skipped (a tag written inside them is not a tag); reading stops at
 * </head> or <body>. The first of each value wins; Open Graph over plain meta for description.
 */
export function parseHead(html: string, baseUrl: string): HeadData {
  const end = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = (end >= 0 ? html.slice(0, end) : html)
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
  const meta = new Map<string, string>();
  const found: HeadData = {};
  let base = baseUrl;
  for (const m of head.matchAll(/<(title|meta|link|base)\b([^>]*)>/gi)) {
    const tag = m[1]!.toLowerCase();
    const attrs = parseAttributes(m[2]!);
    if (tag === 'title') {
      const close = head.slice(m.index + m[0].length).search(/<\/title\s*>/i);
      if (found.title === undefined) found.title = clean(decodeEntities(close >= 0 ? head.slice(m.index + m[0].length, m.index + m[0].length + close) : ''));
    } else if (tag === 'base') {
      base = absolute(attrs.get('href'), baseUrl) ?? base;
    } else if (tag === 'meta') {
      const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
      const content = attrs.get('content');
      if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      if (attrs.has('charset')) found.charset ??= attrs.get('charset');
      if (attrs.get('http-equiv')?.toLowerCase() === 'content-type') found.charset ??= /charset=([^;\s]+)/i.exec(content ?? '')?.[1];
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      const type = (attrs.get('type') ?? '').toLowerCase();
      if (rel.includes('alternate') && type === 'application/json+oembed') found.oembed_url ??= absolute(attrs.get('href'), base);
      if (rel.includes('icon')) found.icon ??= absolute(attrs.get('href'), base);
    }
  }
  found.title = clean(meta.get('og:title')) ?? found.title ?? clean(meta.get('twitter:title'));
  const description = clean(meta.get('og:description')) ?? clean(meta.get('description')) ?? clean(meta.get('twitter:description'));
  const image = absolute(meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('twitter:image'), base);
  const siteName = clean(meta.get('og:site_name'), 200);
  const result: HeadData = { ...found };
  if (description) result.description = description;
  if (image) result.image = image;
  if (siteName) result.site_name = siteName;
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as HeadData;
}

const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'frameborder', 'allowfullscreen', 'title', 'loading', 'referrerpolicy', 'sandbox'] as const;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * oEmbed `html` reduced to its iframes, each rebuilt from the allowed attributes only (the
 * original's allow-list): an https `src` is required, sizes are numbers or percentages. Anything
 * else (scripts, styles, event handlers, other markup) is dropped; undefined when no iframe is left.
 */
export function sanitizeEmbedHtml(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const text = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
  const frames: string[] = [];
  for (const m of text.matchAll(/<iframe\b([^>]*)>/gi)) {
    const attrs = parseAttributes(m[1]!);
    const src = attrs.get('src')?.trim();
    let url: URL;
    try {
      url = new URL(src ?? '');
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password) continue;
    const kept = IFRAME_ATTRIBUTES.flatMap((name) => {
      const value = name === 'src' ? url.href : attrs.get(name);
      if (value === undefined) return [];
      if ((name === 'width' || name === 'height' || name === 'frameborder') && !/^\d{1,5}%?$/.test(value.trim())) return [];
      if (name === 'allowfullscreen') return ['allowfullscreen'];
      return [`${name}="${escapeAttribute(value.trim().slice(0, 500))}"`];
    });
    frames.push(`<iframe ${kept.join(' ')}></iframe>`);
  }
  return frames.length > 0 ? frames.join('') : undefined;
}
