import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, Select, Tag, type TableColumnsType } from 'antd';
import type { CourseAdminRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import type { CrudRowActions } from '../../shared/crud/useCrudEditing';
import { courseAdminMutations, courseAdminQueries, exportCourses, learnersWithProgress, type CourseListParams } from './api';
import { CourseDrawer } from './CourseDrawer';
import { courseText as text } from './messages';

type Filter = Omit<CourseListParams, 'pageNum' | 'pageSize'>;
/** The drawer: null closed, 0 a new course, else the course's id. */
type Editing = number | null;

/** 课程管理 (在线课程): search, list, add / edit in a drawer (basics, classes, resources, papers, certificate), delete, export. */
export default function CoursePage() {
  const { modal, message } = App.useApp();
  const list = useListParams<Filter>({});
  const query = useQuery({ ...courseAdminQueries.list(list.params), placeholderData: keepPreviousData });
  const classes = useQuery(courseAdminQueries.classOptions());
  const remove = useMutation(courseAdminMutations.remove);
  const [selected, setSelected] = useState<CourseAdminRow[]>([]);
  const [editing, setEditing] = useState<Editing>(null);

  // Learners' credits, answers and certificates go with a course: the question names how many learners lose them.
  const confirmDelete = async (rows: CourseAdminRow[]) => {
    const ids = rows.map((r) => r.onlineCourseId);
    const names = rows.map((r) => r.onlineCourseName).join('、');
    const { learnerCount } = await learnersWithProgress(ids);
    modal.confirm({
      title: messages.session.title,
      content: learnerCount ? text.deleteWithProgress(names, learnerCount) : text.deleteConfirm(names),
      okButtonProps: { danger: learnerCount > 0 },
      onOk: () =>
        remove.mutateAsync(ids).then(() => {
          setSelected([]);
          void message.success(messages.crud.deleteOk);
        }),
    });
  };
  const actions: CrudRowActions<CourseAdminRow> = {
    rowKey: 'onlineCourseId',
    selected,
    select: setSelected,
    edit: (row) => setEditing(row.onlineCourseId ?? 0),
    confirmDelete: (rows) => void confirmDelete(rows).catch(() => undefined),
  };

  const columns: TableColumnsType<CourseAdminRow> = [
    { key: 'onlineCourseId', title: text.courseId, dataIndex: 'onlineCourseId', align: 'center', width: 90 },
    { key: 'onlineCourseName', title: text.name, dataIndex: 'onlineCourseName', ellipsis: true },
    {
      key: 'classNames',
      title: text.classes,
      render: (_, r) => (r.classNames.length ? r.classNames.map((n) => <Tag key={n}>{n}</Tag>) : <Tag color="warning">{text.noClasses}</Tag>),
    },
    { key: 'period', title: text.period, align: 'center', width: 210, render: (_, r) => `${r.startTime.slice(0, 10)} ~ ${r.endTime.slice(0, 10)}` },
    {
      key: 'creditEarning',
      title: text.creditEarning,
      align: 'center',
      width: 90,
      render: (_, r) => (r.creditEarning ? <Tag color="success">{text.creditOn}</Tag> : <Tag>{text.creditOff}</Tag>),
    },
    { key: 'resourceCount', title: text.resourceCount, dataIndex: 'resourceCount', align: 'center', width: 80 },
    { key: 'courseScore', title: text.courseScore, dataIndex: 'courseScore', align: 'center', width: 100 },
    { key: 'minimumScore', title: text.minimumScore, dataIndex: 'minimumScore', align: 'center', width: 110 },
  ];
  const searchFields = (
    <>
      <TextField name="onlineCourseName" label={text.name} allowClear />
      <Form.Item name="classId" label={text.classes}>
        <Select
          style={{ width: 200 }}
          allowClear
          showSearch
          optionFilterProp="label"
          loading={classes.isLoading}
          placeholder={messages.crud.pleaseSelect(text.classes)}
          options={classes.data?.map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
    </>
  );
  const { onlineCourseName, classId } = list.params;

  return (
    <CrudList<CourseAdminRow, Filter>
      list={list}
      query={query}
      columns={columns}
      actions={actions}
      search={{ name: 'courseQuery', fields: searchFields }}
      onExport={() => void exportCourses({ onlineCourseName, classId })}
    >
      {editing !== null && <CourseDrawer courseId={editing} onCreated={setEditing} onClose={() => setEditing(null)} />}
    </CrudList>
  );
}
