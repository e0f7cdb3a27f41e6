import dayjs from 'dayjs';
import { DatePicker, Form } from 'antd';
import '../../shared/dates/zh-dayjs';
import type { Rule } from 'antd/es/form';
import { messages } from '../../messages';

const FORMAT = 'YYYY-MM-DD';

/** A `YYYY-MM-DD` text field picked on a calendar: the form holds the text the server takes, the picker a date. */
export function DateField({ name, label, rules, dependencies }: { name: string; label: string; rules?: Rule[]; dependencies?: string[] }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      dependencies={dependencies}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value, FORMAT) : undefined })}
      normalize={(value?: dayjs.Dayjs | null) => (value ? value.format(FORMAT) : undefined)}
    >
      <DatePicker format={FORMAT} placeholder={messages.crud.pleaseSelect(label)} style={{ width: '100%' }} />
    </Form.Item>
  );
}
