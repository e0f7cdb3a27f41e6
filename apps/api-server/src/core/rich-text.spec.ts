// @vitest-environment jsdom
// A DOM parses the sanitised text the way a browser would, so "nothing executable" is checked on what a reader builds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foreignMarkup, XSS_PAYLOADS } from '../../test/support/xss-payloads';
import { sanitizeRichText } from './rich-text';

/** The markup the console editor produces, and nothing else may survive: tags, attributes, address schemes, styles. */
const EDITOR_TAGS = new Set([
  'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'code', 'ol', 'ul', 'li', 'a', 'img', 'hr', 'div', 'table', 'thead', 'tbody', 'tr',
  'td', 'th',
]);
const EDITOR_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  li: ['data-list'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const INLINE_PICTURE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,/i;
const EDITOR_STYLES = new Set(['color', 'background-color', 'text-align']);

/** The scheme a browser resolves `address` to on one of our pages ('' when it cannot resolve it at all). */
function protocolOf(address: string): string {
  try {
    return new URL(address, 'https://medteach.test/pages/article').protocol;
  } catch {
    return '';
  }
}

/** What a browser would run or load from `html` beyond the editor's markup: one entry per element, attribute or address. */
function executableParts(html: string): string[] {
  const { body } = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const found: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    const tag = element.localName;
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !EDITOR_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const where = `${tag}[${name}=${JSON.stringify(value)}]`;
      if (name === 'class' ? !value.split(/\s+/).every((c) => /^ql-[a-z0-9-]+$/.test(c)) : name !== 'style' && !EDITOR_ATTRIBUTES[tag]?.includes(name)) found.push(where);
      else if (name === 'href' && !LINK_PROTOCOLS.includes(protocolOf(value))) found.push(where);
      else if (name === 'src' && !['http:', 'https:'].includes(protocolOf(value)) && !INLINE_PICTURE.test(value)) found.push(where);
      else if (name === 'target' && value !== '_blank') found.push(where);
      else if (name === 'style') {
        const declarations = value.split(';').filter((d) => d.trim());
        if (/url\(|expression|script|\\|[{}@]/i.test(value) || declarations.some((d) => !EDITOR_STYLES.has(d.split(':')[0].trim().toLowerCase()))) found.push(where);
      }
    }
  }
  return found;
}

describe('sanitizeRichText', () => {
  it('keeps what the console editor produces', () => {
    const quill =
      '<h2>用法</h2><p class="ql-align-center"><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<p><span style="color: rgb(230, 0, 0); background-color: #ffff00">彩色</span></p>' +
      '<ol><li data-list="bullet">一</li><li data-list="ordered">二</li></ol><blockquote>引用</blockquote>' +
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a><img src="/profile/upload/a.png"><br></p>';
    // Written back in sanitize-html's own spelling (void elements closed with " />", styles without spaces): the same
    // document to any HTML reader, and stable when it comes back through the editor.
    const stored =
      '<h2>用法</h2><p class="ql-align-center"><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<p><span style="color:rgb(230, 0, 0);background-color:#ffff00">彩色</span></p>' +
      '<ol><li data-list="bullet">一</li><li data-list="ordered">二</li></ol><blockquote>引用</blockquote>' +
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a><img src="/profile/upload/a.png" /><br /></p>';
    expect(sanitizeRichText(quill)).toBe(stored);
    expect(sanitizeRichText(stored)).toBe(stored);
    const table = '<table><tbody><tr><th colspan="2">表头</th></tr><tr><td rowspan="1">格</td><td>格</td></tr></tbody></table>';
    expect(sanitizeRichText(table)).toBe(table);
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p><img src="/a.png" alt="图" width="20" height="10"><hr>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p><img src="/a.png" alt="图" width="20" height="10" /><hr />',
    );
  });

  it('drops scripts, handlers, unsafe addresses and styles', () => {
    expect(sanitizeRichText('<p onclick="x()" onmouseover=y>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java&#x09;script&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" &#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img />');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBO">')).toBe('<img src="data:image/png;base64,iVBO" />');
    expect(sanitizeRichText('<span style="background:url(javascript:x); color: red">t</span>')).toBe('<span style="color:red">t</span>');
    expect(sanitizeRichText('<span class="evil ql-size-large">t</span>')).toBe('<span class="ql-size-large">t</span>');
    expect(sanitizeRichText('<span style="color: red !important; text-align: center">t</span>')).toBe('<span style="text-align:center">t</span>');
    expect(sanitizeRichText('<span style="color: red ! /**/ important">t</span><p style="COLOR: red">u</p>')).toBe('<span>t</span><p>u</p>');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style><svg><script>1</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<!-- c --><p>t</p><!doctype html>')).toBe('<p>t</p>');
  });

  it('opens links in a new tab only without a handle on the opener; takes images from the web, the site or as raster pictures', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toBe('<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/x" target="_self" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    const addresses = '<a href="mailto:a@b.test">x</a><a href="#part">y</a><a href="../a?b=c:d">z</a><a href="//cdn.test/a">w</a>';
    expect(sanitizeRichText(addresses)).toBe(addresses);
    expect(sanitizeRichText('<a href="tel:110">x</a><a href="ftp://x.test">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:image/png,raw">')).toBe('<img /><img />');
    const pictures = '<img src="data:image/jpeg;base64,/9j/" /><img src="https://cdn.test/a.png" /><img src="a.png?v=1:2" />';
    expect(sanitizeRichText(pictures)).toBe(pictures);
  });

  it('escapes stray brackets, drops unknown tags but keeps their text, closes what it opened', () => {
    expect(sanitizeRichText('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeRichText('<custom-tag>文字</custom-tag>')).toBe('文字');
    expect(sanitizeRichText('<p><strong>未闭合')).toBe('<p><strong>未闭合</strong></p>');
    // A stray </p> is an empty paragraph to an HTML5 parser (browsers read it the same way); a stray </div> is nothing.
    expect(sanitizeRichText('</p>多余<p>x</div>')).toBe('<p></p>多余<p>x</p>');
    expect(sanitizeRichText('<img src="a.png" title="x"/>')).toBe('<img src="a.png" />');
    expect(sanitizeRichText('<a href="/x" title="&quot;><script>">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeRichText('<script>never closed')).toBe('');
  });

  it('never lets a script tag, a handler or a javascript: address through, and is stable on its own output', () => {
    const piece = fc.constantFrom('<', '>', '"', "'", '=', ' ', '/', 'p', 'a', 'img', 'script', 'onerror', 'href', 'src', 'javascript:', '&#58;', '<!--', '-->', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const clean = sanitizeRichText(parts.join(''));
        expect(executableParts(clean)).toEqual([]);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });

  describe('known filter-evasion payloads', () => {
    it.each(XSS_PAYLOADS.map((payload) => [payload]))('%j comes out with nothing executable, and stays so when cleaned again', (payload) => {
      const clean = sanitizeRichText(payload);
      expect(executableParts(clean)).toEqual([]);
      expect(sanitizeRichText(clean)).toBe(clean);
    });

    it('the checks themselves catch each kind of leftover', () => {
      expect(executableParts('<p>ok</p><a href="https://x.test" target="_blank">x</a><img src="data:image/png;base64,iVBO">')).toEqual([]);
      expect(executableParts('<svg></svg><img src=x onerror=1><a href="jav&#9;ascript:1">x</a><p style="background:url(x)">x</p>')).toEqual([
        '<svg>',
        'img[onerror="1"]',
        'a[href="jav\\tascript:1"]',
        'p[style="background:url(x)"]',
      ]);
      // The route tests' DOM-less reading of stored text catches the same kinds.
      expect(foreignMarkup('<p class="ql-x">ok</p><img src="data:image/png;base64,iVBO" /><a href="/a" target="_blank">x</a>')).toEqual([]);
      expect(foreignMarkup('<svg><img src="x" onerror="1"><a href="jav&#9;ascript:1">x</a><a href=" data:text/html,1">y</a>1 <! 2')).toEqual([
        '<svg>',
        'img[onerror]',
        'a[href]',
        'a[href]',
        '<',
      ]);
    });
  });
});
