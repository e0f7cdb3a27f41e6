import { QUESTION_PREVIEW_SOURCE } from '@medteach/contract';
import { listenForPreview } from './preview-channel';

describe('question preview channel', () => {
  it('takes questions from its parent on the same origin only', () => {
    const got: unknown[] = [];
    const stop = listenForPreview(window, (questions) => got.push(questions));
    const questions = [{ id: 1, type: 0, content: '题干' }];
    window.dispatchEvent(new MessageEvent('message', { data: { source: QUESTION_PREVIEW_SOURCE, kind: 'questions', questions }, origin: window.location.origin, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { source: QUESTION_PREVIEW_SOURCE, kind: 'questions', questions }, origin: 'https://evil.example', source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'other', kind: 'questions', questions }, origin: window.location.origin, source: window }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: { source: QUESTION_PREVIEW_SOURCE, kind: 'questions', questions }, origin: window.location.origin, source: window }));
    expect(got).toEqual([questions]);
  });
});
