import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@medteach/api-client';
import { buildDictData, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { QUESTION_PREVIEW_SOURCE, type BankQuestion } from '@medteach/contract';
import { QuestionPreview } from './QuestionPreview';

setupMswServer(...systemHandlers({ dicts: { cmtt_exam_type: [buildDictData({ dictValue: '0', dictLabel: '单选题（A1）' })] } }));
setupTestApi();

describe('手机预览', () => {
  it('sends the phone page the cmtt_exam_type labels with the questions, so types are named as on the phone', async () => {
    const questions = [{ id: 1, type: 0, content: '题干' }] as unknown as BankQuestion[];
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <QuestionPreview state={{ status: 'ready', questions }} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const frame = (await waitFor(() => {
      const found = document.querySelector('iframe[title="手机预览"]');
      expect(found).not.toBeNull();
      return found as HTMLIFrameElement;
    }));
    const phone = frame.contentWindow as Window;
    const posted = vi.spyOn(phone, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: QUESTION_PREVIEW_SOURCE, kind: 'ready' }, origin: window.location.origin, source: phone }));
    });
    await waitFor(() =>
      expect(posted).toHaveBeenLastCalledWith(
        { source: QUESTION_PREVIEW_SOURCE, kind: 'questions', questions, typeDict: [expect.objectContaining({ value: '0', label: '单选题（A1）' })] },
        window.location.origin,
      ),
    );
  });
});
