import { act, render, screen } from '@testing-library/react';
import { QUESTION_PREVIEW_SOURCE } from '@medteach/contract';
import QuestionPreviewPage from './QuestionPreviewPage';

const send = (data: object) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: QUESTION_PREVIEW_SOURCE, kind: 'questions', ...data }, origin: window.location.origin, source: window }));
  });

describe('/questionPreview (the console’s phone preview)', () => {
  it('names the question type with the console’s cmtt_exam_type label, as the answering screen does', async () => {
    render(<QuestionPreviewPage />);
    await send({
      questions: [{ id: 1, type: 0, content: '心肌梗死最常见的部位是', selectList: [{ type: 'A', name: '左心室前壁' }, { type: 'B', name: '右心室' }], answer: 'A' }],
      typeDict: [{ value: '0', label: '单选题（A1）' }],
    });
    expect(await screen.findByText('单选题（A1）')).toBeInTheDocument();
    expect(screen.queryByText('A1型题')).toBeNull();
  });
});
