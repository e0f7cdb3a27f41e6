import { render, screen } from '@testing-library/react';
import type { Question } from '../model/question';
import { createPracticeSession } from '../model/session';
import { questionViewModel } from '../model/session-view';
import { QuestionView } from './QuestionView';
import { sanitizeHtml } from './sanitize';

/**
 * The same kinds of payload as the browser corpus (e2e/tests/security/xss-corpus.ts): each would set
 * `window.__xss` if it ran. Here they go through every field the renderer shows as HTML.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<a href="javascript:window.__xss=3">链接</a>',
  '<svg onload="window.__xss=4"><circle r="1"/></svg>',
  '"><img src=x onerror=window.__xss=5>',
  "'><svg/onload=window.__xss=6>",
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<details open ontoggle="window.__xss=8">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=9">',
  '<body onload="window.__xss=10">',
  '<input autofocus onfocus="window.__xss=11">',
  '<object data="javascript:window.__xss=12"></object>',
];

/** Anything in the rendered tree that could run script. */
function liveMarkup(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter(
      (el) =>
        ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName) ||
        [...el.attributes].some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value) || a.name === 'srcdoc'),
    )
    .map((el) => el.outerHTML.slice(0, 80));
}

describe('server HTML in questions is sanitised', () => {
  it.each(PAYLOADS)('sanitizeHtml leaves nothing live: %s', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(`<p>题干</p>${payload}`);
    expect(liveMarkup(host)).toEqual([]);
  });

  it('stem, shared stem, options and 试题详解 render every payload inert', () => {
    const hostile = PAYLOADS.join('\n');
    const group: Question = {
      id: 1,
      type: 2,
      content: `共用题干${hostile}`,
      childedList: [
        {
          id: 2,
          content: `题干${hostile}`,
          selectList: PAYLOADS.slice(0, 5).map((name, i) => ({ type: 'ABCDE'[i], name })),
          answer: 'A',
          analysis: `解析${hostile}`,
          fileUrl: 'javascript:window.__xss=13',
        },
      ],
    };
    // Recite mode shows the answer block and 试题详解 at once.
    const view = questionViewModel(createPracticeSession([group], { mode: 'recite' }));
    if (!view) throw new Error('no question');
    const { container } = render(<QuestionView view={view} onAction={() => undefined} />);
    expect(screen.getByText('试题详解')).toBeInTheDocument();
    expect(container.textContent).toContain('共用题干');
    expect(container.textContent).toContain('解析');
    expect(liveMarkup(container)).toEqual([]);
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
