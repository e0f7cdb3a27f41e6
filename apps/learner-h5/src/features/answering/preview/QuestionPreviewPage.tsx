import { useEffect, useState } from 'react';
import type { Question } from '@medteach/question-engine';
import { LoadingState } from '@medteach/ui-kit';
import { examTypeLabels, type ExamTypeLabels } from '../../../shared/exam-type-labels';
import { PracticeScreen } from '../PracticeScreen';
import { listenForPreview } from './preview-channel';
import { previewText } from './messages';

/** Answers stay on this screen: a preview records nothing. */
const keepLocal = async () => 'sent' as const;
const nothing = () => undefined;

/**
 * /questionPreview: the console's phone preview (admin-shell 试题管理 shows this page in a 390×844 frame). The
 * questions arrive from the console as the server shapes them for the phone, and are drawn by the answering
 * screen itself — answer and recite modes, font sizes, attachments, 试题详解, type labels from the dictionary — so the
 * preview is what a student sees.
 */
export default function QuestionPreviewPage() {
  const [preview, setPreview] = useState<{ questions: Question[]; typeLabels: ExamTypeLabels; generation: number } | null>(null);
  useEffect(
    () =>
      listenForPreview(window, (questions, typeDict) =>
        setPreview((p) => ({ questions, typeLabels: examTypeLabels(typeDict), generation: (p?.generation ?? 0) + 1 })),
      ),
    [],
  );
  if (!preview) return <LoadingState text={previewText.waiting} />;
  return (
    <PracticeScreen
      key={preview.generation}
      title={previewText.title}
      questions={preview.questions}
      typeLabels={preview.typeLabels}
      session={{ unlocked: true, revealAfterEachAnswer: true }}
      submitAnswer={keepLocal}
      onLocked={nothing}
      onBack={nothing}
    />
  );
}
