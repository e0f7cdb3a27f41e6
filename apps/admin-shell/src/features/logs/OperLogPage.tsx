import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Select, type TableColumnsType } from 'antd';
import type { SysOperLog } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportOperLogs, logMutations, logQueries, type OperLogFilter } from './api';
import { StatusAndTimeFields } from './LogSearchFields';
import { LogStatusTag, OperTypeTag, operTypeChoices } from './log-tags';
import { logText as text } from './messages';
import { OperLogDetail } from './OperLogDetail';
import { NO_SAVE, useCleanLog } from './useCleanLog';

const crud = messages.crud;

/** 操作日志 (/system/operlog): who changed what and when; 详细 shows the request, the answer and the before/after. */
export default function OperLogPage() {
  const list = useListParams<OperLogFilter>({});
  const query = useQuery({ ...logQueries.operLogs(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(logMutations.removeOperLogs);
  const editor = useCrudEditing<SysOperLog, SysOperLog>({
    rowKey: 'operId',
    idLabel: text.operIdLabel,
    save: NO_SAVE,
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.operId)),
  });
  const clean = useCleanLog(logMutations.cleanOperLogs, text.cleanOperConfirm);
  const [detailId, setDetailId] = useState<number | null>(null);

  const columns: TableColumnsType<SysOperLog> = [
    { key: 'operId', title: text.operId, dataIndex: 'operId', align: 'center', width: 90 },
    { key: 'title', title: text.title, dataIndex: 'title', align: 'center', ellipsis: true },
    { key: 'businessType', title: text.businessType, align: 'center', render: (_, r) => <OperTypeTag value={r.businessType} /> },
    { key: 'operName', title: text.operName, dataIndex: 'operName', align: 'center', ellipsis: true },
    { key: 'operIp', title: text.operIp, dataIndex: 'operIp', align: 'center', ellipsis: true },
    { key: 'status', title: text.status, align: 'center', render: (_, r) => <LogStatusTag value={r.status} /> },
    { key: 'operTime', title: text.operTime, dataIndex: 'operTime', align: 'center', width: 180 },
    { key: 'costTime', title: text.costTime, align: 'center', render: (_, r) => text.costMs(r.costTime) },
  ];
  const searchFields = (
    <>
      <TextField name="title" label={text.title} allowClear />
      <TextField name="operName" label={text.operName} allowClear />
      <Form.Item name="businessType" label={text.businessType}>
        <Select style={{ width: 140 }} allowClear placeholder={crud.pleaseSelect(text.businessType)} options={operTypeChoices} />
      </Form.Item>
      <StatusAndTimeFields statusLabel={text.status} />
    </>
  );

  return (
    <>
      <CrudList<SysOperLog, OperLogFilter>
        list={list}
        query={query}
        columns={columns}
        actions={editor}
        readOnly
        search={{ name: 'operLogQuery', fields: searchFields }}
        onExport={() => void exportOperLogs(list.params)}
        extraTools={
          <Button danger onClick={clean}>
            {text.clean}
          </Button>
        }
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setDetailId(r.operId)}>
            {text.detail}
          </Button>
        )}
      />
      <OperLogDetail operId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
