import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { dictDataBody, type DictData, type DictDataBody } from '@medteach/contract';
import { useDict } from '../../components/DictTag';
import { messages } from '../../messages';
import { LIST_CLASSES, STATUS_DICT } from './dict-types';

const text = messages.dict;
const crud = messages.crud;

interface DictDataFormProps {
  /** null: closed; {} with dictType: add; a row: edit. */
  editing: Partial<DictData> | null;
  saving: boolean;
  onSave: (body: DictDataBody) => void;
  onCancel: () => void;
}

/** 添加字典数据 / 修改字典数据 (RuoYi dict/data.vue dialog). Values are checked with the contract schema. */
export function DictDataForm({ editing, saving, onSave, onCancel }: DictDataFormProps) {
  const [form] = Form.useForm<DictDataBody>();
  const statuses = useDict(STATUS_DICT);
  useEffect(() => {
    if (editing) form.setFieldsValue({ dictSort: 0, listClass: 'default', status: '0', cssClass: '', remark: '', ...editing } as DictDataBody);
    else form.resetFields();
  }, [editing, form]);

  const required = (label: string) => [{ required: true, whitespace: true, message: `${label}不能为空` }];
  const submit = (values: DictDataBody) => onSave(dictDataBody.parse({ ...values, dictCode: editing?.dictCode }));

  return (
    <Modal
      open={!!editing}
      title={editing?.dictCode ? text.editTitle : text.addTitle}
      okText={crud.confirm}
      cancelText={crud.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form name="dictForm" form={form} labelCol={{ span: 5 }} onFinish={submit}>
        <Form.Item name="dictType" label={text.dictType} rules={required(text.dictType)}>
          <Input disabled={!!editing?.dictCode} />
        </Form.Item>
        <Form.Item name="dictLabel" label={text.dictLabel} rules={required(text.dictLabel)}>
          <Input placeholder={crud.pleaseEnter(text.dictLabel)} />
        </Form.Item>
        <Form.Item name="dictValue" label={text.dictValue} rules={required(text.dictValue)}>
          <Input placeholder={crud.pleaseEnter(text.dictValue)} />
        </Form.Item>
        <Form.Item name="cssClass" label={text.cssClass}>
          <Input placeholder={crud.pleaseEnter(text.cssClass)} />
        </Form.Item>
        <Form.Item name="dictSort" label={text.dictSort} rules={[{ required: true, message: `${text.dictSort}不能为空` }]}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="listClass" label={text.listClass}>
          <Select options={LIST_CLASSES.map((c) => ({ value: c, label: `${text.listClassLabels[c]}(${c})` }))} />
        </Form.Item>
        <Form.Item name="status" label={crud.status}>
          <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        <Form.Item name="remark" label={crud.remark}>
          <Input.TextArea placeholder={crud.pleaseEnter(crud.remark)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
