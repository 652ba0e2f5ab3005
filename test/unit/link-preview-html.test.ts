/** The pure parts of link previews (features/media/link-preview-html.ts): URL form, head parsing, iframe allow-list. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, normalizeUrl, parseAttributes, parseHead, sanitizeEmbedHtml } from '#features/media/link-preview-html.ts';

describe('normalizeUrl', () => {
  it('lower-cases scheme and host, drops the default port, dot segments and the fragment, keeps the query', () => {
    expect(normalizeUrl('  HTTPS://Example.COM:443/a/../b?z=1&a=2#top ')).toBe('https://example.com/b?z=1&a=2');
    expect(normalizeUrl('http://example.com')).toBe('http://example.com/');
    expect(normalizeUrl('http://example.com:8080/x')).toBe('http://example.com:8080/x');
  });

  it('refuses what is not an absolute http(s) URL', () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', '/relative', 'not a url', '']) expect(normalizeUrl(url), url).toBeNull();
  });
});

describe('decodeEntities and parseAttributes', () => {
  it('decodes named and numeric references, leaving unknown ones', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#8212; &#x2014; &quot;q&quot; &unknown; &#0;')).toBe('a & b <c> \u2014 \u2014 "q" &unknown; \ufffd');
  });

  it('reads quoted, unquoted and bare attributes; the first of a repeated one wins', () => {
    const a = parseAttributes(` Property="og:title" content='It&#39;s "here"' data-x=plain allowfullscreen content="second" /`);
    expect(Object.fromEntries(a)).toEqual({ property: 'og:title', content: `It's "here"`, 'data-x': 'plain', allowfullscreen: '' });
  });
});

describe('parseHead', () => {
  const base = 'https://site.example/posts/1';

  it('reads title, Open Graph, description, icon and the oEmbed link, made absolute', () => {
    const head = parseHead(`<!doctype html><html><head>
      <meta charset="windows-1252">
      <TITLE> The   page &amp; more </TITLE>
      <meta name="description" content="Plain description">
      <meta property="og:image" content="../img/card.png">
      <META PROPERTY="og:site_name" CONTENT="Site">
      <link rel="icon shortcut" href="/favicon.ico">
      <link rel="alternate" type="application/json+oembed" href="/oembed?url=x&amp;format=json">
      </head><body></body></html>`, base);
    expect(head).toEqual({
      charset: 'windows-1252',
      title: 'The page & more',
      description: 'Plain description',
      image: 'https://site.example/img/card.png',
      icon: 'https://site.example/favicon.ico',
      oembed_url: 'https://site.example/oembed?url=x&format=json',
      site_name: 'Site',
    });
  });

  it('prefers og:title and og:description', () => {
    const head = parseHead('<title>Plain</title><meta property="og:title" content="OG"><meta name="description" content="d"><meta property="og:description" content="og d">', base);
    expect(head).toMatchObject({ title: 'OG', description: 'og d' });
  });

  it('skips comments, scripts and styles, stops at the body, and honours <base>', () => {
    const head = parseHead(`<head>
      <!-- <title>commented</title> -->
      <script>document.write('<meta property="og:image" content="https://evil.example/x">')</script>
      <style>/* <link rel="icon" href="/evil.ico"> */</style>
      <base href="https://cdn.example/assets/">
      <meta property="og:image" content="card.png">
      </head><body><title>in the body</title><link rel="icon" href="/late.ico"></body>`, base);
    expect(head).toEqual({ image: 'https://cdn.example/assets/card.png' });
  });

  it('ignores links that are not http(s) and non-JSON oEmbed links', () => {
    const head = parseHead(`<title>t</title><meta property="og:image" content="javascript:alert(1)">
      <link rel="alternate" type="text/xml+oembed" href="/oembed.xml"><link rel="icon" href="data:image/png;base64,AAAA">`, base);
    expect(head).toEqual({ title: 't' });
  });

  it('copes with a page cut off mid-tag or mid-comment', () => {
    // A title cut off by the size cap is no title: the rest of the page is not its text.
    expect(parseHead('<title>Cut', base)).toEqual({});
    expect(parseHead('<title>ok</title><!-- never closed <meta property="og:image" content="/x">', base)).toEqual({ title: 'ok' });
    expect(parseHead('<title>ok</title><meta property="og:image" content="/x', base)).toEqual({ title: 'ok' });
  });
});

describe('sanitizeEmbedHtml', () => {
  it('keeps https iframes with allowed attributes only, rebuilt and escaped', () => {
    const html = `<div class="wrap"><iframe src="https://player.example/embed/1?a=1&amp;b=2" width="560" height="315" frameborder="0"
      allow="autoplay" onload="steal()" allowfullscreen title='A "quoted" title' style="display:none"></iframe></div><script>alert(1)</script>`;
    expect(sanitizeEmbedHtml(html)).toBe(
      '<iframe src="https://player.example/embed/1?a=1&amp;b=2" width="560" height="315" frameborder="0" allowfullscreen title="A &quot;quoted&quot; title"></iframe>',
    );
  });

  it('drops iframes without an https src and everything that is not an iframe', () => {
    expect(sanitizeEmbedHtml('<iframe src="http://plain.example/x"></iframe>')).toBeUndefined();
    expect(sanitizeEmbedHtml('<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>x</script>"></iframe>')).toBeUndefined();
    expect(sanitizeEmbedHtml('<blockquote>tweet</blockquote><script src="https://x.example/w.js"></script>')).toBeUndefined();
    expect(sanitizeEmbedHtml('<script><iframe src="https://in.script/x"></iframe></script>')).toBeUndefined();
    expect(sanitizeEmbedHtml('<!-- <iframe src="https://commented.example/"></iframe> -->')).toBeUndefined();
    expect(sanitizeEmbedHtml(undefined)).toBeUndefined();
  });

  it('keeps only numeric sizes', () => {
    expect(sanitizeEmbedHtml('<iframe src="https://a.example/" width="100%" height="expression(alert(1))"></iframe>')).toBe('<iframe src="https://a.example/" width="100%"></iframe>');
  });
});
