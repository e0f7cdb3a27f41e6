import type { DictOption } from '@medteach/api-client';
import { QUESTION_PREVIEW_SOURCE, isQuestionPreviewMessage } from '@medteach/contract';
import type { Question } from '@medteach/question-engine';

/**
 * The console's `cmtt_exam_type` dictionary, sent with the questions: this page has no session of its own to read it
 * with, and the preview must name types as the answering screen does. Entries not shaped {value, label} are dropped.
 */
function typeDictOf(data: object): DictOption[] {
  const dict = (data as { typeDict?: unknown }).typeDict;
  if (!Array.isArray(dict)) return [];
  return dict.filter((o): o is DictOption => typeof o === 'object' && o !== null && typeof o.value === 'string' && typeof o.label === 'string');
}

/**
 * The console's side of the preview (admin-shell 试题管理) is the parent window, on the same origin. This page tells
 * it that it is ready and takes the questions it sends; anything from another origin or window is ignored.
 */
export function listenForPreview(win: Window, onQuestions: (questions: Question[], typeDict: DictOption[]) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const data: unknown = event.data;
    if (isQuestionPreviewMessage(data) && data.kind === 'questions') onQuestions(data.questions as Question[], typeDictOf(data));
  };
  win.addEventListener('message', onMessage);
  if (win.parent !== win) win.parent.postMessage({ source: QUESTION_PREVIEW_SOURCE, kind: 'ready' }, win.location.origin);
  return () => win.removeEventListener('message', onMessage);
}
