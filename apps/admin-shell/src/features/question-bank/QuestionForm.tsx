import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Drawer, Form, Input, Select, Space, Spin, TreeSelect } from 'antd';
import { QUESTION_LIMITS, QUESTION_TYPE_LABELS, QuestionType, type QuestionAdminRow, type QuestionBody } from '@medteach/contract';
import { messages } from '../../messages';
import { DrawerActions } from '../../shared/crud/DrawerActions';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { questionAdminQueries } from './api';
import { qbText as text } from './messages';
import { NEW_QUESTION, answerKindOf, hasOwnOptions, newChild, toBody, toFormValues, type QuestionFormValues } from './question-form-model';
import { AnalysisAndFiles, AnswerEditor, OptionsEditor } from './RowEditor';
import { leafTreeData } from './shared';

const crud = messages.crud;
const DRAWER_WIDTH = 880;
export const TYPE_OPTIONS = Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

interface QuestionFormProps {
  editor: CrudEditor<QuestionAdminRow, QuestionBody>;
  /** Shows the draft as the phone would (the form's values, checked by the server, not saved). */
  onPreview: (body: QuestionBody) => void;
}

/**
 * 添加试题 / 修改试题: any of the nine types. The answer editor follows the type (one letter, several, 正确/错误,
 * accepted answers per blank, reference text); A3/A4/B hold their child questions (B: shared options).
 */
export function QuestionForm({ editor, onPreview }: QuestionFormProps) {
  const id = editor.editing?.questionId;
  const open = !!editor.editing;
  const detail = useQuery({ ...questionAdminQueries.question(id ?? 0), enabled: !!id });
  const categories = useQuery({ ...questionAdminQueries.categories(), enabled: open });
  const [form] = Form.useForm<QuestionFormValues>();
  const type = Form.useWatch('type', form);
  const kind = answerKindOf(type);
  const [knowledgeTitle, setKnowledgeTitle] = useState('');
  const knowledge = useQuery({ ...questionAdminQueries.knowledge(knowledgeTitle), enabled: open });

  useEffect(() => {
    if (!open) form.resetFields();
    else if (!id) form.setFieldsValue({ ...NEW_QUESTION, categoryId: editor.editing?.categoryId });
    else if (detail.data) form.setFieldsValue(toFormValues(detail.data));
  }, [open, id, detail.data, editor.editing, form]);

  const linked = detail.data?.knowledgeId ? [{ value: detail.data.knowledgeId, label: detail.data.knowledgeTitle || `#${detail.data.knowledgeId}` }] : [];
  const knowledgeOptions = [...linked, ...(knowledge.data?.rows ?? []).filter((k) => k.id !== detail.data?.knowledgeId).map((k) => ({ value: k.id, label: k.title }))];
  const loading = !!id && detail.isPending;
  const body = () => toBody(form.getFieldsValue(true) as QuestionFormValues, id);

  return (
    <Drawer
      open={open}
      title={id ? text.editQuestion : text.addQuestion}
      width={DRAWER_WIDTH}
      onClose={editor.close}
      destroyOnHidden
      extra={
        <DrawerActions onCancel={editor.close} submit={{ onClick: () => form.submit() }} saving={editor.saving} disabled={loading}>
          <Button onClick={() => onPreview(body())} disabled={loading}>
            {text.preview}
          </Button>
        </DrawerActions>
      }
    >
      {detail.isError && <Alert type="error" showIcon title={text.loadFailed} />}
      <Spin spinning={loading}>
        <Form<QuestionFormValues> name="questionForm" form={form} labelCol={{ span: 4 }} onFinish={() => editor.save(body())}>
          <Form.Item name="type" label={text.type} rules={requiredRule(text.type, { whitespace: false })}>
            <Select options={TYPE_OPTIONS} style={{ width: 200 }} onChange={(t: number) => form.setFieldValue('children', answerKindOf(t) === 'group' ? [newChild(t)] : [])} />
          </Form.Item>
          <Form.Item name="categoryId" label={text.category} rules={requiredRule(text.category, { whitespace: false })}>
            <TreeSelect
              treeData={leafTreeData(categories.data ?? [])}
              loading={categories.isFetching}
              placeholder={crud.pleaseSelect(text.category)}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={kind === 'group' ? (type === QuestionType.B ? text.sharedContentB : text.sharedContent) : text.content}
            rules={type === QuestionType.B ? undefined : requiredRule(text.content)}
          >
            <Input.TextArea autoSize={{ minRows: 3 }} placeholder={crud.pleaseEnter(text.content)} maxLength={QUESTION_LIMITS.content} />
          </Form.Item>
          {hasOwnOptions(type) && <OptionsEditor path={[]} label={type === QuestionType.B ? text.sharedOptions : text.options} />}
          {kind !== 'group' && <AnswerEditor form={form} path={[]} kind={kind} optionsPath={['options']} />}
          {kind === 'group' && <ChildrenEditor form={form} type={type} />}
          <AnalysisAndFiles path={[]} />
          <Form.Item name="knowledgeId" label={text.knowledge}>
            <Select
              allowClear
              showSearch
              filterOption={false}
              onSearch={setKnowledgeTitle}
              loading={knowledge.isFetching}
              placeholder={text.knowledgeSearch}
              options={knowledgeOptions}
              notFoundContent={knowledge.isFetching ? <Spin size="small" /> : undefined}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Drawer>
  );
}

/** A3/A4/B children: each its own stem, options (not for B: the shared ones), answer, analysis and attachments. */
function ChildrenEditor({ form, type }: { form: ReturnType<typeof Form.useForm<QuestionFormValues>>[0]; type: number | undefined }) {
  const shared = type === QuestionType.B;
  return (
    <Form.List name="children">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={text.child(i + 1)}
              extra={
                <Button type="link" danger size="small" onClick={() => remove(field.name)} disabled={fields.length <= 1}>
                  {text.removeChild}
                </Button>
              }
            >
              <Form.Item name={[field.name, 'content']} label={text.childContent} rules={requiredRule(text.childContent)}>
                <Input.TextArea autoSize={{ minRows: 2 }} maxLength={QUESTION_LIMITS.content} />
              </Form.Item>
              {!shared && <OptionsEditor path={[field.name]} />}
              <AnswerEditor form={form} path={[field.name]} kind="single" optionsPath={shared ? ['options'] : ['children', field.name, 'options']} />
              <AnalysisAndFiles path={[field.name]} editorHeight={100} />
            </Card>
          ))}
          {fields.length < QUESTION_LIMITS.children && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newChild(type))} block>
              {text.addChild2}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
