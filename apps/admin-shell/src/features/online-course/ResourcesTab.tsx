import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { resolveFileUrl } from '@medteach/api-client';
import type { CourseAdminDetail, CourseResourceAdmin } from '@medteach/contract';
import { messages } from '../../messages';
import { courseAdminMutations } from './api';
import { courseText } from './messages';
import { ResourceModal } from './ResourceModal';

const text = courseText.resource;
const crud = messages.crud;

/** 课程资源: the course's files and links in the order learners see them, with credits; add, edit, move, delete. */
export function ResourcesTab({ course }: { course: CourseAdminDetail }) {
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<Partial<CourseResourceAdmin> | null>(null);
  const sort = useMutation(courseAdminMutations.sortResources);
  const remove = useMutation(courseAdminMutations.removeResource);
  const rows = course.resources;
  const total = rows.reduce((n, r) => n + r.creditScore, 0);

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.onlineCourseResourceId);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    sort.mutate({ onlineCourseId: course.onlineCourseId, resourceIds: ids });
  };
  const confirmDelete = (r: CourseResourceAdmin) =>
    modal.confirm({
      title: messages.session.title,
      content: text.deleteConfirm(r.fileName, r.papers.length),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(r.onlineCourseResourceId).then(() => void message.success(crud.deleteOk)),
    });

  const columns: TableColumnsType<CourseResourceAdmin> = [
    { key: 'order', title: text.order, width: 70, align: 'center', render: (_, __, i) => i + 1 },
    {
      key: 'fileName',
      title: text.fileName,
      ellipsis: true,
      render: (_, r) => (
        <a href={resolveFileUrl(r.fileUrl)} target="_blank" rel="noreferrer">
          {r.fileName}
        </a>
      ),
    },
    { key: 'fileType', title: text.fileType, width: 90, align: 'center', render: (_, r) => <Tag>{text.types[r.fileType] ?? r.fileType}</Tag> },
    { key: 'creditScore', title: text.creditScore, dataIndex: 'creditScore', width: 70, align: 'center' },
    { key: 'papers', title: text.papers, width: 70, align: 'center', render: (_, r) => r.papers.length },
    {
      key: 'actions',
      title: crud.actions,
      width: 250,
      align: 'center',
      render: (_, r, i) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<ArrowUpOutlined />} disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)} aria-label={`${text.moveUp} ${r.fileName}`}>
            {text.moveUp}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === rows.length - 1 || sort.isPending}
            onClick={() => move(i, 1)}
            aria-label={`${text.moveDown} ${r.fileName}`}
          >
            {text.moveDown}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {crud.edit}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(r)}>
            {crud.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Button type="primary" ghost onClick={() => setEditing({})}>
          {text.add}
        </Button>
        <span>{courseText.creditSummary(total, course.minimumScore)}</span>
      </Space>
      {course.minimumScore > total && rows.length > 0 && <Alert type="warning" showIcon message={courseText.minimumOverTotal} style={{ marginBottom: 12 }} />}
      <Table<CourseResourceAdmin>
        rowKey="onlineCourseResourceId"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: text.empty }}
      />
      {editing && <ResourceModal onlineCourseId={course.onlineCourseId} editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
