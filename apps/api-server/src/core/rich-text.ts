/**
 * Server-side sanitiser for rich text the console stores (knowledge sections, question analyses): an allow-list of
 * the tags and attributes the admin editor (Quill: headings, emphasis, colours, lists, alignment, links, images)
 * produces; everything else is dropped, script-like elements with their content. The clients sanitise again before
 * rendering (DOMPurify in the browser); this keeps stored text safe for any other reader (exports, a RuoYi front
 * end) without a DOM on the server.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'code', 'ol', 'ul', 'li', 'a', 'img', 'hr', 'div', 'table', 'thead', 'tbody', 'tr',
  'td', 'th',
]);
const VOID_TAGS = new Set(['br', 'img', 'hr']);
/** Elements whose content is code or foreign markup, not text: dropped whole. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'noembed', 'noframes', 'plaintext']);

const TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  li: ['data-list'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const STYLE_PROPERTIES = new Set(['color', 'background-color', 'text-align']);
const SAFE_STYLE_VALUE = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z-]+)$/i;
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
const SAFE_LINK = /^(https?:|mailto:|\/|#|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;
const SAFE_IMAGE = /^(https?:|\/|\.{0,2}\/|data:image\/(png|jpe?g|gif|webp);base64,|[^:/?#]*(?:[/?#]|$))/i;

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? all;
  });
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** What a browser makes of an address: control characters and spaces before it, tabs and line breaks anywhere, gone. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const asBrowserSees = (url: string) => url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');

function safeStyle(value: string): string {
  return value
    .split(';')
    .map((d) => d.split(':').map((p) => p.trim()))
    .filter(([prop, v, ...rest]) => rest.length === 0 && prop && v && STYLE_PROPERTIES.has(prop.toLowerCase()) && SAFE_STYLE_VALUE.test(v))
    .map(([prop, v]) => `${prop.toLowerCase()}: ${v}`)
    .join('; ');
}

function safeAttribute(tag: string, name: string, raw: string): string | null {
  const value = decodeEntities(raw);
  if (name === 'class') return value.split(/\s+/).filter((c) => QUILL_CLASS.test(c)).join(' ') || null;
  if (name === 'style') return safeStyle(value) || null;
  if (!TAG_ATTRIBUTES[tag]?.includes(name)) return null;
  if (name === 'href') return SAFE_LINK.test(asBrowserSees(value)) ? asBrowserSees(value) : null;
  if (name === 'src') return SAFE_IMAGE.test(asBrowserSees(value)) ? asBrowserSees(value) : null;
  if (name === 'target') return value === '_blank' ? value : null;
  if (name === 'rel') return 'noopener noreferrer';
  return value;
}

function openingTag(tag: string, attributes: string): string {
  const kept: string[] = [];
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    const value = safeAttribute(tag, name, m[2] ?? m[3] ?? m[4] ?? '');
    if (value !== null && !kept.some((k) => k.startsWith(`${name}=`))) kept.push(`${name}="${escapeAttribute(value)}"`);
  }
  return `<${tag}${kept.length ? ` ${kept.join(' ')}` : ''}>`;
}

/** Where the element opened at `from` ends (after its closing tag), or the end of the text when it never closes. */
function endOfElement(html: string, from: number, tag: string): number {
  const close = new RegExp(`</${tag}\\s*>`, 'ig');
  close.lastIndex = from;
  const m = close.exec(html);
  return m ? m.index + m[0].length : html.length;
}

/** The allowed subset of `html`, with every element it opens closed again. */
export function sanitizeRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i).replace(/>/g, '&gt;');
      break;
    }
    out += html.slice(i, lt).replace(/>/g, '&gt;');
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const m = TAG.exec(rest);
    if (!m) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const [whole, slash, rawName, attributes] = m;
    const tag = rawName.toLowerCase();
    i = lt + whole.length;
    if (!slash && DROP_WITH_CONTENT.has(tag)) {
      i = endOfElement(html, i, tag);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (slash) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += openingTag(tag, attributes);
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

const TEXT_ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };

/** Stored rich text as one line of plain text (tags dropped, common entities decoded, whitespace collapsed): lists, snippets. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|amp|quot|apos|#39);/g, (_, name: string) => TEXT_ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
