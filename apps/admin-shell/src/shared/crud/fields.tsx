import { Form, Input, Select } from 'antd';
import { messages } from '../../messages';
import { requiredRule } from './CrudFormModal';

const crud = messages.crud;

/** A RuoYi text field: `请输入<label>` as placeholder; required refuses blanks (`<label>不能为空`). */
export function TextField({ name, label, required = false, allowClear = false }: { name: string; label: string; required?: boolean; allowClear?: boolean }) {
  return (
    <Form.Item name={name} label={label} rules={required ? requiredRule(label) : undefined}>
      <Input allowClear={allowClear} placeholder={crud.pleaseEnter(label)} />
    </Form.Item>
  );
}

/** The 备注 field every RuoYi edit dialog ends with. */
export function RemarkField() {
  return (
    <Form.Item name="remark" label={crud.remark}>
      <Input.TextArea placeholder={crud.pleaseEnter(crud.remark)} />
    </Form.Item>
  );
}

type Choice = { value: string; label: string };

/** Dictionary entries as Select / Radio options (only value and label: the rest would reach the DOM). */
export const choicesOf = (options: readonly Choice[]) => options.map(({ value, label }) => ({ value, label }));

/** A search-form pick from a dictionary: `请选择<label>`, clearable (cleared = any). */
export function DictSelectField({ name, label, options, width }: { name: string; label: string; options: readonly Choice[]; width: number }) {
  return (
    <Form.Item name={name} label={label}>
      <Select style={{ width }} allowClear placeholder={crud.pleaseSelect(label)} options={choicesOf(options)} />
    </Form.Item>
  );
}
