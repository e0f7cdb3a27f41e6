import DOMPurify from 'dompurify';

/**
 * Server text (stems, options, analysis) may contain HTML from the admin rich-text editor; only a safe subset is
 * rendered. Without a DOM (Node tools) DOMPurify cannot work, so every tag is dropped instead.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const text = html ?? '';
  if (!DOMPurify.isSupported) return text.replace(/<[^>]*>/g, '');
  return DOMPurify.sanitize(text, { USE_PROFILES: { html: true } });
}
