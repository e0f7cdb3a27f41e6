import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { ConfigBody, SysConfig } from '@medteach/contract';
import { DictTag, useDict } from '../../components/DictTag';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { DictSelectField, TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { configAdminMutations, configAdminQueries, exportConfigs, type ConfigFilter } from './api';
import { YES_NO_DICT } from './config-dicts';
import { ConfigForm } from './ConfigForm';

const text = messages.config;
const crud = messages.crud;

/** 参数设置 (/system/config): search, list, add / edit / delete, refresh cache, export. */
export default function ConfigPage() {
  const { message } = App.useApp();
  const list = useListParams<ConfigFilter>({});
  const query = useQuery({ ...configAdminQueries.list(list.params), placeholderData: keepPreviousData });
  const yesNo = useDict(YES_NO_DICT);
  const remove = useMutation(configAdminMutations.remove());
  const refreshCache = useMutation(configAdminMutations.refreshCache());
  const editor = useCrudEditing<SysConfig, ConfigBody>({
    rowKey: 'configId',
    idLabel: text.configId,
    save: useMutation(configAdminMutations.save()),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.configId)),
  });

  const columns: TableColumnsType<SysConfig> = [
    { key: 'configId', title: text.configId, dataIndex: 'configId', align: 'center' },
    { key: 'configName', title: text.configName, dataIndex: 'configName', align: 'center', ellipsis: true },
    { key: 'configKey', title: text.configKey, dataIndex: 'configKey', align: 'center', ellipsis: true },
    {
      key: 'configValue',
      title: text.configValue,
      align: 'center',
      ellipsis: true,
      // Secrets are write-only (issue 14 row 6): only whether one is set.
      render: (_, r) =>
        r.secret ? (
          <Typography.Text type="secondary">
            <LockOutlined aria-hidden /> {r.valueSet ? text.secretSet : text.secretUnset}
          </Typography.Text>
        ) : (
          r.configValue
        ),
    },
    { key: 'configType', title: text.configType, align: 'center', render: (_, r) => <DictTag options={yesNo} value={r.configType} /> },
    { key: 'remark', title: crud.remark, dataIndex: 'remark', align: 'center', ellipsis: true },
    { key: 'createTime', title: crud.createTime, dataIndex: 'createTime', align: 'center', width: 180 },
  ];
  const searchFields = (
    <>
      <TextField name="configName" label={text.configName} allowClear />
      <TextField name="configKey" label={text.configKey} allowClear />
      <DictSelectField name="configType" label={text.configType} options={yesNo} width={120} />
    </>
  );
  const { configName, configKey, configType } = list.params;

  return (
    <CrudList<SysConfig, ConfigFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'configQuery', fields: searchFields }}
      onExport={() => void exportConfigs({ configName, configKey, configType })}
      extraTools={
        <Button danger loading={refreshCache.isPending} onClick={() => refreshCache.mutate(undefined, { onSuccess: () => void message.success(crud.refreshOk) })}>
          {crud.refreshCache}
        </Button>
      }
    >
      <ConfigForm editor={editor} />
    </CrudList>
  );
}
