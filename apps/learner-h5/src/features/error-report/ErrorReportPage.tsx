import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, Form, Selector, TextArea, Toast } from 'antd-mobile';
import { questionBankQueries } from '@medteach/api-client';
import { ERROR_REPORT_CONTENT_MAX, ERROR_REPORT_CONTENT_MIN, ERROR_REPORT_TYPES, ErrorReportMessages, type ErrorReportType } from '@medteach/contract';
import { EmptyState, PageHeader, useBackOrHome } from '@medteach/ui-kit';
import { idParam } from '../../shared/id-param';
import { errorReportMutation } from './api';
import { errorReportText as text } from './messages';

const TYPE_OPTIONS = ERROR_REPORT_TYPES.map((t) => ({ label: t, value: t }));

/** The stem as plain text (stored as rich text), for the reminder of which question is reported. */
function stemText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

interface FormValues {
  errorType: ErrorReportType[];
  content: string;
}

/** /errorReport?questionId: report a mistake in a question to the back office's 纠错反馈 (issue 18, browser only). */
export default function ErrorReportPage() {
  const questionId = idParam(useSearchParams()[0].get('questionId'));
  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader title={text.title} />
      {questionId === null ? <EmptyState text={text.noQuestion} /> : <ReportForm questionId={questionId} />}
    </main>
  );
}

function ReportForm({ questionId }: { questionId: number }) {
  // Back to the question; opened directly (nothing of the app behind it), to the app's home.
  const back = useBackOrHome();
  // The stem is a reminder only: the form works without it (a locked or failed load just leaves it out).
  const question = useQuery(questionBankQueries.question(questionId));
  const stem = question.data ? stemText(question.data.content || question.data.publicContent || '') : '';
  const send = useMutation(errorReportMutation());
  const submit = async (values: FormValues) => {
    await send.mutateAsync({ questionId, errorType: values.errorType[0], content: values.content });
    Toast.show({ icon: 'success', content: ErrorReportMessages.sent });
    back();
  };
  return (
    <Form
      mode="card"
      onFinish={(values: FormValues) => void submit(values).catch(() => undefined)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={send.isPending}>
          {text.submit}
        </Button>
      }
    >
      {stem && (
        <Form.Item label={text.question}>
          <p data-testid="error-report-stem" style={{ margin: 0, color: '#333', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {stem}
          </p>
        </Form.Item>
      )}
      <Form.Item name="errorType" label={text.type} rules={[{ required: true, message: ErrorReportMessages.typeRequired }]}>
        <Selector options={TYPE_OPTIONS} columns={3} aria-label={text.type} />
      </Form.Item>
      <Form.Item
        name="content"
        label={text.content}
        rules={[
          { required: true, whitespace: true, message: ErrorReportMessages.contentRequired },
          { min: ERROR_REPORT_CONTENT_MIN, message: ErrorReportMessages.contentShort },
        ]}
      >
        <TextArea placeholder={text.contentPlaceholder} rows={5} maxLength={ERROR_REPORT_CONTENT_MAX} showCount aria-label={text.content} />
      </Form.Item>
    </Form>
  );
}
