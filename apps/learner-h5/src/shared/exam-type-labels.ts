/**
 * Question-type labels of the learner app (answering screen, 智能组题 form). Spec §3: question types come from the
 * `cmtt_exam_type` dictionary (dictValue → dictLabel), so an admin's edit shows everywhere a type is named. Until the
 * dictionary answers (or when it fails) the built-in labels stand in, so a question never shows without its type.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dictQueries, type DictOption } from '@medteach/api-client';
import { DictType, QUESTION_TYPE_LABELS, QuestionType, toQuestionTypeValue, type QuestionTypeValue } from '@medteach/contract';

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

/** Every question type as a checkbox option, labelled from the dictionary (智能组题's question-type choice). */
export function questionTypeOptions(labels: ExamTypeLabels): { value: QuestionTypeValue; label: string }[] {
  return Object.values(QuestionType).map((value) => ({ value, label: labels[value] }));
}
