import DOMPurify from 'dompurify';

/**
 * Sanitised results by input. A question re-renders on every pick (option colours, answer block) with the same
 * stem, options and analysis; DOMPurify parses each string into a DOM, which at 4× CPU slowdown was a large part
 * of the tap-to-feedback time. Bounded so a long session does not keep every question's HTML.
 */
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

/**
 * Server text (stems, options, analysis) may contain HTML from the admin rich-text editor; only a safe subset is
 * rendered. Without a DOM (Node tools) DOMPurify cannot work, so every tag is dropped instead.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const text = html ?? '';
  if (!DOMPurify.isSupported) return text.replace(/<[^>]*>/g, '');
  const known = cache.get(text);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(text, { USE_PROFILES: { html: true } });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(text, clean);
  return clean;
}
