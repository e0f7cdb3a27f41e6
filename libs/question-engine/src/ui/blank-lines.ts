/**
 * A fill-in stem marks each blank with a run of low lines (＿＿ or ____). CJK text may break between any two
 * characters, so a blank could start on one line and end on the next ("__" / "__") and read as two blanks. Each run
 * is wrapped in a `qe-blank-line` span that never breaks. Works on sanitised HTML and touches only text nodes, so
 * an underscore inside an attribute (an image file name) is left alone and no markup from the server is added.
 */
const BLANK_RUN = /[＿_]{2,}/g;
const HAS_BLANK_RUN = /[＿_]{2,}/;

function wrapRuns(text: Text): void {
  const doc = text.ownerDocument;
  const fragment = doc.createDocumentFragment();
  let last = 0;
  for (const match of text.data.matchAll(BLANK_RUN)) {
    const start = match.index ?? 0;
    fragment.append(text.data.slice(last, start));
    const line = doc.createElement('span');
    line.className = 'qe-blank-line';
    line.style.whiteSpace = 'nowrap';
    line.textContent = match[0];
    fragment.append(line);
    last = start + match[0].length;
  }
  fragment.append(text.data.slice(last));
  text.replaceWith(fragment);
}

/** Sanitised stem HTML with every blank run kept on one line; unchanged when there is no run (or no DOM). */
export function keepBlankLinesWhole(html: string): string {
  if (!HAS_BLANK_RUN.test(html) || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) if (HAS_BLANK_RUN.test(text.data)) wrapRuns(text);
  return template.innerHTML;
}
