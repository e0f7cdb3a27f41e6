import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { DateTimeRangePicker } from '../../shared/dates/pickers';
import type { CourseAdminBody } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import { courseAdminQueries } from './api';
import { courseText as text } from './messages';

/** The form's values: the body with the period as one range. */
export type CourseFormValues = Omit<CourseAdminBody, 'startTime' | 'endTime' | 'onlineCourseId'> & { period: [Dayjs, Dayjs] | null };

const crud = messages.crud;
const MAX_DESCRIPTION = 1000;

/** 基本信息 or 授课班级 of the course form (both inside the drawer's one Form). */
export function CourseFields({ part }: { part: 'basics' | 'classes' }) {
  return part === 'basics' ? <BasicsFields /> : <ClassesField />;
}

function BasicsFields() {
  return (
    <>
      <TextField name="onlineCourseName" label={text.name} required />
      <Form.Item name="onlineCourseDescription" label={text.description}>
        <Input.TextArea rows={3} maxLength={MAX_DESCRIPTION} showCount placeholder={crud.pleaseEnter(text.description)} />
      </Form.Item>
      <Form.Item name="period" label={text.period} rules={requiredRule(text.period, { whitespace: false })}>
        <DateTimeRangePicker format="YYYY-MM-DD HH:mm:ss" placeholder={[text.startTime, text.endTime]} />
      </Form.Item>
      <Form.Item
        name="creditEarning"
        label={text.creditEarning}
        getValueProps={(v: number) => ({ checked: v === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren={text.creditOn} unCheckedChildren={text.creditOff} />
      </Form.Item>
      <Form.Item name="minimumScore" label={text.minimumScore} rules={requiredRule(text.minimumScore, { whitespace: false })}>
        <InputNumber min={0} max={10000} precision={0} />
      </Form.Item>
      <Form.Item name="sort" label={text.sort}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </>
  );
}

function ClassesField() {
  const classes = useQuery(courseAdminQueries.classOptions());
  return (
    <>
      <Alert type="info" showIcon message={text.classesTip} style={{ marginBottom: 16 }} />
      <Form.Item name="classIds" label={text.classes}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          loading={classes.isLoading}
          placeholder={crud.pleaseSelect(text.classes)}
          options={classes.data?.map((c) => ({ value: c.classId, label: c.gradeName ? `${c.className}（${c.gradeName}）` : c.className }))}
        />
      </Form.Item>
    </>
  );
}
