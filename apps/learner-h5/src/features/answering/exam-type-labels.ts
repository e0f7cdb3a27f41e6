/**
 * Question-type labels of the answering screen. Spec §3: question types come from the `cmtt_exam_type` dictionary
 * (dictValue → dictLabel), so an admin's edit shows here. Until the dictionary answers (or when it fails) the
 * built-in labels stand in, so a question never shows without its type.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dictQueries, type DictOption } from '@medteach/api-client';
import { DictType } from '@medteach/contract';
import { QUESTION_TYPE_LABELS, toQuestionTypeValue, type QuestionTypeValue } from '@medteach/question-engine';

export type ExamTypeLabels = Readonly<Record<QuestionTypeValue, string>>;

/** Dictionary labels over the built-in ones; entries that are not a known type code or have no label are ignored. */
export function examTypeLabels(options: readonly DictOption[] | undefined): ExamTypeLabels {
  const labels: Record<QuestionTypeValue, string> = { ...QUESTION_TYPE_LABELS };
  for (const option of options ?? []) {
    const code = toQuestionTypeValue(option.value);
    if (code !== null && option.label.trim() !== '') labels[code] = option.label;
  }
  return labels;
}

export function useExamTypeLabels(): ExamTypeLabels {
  const { data } = useQuery(dictQueries.byType(DictType.EXAM_TYPE));
  return useMemo(() => examTypeLabels(data), [data]);
}
