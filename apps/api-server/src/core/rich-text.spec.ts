import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the console editor produces', () => {
    const quill =
      '<h2>用法</h2><p class="ql-align-center"><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<p><span style="color: rgb(230, 0, 0); background-color: #ffff00">彩色</span></p>' +
      '<ol><li data-list="bullet">一</li><li data-list="ordered">二</li></ol><blockquote>引用</blockquote>' +
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a><img src="/profile/upload/a.png"><br></p>';
    expect(sanitizeRichText(quill)).toBe(quill);
  });

  it('drops scripts, handlers, unsafe addresses and styles', () => {
    expect(sanitizeRichText('<p onclick="x()" onmouseover=y>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java&#x09;script&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" &#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBO">')).toBe('<img src="data:image/png;base64,iVBO">');
    expect(sanitizeRichText('<span style="background:url(javascript:x); color: red">t</span>')).toBe('<span style="color: red">t</span>');
    expect(sanitizeRichText('<span class="evil ql-size-large">t</span>')).toBe('<span class="ql-size-large">t</span>');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style><svg><script>1</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<!-- c --><p>t</p><!doctype html>')).toBe('<p>t</p>');
  });

  it('escapes stray brackets, drops unknown tags but keeps their text, closes what it opened', () => {
    expect(sanitizeRichText('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeRichText('<custom-tag>文字</custom-tag>')).toBe('文字');
    expect(sanitizeRichText('<p><strong>未闭合')).toBe('<p><strong>未闭合</strong></p>');
    expect(sanitizeRichText('</p>多余<p>x</div>')).toBe('多余<p>x</p>');
    expect(sanitizeRichText('<img src="a.png" title="x"/>')).toBe('<img src="a.png">');
    expect(sanitizeRichText('<a href="/x" title="&quot;><script>">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeRichText('<script>never closed')).toBe('');
  });

  it('never lets a script tag, a handler or a javascript: address through, and is stable on its own output', () => {
    const piece = fc.constantFrom('<', '>', '"', "'", '=', ' ', '/', 'p', 'a', 'img', 'script', 'onerror', 'href', 'src', 'javascript:', '&#58;', '<!--', '-->', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const clean = sanitizeRichText(parts.join(''));
        for (const tag of clean.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/^<\/?script|\son[a-z]+\s*=|javascript:/i);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });
});
