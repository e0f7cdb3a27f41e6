import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { KNOWLEDGE_LIMITS, REPO_TYPE_LABELS, knowledgeCategoryRename, type KnowledgeCategoryRow } from '@medteach/contract';
import { TablePagination } from '../../components/list/TablePagination';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import { knowledgeMutations, knowledgeQueries, type CategoryFilter } from './api';
import { knowledgeText as text } from './messages';

const crud = messages.crud;
const REPO_TYPE_OPTIONS = Object.entries(REPO_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/**
 * 知识分类 (/content/knowledge-category): the onset-site and department labels articles carry (spec §3 repo types 7
 * and 8), with how many articles use each; rename (merging into a same-named label) and delete across all articles.
 * A new label is added on an article (its edit drawer).
 */
export default function KnowledgeCategoryPage() {
  const { modal, message } = App.useApp();
  const list = useListParams<CategoryFilter>({});
  const query = useQuery({ ...knowledgeQueries.categories(list.params), placeholderData: keepPreviousData });
  const rename = useMutation(knowledgeMutations.renameCategory());
  const remove = useMutation(knowledgeMutations.removeCategory());
  const [renaming, setRenaming] = useState<KnowledgeCategoryRow | null>(null);
  const [searchForm] = Form.useForm<CategoryFilter>();
  const [renameForm] = Form.useForm<{ newLabel: string }>();

  const confirmDelete = (row: KnowledgeCategoryRow) =>
    modal.confirm({
      title: messages.session.title,
      content: text.deleteCategoryConfirm(REPO_TYPE_LABELS[row.repoType] ?? '', row.label, row.itemCount),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row).then(() => void message.success(crud.deleteOk)),
    });
  const saveRename = ({ newLabel }: { newLabel: string }) => {
    if (!renaming) return;
    const parsed = knowledgeCategoryRename.safeParse({ repoType: renaming.repoType, label: renaming.label, newLabel });
    if (!parsed.success) return renameForm.setFields([{ name: 'newLabel', errors: [parsed.error.issues[0].message] }]);
    rename.mutate(parsed.data, {
      onSuccess: () => {
        void message.success(crud.editOk);
        setRenaming(null);
      },
    });
  };

  const columns: TableColumnsType<KnowledgeCategoryRow> = [
    { key: 'repoType', title: text.repoType, align: 'center', width: 140, render: (_, r) => REPO_TYPE_LABELS[r.repoType] ?? r.repoType },
    { key: 'label', title: text.label, dataIndex: 'label' },
    { key: 'itemCount', title: text.itemCount, dataIndex: 'itemCount', align: 'center', width: 120 },
    {
      key: 'actions',
      title: crud.actions,
      align: 'center',
      width: 160,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setRenaming(r)}>
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
    <Card>
      <Form name="knowledgeCategoryQuery" form={searchForm} layout="inline" onFinish={list.search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="repoType" label={text.repoType}>
          <Select style={{ width: 160 }} allowClear placeholder={crud.pleaseSelect(text.repoType)} options={REPO_TYPE_OPTIONS} />
        </Form.Item>
        <TextField name="label" label={text.label} allowClear />
        <Space>
          <Button type="primary" htmlType="submit">
            {crud.search}
          </Button>
          <Button
            onClick={() => {
              searchForm.resetFields();
              list.search({});
            }}
          >
            {crud.reset}
          </Button>
        </Space>
      </Form>
      <Table<KnowledgeCategoryRow>
        rowKey={(r) => `${r.repoType}:${r.label}`}
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.rows ?? []}
        pagination={false}
      />
      <TablePagination total={query.data?.total ?? 0} pageNum={list.params.pageNum} pageSize={list.params.pageSize} onChange={list.page} />
      <Modal
        open={!!renaming}
        title={text.renameTitle}
        okText={crud.confirm}
        cancelText={crud.cancel}
        confirmLoading={rename.isPending}
        onOk={() => renameForm.submit()}
        onCancel={() => setRenaming(null)}
        destroyOnHidden
      >
        {renaming && (
          <Form name="knowledgeCategoryRename" form={renameForm} layout="vertical" initialValues={{ newLabel: renaming.label }} onFinish={saveRename} preserve={false}>
            <Typography.Paragraph type="secondary">
              {REPO_TYPE_LABELS[renaming.repoType]}：{renaming.label}（{text.itemCount} {renaming.itemCount}）
            </Typography.Paragraph>
            <Form.Item name="newLabel" label={text.newLabel} rules={requiredRule(text.newLabel)} extra={text.renameHint}>
              <Input maxLength={KNOWLEDGE_LIMITS.label} autoFocus />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
