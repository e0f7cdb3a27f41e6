/** Block ends and line breaks of the stem's rich text: where its lines end. */
const LINE_END = /<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi;

/**
 * The first line of a question stem as plain text, for a one-line list row. DOMParser builds an inert document
 * (no script runs, no image loads), so server rich text never reaches the page as HTML here.
 */
export function stemFirstLine(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html.replace(LINE_END, '\n'), 'text/html').body;
  for (const code of body.querySelectorAll('script, style')) code.remove();
  const text = body.textContent ?? '';
  return (
    text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .find((line) => line !== '') ?? ''
  );
}
