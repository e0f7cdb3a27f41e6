import { useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { PLAN_PERIODS_MAX } from '@medteach/contract';
import { messages } from '../../messages';
import { TextField } from '../../shared/crud/fields';
import { classQueries } from '../classes';
import { teachingPlanQueries } from './api';
import { planText as text } from './messages';

const crud = messages.crud;
/** Every class fits one page of the picker. */
const ALL_CLASSES = { pageNum: 1, pageSize: 500 };

const pick = (label: string) => [{ required: true, message: crud.pleaseSelect(label) }];

/** The fields of 添加 / 修改教学计划: the course, where and to whom it is taught, by whom, with which book and hours. */
export function PlanFields() {
  const semesters = useQuery(teachingPlanQueries.semesterOptions());
  const majors = useQuery(classQueries.majorOptions());
  const classes = useQuery(classQueries.classes(ALL_CLASSES));
  const teachers = useQuery(teachingPlanQueries.teachers());
  const hours = (name: string, label: string) => (
    <Form.Item name={name} label={label} labelCol={{ span: 10 }}>
      <InputNumber min={0} max={PLAN_PERIODS_MAX} precision={0} style={{ width: '100%' }} placeholder={crud.pleaseEnter(label)} />
    </Form.Item>
  );
  return (
    <>
      <TextField name="planName" label={text.planName} required />
      <Form.Item name="semesterId" label={text.semester} rules={pick(text.semester)}>
        <Select
          loading={semesters.isLoading}
          placeholder={crud.pleaseSelect(text.semester)}
          options={semesters.data?.rows.map((s) => ({ value: s.semesterId, label: s.semesterName }))}
        />
      </Form.Item>
      <Form.Item name="majorId" label={text.major} rules={pick(text.major)}>
        <Select loading={majors.isLoading} placeholder={crud.pleaseSelect(text.major)} options={majors.data?.rows.map((m) => ({ value: m.majorId, label: m.majorName }))} />
      </Form.Item>
      <Form.Item name="classIds" label={text.classes} rules={pick(text.classes)}>
        <Select
          mode="multiple"
          loading={classes.isLoading}
          placeholder={crud.pleaseSelect(text.classes)}
          optionFilterProp="label"
          options={classes.data?.rows.map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
      <Form.Item name="teacherId" label={text.teacher} rules={pick(text.teacher)}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={teachers.isLoading}
          placeholder={crud.pleaseSelect(text.teacher)}
          options={teachers.data?.rows.map((u) => ({ value: u.userId, label: u.realName || u.nickName || u.userName }))}
        />
      </Form.Item>
      <TextField name="textbook" label={text.textbook} />
      <Row>
        <Col span={12}>{hours('theoryPeriod', text.theoryPeriod)}</Col>
        <Col span={12}>{hours('experimentPeriod', text.experimentPeriod)}</Col>
      </Row>
      <TextField name="theoryAddressName" label={text.theoryAddressName} />
      <TextField name="experimentAddressName" label={text.experimentAddressName} />
      <TextField name="internshipAddressName" label={text.internshipAddressName} />
    </>
  );
}
