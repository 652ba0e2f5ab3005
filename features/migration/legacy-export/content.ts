/**
 * Legacy activity content (BuddyPress HTML) to our markdown, and the link preview meta
 * (docs/migration.md, "Activities -> posts"). Pure: the writers render the markdown with the
 * feeds' renderer, as a post written through the API.
 */
import { decodeEntities, parseAttributes } from '#platform/core/html-text.ts';

// BuddyPress writes a mention as <a href=".../members/<nicename>/" ...>@<nicename></a>.
const MENTION_LINK = /<a\b[^>]*>\s*@([A-Za-z0-9_.-]+)\s*<\/a>/gi;

/** The nicenames mentioned in a piece of legacy HTML, once each, in order. */
export function mentionNicenames(html: string): string[] {
  return [...new Set([...html.matchAll(MENTION_LINK)].map((m) => m[1]!.toLowerCase()))];
}

/** A mentioned member's new username by their legacy nicename (lower case); undefined when not migrated. */
export type UsernameOf = (nicename: string) => string | undefined;

// A comment, or a start or end tag (quoted attribute values may hold '>'); a '<' not starting a
// tag name ('<3') is text.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
// Tags whose content is never text.
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
// Tags that start and end a paragraph (wpautop's block list, as far as activity content goes).
const BLOCKS = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'section', 'article',
  'header', 'footer', 'aside', 'figure', 'figcaption', 'address', 'dl', 'dt', 'dd', 'form', 'fieldset',
]);
const EMPHASIS: Record<string, 'strong' | 'em'> = { strong: 'strong', b: 'strong', em: 'em', i: 'em' };
const MARKER = { strong: '**', em: '_' } as const;

interface Frame {
  tag: string;
  kind: 'root' | 'strong' | 'em' | 'a' | 'plain';
  href?: string | undefined;
  /** Markdown written inside the frame. */
  out: string[];
  /** The decoded text inside it (a link's text tells a mention). */
  raw: string[];
}

interface List {
  ordered: boolean;
  next: number;
  /** The width of the current item's marker: continuation lines are indented by it. */
  width: number;
}

/**
 * Converts legacy HTML to markdown: mention links to `@<new username>`, other links to
 * `[text](url)`, paragraphs and line breaks (text newlines count, as BuddyPress shows content
 * through wpautop), bold and italic, lists, entities decoded, emoji kept (also WordPress's emoji
 * images, by their alt text), other tags dropped with their text kept. Text that markdown would
 * read as syntax is escaped, so the post shows what the legacy one showed.
 */
export function legacyToMarkdown(html: string, usernameOf: UsernameOf): string {
  const w = new MarkdownWriter(usernameOf);
  let at = 0;
  for (const m of html.matchAll(TOKEN)) {
    if (m.index < at) continue;
    w.text(html.slice(at, m.index));
    at = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (name === undefined) continue; // a comment
    if (m[1]) w.close(name);
    else if (SKIPPED.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, at);
      at = end < 0 ? html.length : (html.indexOf('>', end) + 1 || html.length);
    } else w.open(name, parseAttributes(m[3] ?? ''));
  }
  w.text(html.slice(at));
  return w.finish();
}

class MarkdownWriter {
  private readonly frames: Frame[] = [{ tag: '', kind: 'root', out: [], raw: [] }];
  private readonly lists: List[] = [];
  /** After a block boundary, a line break or a list marker: the next text's leading whitespace is not text. */
  private afterBreak = true;
  /** An opened list item that holds nothing yet: block boundaries inside it add no lines. */
  private itemEmpty = false;

  constructor(private readonly usernameOf: UsernameOf) {}

  private get top(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  private emit(s: string): void {
    this.top.out.push(s);
  }

  private indent(lists = this.lists): string {
    return ' '.repeat(lists.reduce((n, l) => n + l.width, 0));
  }

  /** `count` newlines (2: a paragraph), indented to the open list item. */
  private newline(count: 1 | 2): void {
    if (this.lists.length > 0 && this.itemEmpty) return;
    this.emit('\n'.repeat(count) + this.indent());
    this.afterBreak = true;
  }

  /** Whether the next text starts a line of the post (only the root writes lines; frames are wrapped). */
  private atLineStart(): boolean {
    if (this.top.kind !== 'root') return false;
    const last = this.top.out.at(-1);
    return last === undefined || /\n *$/.test(last);
  }

  text(html: string): void {
    if (html === '') return;
    let text = decodeEntities(html).replace(/\r\n?/g, '\n').replace(/[ \t\f\v]+/g, ' ');
    if (this.afterBreak) text = text.replace(/^\s+/, '');
    if (text === '') return;
    this.afterBreak = false;
    this.top.raw.push(text);
    text.split('\n').forEach((line, i) => {
      if (i > 0) this.newline(1);
      const start = this.atLineStart();
      const escaped = escapeInline(start ? line.trimStart() : line);
      if (escaped === '') return;
      this.emit(start ? escapeLineStart(escaped) : escaped);
      this.itemEmpty = false;
    });
  }

  open(name: string, attrs: Map<string, string>): void {
    if (name === 'br') return this.newline(1);
    if (name === 'img') {
      // WordPress's emoji images (wp-smiley, emoji) carry the emoji as their alt text.
      const alt = attrs.get('alt');
      if (alt && /\b(emoji|wp-smiley)\b/.test(attrs.get('class') ?? '')) this.text(alt.replace(/&/g, '&amp;'));
      return;
    }
    if (BLOCKS.has(name)) return this.newline(2);
    if (name === 'ul' || name === 'ol') {
      // A nested list starts on its first item's line.
      if (this.lists.length === 0) this.newline(2);
      const start = Number(attrs.get('start'));
      this.lists.push({ ordered: name === 'ol', next: Number.isInteger(start) && start >= 0 && start < 1e9 ? start : 1, width: 0 });
      return;
    }
    if (name === 'li') {
      const list = this.lists.at(-1);
      if (!list) return this.newline(1);
      const marker = list.ordered ? `${list.next++}. ` : '- ';
      this.emit(`\n${this.indent(this.lists.slice(0, -1))}${marker}`);
      list.width = marker.length;
      this.itemEmpty = true;
      this.afterBreak = true;
      return;
    }
    const emphasis = EMPHASIS[name];
    if (emphasis) {
      // Bold inside bold adds nothing (and '****' would not parse).
      const kind = this.frames.some((f) => f.kind === emphasis) ? 'plain' : emphasis;
      this.frames.push({ tag: name, kind, out: [], raw: [] });
      return;
    }
    if (name === 'a') this.frames.push({ tag: name, kind: 'a', href: attrs.get('href'), out: [], raw: [] });
  }

  close(name: string): void {
    if (BLOCKS.has(name)) return this.newline(2);
    if (name === 'li') {
      // Whitespace between items is not text.
      this.afterBreak = true;
      return;
    }
    if (name === 'ul' || name === 'ol') {
      if (this.lists.length === 0) return;
      this.lists.pop();
      this.itemEmpty = false;
      if (this.lists.length === 0) return this.newline(2);
      this.afterBreak = true;
      return;
    }
    // An end tag closes its element and any left open inside it; a stray one is ignored.
    const index = this.frames.findLastIndex((f) => f.tag === name);
    if (index <= 0) return;
    while (this.frames.length > index) this.closeFrame();
  }

  private closeFrame(): void {
    const frame = this.frames.pop()!;
    const inner = frame.out.join('');
    if (frame.kind === 'plain' || frame.kind === 'root') return this.emit(inner);
    this.top.raw.push(...frame.raw);
    // Markers must touch the text they mark: spaces go outside them.
    const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner) ?? [];
    if (frame.kind === 'a') return this.emit(lead + this.link(core.replace(/\s*\n\s*/g, ' '), frame) + trail);
    this.emit(core === '' ? inner : `${lead}${MARKER[frame.kind]}${core}${MARKER[frame.kind]}${trail}`);
  }

  private link(text: string, frame: Frame): string {
    const raw = frame.raw.join('').trim();
    const mention = /^@([A-Za-z0-9_.-]+)$/.exec(raw);
    if (mention) {
      const username = this.usernameOf(mention[1]!.toLowerCase());
      return username ? `@${username}` : text;
    }
    const url = linkTarget(frame.href);
    if (url === null) return text;
    if (text === '' || raw === frame.href?.trim() || raw === url.replace(/^[a-z]+:(\/\/)?/i, '')) return `<${url}>`;
    return `[${text}](${url})`;
  }

  finish(): string {
    while (this.frames.length > 1) {
      // Unclosed elements: their text is kept, unmarked.
      const frame = this.frames.pop()!;
      this.top.raw.push(...frame.raw);
      this.emit(frame.out.join(''));
    }
    return this.top.out
      .join('')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

/** A link's target as markdown takes it (http, https and mailto only), or null. */
function linkTarget(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
  return url.href.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

const WORD = /[\p{L}\p{N}]/u;

/** Escapes what markdown would read as inline syntax: backslashes, code, emphasis, links, strikethrough, entities. */
function escapeInline(text: string): string {
  return text
    .replace(/[\\`*[\]]/g, '\\$&')
    .replace(/~~/g, '\\~\\~')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')
    .replace(/_/g, (u, i: number, s: string) => (WORD.test(s[i - 1] ?? '') && WORD.test(s[i + 1] ?? '') ? u : '\\_'));
}

/** Escapes what markdown would read as a block at the start of a line: headings, quotes, list items, rules. */
function escapeLineStart(line: string): string {
  if (/^(#{1,6}(?=\s|$)|>|[-+](?=\s|$)|=+\s*$|-{2,}\s*$)/.test(line)) return `\\${line}`;
  return line.replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

/** A link card from the legacy `_link_preview_data` meta (a PHP-serialized array, or JSON). */
export interface LegacyLinkPreview {
  url: string;
  title?: string;
  description?: string;
  image?: string;
}

/** The link preview of an activity's `_link_preview_data`, or null when it does not parse or has no http(s) url. */
export function linkPreviewData(metaValue: string | null | undefined): LegacyLinkPreview | null {
  if (!metaValue) return null;
  let data: unknown;
  try {
    data = metaValue.trimStart().startsWith('{') ? JSON.parse(metaValue) : unserializePhp(metaValue);
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? decodeEntities(v.trim()).slice(0, 500) : undefined);
  const httpUrl = (v: unknown): string | undefined => {
    const s = text(v);
    if (!s) return undefined;
    try {
      const u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
    } catch {
      return undefined;
    }
  };
  const url = httpUrl(fields['url']);
  if (!url) return null;
  const title = text(fields['title']);
  const description = text(fields['description']);
  // BuddyBoss stores the picked image as image_url.
  const image = httpUrl(fields['image_url']) ?? httpUrl(fields['image']);
  return { url, ...(title ? { title } : {}), ...(description ? { description } : {}), ...(image ? { image } : {}) };
}

/**
 * PHP's serialize() format, the subset meta values use (arrays, strings, numbers, booleans,
 * null; no objects). String lengths are in UTF-8 bytes, so it reads bytes. Throws on anything else.
 */
export function unserializePhp(serialized: string): unknown {
  const bytes = new TextEncoder().encode(serialized);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let i = 0;
  const fail = (): never => {
    throw new SyntaxError(`not a PHP-serialized value at byte ${i}`);
  };
  const expect = (c: string) => (bytes[i] === c.charCodeAt(0) ? i++ : fail());
  const until = (c: string): string => {
    const end = bytes.indexOf(c.charCodeAt(0), i);
    if (end < 0) fail();
    const s = utf8.decode(bytes.subarray(i, end));
    i = end + 1;
    return s;
  };
  const count = (c: string): number => {
    const n = Number(until(c));
    return Number.isSafeInteger(n) && n >= 0 && n <= bytes.length ? n : fail();
  };
  const value = (depth: number): unknown => {
    if (depth > 16) fail();
    const type = String.fromCharCode(bytes[i++] ?? 0);
    if (type === 'N') return expect(';'), null;
    expect(':');
    if (type === 'b') return until(';') === '1';
    if (type === 'i' || type === 'd') {
      const n = Number(until(';'));
      return Number.isFinite(n) ? n : fail();
    }
    if (type === 's') {
      const length = count(':');
      expect('"');
      if (i + length > bytes.length) fail();
      const s = utf8.decode(bytes.subarray(i, i + length));
      i += length;
      expect('"');
      expect(';');
      return s;
    }
    if (type === 'a') {
      const n = count(':');
      expect('{');
      const out: Record<string, unknown> = {};
      for (let k = 0; k < n; k++) {
        const key = value(depth + 1);
        if (typeof key !== 'string' && typeof key !== 'number') fail();
        out[String(key)] = value(depth + 1);
      }
      expect('}');
      return out;
    }
    return fail();
  };
  const result = value(0);
  if (i !== bytes.length) fail();
  return result;
}
