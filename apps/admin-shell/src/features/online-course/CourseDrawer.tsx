import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Result, Spin, Tabs } from 'antd';
import { courseAdminBody, type CourseAdminBody, type CourseAdminDetail } from '@medteach/contract';
import { DrawerActions } from '../../shared/crud/DrawerActions';
import { courseAdminMutations, courseAdminQueries } from './api';
import { CourseFields, type CourseFormValues } from './CourseFields';
import { CertificateFields } from './CertificateFields';
import { courseText as text } from './messages';
import { PapersTab } from './PapersTab';
import { ResourcesTab } from './ResourcesTab';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
/** A new course: credits on, runs from today for half a year, no classes yet. */
const newCourse = (): CourseFormValues => ({
  onlineCourseName: '',
  onlineCourseDescription: '',
  period: [dayjs().startOf('day'), dayjs().add(6, 'month').endOf('day')],
  creditEarning: 1,
  minimumScore: 0,
  sort: 0,
  classIds: [],
  certificateFileUrl: '',
  certificateCourseTime: '',
});
const toForm = (c: CourseAdminDetail): CourseFormValues => ({ ...c, period: [dayjs(c.startTime), dayjs(c.endTime)] });
const toBody = (v: CourseFormValues, onlineCourseId?: number): CourseAdminBody => {
  const { period, ...rest } = v;
  const [start, end] = period as [Dayjs, Dayjs];
  return { ...rest, onlineCourseId, startTime: start.format(DATE_TIME), endTime: end.format(DATE_TIME) };
};

interface CourseDrawerProps {
  /** 0: a new course. */
  courseId: number;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** The course editor: basics, classes and certificate fields (one form, 保存), then its resources and papers. */
export function CourseDrawer({ courseId, onCreated, onClose }: CourseDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CourseFormValues>();
  const [tab, setTab] = useState('basics');
  const detail = useQuery({ ...courseAdminQueries.detail(courseId), enabled: courseId > 0 });
  const save = useMutation(courseAdminMutations.save);
  const course = detail.data;

  useEffect(() => {
    if (courseId === 0) form.setFieldsValue(newCourse());
  }, [courseId, form]);
  useEffect(() => {
    if (course) form.setFieldsValue(toForm(course));
  }, [course, form]);

  const submit = (values: CourseFormValues) =>
    save.mutate(courseAdminBody.parse(toBody(values, courseId || undefined)) as CourseAdminBody, {
      onSuccess: (id) => {
        if (courseId) return void message.success(text.saved);
        void message.success(text.created);
        onCreated(id);
        setTab('resources');
      },
    });
  // A field refused on a tab that is not showing: show that tab (the form spans several).
  const showFirstError = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    const field = String(errorFields[0]?.name[0] ?? '');
    setTab(field === 'classIds' ? 'classes' : field.startsWith('certificate') ? 'certificate' : 'basics');
  };
  const title = courseId ? text.editTitle(course?.onlineCourseName ?? '') : text.addTitle;
  const formTab = (key: string, label: string, children: React.ReactNode) => ({ key, label, forceRender: true, children });
  const courseTab = (key: string, label: string, children: (c: CourseAdminDetail) => React.ReactNode) => ({
    key,
    label,
    disabled: !course,
    children: course ? children(course) : <Result status="info" title={text.saveFirst} />,
  });

  let body: React.ReactNode;
  if (courseId && detail.isError) {
    body = <Result status="error" title={text.loadFailed} extra={<Button onClick={() => void detail.refetch()}>{text.retry}</Button>} />;
  } else if (courseId && !course) {
    body = <Spin style={{ display: 'block', marginTop: 80 }} />;
  } else {
    body = (
      <Form<CourseFormValues> name="courseForm" form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 18 }} onFinish={submit} onFinishFailed={showFirstError} scrollToFirstError>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            formTab('basics', text.tabs.basics, <CourseFields part="basics" />),
            formTab('classes', text.tabs.classes, <CourseFields part="classes" />),
            courseTab('resources', text.tabs.resources, (c) => <ResourcesTab course={c} />),
            courseTab('papers', text.tabs.papers, (c) => <PapersTab course={c} />),
            formTab('certificate', text.tabs.certificate, <CertificateFields courseName={course?.onlineCourseName} />),
          ]}
        />
      </Form>
    );
  }

  return (
    <Drawer
      open
      width={1040}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={<DrawerActions onCancel={onClose} submit={{ onClick: () => form.submit() }} saving={save.isPending} disabled={!!courseId && !course} confirmText={text.save} />}
    >
      {body}
    </Drawer>
  );
}
