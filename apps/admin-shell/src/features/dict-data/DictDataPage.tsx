import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { DictData, DictDataBody } from '@medteach/contract';
import { DictTag, useDict } from '../../components/DictTag';
import { RightToolbar } from '../../components/list/RightToolbar';
import { TablePagination } from '../../components/list/TablePagination';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { dictDataMutations, dictDataQueries, exportDictData, type DictDataFilter } from './api';
import { DictDataForm } from './DictDataForm';
import { KNOWN_DICT_TYPES, STATUS_DICT } from './dict-types';

const text = messages.dict;
const crud = messages.crud;
const LIST_CLASS_TAG: Record<string, string | undefined> = { primary: 'processing', success: 'success', warning: 'warning', danger: 'error' };

/** 字典数据 (/system/dict-data?dictType=): search, list, add / edit / delete, export. */
export default function DictDataPage() {
  const { modal, message } = App.useApp();
  const [query] = useSearchParams();
  const queryClient = useQueryClient();
  const list = useListParams<DictDataFilter>({ dictType: query.get('dictType') ?? undefined });
  const { data, isFetching, refetch } = useQuery({ ...dictDataQueries.list(list.params), placeholderData: keepPreviousData });
  const statuses = useDict(STATUS_DICT);
  const save = useMutation(dictDataMutations.save(queryClient));
  const remove = useMutation(dictDataMutations.remove(queryClient));
  const [searchForm] = Form.useForm<DictDataFilter>();
  const [selected, setSelected] = useState<DictData[]>([]);
  const [editing, setEditing] = useState<Partial<DictData> | null>(null);

  const onSave = (body: DictDataBody) =>
    save.mutate(body, {
      onSuccess: () => {
        void message.success(body.dictCode ? crud.editOk : crud.addOk);
        setEditing(null);
      },
    });
  const confirmDelete = (rows: DictData[]) =>
    modal.confirm({
      title: messages.session.title,
      content: crud.deleteConfirm(text.dictCode, rows.map((r) => r.dictCode).join(',')),
      onOk: () =>
        remove.mutateAsync({ dictCodes: rows.map((r) => r.dictCode), dictTypes: [...new Set(rows.map((r) => r.dictType))] }).then(() => {
          setSelected([]);
          void message.success(crud.deleteOk);
        }),
    });

  const columns: TableColumnsType<DictData> = [
    { key: 'dictCode', title: text.dictCode, dataIndex: 'dictCode', align: 'center' },
    { key: 'dictType', title: text.dictType, dataIndex: 'dictType', align: 'center' },
    {
      key: 'dictLabel',
      title: text.dictLabel,
      align: 'center',
      render: (_, r) => (LIST_CLASS_TAG[r.listClass] ? <Tag color={LIST_CLASS_TAG[r.listClass]}>{r.dictLabel}</Tag> : <span className={r.cssClass}>{r.dictLabel}</span>),
    },
    { key: 'dictValue', title: text.dictValue, dataIndex: 'dictValue', align: 'center' },
    { key: 'dictSort', title: text.dictSort, dataIndex: 'dictSort', align: 'center' },
    { key: 'status', title: crud.status, align: 'center', render: (_, r) => <DictTag options={statuses} value={r.status} /> },
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
        <Form name="dictQuery" form={searchForm} layout="inline" initialValues={list.params} onFinish={list.search} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="dictType" label={text.dictType}>
            <AutoComplete style={{ width: 200 }} allowClear placeholder={crud.pleaseEnter(text.dictType)} options={KNOWN_DICT_TYPES.map((t) => ({ value: t }))} />
          </Form.Item>
          <Form.Item name="dictLabel" label={text.dictLabel}>
            <Input allowClear placeholder={crud.pleaseEnter(text.dictLabel)} />
          </Form.Item>
          <Form.Item name="status" label={crud.status}>
            <Select style={{ width: 160 }} allowClear placeholder={crud.pleaseSelect(crud.status)} options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {crud.search}
            </Button>
            <Button
              onClick={() => {
                searchForm.setFieldsValue({ dictType: undefined, dictLabel: undefined, status: undefined });
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
            <Button type="primary" ghost onClick={() => setEditing({ dictType: list.params.dictType ?? '' })}>
              {crud.add}
            </Button>
            <Button disabled={selected.length !== 1} onClick={() => setEditing(selected[0])}>
              {crud.edit}
            </Button>
            <Button danger disabled={!selected.length} onClick={() => confirmDelete(selected)}>
              {crud.delete}
            </Button>
            <Button onClick={() => void exportDictData({ dictType: list.params.dictType, dictLabel: list.params.dictLabel, status: list.params.status })}>{crud.export}</Button>
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
      <Table<DictData>
        rowKey="dictCode"
        size="middle"
        loading={isFetching}
        columns={visible}
        dataSource={data?.rows ?? []}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.dictCode), onChange: (_, rows) => setSelected(rows) }}
      />
      <TablePagination total={data?.total ?? 0} pageNum={list.params.pageNum} pageSize={list.params.pageSize} onChange={list.page} />
      <DictDataForm editing={editing} saving={save.isPending} onSave={onSave} onCancel={() => setEditing(null)} />
    </Card>
  );
}
