import { useEffect, useRef, useState } from 'react';
import { Alert, Modal, Spin, Typography } from 'antd';
import { DictType, QUESTION_PREVIEW_ROUTE, QUESTION_PREVIEW_SOURCE, isQuestionPreviewMessage, type BankQuestion } from '@medteach/contract';
import { useQuery } from '@tanstack/react-query';
import { dictQueries } from '@medteach/api-client';
import { previewText as text } from './messages';

/** learner-h5 as `npm start` serves it (same origin as the console, the README's apps table). */
export const LEARNER_BASE = '/learner/';
/** The phone the preview is drawn on (the screenshots' phone size). */
export const PHONE = { width: 390, height: 844 } as const;
export const previewSrc = () => `${LEARNER_BASE}#${QUESTION_PREVIEW_ROUTE}`;

export type PreviewState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; questions: BankQuestion[] };

/** The preview's state and `show(load)`: loading at once, then the questions `load` brings or its error. */
export function usePreviewState() {
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const show = (load: () => Promise<BankQuestion[]>) => {
    setPreview({ status: 'loading' });
    load()
      .then((questions) => setPreview({ status: 'ready', questions }))
      .catch((error: unknown) => setPreview({ status: 'error', message: error instanceof Error ? error.message : '' }));
  };
  return { preview, show, close: () => setPreview(null) };
}

/**
 * 手机预览: the question drawn by the phone's own answering screen — learner-h5's /questionPreview in a 390×844
 * frame (the console may not import the mobile question-engine; a frame of the real page is also the only way the
 * fonts, antd-mobile styles and attachments look exactly as on the phone). The frame says ready, then gets the
 * questions as the server shapes them for the phone.
 */
export function QuestionPreview({ state, onClose }: { state: PreviewState | null; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameReady, setFrameReady] = useState(false);
  const questions = state?.status === 'ready' ? state.questions : null;
  // The type labels the phone shows come from cmtt_exam_type; the framed page has no session to read it, so the
  // console sends its own copy with the questions (once it has answered, or failed: the phone's own labels then).
  const typeDict = useQuery(dictQueries.byType(DictType.EXAM_TYPE));
  const labelsSettled = !typeDict.isPending;
  const typeOptions = typeDict.data;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && isQuestionPreviewMessage(event.data) && event.data.kind === 'ready') setFrameReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (!frameReady || !questions || !labelsSettled) return;
    frame.current?.contentWindow?.postMessage({ source: QUESTION_PREVIEW_SOURCE, kind: 'questions', questions, typeDict: typeOptions ?? [] }, window.location.origin);
  }, [frameReady, questions, labelsSettled, typeOptions]);

  return (
    <Modal open={!!state} title={text.previewTitle} footer={null} onCancel={onClose} width={PHONE.width + 48} destroyOnHidden afterClose={() => setFrameReady(false)}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {text.previewHint}
      </Typography.Paragraph>
      {state?.status === 'error' && <Alert type="error" showIcon message={text.previewFailed} description={state.message} />}
      {state?.status !== 'error' && (
        <Spin spinning={!frameReady || !questions} tip={text.previewLoading}>
          <iframe
            ref={frame}
            title={text.previewTitle}
            src={previewSrc()}
            width={PHONE.width}
            height={PHONE.height}
            style={{ border: '1px solid #d9d9d9', borderRadius: 12, display: 'block' }}
          />
        </Spin>
      )}
    </Modal>
  );
}
