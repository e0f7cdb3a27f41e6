import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Result, Space, Table, type TableColumnsType } from 'antd';
import type { CourseAdminDetail, CoursePaperSummary } from '@medteach/contract';
import { messages } from '../../messages';
import { courseAdminMutations } from './api';
import { courseText } from './messages';
import { PaperModal, type PaperEditing } from './PaperModal';

const text = courseText.paper;
const crud = messages.crud;
type PaperRow = CoursePaperSummary & { onlineCourseResourceId: number; resourceName: string };

/** 课程试卷: the papers on the course's resources (learners take them after studying the resource). */
export function PapersTab({ course }: { course: CourseAdminDetail }) {
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<PaperEditing | null>(null);
  const remove = useMutation(courseAdminMutations.removePaper);
  const rows: PaperRow[] = course.resources.flatMap((r) => r.papers.map((p) => ({ ...p, onlineCourseResourceId: r.onlineCourseResourceId, resourceName: r.fileName })));

  if (!course.resources.length) return <Result status="info" title={text.noResources} />;

  const confirmDelete = (p: PaperRow) =>
    modal.confirm({
      title: messages.session.title,
      content: text.deleteConfirm(p.paperName, p.recordCount),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(p.paperId).then(() => void message.success(crud.deleteOk)),
    });
  const columns: TableColumnsType<PaperRow> = [
    { key: 'paperName', title: text.paperName, dataIndex: 'paperName', ellipsis: true },
    { key: 'resourceName', title: text.resource, dataIndex: 'resourceName', ellipsis: true },
    { key: 'questionCount', title: text.questionCount, dataIndex: 'questionCount', width: 80, align: 'center' },
    { key: 'passScore', title: text.passScore, dataIndex: 'passScore', width: 80, align: 'center' },
    { key: 'recordCount', title: text.recordCount, dataIndex: 'recordCount', width: 90, align: 'center' },
    {
      key: 'actions',
      title: crud.actions,
      width: 140,
      align: 'center',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ paperId: p.paperId, onlineCourseResourceId: p.onlineCourseResourceId })}>
            {crud.edit}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(p)}>
            {crud.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Button type="primary" ghost style={{ marginBottom: 12 }} onClick={() => setEditing({})}>
        {text.add}
      </Button>
      <Table<PaperRow> rowKey="paperId" size="middle" columns={columns} dataSource={rows} pagination={false} locale={{ emptyText: text.empty }} />
      {editing && <PaperModal course={course} editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
