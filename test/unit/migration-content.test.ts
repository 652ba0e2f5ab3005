import { describe, expect, it } from 'vitest';
import { legacyToMarkdown, linkPreviewData, mentionNicenames, unserializePhp } from '#features/migration/legacy-export/content.ts';
import { flattenedParent, threadParents } from '#features/migration/legacy-export/threads.ts';
import { renderMessage } from '#features/feeds/feeds.ts';

const USERNAMES = new Map([['jane-doe', 'jane_doe'], ['bob', 'bob-2']]);
const md = (html: string) => legacyToMarkdown(html, (n) => USERNAMES.get(n));
/** What the post shows: the markdown rendered by the feeds' renderer, mentions of the mapped members resolved. */
const shown = (html: string) => renderMessage(md(html), new Map([...USERNAMES.values()].map((u) => [u.toLowerCase(), u])));

describe('legacyToMarkdown', () => {
  it('maps mention links to the new usernames and keeps the unmapped ones as text', async () => {
    const html = `<a href='https://legacy.example.org/members/jane-doe/' rel='nofollow'>@jane-doe</a> and <a href="https://x/members/ghost/">@ghost</a> hi`;
    expect(mentionNicenames(html)).toEqual(['jane-doe', 'ghost']);
    expect(md(html)).toBe('@jane_doe and @ghost hi');
    expect(await shown(html)).toBe('<p><a class="mention" href="/u/jane_doe">@jane_doe</a> and @ghost hi</p>\n');
  });

  it('converts paragraphs, line breaks, links, bold and italic, with entities decoded', async () => {
    const html = '<p>Sharing my notes &amp; the <strong>slides</strong>.</p>\n<p>More at <a href="https://example.com/x?a=1&amp;b=2">this <em>link</em></a>.<br />Cheers</p>';
    expect(md(html)).toBe('Sharing my notes & the **slides**.\n\nMore at [this _link_](https://example.com/x?a=1&b=2).\nCheers');
    expect(await shown(html)).toBe(
      '<p>Sharing my notes &amp; the <strong>slides</strong>.</p>\n<p>More at <a href="https://example.com/x?a=1&amp;b=2">this <em>link</em></a>.<br>\nCheers</p>\n',
    );
  });

  it('reads text newlines as wpautop does, collapses spaces and tabs, keeps emoji and backslashes', () => {
    expect(md('Line one\nline two\twith a tab and a backslash \\ inside. 🏃‍♀️👩🏽‍💻')).toBe('Line one\nline two with a tab and a backslash \\\\ inside. 🏃‍♀️👩🏽‍💻');
    expect(md('First\r\n\r\n\r\nSecond')).toBe('First\n\nSecond');
    expect(md('I&#8217;m &hellip; &#x1f600; <img class="wp-smiley emoji" alt="🎉" src="x.png"> <img src="photo.jpg" alt="photo">')).toBe('I’m … 😀 🎉');
  });

  it('escapes text markdown would read as syntax, so the post shows what the legacy one showed', async () => {
    const html = '<p># not a heading</p><p>2*3*4 and [x](y) and _under_ snake_case ~~no~~ &amp;copy; `code`</p><p>1. not a list</p><p>&lt;b&gt;not bold&lt;/b&gt;</p>';
    expect(md(html)).toBe('\\# not a heading\n\n2\\*3\\*4 and \\[x\\](y) and \\_under\\_ snake_case \\~\\~no\\~\\~ \\&copy; \\`code\\`\n\n1\\. not a list\n\n<b>not bold</b>');
    expect(await shown(html)).toBe(
      '<p># not a heading</p>\n<p>2*3*4 and [x](y) and _under_ snake_case ~~no~~ &amp;copy; `code`</p>\n<p>1. not a list</p>\n<p>&lt;b&gt;not bold&lt;/b&gt;</p>\n',
    );
  });

  it('converts lists (nested, ordered) and drops other tags with their text kept', async () => {
    const html = '<p>Todo:</p>\n<ul>\n<li>one</li>\n<li>two<ol><li>a</li><li><p>b</p></li></ol></li>\n</ul><span class="x">after</span><script>alert(1)</script><!-- note -->';
    expect(md(html)).toBe('Todo:\n\n- one\n- two\n  1. a\n  2. b\n\nafter');
    expect(await shown(html)).toContain('<ul>\n<li>one</li>\n<li>two\n<ol>\n<li>a</li>\n<li>b</li>\n</ol>\n</li>\n</ul>\n<p>after</p>');
  });

  it('keeps markers on the text they mark, and links that are their own text or unsafe', () => {
    expect(md('a<b> bold </b>b <i></i>c <b><strong>x</strong></b>')).toBe('a **bold** b c **x**');
    expect(md('<a href="https://example.com/">https://example.com/</a> <a href="javascript:alert(1)">click</a> <a href="/relative">rel</a>')).toBe(
      '<https://example.com/> click rel',
    );
    expect(md('<a href="https://example.com/a b(c)">text</a>')).toBe('[text](https://example.com/a%20b%28c%29)');
  });

  it('leaves nothing of content that is only markup or whitespace', () => {
    expect(md('<p>&nbsp;</p>\n<p> </p><br/>')).toBe('');
    expect(md('')).toBe('');
    expect(md('<b>unclosed <i>tags')).toBe('unclosed tags');
  });
});

describe('linkPreviewData', () => {
  it('reads the PHP-serialized array (lengths in UTF-8 bytes) and JSON', () => {
    expect(linkPreviewData('a:2:{s:3:"url";s:19:"https://example.com";s:5:"title";s:7:"Example";}')).toEqual({ url: 'https://example.com/', title: 'Example' });
    expect(linkPreviewData('a:3:{s:3:"url";s:17:"https://ex.org/é";s:5:"title";s:6:"Café";s:9:"image_url";s:18:"https://ex.org/i.png";}')).toBeNull();
    expect(linkPreviewData('a:3:{s:3:"url";s:17:"https://ex.org/é";s:5:"title";s:5:"Café";s:9:"image_url";s:20:"https://ex.org/i.png";}')).toEqual({
      url: 'https://ex.org/%C3%A9',
      title: 'Café',
      image: 'https://ex.org/i.png',
    });
    expect(linkPreviewData('{"url":"https://a.test/x","description":"d &amp; e"}')).toEqual({ url: 'https://a.test/x', description: 'd & e' });
  });

  it('is null when the value does not parse or has no http(s) url', () => {
    for (const v of [null, '', 'garbage', 'a:1:{s:3:"url";s:10:"javascript";}', 'a:1:{s:5:"title";s:1:"x";}', 'O:8:"stdClass":0:{}', 'a:1:{s:3:"url";s:19:"https://example.com";']) {
      expect(linkPreviewData(v)).toBeNull();
    }
  });

  it('unserializes the value kinds meta uses', () => {
    expect(unserializePhp('a:4:{i:0;b:1;i:1;N;s:1:"k";d:1.5;i:2;a:1:{i:0;i:-3;}}')).toEqual({ 0: true, 1: null, k: 1.5, 2: { 0: -3 } });
  });
});

describe('threads', () => {
  // Root 100: 101 top-level; 102 replies to 101; 103 replies to 102 (third level); 104 top-level (secondary NULL); 105 replies to an unknown id.
  const comments = [
    { id: 101, secondary_item_id: 100 },
    { id: 102, secondary_item_id: 101 },
    { id: 103, secondary_item_id: 102 },
    { id: 104, secondary_item_id: null },
    { id: 105, secondary_item_id: 999 },
    { id: 106, secondary_item_id: 107 },
    { id: 107, secondary_item_id: 0 },
  ];
  const parents = threadParents(100, comments);

  it('reads each comment legacy parent, top-level for the root, NULL, 0, unknown or later ids', () => {
    expect([...parents]).toEqual([[101, null], [102, 101], [103, 102], [104, null], [105, null], [106, null], [107, null]]);
  });

  it('hangs a reply under its top-level ancestor, passing over comments not migrated', () => {
    // Placing in id order, as the writer does: each placed comment maps to where it went.
    const place = (skipped: Set<number>) => {
      const placed = new Map<number, number | null>();
      for (const c of comments) if (!skipped.has(c.id)) placed.set(c.id, flattenedParent(c.id, parents, placed));
      return Object.fromEntries(placed);
    };
    expect(place(new Set())).toEqual({ 101: null, 102: 101, 103: 101, 104: null, 105: null, 106: null, 107: null });
    // The top-level comment was spam: its reply becomes top-level and the reply's reply hangs under it.
    expect(place(new Set([101]))).toEqual({ 102: null, 103: 102, 104: null, 105: null, 106: null, 107: null });
    expect(place(new Set([102]))).toEqual({ 101: null, 103: 101, 104: null, 105: null, 106: null, 107: null });
  });
});
