import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { dictDataBody, type DictData, type DictDataBody } from '@medteach/contract';
import { useDict } from '../../components/DictTag';
import { messages } from '../../messages';
import { CrudFormModal, requiredRule } from '../../shared/crud/CrudFormModal';
import { choicesOf, RemarkField, TextField } from '../../shared/crud/fields';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { LIST_CLASSES, STATUS_DICT } from './dict-types';

const text = messages.dict;
const crud = messages.crud;
/** RuoYi's new dictionary entry: sort 0, default style, status 正常 ('0'). */
const NEW_DICT_DATA: Partial<DictDataBody> = { dictSort: 0, listClass: 'default', status: '0', cssClass: '', remark: '' };

/** 添加字典数据 / 修改字典数据 (RuoYi dict/data.vue dialog). Values are checked with the contract schema. */
export function DictDataForm({ editor }: { editor: CrudEditor<DictData, DictDataBody> }) {
  const statuses = useDict(STATUS_DICT);
  const { editing } = editor;
  return (
    <CrudFormModal<DictDataBody>
      name="dictForm"
      title={editing?.dictCode ? text.editTitle : text.addTitle}
      editing={editing}
      defaults={NEW_DICT_DATA}
      saving={editor.saving}
      onSave={(v) => editor.save(dictDataBody.parse({ ...v, dictCode: editing?.dictCode }))}
      onCancel={editor.close}
    >
      <Form.Item name="dictType" label={text.dictType} rules={requiredRule(text.dictType)}>
        <Input disabled={!!editing?.dictCode} />
      </Form.Item>
      <TextField name="dictLabel" label={text.dictLabel} required />
      <TextField name="dictValue" label={text.dictValue} required />
      <TextField name="cssClass" label={text.cssClass} />
      <Form.Item name="dictSort" label={text.dictSort} rules={requiredRule(text.dictSort, { whitespace: false })}>
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item name="listClass" label={text.listClass}>
        <Select options={LIST_CLASSES.map((c) => ({ value: c, label: `${text.listClassLabels[c]}(${c})` }))} />
      </Form.Item>
      <Form.Item name="status" label={crud.status}>
        <Radio.Group options={choicesOf(statuses)} />
      </Form.Item>
      <RemarkField />
    </CrudFormModal>
  );
}
