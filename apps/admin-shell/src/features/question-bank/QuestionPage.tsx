import { useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Tag, TreeSelect, type TableColumnsType } from 'antd';
import { QUESTION_TYPE_LABELS, type BankQuestion, type QuestionAdminRow, type QuestionBody } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { deleteImpact, previewDraft, previewSaved, questionAdminMutations, questionAdminQueries, type QuestionFilter } from './api';
import { qbText as text } from './messages';
import { QuestionImportTools } from './import/QuestionImportTools';
import { QuestionForm, TYPE_OPTIONS } from './QuestionForm';
import { QuestionPreview, type PreviewState } from '../../shared/question-preview/QuestionPreview';
import { MajorTypeField, categoryFilterTree, leafTreeData } from './shared';

const crud = messages.crud;
/** The list's filter without the page (what an export of the list takes). */
const filterOf = ({ pageNum: _n, pageSize: _s, ...filter }: QuestionFilter & { pageNum: number; pageSize: number }): QuestionFilter => filter;

/** 试题管理 (/question-bank/question). */
export default function QuestionPage() {
  return <QuestionManager extraTools={(filter, highlight) => <QuestionImportTools filter={filter} onImported={highlight} />} />;
}

/**
 * 试题管理: search by stem, type, category and media; add / edit any of the nine types; preview as the phone draws
 * it; move to another category; delete after saying how many student records go too. `extraTools` is the toolbar's
 * slot after 移动 for the xlsx 导入 / 导出 (features/question-bank/import), given the list's current filter and a
 * way to highlight the questions an import wrote.
 */
export function QuestionManager({ extraTools }: { extraTools?: (filter: QuestionFilter, highlight: (ids: number[]) => void) => ReactNode }) {
  const [imported, setImported] = useState<number[]>([]);
  const { modal, message } = App.useApp();
  const list = useListParams<QuestionFilter>({});
  const query = useQuery({ ...questionAdminQueries.questions(list.params), placeholderData: keepPreviousData });
  const categories = useQuery(questionAdminQueries.categories());
  const remove = useMutation(questionAdminMutations.removeQuestions());
  const moveMutation = useMutation(questionAdminMutations.moveQuestions());
  const editor = useCrudEditing<QuestionAdminRow, QuestionBody>({
    rowKey: 'questionId',
    idLabel: text.questionId,
    save: useMutation(questionAdminMutations.saveQuestion()),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.questionId)),
  });
  const [moving, setMoving] = useState(false);
  const [preview, setPreview] = useState<PreviewState | null>(null);

  /** 删除 N 道试题，将同时删除 M 条作答记录 — counted by the server before asking. */
  const confirmDelete = async (rows: QuestionAdminRow[]) => {
    const ids = rows.map((r) => r.questionId);
    const impact = await deleteImpact(ids).catch(() => null);
    if (!impact) return void message.error(text.deleteImpactFailed);
    modal.confirm({
      title: messages.session.title,
      content: text.deleteImpact(impact.questions, impact.records),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(ids).then(() => {
          editor.select([]);
          void message.success(crud.deleteOk);
        }),
    });
  };
  const showPreview = (load: () => Promise<BankQuestion[]>) => {
    setPreview({ status: 'loading' });
    load()
      .then((questions) => setPreview({ status: 'ready', questions }))
      .catch((error: unknown) => setPreview({ status: 'error', message: error instanceof Error ? error.message : '' }));
  };

  const columns: TableColumnsType<QuestionAdminRow> = [
    { key: 'questionId', title: text.questionId, dataIndex: 'questionId', align: 'center', width: 90 },
    { key: 'type', title: text.type, align: 'center', width: 90, render: (_, r) => <Tag>{QUESTION_TYPE_LABELS[r.type]}</Tag> },
    { key: 'content', title: text.content, dataIndex: 'content', ellipsis: true },
    { key: 'category', title: text.category, render: (_, r) => `${r.parentCategoryName} / ${r.categoryName}` },
    { key: 'seq', title: text.seq, dataIndex: 'seq', align: 'center', width: 70 },
    { key: 'childCount', title: text.childCount, dataIndex: 'childCount', align: 'center', width: 80 },
    { key: 'hasMedia', title: text.hasMedia, align: 'center', width: 80, render: (_, r) => (r.hasMedia ? <Tag color="blue">{text.yes}</Tag> : text.no) },
    { key: 'knowledge', title: text.knowledge, align: 'center', width: 80, render: (_, r) => (r.knowledgeId ? <Tag color="green">#{r.knowledgeId}</Tag> : '—') },
  ];
  const searchFields = (
    <>
      <Form.Item name="content" label={text.content}>
        <Input allowClear placeholder={crud.pleaseEnter(text.content)} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="type" label={text.type}>
        <Select allowClear style={{ width: 140 }} placeholder={crud.pleaseSelect(text.type)} options={TYPE_OPTIONS} />
      </Form.Item>
      <MajorTypeField width={170} />
      <Form.Item name="categoryId" label={text.category}>
        <TreeSelect allowClear style={{ width: 240 }} placeholder={crud.pleaseSelect(text.category)} treeData={categoryFilterTree(categories.data ?? [])} showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item name="hasMedia" label={text.hasMedia}>
        <Select allowClear style={{ width: 150 }} placeholder={crud.pleaseSelect(text.hasMedia)} options={[{ value: true, label: text.yes }, { value: false, label: text.no }]} />
      </Form.Item>
    </>
  );

  return (
    <>
      <CrudList<QuestionAdminRow, QuestionFilter>
        list={list}
        query={query}
        columns={columns}
        actions={{ ...editor, confirmDelete: (rows) => void confirmDelete(rows) }}
        search={{ name: 'questionQuery', fields: searchFields }}
        highlightKeys={imported}
        extraTools={
          <>
            <Button disabled={!editor.selected.length} onClick={() => setMoving(true)}>
              {text.move}
            </Button>
            {extraTools?.(filterOf(list.params), setImported)}
          </>
        }
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => showPreview(() => previewSaved(r.questionId))}>
            {text.preview}
          </Button>
        )}
      >
        <QuestionForm editor={editor} onPreview={(body) => showPreview(() => previewDraft(body))} />
      </CrudList>
      <MoveDialog
        open={moving}
        count={editor.selected.length}
        treeData={leafTreeData(categories.data ?? [])}
        onCancel={() => setMoving(false)}
        onMove={async (categoryId) => {
          await moveMutation.mutateAsync({ ids: editor.selected.map((r) => r.questionId), categoryId });
          void message.success(text.moveOk(editor.selected.length));
          editor.select([]);
          setMoving(false);
        }}
      />
      <QuestionPreview state={preview} onClose={() => setPreview(null)} />
    </>
  );
}

/** 移动: the selected questions (with their children and records) go to the end of another second-level category. */
function MoveDialog(props: { open: boolean; count: number; treeData: ReturnType<typeof leafTreeData>; onCancel: () => void; onMove: (categoryId: number) => Promise<void> }) {
  const [form] = Form.useForm<{ categoryId: number }>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={props.open}
      title={text.moveTitle(props.count)}
      okText={crud.confirm}
      cancelText={crud.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Form
        name="moveForm"
        form={form}
        preserve={false}
        onFinish={({ categoryId }) => {
          setSaving(true);
          props.onMove(categoryId).finally(() => setSaving(false));
        }}
      >
        <Form.Item name="categoryId" label={text.moveTarget} rules={[{ required: true, message: crud.pleaseSelect(text.moveTarget) }]}>
          <TreeSelect treeData={props.treeData} placeholder={crud.pleaseSelect(text.moveTarget)} showSearch treeNodeFilterProp="title" treeDefaultExpandAll />
        </Form.Item>
      </Form>
    </Modal>
  );
}
