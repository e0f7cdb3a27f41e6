import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd';
import type { ConfigBody, SysConfig } from '@medteach/contract';
import { DictTag, useDict } from '../../components/DictTag';
import { RightToolbar } from '../../components/list/RightToolbar';
import { TablePagination } from '../../components/list/TablePagination';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { configAdminMutations, configAdminQueries, exportConfigs, type ConfigFilter } from './api';
import { YES_NO_DICT } from './config-dicts';
import { ConfigForm } from './ConfigForm';

const text = messages.config;
const crud = messages.crud;

/** 参数设置 (/system/config): search, list, add / edit / delete, refresh cache, export. */
export default function ConfigPage() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListParams<ConfigFilter>({});
  const { data, isFetching, refetch } = useQuery({ ...configAdminQueries.list(list.params), placeholderData: keepPreviousData });
  const yesNo = useDict(YES_NO_DICT);
  const save = useMutation(configAdminMutations.save(queryClient));
  const remove = useMutation(configAdminMutations.remove(queryClient));
  const refreshCache = useMutation(configAdminMutations.refreshCache(queryClient));
  const [searchForm] = Form.useForm<ConfigFilter>();
  const [selected, setSelected] = useState<SysConfig[]>([]);
  const [editing, setEditing] = useState<Partial<SysConfig> | null>(null);

  const onSave = (body: ConfigBody) =>
    save.mutate(body, {
      onSuccess: () => {
        void message.success(body.configId ? crud.editOk : crud.addOk);
        setEditing(null);
      },
    });
  const confirmDelete = (rows: SysConfig[]) =>
    modal.confirm({
      title: messages.session.title,
      content: crud.deleteConfirm(text.configId, rows.map((r) => r.configId).join(',')),
      onOk: () =>
        remove.mutateAsync(rows.map((r) => r.configId)).then(() => {
          setSelected([]);
          void message.success(crud.deleteOk);
        }),
    });

  const columns: TableColumnsType<SysConfig> = [
    { key: 'configId', title: text.configId, dataIndex: 'configId', align: 'center' },
    { key: 'configName', title: text.configName, dataIndex: 'configName', align: 'center', ellipsis: true },
    { key: 'configKey', title: text.configKey, dataIndex: 'configKey', align: 'center', ellipsis: true },
    { key: 'configValue', title: text.configValue, dataIndex: 'configValue', align: 'center', ellipsis: true },
    { key: 'configType', title: text.configType, align: 'center', render: (_, r) => <DictTag options={yesNo} value={r.configType} /> },
    { key: 'remark', title: crud.remark, dataIndex: 'remark', align: 'center', ellipsis: true },
    { key: 'createTime', title: crud.createTime, dataIndex: 'createTime', align: 'center', width: 180 },
  ];
  const visible = columns.filter((c) => !list.hiddenColumns.includes(String(c.key)));
  visible.push({
    key: 'actions',
    title: crud.actions,
    align: 'center',
    render: (_, r) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(r)}>
          {crud.edit}
        </Button>
        <Button type="link" size="small" onClick={() => confirmDelete([r])}>
          {crud.delete}
        </Button>
      </Space>
    ),
  });

  return (
    <Card>
      {list.showSearch && (
        <Form name="configQuery" form={searchForm} layout="inline" onFinish={list.search} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="configName" label={text.configName}>
            <Input allowClear placeholder={crud.pleaseEnter(text.configName)} />
          </Form.Item>
          <Form.Item name="configKey" label={text.configKey}>
            <Input allowClear placeholder={crud.pleaseEnter(text.configKey)} />
          </Form.Item>
          <Form.Item name="configType" label={text.configType}>
            <Select style={{ width: 120 }} allowClear placeholder={crud.pleaseSelect(text.configType)} options={yesNo.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {crud.search}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                list.search({});
              }}
            >
              {crud.reset}
            </Button>
          </Space>
        </Form>
      )}
      <Row justify="space-between" style={{ marginBottom: 8 }}>
        <Col>
          <Space>
            <Button type="primary" ghost onClick={() => setEditing({})}>
              {crud.add}
            </Button>
            <Button disabled={selected.length !== 1} onClick={() => setEditing(selected[0])}>
              {crud.edit}
            </Button>
            <Button danger disabled={!selected.length} onClick={() => confirmDelete(selected)}>
              {crud.delete}
            </Button>
            <Button onClick={() => void exportConfigs({ configName: list.params.configName, configKey: list.params.configKey, configType: list.params.configType })}>{crud.export}</Button>
            <Button danger loading={refreshCache.isPending} onClick={() => refreshCache.mutate(undefined, { onSuccess: () => void message.success(crud.refreshOk) })}>
              {crud.refreshCache}
            </Button>
          </Space>
        </Col>
        <Col>
          <RightToolbar
            showSearch={list.showSearch}
            onToggleSearch={list.toggleSearch}
            onRefresh={() => void refetch()}
            columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
            hidden={list.hiddenColumns}
            onHiddenChange={list.setHiddenColumns}
          />
        </Col>
      </Row>
      <Table<SysConfig>
        rowKey="configId"
        size="middle"
        loading={isFetching}
        columns={visible}
        dataSource={data?.rows ?? []}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.configId), onChange: (_, rows) => setSelected(rows) }}
      />
      <TablePagination total={data?.total ?? 0} pageNum={list.params.pageNum} pageSize={list.params.pageSize} onChange={list.page} />
      <ConfigForm editing={editing} saving={save.isPending} onSave={onSave} onCancel={() => setEditing(null)} />
    </Card>
  );
}
