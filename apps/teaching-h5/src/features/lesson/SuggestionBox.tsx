import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, TextArea } from 'antd-mobile';
import { teachingMutations } from '@medteach/api-client';
import { SUGGEST_MAX_LENGTH } from '@medteach/contract';
import { toast } from '@medteach/ui-kit';
import { lessonText } from './messages';
import styles from './lesson.module.css';

/**
 * Student view of 评价建议: their saved suggestion, or — when none exists — a box to add one (spec §5: non-empty,
 * at most 200 characters with a counter, 保存成功！). Saving refreshes the lesson, which then carries it.
 */
export function SuggestionBox({ planDetailId, suggest }: { planDetailId: number; suggest: string }) {
  const [draft, setDraft] = useState('');
  const save = useMutation(teachingMutations.saveSuggestion(planDetailId));
  if (suggest) return <div className={styles.suggest}>{suggest}</div>;

  const submit = () => {
    if (draft.trim() === '') return toast(lessonText.suggestPlaceholder);
    save.mutate({ planDetailId, suggest: draft.trim() }, { onSuccess: () => toast(lessonText.saved) });
  };
  return (
    <div className={styles.suggest}>
      <div className={styles.suggestInput}>
      <TextArea
        placeholder={lessonText.suggestPlaceholder}
        value={draft}
        onChange={setDraft}
        maxLength={SUGGEST_MAX_LENGTH}
        showCount
        rows={3}
        style={{ '--font-size': '14px' }}
      />
      </div>
      <Button block color="primary" size="middle" loading={save.isPending} onClick={submit} style={{ marginTop: 8 }}>
        {lessonText.suggestSave}
      </Button>
    </div>
  );
}
