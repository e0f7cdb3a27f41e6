import DOMPurify from 'dompurify';

/**
 * Server rich text is rendered only after DOMPurify: scripts, event handlers and javascript: URLs are removed, so
 * nothing from server content runs (the server stores what admins type, as given).
 */
export const sanitizeRichText = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
