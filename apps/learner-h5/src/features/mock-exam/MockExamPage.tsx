import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, List } from 'antd-mobile';
import type { MockExamCurrent, MockExamReport } from '@medteach/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@medteach/ui-kit';
import { idParam } from '../../shared/id-param';
import { mockExamKeys, mockExamMutations, mockExamQueries } from './api';
import { mockExamText as text } from './messages';
import { MockExamReportView } from './MockExamReportView';
import { MockExamScreen } from './MockExamScreen';

/**
 * /mockExam?studyBankId[&report=attemptId] — 模拟考试 (issue 18). A running attempt opens straight into the exam
 * (a reload or another device continues it, the server's clock still running); otherwise the rules and 开始考试;
 * after 交卷 the report, kept in the link so a reload shows it again.
 */
export default function MockExamPage() {
  const [params] = useSearchParams();
  const studyBankId = idParam(params.get('studyBankId'));
  const reportId = idParam(params.get('report'));
  if (studyBankId === null) {
    return (
      <Frame>
        <EmptyState text={text.noBank} />
      </Frame>
    );
  }
  return reportId !== null ? <ReportStage studyBankId={studyBankId} attemptId={reportId} /> : <ExamStage studyBankId={studyBankId} />;
}

function Frame({ title = text.title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader title={title} />
      {children}
    </main>
  );
}

const reportLink = (studyBankId: number, attemptId: number) => `/mockExam?studyBankId=${studyBankId}&report=${attemptId}`;

function ExamStage({ studyBankId }: { studyBankId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useQuery(mockExamQueries.current(studyBankId));
  const start = useMutation(mockExamMutations.start());
  const submitted = (report: MockExamReport) => {
    queryClient.setQueryData(mockExamKeys.report(report.attemptId), report);
    navigate(reportLink(studyBankId, report.attemptId), { replace: true });
  };

  if (current.isPending) return <Frame><LoadingState /></Frame>;
  if (current.isError) return <Frame><ErrorState onRetry={() => void current.refetch()} /></Frame>;
  const { attempt, rules, lastAttemptId } = current.data;
  if (attempt) return <MockExamScreen key={attempt.attemptId} attempt={attempt} onSubmitted={submitted} />;

  const begin = async () => {
    const started = await start.mutateAsync(studyBankId);
    queryClient.setQueryData<MockExamCurrent>(mockExamKeys.current(studyBankId), { ...current.data, attempt: started });
  };
  return (
    <Frame>
      <List header={rules.studyBankName} mode="card">
        <List.Item>{text.count(rules.questionCount)}</List.Item>
        <List.Item>{text.duration(rules.durationMinutes)}</List.Item>
        <List.Item>{text.passMark(rules.passPercent)}</List.Item>
      </List>
      <List header={text.rulesTitle} mode="card">
        {text.rules.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
      <div style={{ padding: 16, display: 'grid', gap: 12 }}>
        <Button block color="primary" size="large" loading={start.isPending} disabled={rules.questionCount === 0} onClick={() => void begin().catch(() => undefined)}>
          {text.start}
        </Button>
        {lastAttemptId !== null && (
          <Button block onClick={() => navigate(reportLink(studyBankId, lastAttemptId))}>
            {text.lastReport}
          </Button>
        )}
      </div>
    </Frame>
  );
}

function ReportStage({ studyBankId, attemptId }: { studyBankId: number; attemptId: number }) {
  const navigate = useNavigate();
  const report = useQuery(mockExamQueries.report(attemptId));
  let body;
  if (report.isPending) body = <LoadingState />;
  else if (report.isError) body = <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />;
  else body = <MockExamReportView report={report.data} onAgain={() => navigate(`/mockExam?studyBankId=${studyBankId}`, { replace: true })} />;
  return <Frame title={text.reportTitle}>{body}</Frame>;
}

