import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { ERROR_REPORT_STATUS_LABELS, ErrorReportStatus, type ErrorReportRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { readOnlyRowActions } from '../../shared/crud/useCrudEditing';
import { QuestionPreview, usePreviewState } from '../../shared/question-preview/QuestionPreview';
import { previewSaved } from '../question-bank';
import { errorReportMutations, errorReportQueries, exportErrorReports, type ErrorReportFilter } from './api';
import { errorReportText as text } from './messages';

const crud = messages.crud;
const STATUS_COLOURS: Record<number, string> = { [ErrorReportStatus.PENDING]: 'gold', [ErrorReportStatus.HANDLED]: 'green' };
const STATUS_OPTIONS = Object.entries(ERROR_REPORT_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));
/** Reports are written by students: nothing to add, edit or delete here. */
const NO_EDITING = readOnlyRowActions<ErrorReportRow>('reportId');

/** The stem as one line of text (stored as rich text). */
const stemText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/**
 * 纠错反馈 (/question-bank/error-report, issue 18): what students reported from the answering screen, newest first;
 * the question previewed as the phone draws it, 标记已处理 (confirmed, logged), export.
 */
export default function ErrorReportsPage() {
  const { modal, message } = App.useApp();
  const list = useListParams<ErrorReportFilter>({});
  const query = useQuery({ ...errorReportQueries.list(list.params), placeholderData: keepPreviousData });
  const handle = useMutation(errorReportMutations.handle());
  const preview = usePreviewState();
  const { pageNum: _pageNum, pageSize: _pageSize, ...filter } = list.params;

  const confirmHandle = (r: ErrorReportRow) =>
    modal.confirm({
      title: text.handle,
      content: text.handleConfirm,
      onOk: () => handle.mutateAsync([r.reportId]).then(() => void message.success(text.handleOk)),
    });

  const columns: TableColumnsType<ErrorReportRow> = [
    {
      key: 'question',
      title: text.question,
      // The cell cuts the stem to its width (the whole stem in the cell's title); 预览 shows the question itself.
      ellipsis: { showTitle: true },
      render: (_, r) => (r.questionContent ? `${r.questionId}. ${stemText(r.questionContent)}` : `${r.questionId} ${text.deletedQuestion}`),
    },
    { key: 'errorType', title: text.errorType, dataIndex: 'errorType', align: 'center', width: 100 },
    { key: 'content', title: text.content, dataIndex: 'content', ellipsis: { showTitle: true } },
    { key: 'student', title: text.student, dataIndex: 'studentName', width: 110 },
    { key: 'createTime', title: text.createTime, dataIndex: 'createTime', align: 'center', width: 170 },
    {
      key: 'status',
      title: text.status,
      align: 'center',
      width: 90,
      render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{ERROR_REPORT_STATUS_LABELS[r.status] ?? r.status}</Tag>,
    },
  ];
  const rowActions = (r: ErrorReportRow) => (
    <>
      {r.questionContent && (
        <Button type="link" size="small" onClick={() => preview.show(() => previewSaved(r.questionId))}>
          {text.preview}
        </Button>
      )}
      {r.status === ErrorReportStatus.PENDING && (
        <Button type="link" size="small" onClick={() => confirmHandle(r)}>
          {text.handle}
        </Button>
      )}
    </>
  );
  const searchFields = (
    <>
      <Form.Item name="keyword" label={text.keyword}>
        <Input allowClear placeholder={text.keywordPlaceholder} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label={text.status}>
        <Select style={{ width: 140 }} allowClear placeholder={crud.pleaseSelect(text.status)} options={STATUS_OPTIONS} />
      </Form.Item>
    </>
  );

  return (
    <CrudList<ErrorReportRow, ErrorReportFilter>
      list={list}
      query={query}
      columns={columns}
      actions={NO_EDITING}
      search={{ name: 'errorReportQuery', fields: searchFields }}
      readOnly
      deletable={false}
      rowActions={rowActions}
      onExport={() => void exportErrorReports(filter)}
    >
      <QuestionPreview state={preview.preview} onClose={preview.close} />
    </CrudList>
  );
}
