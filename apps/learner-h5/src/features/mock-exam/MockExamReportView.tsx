import { useMemo } from 'react';
import { Button, List, ProgressBar, Tag } from 'antd-mobile';
import type { MockExamReport } from '@medteach/contract';
import { QuestionView, createPracticeSession, questionViewModel } from '@medteach/question-engine';
import { mockExamText as text } from './messages';

const ignore = () => undefined;

/** The report of a submitted attempt: score and 通过/未通过, accuracy per chapter, time per question, then every question with its answer and analysis. */
export function MockExamReportView({ report, onAgain }: { report: MockExamReport; onAgain: () => void }) {
  const session = useMemo(() => createPracticeSession(report.questions, { finished: true, revealAfterEachAnswer: false, readOnly: true }), [report]);
  const numberOf = useMemo(() => new Map(session.items.map((item, i) => [item.key, i + 1])), [session]);
  return (
    <>
      <section aria-label={text.reportTitle} style={{ margin: 12, padding: 16, background: '#fff', borderRadius: 8, textAlign: 'center' }}>
        <div style={{ color: 'var(--adm-color-weak)', fontSize: 14 }}>{text.score}</div>
        <div data-testid="mock-exam-score" style={{ fontSize: 48, fontWeight: 600, lineHeight: 1.2 }}>
          {report.score}
        </div>
        <Tag color={report.passed ? 'success' : 'danger'} style={{ fontSize: 14, padding: '4px 12px' }}>
          {report.passed ? text.passed : text.failed}
        </Tag>
        <p style={{ margin: '12px 0 0', color: 'var(--adm-color-weak)', fontSize: 13 }}>
          {text.summary(report.right, report.total, report.answered)} · {text.passLine(report.passPercent)}
          {report.autoSubmitted ? ` · ${text.autoSubmitted}` : ''}
        </p>
      </section>
      <List header={text.byCategory} mode="card">
        {report.categories.map((c) => (
          <List.Item key={c.categoryId} extra={`${c.accuracy}%`} description={<ProgressBar percent={c.accuracy} aria-label={`${c.categoryName} ${c.accuracy}%`} />}>
            {c.categoryName}
            <span style={{ marginLeft: 8, fontSize: 13, color: 'var(--adm-color-weak)' }}>{text.categoryLine(c.right, c.total)}</span>
          </List.Item>
        ))}
      </List>
      <List header={text.timePerQuestion} mode="card">
        {report.times.length === 0 ? (
          <List.Item>{text.noTimes}</List.Item>
        ) : (
          report.times.map((t) => (
            <List.Item key={t.questionId} extra={text.seconds(t.seconds)}>
              {text.questionNo(numberOf.get(String(t.questionId)) ?? 0)}
            </List.Item>
          ))
        )}
      </List>
      <h2 style={{ fontSize: 15, margin: '16px 16px 0' }}>{text.review}</h2>
      {session.items.map((item, i) => {
        const view = questionViewModel(session, i);
        return view ? (
          <section key={item.key} style={{ margin: 8, background: '#fff', borderRadius: 8 }}>
            <QuestionView view={view} onAction={ignore} />
          </section>
        ) : null;
      })}
      <div style={{ padding: 16 }}>
        <Button block color="primary" onClick={onAgain}>
          {text.again}
        </Button>
      </div>
    </>
  );
}
