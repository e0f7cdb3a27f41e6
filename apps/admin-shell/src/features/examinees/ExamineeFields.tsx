import dayjs from 'dayjs';
import { Form, Input, InputNumber, Select } from 'antd';
import { DateTimePicker } from '../../shared/dates/pickers';
import { EXAMINEE_MAX_ORDER, EXAMINEE_NAME_MAX, EXAMINEE_NUMBER_MAX } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { examineeText as text } from './messages';

const crud = messages.crud;
/** How a planned time is typed, stored and shown. */
export const PLANNED_AT_FORMAT = 'YYYY-MM-DD HH:mm';

/** 添加考生 / 修改考生: the station among the exam's, batch and seq (the calling order), name, number, planned time. */
export function ExamineeFields({ stations }: { stations: { stationId: number; stationName: string }[] }) {
  return (
    <>
      <Form.Item name="stationId" label={text.station} rules={requiredRule(text.station, { whitespace: false })}>
        <Select placeholder={crud.pleaseSelect(text.station)} options={stations.map((s) => ({ value: s.stationId, label: s.stationName }))} />
      </Form.Item>
      <Form.Item name="realName" label={text.realName} rules={requiredRule(text.realName)}>
        <Input placeholder={crud.pleaseEnter(text.realName)} maxLength={EXAMINEE_NAME_MAX} />
      </Form.Item>
      <Form.Item name="jobNumber" label={text.jobNumber} rules={requiredRule(text.jobNumber)}>
        <Input placeholder={crud.pleaseEnter(text.jobNumber)} maxLength={EXAMINEE_NUMBER_MAX} />
      </Form.Item>
      <Form.Item name="batch" label={text.batch} rules={requiredRule(text.batch, { whitespace: false })}>
        <InputNumber min={1} max={EXAMINEE_MAX_ORDER} precision={0} style={{ width: '100%' }} placeholder={crud.pleaseEnter(text.batch)} />
      </Form.Item>
      <Form.Item name="seq" label={text.seq} rules={requiredRule(text.seq, { whitespace: false })}>
        <InputNumber min={1} max={EXAMINEE_MAX_ORDER} precision={0} style={{ width: '100%' }} placeholder={crud.pleaseEnter(text.seq)} />
      </Form.Item>
      <Form.Item
        name="plannedAt"
        label={text.plannedAt}
        getValueProps={(value?: string | null) => ({ value: value ? dayjs(value, PLANNED_AT_FORMAT) : undefined })}
        normalize={(value?: dayjs.Dayjs | null) => (value ? value.format(PLANNED_AT_FORMAT) : null)}
      >
        <DateTimePicker showTime={{ format: 'HH:mm' }} format={PLANNED_AT_FORMAT} placeholder={crud.pleaseSelect(text.plannedAt)} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
