import { useState } from 'react';
import { Button, Space } from 'antd-mobile';
import { REVIEW_GRADE_LABELS, ReviewGrade, type ReviewGradeValue } from '@medteach/contract';
import { answeringText } from './messages';

const GRADES: ReviewGradeValue[] = [ReviewGrade.AGAIN, ReviewGrade.HARD, ReviewGrade.GOOD, ReviewGrade.EASY];

/**
 * 错题复习 (issue 18): after a correct answer the student may say how well they knew it — 忘记 / 模糊 / 记得 / 简单 —
 * which the server uses instead of the automatic 记得 to schedule the next review. Optional: not choosing keeps 记得.
 */
export function SelfGradeBar({ onGrade }: { onGrade: (grade: ReviewGradeValue) => Promise<boolean> }) {
  const [chosen, setChosen] = useState<ReviewGradeValue | null>(null);
  const [sending, setSending] = useState<ReviewGradeValue | null>(null);
  const choose = async (grade: ReviewGradeValue) => {
    setSending(grade);
    if (await onGrade(grade)) setChosen(grade);
    setSending(null);
  };
  return (
    <section aria-label={answeringText.selfGrade.group} style={{ margin: '0 8px 8px', padding: '10px 12px', background: '#fff', borderRadius: 8 }}>
      <p style={{ margin: '0 0 8px', fontSize: 14, color: '#333' }}>{chosen === null ? answeringText.selfGrade.prompt : answeringText.selfGrade.recorded(REVIEW_GRADE_LABELS[chosen])}</p>
      <Space wrap style={{ '--gap': '8px' }}>
        {GRADES.map((grade) => (
          <Button
            key={grade}
            size="small"
            color={chosen === grade ? 'primary' : 'default'}
            aria-pressed={chosen === grade}
            loading={sending === grade}
            disabled={sending !== null}
            onClick={() => void choose(grade)}
          >
            {REVIEW_GRADE_LABELS[grade]}
          </Button>
        ))}
      </Space>
    </section>
  );
}
