import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Spin, Typography } from 'antd';
import { LoadFailed } from '../../shared/LoadFailed';
import { itemAnalysisQueries } from './api';
import { ClassTable } from './ClassTable';
import { percent } from './figures';
import { itemAnalysisText as text } from './messages';
import { PaperPicker, type Kind, type PaperChoice } from './PaperPicker';
import { QuestionTable } from './QuestionTable';

/**
 * 试题分析 (issue 18): pick a plan paper (学期 → 计划 → 课次 → 试卷), a course paper (课程 → 资源 · 试卷) or a bank's
 * mock exams (题库), then per question 正确率, 区分度, 高低分组差, option distribution and flags, and per class the
 * weakest categories. Mock exams draw their own questions: each row also says over how many attempts (作答数).
 */
export default function ItemAnalysisPage() {
  const [choice, setChoice] = useState<PaperChoice | null>(null);
  const [kind, setKind] = useState<Kind>('plan');
  const planPaper = useQuery({ ...itemAnalysisQueries.planPaper(choice?.kind === 'plan' ? choice.query : { planDetailId: 0, paperId: 0 }), enabled: choice?.kind === 'plan' });
  const coursePaper = useQuery({
    ...itemAnalysisQueries.coursePaper(choice?.kind === 'course' ? choice.query : { onlineCourseId: 0, onlineCourseResourceId: 0, paperId: 0 }),
    enabled: choice?.kind === 'course',
  });
  const mockExam = useQuery({ ...itemAnalysisQueries.mockExam(choice?.kind === 'mock' ? choice.query : { studyBankId: 0 }), enabled: choice?.kind === 'mock' });
  const analysis = choice?.kind === 'course' ? coursePaper : choice?.kind === 'mock' ? mockExam : planPaper;
  const data = analysis.data;
  const mock = choice?.kind === 'mock';

  const body = !choice ? (
    <Empty description={kind === 'mock' ? text.chooseBank : text.choosePaper} />
  ) : analysis.isError ? (
    <LoadFailed onRetry={() => void analysis.refetch()} />
  ) : !data ? (
    <Spin spinning>
      <div style={{ minHeight: 160 }} />
    </Spin>
  ) : (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text>
        <Typography.Text strong>{data.paperName}</Typography.Text>
        {'　'}
        {(mock ? text.mockSummary : text.summary)(data.attempts, percent(data.meanScore))}
      </Typography.Text>
      {!data.attempts && <Typography.Text type="secondary">{mock ? text.noMockAttempts : text.noAttempts}</Typography.Text>}
      {mock && data.attempts > 0 && <Typography.Text type="secondary">{text.drawnNote}</Typography.Text>}
      <QuestionTable items={data.items} attempts={data.attempts} />
    </Space>
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <PaperPicker onChange={setChoice} onKind={setKind} />
      </Card>
      <Card title={text.questionsTitle}>{body}</Card>
      {data && choice && !analysis.isError && (data.classes?.length ?? 0) > 0 && (
        <Card title={text.classesTitle}>
          <ClassTable classes={data.classes ?? []} />
        </Card>
      )}
    </Space>
  );
}
