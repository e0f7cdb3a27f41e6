import { QUESTION_PREVIEW_SOURCE, isQuestionPreviewMessage } from '@medteach/contract';
import type { Question } from '@medteach/question-engine';

/**
 * The console's side of the preview (admin-shell 试题管理) is the parent window, on the same origin. This page tells
 * it that it is ready and takes the questions it sends; anything from another origin or window is ignored.
 */
export function listenForPreview(win: Window, onQuestions: (questions: Question[]) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const data: unknown = event.data;
    if (isQuestionPreviewMessage(data) && data.kind === 'questions') onQuestions(data.questions as Question[]);
  };
  win.addEventListener('message', onMessage);
  if (win.parent !== win) win.parent.postMessage({ source: QUESTION_PREVIEW_SOURCE, kind: 'ready' }, win.location.origin);
  return () => win.removeEventListener('message', onMessage);
}
