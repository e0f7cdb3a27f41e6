import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { QUESTION_SHEET_FILES } from '@medteach/contract';
import { ImportDialog } from '../../../shared/crud/import/ImportDialog';
import { questionAdminKeys, type QuestionFilter } from '../api';
import { QUESTION_IMPORT_BASE, exportQuestions } from './api';
import { questionImportText as text } from './messages';

/**
 * 试题管理's 导入 / 导出 (issue 16 slice B2), for QuestionManager's toolbar slot: 导入 opens the shared import dialog
 * (template with an example of every type and a group of each kind, progress, the per-row report, valid rows only);
 * 导出 downloads the list as it is filtered, in the template's shape.
 */
export function QuestionImportTools({ filter, onImported }: { filter: QuestionFilter; onImported?: (ids: number[]) => void }) {
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const runExport = () => {
    setExporting(true);
    void exportQuestions(filter).finally(() => setExporting(false));
  };
  return (
    <>
      <Space>
        <Button onClick={() => setImporting(true)}>{text.importButton}</Button>
        <Button loading={exporting} onClick={runExport}>
          {text.exportButton}
        </Button>
      </Space>
      <ImportDialog
        open={importing}
        title={text.dialogTitle}
        basePath={QUESTION_IMPORT_BASE}
        templateFileName={QUESTION_SHEET_FILES.template}
        onClose={() => setImporting(false)}
        // New questions change the list, the category counts and the banks' totals; the list highlights them.
        onImported={(report) => {
          void queryClient.invalidateQueries({ queryKey: questionAdminKeys.all });
          onImported?.(report.ids);
        }}
      />
    </>
  );
}
