import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Tag, type TableColumnsType } from 'antd';
import type { DictData, DictDataBody } from '@medteach/contract';
import { DictTag, useDict } from '../../components/DictTag';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { DictSelectField, TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { dictDataMutations, dictDataQueries, exportDictData, type DictDataFilter } from './api';
import { DictDataForm } from './DictDataForm';
import { KNOWN_DICT_TYPES, STATUS_DICT } from './dict-types';

const text = messages.dict;
const crud = messages.crud;
const LIST_CLASS_TAG: Record<string, string | undefined> = { primary: 'processing', success: 'success', warning: 'warning', danger: 'error' };

/** 字典数据 (/system/dict-data?dictType=): search, list, add / edit / delete, export. */
export default function DictDataPage() {
  const [route] = useSearchParams();
  const list = useListParams<DictDataFilter>({ dictType: route.get('dictType') ?? undefined });
  const query = useQuery({ ...dictDataQueries.list(list.params), placeholderData: keepPreviousData });
  const statuses = useDict(STATUS_DICT);
  const remove = useMutation(dictDataMutations.remove());
  const editor = useCrudEditing<DictData, DictDataBody>({
    rowKey: 'dictCode',
    idLabel: text.dictCode,
    save: useMutation(dictDataMutations.save()),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.dictCode)),
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
  const searchFields = (
    <>
      <Form.Item name="dictType" label={text.dictType}>
        <AutoComplete style={{ width: 200 }} allowClear placeholder={crud.pleaseEnter(text.dictType)} options={KNOWN_DICT_TYPES.map((t) => ({ value: t }))} />
      </Form.Item>
      <TextField name="dictLabel" label={text.dictLabel} allowClear />
      <DictSelectField name="status" label={crud.status} options={statuses} width={160} />
    </>
  );
  const { dictType, dictLabel, status } = list.params;

  return (
    <CrudList<DictData, DictDataFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'dictQuery', fields: searchFields }}
      newRow={{ dictType: dictType ?? '' }}
      onExport={() => void exportDictData({ dictType, dictLabel, status })}
    >
      <DictDataForm editor={editor} />
    </CrudList>
  );
}
