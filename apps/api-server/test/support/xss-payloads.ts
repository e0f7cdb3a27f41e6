/**
 * Known ways of sneaking script past an HTML filter, for the rich text the console stores (knowledge sections,
 * question stems, options and analyses). Drawn from the OWASP XSS filter evasion cheat sheet and the mutation-XSS
 * cases browser sanitisers are tested against: mixed case, entity- and whitespace-encoded `javascript:`, foreign
 * content (svg, math), raw-text elements, comment and CDATA tricks, unclosed tags, quotes breaking out of attributes,
 * and elements that run or load something through an attribute (srcdoc, action, base href, data: addresses).
 * Every payload would run `alert(1)` (or load a script) somewhere if it came through whole.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script elements, in any spelling
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<SCRIPT SRC=//xss.test/x.js></SCRIPT>',
  '<script\n>alert(1)</script\n>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<script>alert(1)',
  '<script/src="data:text/javascript,alert(1)"></script>',

  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img src="x" alt="x"onerror="alert(1)">',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x onerror\n=alert(1)>',
  '<img src=x onerror="&#97;lert(1)">',
  '<img src=x alt=`x`onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>text</p>',
  '<a href="https://example.com" onfocus=alert(1) autofocus>x</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',

  // javascript: addresses, encoded every way a browser still reads them
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav\nascript:alert(1)">x</a>',
  '<a href="java&Tab;script&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0000javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="ja<!-- -->vascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="http://example.com" target="_top">x</a>',

  // data: addresses
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="da\tta:text/html,alert(1)">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',

  // Foreign content and namespace confusion (mutation XSS)
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',

  // Raw-text elements whose content a second parser may read as markup
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<noframes><img src=x onerror=alert(1)></noframes>',
  '<template><img src=x onerror=alert(1)></template>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<div><style><!--</style><img src=x onerror=alert(1)>--></style></div>',
  '<plaintext><img src=x onerror=alert(1)>',

  // Comments and CDATA
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',

  // Elements that run or load something through an attribute
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<img srcset="javascript:alert(1) 1x">',
  '<img src=x lowsrc="javascript:alert(1)">',
  '<p id="location" name="cookie" class="ql-x x">clobbering</p>',

  // Style
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<p style="color: red; background-image: url(\'javascript:alert(1)\')">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="color: expression(alert(1))">x</p>',
  '<span style="color: re\\64">x</span>',
  '<span style="color: red; } body { background: url(javascript:alert(1))">x</span>',
  '<style>@import "javascript:alert(1)";</style>',

  // Unclosed tags and quotes breaking out of attributes
  '<img src=x onerror=alert(1)//',
  '<a href="javascript:alert(1)"',
  '<p title="x',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '<a href="/x" title="&quot;><script>alert(1)</script>">x</a>',
  '<img src="x" alt="&quot; onerror=&quot;alert(1)">',
  '<img src="x` `<script>alert(1)</script>"` `>',
];

/** The payloads a request may carry: the API refuses a NUL anywhere in a body (no text column of either engine takes one). */
export const STORABLE_XSS_PAYLOADS = XSS_PAYLOADS.filter((payload) => !payload.includes('\u0000'));

const EDITOR_TAGS = new Set([
  'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'code', 'ol', 'ul', 'li', 'a', 'img', 'hr', 'div', 'table', 'thead', 'tbody', 'tr',
  'td', 'th',
]);
const EDITOR_ATTRIBUTES = new Set(['class', 'style', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'data-list', 'colspan', 'rowspan']);
/** An address a reader may follow or load: the web, mail, the site itself (no scheme), or an inline raster picture. */
const SAFE_ADDRESS = /^(https?:|mailto:|data:image\/(png|jpe?g|gif|webp);base64,|[^:/?#]*(?:[/?#]|$))/i;

const NAMED_REFERENCES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', colon: ':', tab: '\t', newline: '\n' };
/** An attribute value as a browser reads it: numeric character references and the ones spelling a scheme decoded. */
const decodeReferences = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (all, ref: string) => {
    if (ref[0] !== '#') return NAMED_REFERENCES[ref.toLowerCase()] ?? all;
    const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/**
 * What could still run in stored rich text, read without a DOM (route tests run on the server): tags outside the
 * editor's, attributes outside its list (every on… handler among them), addresses with another scheme. Tags read whole
 * because stored text escapes every `<` and `>` outside markup and every `>` and `"` inside attribute values.
 */
export function foreignMarkup(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)((?:\s[^>]*)?)\/?>/gi)) {
    if (!EDITOR_TAGS.has(name)) found.push(tag);
    for (const [, attribute, value] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      // eslint-disable-next-line no-control-regex -- browsers skip control characters in addresses, so the check does too
      const address = decodeReferences(value ?? '').replace(/[\u0000-\u0020]/g, '');
      if (!EDITOR_ATTRIBUTES.has(attribute) || (['href', 'src'].includes(attribute) && !SAFE_ADDRESS.test(address))) found.push(`${name}[${attribute}]`);
    }
  }
  return found.concat(html.match(/<(?![a-z/])/gi) ?? []);
}
