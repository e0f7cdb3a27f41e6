import { DatePicker, Form } from 'antd';
import '../../shared/dates/zh-dayjs';
import { DictSelectField } from '../../shared/crud/fields';
import { statusChoices } from './log-tags';
import { logText as text } from './messages';

/** The fields both log searches end with: 状态 and 时间范围 (RuoYi's daterange picker). */
export function StatusAndTimeFields({ statusLabel }: { statusLabel: string }) {
  return (
    <>
      <DictSelectField name="status" label={statusLabel} options={statusChoices} width={140} />
      <Form.Item name="timeRange" label={text.timeRange}>
        <DatePicker.RangePicker style={{ width: 260 }} placeholder={[text.startDate, text.endDate]} />
      </Form.Item>
    </>
  );
}
