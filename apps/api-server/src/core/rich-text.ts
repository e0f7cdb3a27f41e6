import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Server-side sanitiser for rich text the console stores (knowledge sections, question stems, options, analyses): an
 * allow-list of the tags and attributes the admin editor (Quill: headings, emphasis, colours, lists, alignment, links,
 * images) produces; everything else is dropped, script-like elements with their content. The clients sanitise again
 * before rendering (DOMPurify in the browser); this keeps stored text safe for any other reader (exports, a RuoYi front
 * end). Parsing and escaping are sanitize-html's (htmlparser2; every kept attribute quoted, all text escaped); this
 * file only says what the editor's markup may hold.
 */

const EDITOR_TAGS = [
  'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'code', 'ol', 'ul', 'li', 'a', 'img', 'hr', 'div', 'table', 'thead', 'tbody', 'tr',
  'td', 'th',
];
/** Elements whose content is code, foreign markup or raw text, not readable text: dropped whole. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'xmp', 'svg', 'math',
  'select', 'option', 'noembed', 'noframes', 'plaintext',
];
/** Quill's own classes (alignment, indent, size, font): no other class reaches the readers' style sheets. */
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
/** Colours and alignment as Quill writes them: a hex colour, rgb()/rgba() of numbers, or a keyword. */
const EDITOR_STYLE_VALUE = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z-]+)$/i;
/** `!important`, however it is spelt or split by comments: no editor value holds a "!". */
const IMPORTANT = /!/;
/**
 * Images may be inline only as base64 raster pictures: a data: address of any other type (HTML, SVG which can carry
 * script) is dropped even though sanitize-html would let every data: address through for img once it is allowed.
 */
const INLINE_PICTURE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
/** Anything before the first / ? # that ends in a colon is a scheme; without one the address is relative. */
const HAS_SCHEME = /^[^/?#]*:/;
/** What a browser makes of an address: control characters and spaces (anywhere, as sanitize-html reads it) gone. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const asBrowserSees = (address: string) => address.replace(/[\u0000-\u0020]+/g, '');
const safeImageAddress = (address: string) => {
  const seen = asBrowserSees(address);
  return INLINE_PICTURE.test(seen) || /^https?:/i.test(seen) || !HAS_SCHEME.test(seen);
};

const EDITOR_MARKUP: IOptions = {
  allowedTags: EDITOR_TAGS,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedClasses: { '*': [QUILL_CLASS] },
  allowedStyles: { '*': { color: [EDITOR_STYLE_VALUE], 'background-color': [EDITOR_STYLE_VALUE], 'text-align': [EDITOR_STYLE_VALUE] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  transformTags: {
    // sanitize-html checks a declaration's value without its !important and then writes the flag back; the editor never
    // writes one, so a declaration carrying it is dropped rather than allowed to override the reader's styles.
    '*': (tagName, attribs) => {
      if (attribs.style === undefined || !IMPORTANT.test(attribs.style)) return { tagName, attribs };
      return { tagName, attribs: { ...attribs, style: attribs.style.split(';').filter((declaration) => !IMPORTANT.test(declaration)).join(';') } };
    },
    // A link opens in a new tab only, and never with a handle on the page that opened it.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && safeImageAddress(src) ? attribs : rest };
    },
  },
};

/** The allowed subset of `html`, with every element it opens closed again and all text and attributes escaped. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, EDITOR_MARKUP);

const TEXT_ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };

/** Stored rich text as one line of plain text (tags dropped, common entities decoded, whitespace collapsed): lists, snippets. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|amp|quot|apos|#39);/g, (_, name: string) => TEXT_ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
