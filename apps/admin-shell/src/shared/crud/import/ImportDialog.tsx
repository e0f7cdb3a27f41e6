import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Checkbox, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { download, isApiError } from '@medteach/api-client';
import type { ImportProgress, ImportReport, ImportRowError } from '@medteach/contract';
import { getImportProgress, newJobId, postImport } from './import-api';
import { importText as text } from './messages';

/** How often the dialog asks the server how far the import has come. */
const POLL_MS = 500;

export interface ImportDialogProps {
  open: boolean;
  /** 用户导入, 试题导入 … */
  title: string;
  /** The resource's base path: `${basePath}/importTemplate` and `${basePath}/importData`. */
  basePath: string;
  /** RuoYi's template file name without the time stamp: `user_template` → user_template_1732…xlsx. */
  templateFileName: string;
  /** The "update existing" switch's label (default 是否更新已经存在的数据). */
  updateLabel?: string;
  onClose: () => void;
  /** Rows went in: refresh the list, highlight `report.ids`. */
  onImported: (report: ImportReport) => void;
  /** More query parameters of importData (考生导入: `examId`). */
  params?: Record<string, string | number>;
  /** A line above the file picker (what the import applies to). */
  help?: ReactNode;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; jobId: string; upload: number; progress?: ImportProgress }
  /** Refused: with a report (rows named; nothing imported), or without (the file itself was refused). */
  | { kind: 'refused'; msg: string; report?: ImportReport };

const isXlsx = (name: string) => /\.xlsx$/i.test(name);
const badRowCount = (errors: ImportRowError[]) => new Set(errors.map((e) => e.row)).size;

/**
 * RuoYi's import dialog, with what we promise beyond it (docs/back-office.md, "Imports"): template download → pick
 * a file → upload with progress → the server's progress (read, check, write) → either RuoYi's result message, or
 * the error report (row, column, reason) with the choice to pick a fixed file or to import only the valid rows.
 */
export function ImportDialog({ open, title, basePath, templateFileName, updateLabel = text.updateSupport, onClose, onImported, params, help }: ImportDialogProps) {
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = status.kind === 'running';
  const jobId = running ? status.jobId : null;

  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(() => {
      void getImportProgress(jobId).then((progress) => progress && setStatus((s) => (s.kind === 'running' && s.jobId === jobId ? { ...s, progress } : s)));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobId]);

  const reset = () => {
    setFile(null);
    setStatus({ kind: 'idle' });
  };
  const close = () => {
    if (running) return;
    reset();
    setUpdateSupport(false);
    onClose();
  };

  const submit = async (validOnly: boolean) => {
    if (!file) return void message.warning(text.pickFirst);
    const id = newJobId();
    setStatus({ kind: 'running', jobId: id, upload: 0 });
    try {
      const { msg, report } = await postImport({
        basePath,
        file,
        updateSupport,
        validOnly,
        jobId: id,
        params,
        onUploadPercent: (upload) => setStatus((s) => (s.kind === 'running' && s.jobId === id ? { ...s, upload } : s)),
      });
      reset();
      setUpdateSupport(false);
      onClose();
      onImported(report);
      modal.success({ title: text.resultTitle, content: <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{msg}</Typography.Paragraph> });
    } catch (err) {
      const report = isApiError(err) ? (err.details.data as ImportReport | undefined) : undefined;
      setStatus({ kind: 'refused', msg: isApiError(err) ? err.message : text.failed, report: report?.errors ? report : undefined });
    }
  };

  const confirmValidOnly = (report: ImportReport) =>
    modal.confirm({ title: text.resultTitle, content: text.validOnlyConfirm(badRowCount(report.errors)), onOk: () => void submit(true) });

  const refused = status.kind === 'refused' ? status : null;
  const validRows = refused?.report ? refused.report.total - badRowCount(refused.report.errors) : 0;
  const footer = refused?.report ? (
    <Space>
      <Button onClick={reset}>{text.pickAgain}</Button>
      {validRows > 0 && (
        <Button type="primary" onClick={() => confirmValidOnly(refused.report as ImportReport)}>
          {text.validOnly(validRows)}
        </Button>
      )}
    </Space>
  ) : (
    <Space>
      <Button onClick={close} disabled={running}>
        取 消
      </Button>
      <Button type="primary" loading={running} onClick={() => void submit(false)}>
        {text.submit}
      </Button>
    </Space>
  );

  return (
    <Modal open={open} title={title} width={refused?.report ? 760 : 480} onCancel={close} closable={!running} mask={{ closable: false }} keyboard={!running} footer={footer} destroyOnHidden>
      {refused?.report ? (
        <ImportReportView msg={refused.msg} report={refused.report} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {help && <Alert type="info" showIcon title={help} />}
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            disabled={running}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              if (!isXlsx(picked.name)) {
                void message.error(text.wrongType);
                return Upload.LIST_IGNORE;
              }
              setFile(picked);
              setStatus({ kind: 'idle' });
              return false;
            }}
            onRemove={reset}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{text.drag}</p>
          </Upload.Dragger>
          <Checkbox checked={updateSupport} disabled={running} onChange={(e) => setUpdateSupport(e.target.checked)}>
            {updateLabel}
          </Checkbox>
          <Space size={4}>
            <Typography.Text type="secondary">{text.tip}</Typography.Text>
            <Button type="link" size="small" disabled={running} onClick={() => void download(`${basePath}/importTemplate`, {}, `${templateFileName}_${Date.now()}.xlsx`)}>
              {text.template}
            </Button>
          </Space>
          {status.kind === 'running' && <ImportProgressView upload={status.upload} progress={status.progress} />}
          {refused && <Alert type="error" showIcon title={refused.msg} />}
        </Space>
      )}
    </Modal>
  );
}

/** Upload first, then the server's phases; the text is announced to screen readers as it changes. */
function ImportProgressView({ upload, progress }: { upload: number; progress?: ImportProgress }) {
  let percent = upload;
  let label: string = text.uploading(upload);
  if (progress?.phase === 'read') label = text.phase.read(progress.done);
  if (progress?.phase === 'check') {
    percent = 100;
    label = text.phase.check(progress.total);
  }
  if (progress?.phase === 'write') {
    percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
    label = text.phase.write(progress.done, progress.total);
  }
  if (progress?.phase === 'done') {
    percent = 100;
    label = text.phase.done;
  }
  return (
    <div>
      <Progress percent={percent} status="active" aria-label={label} />
      <Typography.Text role="status" aria-live="polite">
        {label}
      </Typography.Text>
    </div>
  );
}

/** The refused file's report: RuoYi's header line, then every error as a row of a table. */
function ImportReportView({ msg, report }: { msg: string; report: ImportReport }) {
  const [header] = msg.split('\n');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="error" showIcon title={header} />
      <Table<ImportRowError & { key: number }>
        size="small"
        aria-label={text.reportTitle}
        dataSource={report.errors.map((e, key) => ({ ...e, key }))}
        pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'row', title: text.row, dataIndex: 'row', width: 100, render: (row: number) => text.rowLabel(row) },
          { key: 'column', title: text.column, dataIndex: 'column', width: 140 },
          { key: 'reason', title: text.reason, dataIndex: 'reason' },
        ]}
      />
    </Space>
  );
}
