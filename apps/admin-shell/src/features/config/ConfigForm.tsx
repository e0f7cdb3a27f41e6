import { useEffect } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { configBody, type ConfigBody, type SysConfig } from '@medteach/contract';
import { useDict } from '../../components/DictTag';
import { messages } from '../../messages';
import { YES_NO_DICT } from './config-dicts';

const text = messages.config;
const crud = messages.crud;

interface ConfigFormProps {
  editing: Partial<SysConfig> | null;
  saving: boolean;
  onSave: (body: ConfigBody) => void;
  onCancel: () => void;
}

/** 添加参数 / 修改参数 (RuoYi config/index.vue dialog). */
export function ConfigForm({ editing, saving, onSave, onCancel }: ConfigFormProps) {
  const [form] = Form.useForm<ConfigBody>();
  const yesNo = useDict(YES_NO_DICT);
  useEffect(() => {
    if (editing) form.setFieldsValue({ configType: 'N', remark: '', ...editing } as ConfigBody);
    else form.resetFields();
  }, [editing, form]);
  const required = (label: string) => [{ required: true, whitespace: true, message: `${label}不能为空` }];

  return (
    <Modal
      open={!!editing}
      title={editing?.configId ? text.editTitle : text.addTitle}
      okText={crud.confirm}
      cancelText={crud.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form name="configForm" form={form} labelCol={{ span: 5 }} onFinish={(v) => onSave(configBody.parse({ ...v, configId: editing?.configId }))}>
        <Form.Item name="configName" label={text.configName} rules={required(text.configName)}>
          <Input placeholder={crud.pleaseEnter(text.configName)} />
        </Form.Item>
        <Form.Item name="configKey" label={text.configKey} rules={required(text.configKey)}>
          <Input placeholder={crud.pleaseEnter(text.configKey)} />
        </Form.Item>
        <Form.Item name="configValue" label={text.configValue} rules={[{ required: true, message: `${text.configValue}不能为空` }]}>
          <Input.TextArea placeholder={crud.pleaseEnter(text.configValue)} />
        </Form.Item>
        <Form.Item name="configType" label={text.configType}>
          <Radio.Group options={yesNo.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="remark" label={crud.remark}>
          <Input.TextArea placeholder={crud.pleaseEnter(crud.remark)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
