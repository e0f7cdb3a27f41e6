import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, type TableColumnsType } from 'antd';
import type { SysLogininfor } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportLoginLogs, logMutations, logQueries, type LoginLogFilter } from './api';
import { StatusAndTimeFields } from './LogSearchFields';
import { LogStatusTag } from './log-tags';
import { logText as text } from './messages';
import { NO_SAVE, useCleanLog } from './useCleanLog';

/** 登录日志 (/system/logininfor): every login attempt with address, device and result; 解锁 lifts a login throttle. */
export default function LoginLogPage() {
  const { modal, message } = App.useApp();
  const list = useListParams<LoginLogFilter>({});
  const query = useQuery({ ...logQueries.loginLogs(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(logMutations.removeLoginLogs);
  const unlock = useMutation(logMutations.unlock);
  const editor = useCrudEditing<SysLogininfor, SysLogininfor>({
    rowKey: 'infoId',
    idLabel: text.infoIdLabel,
    save: NO_SAVE,
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.infoId)),
  });
  const clean = useCleanLog(logMutations.cleanLoginLogs, text.cleanLoginConfirm);
  const selectedUser = editor.selected.length === 1 ? editor.selected[0].userName : '';
  const confirmUnlock = () =>
    modal.confirm({
      title: messages.session.title,
      content: text.unlockConfirm(selectedUser),
      onOk: () => unlock.mutateAsync(selectedUser).then(() => void message.success(text.unlockOk(selectedUser))),
    });

  const columns: TableColumnsType<SysLogininfor> = [
    { key: 'infoId', title: text.infoId, dataIndex: 'infoId', align: 'center', width: 80 },
    { key: 'userName', title: text.userName, dataIndex: 'userName', align: 'center', ellipsis: true, width: 140 },
    { key: 'ipaddr', title: text.ipaddr, dataIndex: 'ipaddr', align: 'center', ellipsis: true, width: 120 },
    { key: 'loginLocation', title: text.loginLocation, dataIndex: 'loginLocation', align: 'center', ellipsis: true },
    { key: 'os', title: text.os, dataIndex: 'os', align: 'center', ellipsis: true, width: 110 },
    { key: 'browser', title: text.browser, dataIndex: 'browser', align: 'center', ellipsis: true, width: 120 },
    { key: 'status', title: text.loginStatus, align: 'center', render: (_, r) => <LogStatusTag value={r.status} /> },
    { key: 'msg', title: text.msg, dataIndex: 'msg', align: 'center', ellipsis: true, width: 170 },
    { key: 'loginTime', title: text.loginTime, dataIndex: 'loginTime', align: 'center', width: 160 },
  ];
  const searchFields = (
    <>
      <TextField name="ipaddr" label={text.ipaddr} allowClear />
      <TextField name="userName" label={text.userName} allowClear />
      <StatusAndTimeFields statusLabel={text.loginStatus} />
    </>
  );

  return (
    <CrudList<SysLogininfor, LoginLogFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      readOnly
      search={{ name: 'loginLogQuery', fields: searchFields }}
      onExport={() => void exportLoginLogs(list.params)}
      extraTools={
        <>
          <Button danger onClick={clean}>
            {text.clean}
          </Button>
          <Button disabled={!selectedUser} onClick={confirmUnlock}>
            {text.unlock}
          </Button>
        </>
      }
    />
  );
}
