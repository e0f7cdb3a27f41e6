import type { CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';

interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Sanitised server HTML; plain text keeps its line breaks. */
export function RichText({ html, className, style }: RichTextProps) {
  return (
    <div
      className={className}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...style }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
