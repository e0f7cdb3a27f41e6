import { useMemo, type CSSProperties } from 'react';
import { keepBlankLinesWhole } from './blank-lines';
import { sanitizeHtml } from './sanitize';

interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  /** A question stem: fill-in blanks (＿＿) never break across lines. */
  stem?: boolean;
}

/** Sanitised server HTML; plain text keeps its line breaks. */
export function RichText({ html, className, style, stem = false }: RichTextProps) {
  const safe = useMemo(() => (stem ? keepBlankLinesWhole(sanitizeHtml(html)) : sanitizeHtml(html)), [html, stem]);
  return <div className={className} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...style }} dangerouslySetInnerHTML={{ __html: safe }} />;
}
