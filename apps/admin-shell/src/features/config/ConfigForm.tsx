import { Form, Input, Radio } from 'antd';
import { configBody, type ConfigBody, type SysConfig } from '@medteach/contract';
import { useDict } from '../../components/DictTag';
import { messages } from '../../messages';
import { CrudFormModal, requiredRule } from '../../shared/crud/CrudFormModal';
import { choicesOf, RemarkField, TextField } from '../../shared/crud/fields';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { YES_NO_DICT } from './config-dicts';

const text = messages.config;
const crud = messages.crud;
/** RuoYi's new parameter: not built in (系统内置 否), no remark. */
const NEW_CONFIG: Partial<ConfigBody> = { configType: 'N', remark: '' };

/** 添加参数 / 修改参数 (RuoYi config/index.vue dialog). */
export function ConfigForm({ editor }: { editor: CrudEditor<SysConfig, ConfigBody> }) {
  const yesNo = useDict(YES_NO_DICT);
  const { editing } = editor;
  // A secret comes without its value (write-only, issue 14 row 6): blank keeps the stored one.
  const secret = !!editing?.secret;
  return (
    <CrudFormModal<ConfigBody>
      name="configForm"
      title={editing?.configId ? text.editTitle : text.addTitle}
      editing={editing}
      defaults={NEW_CONFIG}
      saving={editor.saving}
      onSave={(v) => editor.save(configBody.parse({ ...v, configId: editing?.configId }))}
      onCancel={editor.close}
    >
      <TextField name="configName" label={text.configName} required />
      <TextField name="configKey" label={text.configKey} required />
      {secret ? (
        <Form.Item name="configValue" label={text.configValue} extra={editing?.valueSet ? text.secretSet : text.secretUnset}>
          <Input.Password placeholder={text.secretPlaceholder} autoComplete="new-password" />
        </Form.Item>
      ) : (
        <Form.Item name="configValue" label={text.configValue} rules={requiredRule(text.configValue, { whitespace: false })}>
          <Input.TextArea placeholder={crud.pleaseEnter(text.configValue)} />
        </Form.Item>
      )}
      <Form.Item name="configType" label={text.configType}>
        <Radio.Group options={choicesOf(yesNo)} />
      </Form.Item>
      <RemarkField />
    </CrudFormModal>
  );
}
