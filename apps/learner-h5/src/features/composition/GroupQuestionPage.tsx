import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { questionBankMutations, questionBankQueries } from '@medteach/api-client';
import type { CategoryTreeNode } from '@medteach/contract';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { questionTypeOptions, useExamTypeLabels } from '../../shared/exam-type-labels';
import { numberParam, paperLink } from './composition-links';
import { COUNT_DEBOUNCE_MS } from './composition-rules';
import { defaultChoice, GroupQuestionForm, type CompositionChoice } from './GroupQuestionForm';
import { compositionText } from './messages';
import { useDebouncedValue } from './useDebouncedValue';
import { bankHomeLink } from '../../shared/bank-home';

const firstLevel = (root: CategoryTreeNode | undefined) => root?.children ?? [];

/** /subjectGroupQuestion (spec §2, §5): the 智能组题 form; 开始答题 draws a paper and opens it. */
export default function GroupQuestionPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const studyBankId = numberParam(search.get('studyBankId'));
  const tree = useQuery({ ...questionBankQueries.tree(majorType, studyBankId), select: firstLevel });
  const [choice, setChoice] = useState<CompositionChoice | null>(null);
  // Spec §3: type labels from the cmtt_exam_type dictionary, as on the answering screen.
  const typeLabels = useExamTypeLabels();
  const questionTypes = useMemo(() => questionTypeOptions(typeLabels), [typeLabels]);
  const initial = useMemo(() => (tree.data ? defaultChoice(tree.data, questionTypes) : null), [tree.data, questionTypes]);
  const current = choice ?? initial;
  // Spec §5: the count is re-queried 300 ms after the last change.
  const settled = useDebouncedValue(current, COUNT_DEBOUNCE_MS);
  const count = useQuery({
    ...questionBankQueries.compositionCount({ studyBankId, majorType, ...settled, type: settled?.type }),
    enabled: settled !== null,
  });
  const compose = useMutation(questionBankMutations.compose());
  const counting = count.isFetching || settled !== current;
  const recordsLink = `/subjectTestCreation?${new URLSearchParams({ majorType: String(majorType), ...(studyBankId ? { studyBankId: String(studyBankId) } : {}) })}`;

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader
        title={compositionText.formTitle}
        onBack={() => navigate(bankHomeLink(majorType, studyBankId))}
        right={
          <button type="button" onClick={() => navigate(recordsLink)} style={{ border: 0, background: 'none', color: 'var(--adm-color-primary)', fontSize: 14, padding: 0 }}>
            {compositionText.recordsTitle}
          </button>
        }
      />
      <QueryStatus query={tree}>
        {(subjects) => (
          <GroupQuestionForm
            subjects={subjects}
            questionTypes={questionTypes}
            matching={counting ? undefined : count.data}
            onChoice={setChoice}
            starting={compose.isPending}
            onRetryCount={count.isError && !counting ? () => void count.refetch() : undefined}
            onStart={({ choice: c, title, num }) =>
              compose.mutate(
                { studyBankId, majorType, ...c, title: title || undefined, num },
                { onSuccess: (studyPaperId) => navigate(paperLink({ studyPaperId, studyBankId, majorType, name: 'groupQuestion' })) },
              )
            }
          />
        )}
      </QueryStatus>
    </main>
  );
}
