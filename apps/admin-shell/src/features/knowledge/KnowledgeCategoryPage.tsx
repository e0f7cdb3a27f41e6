import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Typography, type TableColumnsType } from 'antd';
import { KNOWLEDGE_LIMITS, REPO_TYPE_LABELS, knowledgeCategoryRename, type KnowledgeCategoryRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import type { CrudRowActions } from '../../shared/crud/useCrudEditing';
import { knowledgeMutations, knowledgeQueries, type CategoryFilter } from './api';
import { knowledgeText as text } from './messages';

const crud = messages.crud;
/** A label row with a key of its own (a label is unique within its repo type only). */
type CategoryRow = KnowledgeCategoryRow & { key: string };
const REPO_TYPE_OPTIONS = Object.entries(REPO_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/**
 * 知识分类 (/content/knowledge-category): the onset-site and department labels articles carry (spec §3 repo types 7
 * and 8), with how many articles use each; rename (merging into a same-named label) and delete across all articles.
 * A new label is added on an article (its edit drawer).
 */
export default function KnowledgeCategoryPage() {
  const { modal, message } = App.useApp();
  const list = useListParams<CategoryFilter>({});
  const query = useQuery({
    ...knowledgeQueries.categories(list.params),
    placeholderData: keepPreviousData,
    select: (page) => ({ ...page, rows: page.rows.map((r) => ({ ...r, key: `${r.repoType}:${r.label}` })) }),
  });
  const rename = useMutation(knowledgeMutations.renameCategory());
  const remove = useMutation(knowledgeMutations.removeCategory());
  const [renaming, setRenaming] = useState<CategoryRow | null>(null);
  const [selected, select] = useState<CategoryRow[]>([]);
  const [renameForm] = Form.useForm<{ newLabel: string }>();

  const named = (r: KnowledgeCategoryRow) => `${REPO_TYPE_LABELS[r.repoType] ?? ''}“${r.label}”`;
  const actions: CrudRowActions<CategoryRow> = {
    rowKey: 'key',
    selected,
    select,
    edit: () => undefined,
    confirmDelete: (rows) =>
      modal.confirm({
        title: messages.session.title,
        content: text.deleteCategoryConfirm(rows.map(named).join('、'), rows.reduce((n, r) => n + r.itemCount, 0)),
        okButtonProps: { danger: true },
        onOk: async () => {
          for (const row of rows) await remove.mutateAsync(row);
          select([]);
          void message.success(crud.deleteOk);
        },
      }),
  };
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

  const columns: TableColumnsType<CategoryRow> = [
    { key: 'repoType', title: text.repoType, align: 'center', width: 140, render: (_, r) => REPO_TYPE_LABELS[r.repoType] ?? r.repoType },
    { key: 'label', title: text.label, dataIndex: 'label' },
    { key: 'itemCount', title: text.itemCount, dataIndex: 'itemCount', align: 'center', width: 120 },
  ];
  const searchFields = (
    <>
      <Form.Item name="repoType" label={text.repoType}>
        <Select style={{ width: 160 }} allowClear placeholder={crud.pleaseSelect(text.repoType)} options={REPO_TYPE_OPTIONS} />
      </Form.Item>
      <TextField name="label" label={text.label} allowClear />
    </>
  );

  return (
    <CrudList<CategoryRow, CategoryFilter>
      list={list}
      query={query}
      columns={columns}
      actions={actions}
      search={{ name: 'knowledgeCategoryQuery', fields: searchFields }}
      // Labels are added on an article; here they are renamed or removed.
      readOnly
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => setRenaming(r)}>
          {crud.edit}
        </Button>
      )}
    >
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
              {named(renaming)}（{text.itemCount} {renaming.itemCount}）
            </Typography.Paragraph>
            <Form.Item name="newLabel" label={text.newLabel} rules={requiredRule(text.newLabel)} extra={text.renameHint}>
              <Input maxLength={KNOWLEDGE_LIMITS.label} autoFocus />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </CrudList>
  );
}
