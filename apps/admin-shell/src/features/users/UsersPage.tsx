import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { USER_ROLE_LABELS, peoplePaths, type ImportReport, type SysUserRow, type UserBody } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { DictSelectField, TextField } from '../../shared/crud/fields';
import { ImportDialog } from '../../shared/crud/import/ImportDialog';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportUsers, userMutations, userQueries, type UserFilter } from './api';
import { userText as text } from './messages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { ROLE_OPTIONS, STATUS_OPTIONS, UserForm } from './UserForm';

const crud = messages.crud;
const ROLE_COLOURS = { admin: 'red', teacher: 'blue', student: 'green' } as const;

/** 用户管理 (/people/users): students, teachers and admins; add, edit, enable/disable, reset password, import, export. */
export default function UsersPage() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListParams<UserFilter>({});
  const query = useQuery({ ...userQueries.list(list.params), placeholderData: keepPreviousData });
  const classes = useQuery(userQueries.classOptions());
  const remove = useMutation(userMutations.remove);
  const changeStatus = useMutation(userMutations.changeStatus);
  const [resetting, setResetting] = useState<SysUserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<number[]>([]);
  const editor = useCrudEditing<SysUserRow, UserBody>({
    rowKey: 'userId',
    idLabel: text.userId,
    save: useMutation(userMutations.save),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.userId)),
    deleteQuestion: (rows) => text.deleteConfirm(rows.map((r) => r.userName).join('、')),
  });

  // RuoYi handleStatusChange: confirm, then 启用成功 / 停用成功; the switch shows the stored state until then.
  const toggleStatus = (row: SysUserRow) => {
    const status = row.status === '0' ? '1' : '0';
    const action = status === '0' ? '启用' : '停用';
    modal.confirm({
      title: messages.session.title,
      content: `${text.statusConfirm(action, row.userName)}${status === '1' ? text.statusConfirmDisable : ''}`,
      onOk: () => changeStatus.mutateAsync({ userId: row.userId, status }).then(() => void message.success(text.statusOk(action))),
    });
  };

  const columns: TableColumnsType<SysUserRow> = [
    { key: 'userId', title: text.userId, dataIndex: 'userId', align: 'center', width: 90 },
    { key: 'userName', title: text.userName, dataIndex: 'userName', ellipsis: true },
    { key: 'realName', title: text.realName, dataIndex: 'realName', ellipsis: true },
    { key: 'jobNumber', title: text.jobNumber, dataIndex: 'jobNumber', ellipsis: true },
    {
      key: 'roles',
      title: text.roles,
      align: 'center',
      render: (_, r) =>
        r.roles.map((role) => (
          <Tag key={role} color={ROLE_COLOURS[role]}>
            {USER_ROLE_LABELS[role] ?? role}
          </Tag>
        )),
    },
    { key: 'majorName', title: text.majorName, dataIndex: 'majorName' },
    { key: 'className', title: text.className, dataIndex: 'className' },
    { key: 'phone', title: text.phone, dataIndex: 'phone', width: 130 },
    {
      key: 'status',
      title: crud.status,
      align: 'center',
      width: 90,
      render: (_, r) => (
        <Switch checked={r.status === '0'} aria-label={`${r.userName} ${crud.status}`} loading={changeStatus.isPending && changeStatus.variables?.userId === r.userId} onChange={() => toggleStatus(r)} />
      ),
    },
    { key: 'createTime', title: crud.createTime, dataIndex: 'createTime', align: 'center', width: 170 },
  ];
  const searchFields = (
    <>
      <TextField name="userName" label={text.userName} allowClear />
      <TextField name="nickName" label={text.realName} allowClear />
      <TextField name="phone" label={text.phone} allowClear />
      <DictSelectField name="role" label={text.roles} options={ROLE_OPTIONS} width={120} />
      <Form.Item name="classId" label={text.className}>
        <Select
          style={{ width: 200 }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={crud.pleaseSelect(text.className)}
          options={classes.data?.map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
      <DictSelectField name="status" label={crud.status} options={STATUS_OPTIONS} width={120} />
    </>
  );
  const { pageNum: _page, pageSize: _size, ...filter } = list.params;

  return (
    <>
      <CrudList<SysUserRow, UserFilter>
        list={list}
        query={query}
        columns={columns}
        actions={editor}
        search={{ name: 'userQuery', fields: searchFields }}
        onExport={() => void exportUsers(filter)}
        onImport={() => setImporting(true)}
        highlightKeys={imported}
        scrollX="max-content"
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setResetting(r)}>
            {text.resetPwd}
          </Button>
        )}
      >
        <UserForm editor={editor} />
      </CrudList>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ImportDialog
        open={importing}
        title={text.importTitle}
        basePath={peoplePaths.user}
        templateFileName="user_template"
        updateLabel={text.importUpdateLabel}
        onClose={() => setImporting(false)}
        onImported={(report: ImportReport) => {
          setImported(report.ids);
          for (const queryKey of userMutations.save.meta.invalidates) void queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
