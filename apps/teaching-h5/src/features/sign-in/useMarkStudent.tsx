import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ActionSheet } from 'antd-mobile';
import { MarkStatus, type PlanStudent } from '@medteach/contract';
import { toast } from '@medteach/ui-kit';
import { signInMutations } from './api';
import { signInText } from './messages';

/**
 * Marking a student by hand on the attendance list: tapping a row opens a sheet with 标记为已签到 / 标记为请假.
 * Returns the opener and the sheet to render.
 */
export function useMarkStudent(planDetailId: number) {
  const [student, setStudent] = useState<PlanStudent | null>(null);
  const mark = useMutation(signInMutations.mark(planDetailId));
  const choose = (status: (typeof MarkStatus)[keyof typeof MarkStatus]) => {
    if (!student) return;
    mark.mutate({ userId: student.userId, status }, { onSuccess: () => toast(signInText.marked) });
    setStudent(null);
  };
  const sheet = (
    <ActionSheet
      visible={student != null}
      extra={student ? signInText.markTitle(student.realName) : undefined}
      cancelText={signInText.cancel}
      actions={[
        { key: MarkStatus.PRESENT, text: signInText.markPresent, onClick: () => choose(MarkStatus.PRESENT) },
        { key: MarkStatus.EXCUSED, text: signInText.markExcused, onClick: () => choose(MarkStatus.EXCUSED) },
      ]}
      onClose={() => setStudent(null)}
    />
  );
  return { open: setStudent, sheet };
}
