import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Radio, Select, Space, type FormInstance } from 'antd';
import { JUDGE_OPTION_NAMES, QUESTION_LIMITS } from '@medteach/contract';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { messages } from '../../messages';
import { AttachmentUpload } from './AttachmentUpload';
import { qbText as text } from './messages';
import { letterAt, type AnswerKind, type QuestionFormValues } from './question-form-model';

const crud = messages.crud;
type Path = (string | number)[];

/** Options A, B, … of one row (or a B group's shared options): add, edit, remove. */
export function OptionsEditor({ path, label = text.options }: { path: Path; label?: string }) {
  return (
    <Form.Item label={label} required>
      <Form.List name={[...path, 'options']}>
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space.Compact key={field.key} style={{ width: '100%' }}>
                <Button tabIndex={-1} style={{ width: 40, pointerEvents: 'none' }}>
                  {letterAt(i)}
                </Button>
                <Form.Item name={field.name} noStyle>
                  <Input placeholder={text.optionPlaceholder(letterAt(i))} aria-label={text.optionPlaceholder(letterAt(i))} maxLength={QUESTION_LIMITS.option} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={`${text.removeOption} ${letterAt(i)}`} onClick={() => remove(field.name)} disabled={fields.length <= 2} />
              </Space.Compact>
            ))}
            {fields.length < QUESTION_LIMITS.options && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                {text.addOption}
              </Button>
            )}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** The letters the answer may name: the row's own options, or (B children) the group's shared ones. */
function useLetters(form: FormInstance<QuestionFormValues>, optionsPath: Path) {
  const options = (Form.useWatch(optionsPath, form) as string[] | undefined) ?? [];
  return options.map((o, i) => ({ value: letterAt(i), label: `${letterAt(i)}${o ? `. ${o}` : ''}` }));
}

/** The answer editor of one row, by kind: `path` is relative (inside a Form.List, to its item); `optionsPath` is the absolute path of the options its letters name. */
export function AnswerEditor({ form, path, kind, optionsPath }: { form: FormInstance<QuestionFormValues>; path: Path; kind: AnswerKind; optionsPath: Path }) {
  const letters = useLetters(form, optionsPath);
  const required = [{ required: true, message: text.answerRequired }];
  if (kind === 'single') {
    return (
      <Form.Item name={[...path, 'choice']} label={text.answer} rules={required}>
        <Radio.Group options={letters} />
      </Form.Item>
    );
  }
  if (kind === 'multi') {
    return (
      <Form.Item name={[...path, 'choices']} label={text.answer} rules={required}>
        <Checkbox.Group options={letters} />
      </Form.Item>
    );
  }
  if (kind === 'judge') {
    return (
      <Form.Item name={[...path, 'choice']} label={text.answer} rules={required}>
        <Radio.Group options={JUDGE_OPTION_NAMES.map((label, i) => ({ value: letterAt(i), label }))} />
      </Form.Item>
    );
  }
  if (kind === 'blanks') return <BlanksEditor path={path} />;
  if (kind === 'essay') {
    return (
      <Form.Item name={[...path, 'essay']} label={text.essayAnswer} rules={required}>
        <Input.TextArea autoSize={{ minRows: 3 }} placeholder={crud.pleaseEnter(text.essayAnswer)} maxLength={QUESTION_LIMITS.answer} />
      </Form.Item>
    );
  }
  return null;
}

/** Fill-in: one line per blank (the stem marks them ＿＿), each holding every accepted answer (stored `a[|]b`). */
function BlanksEditor({ path }: { path: Path }) {
  return (
    <Form.Item label={text.answer} required>
      <Form.List name={[...path, 'blanks']}>
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space key={field.key} align="start" style={{ width: '100%' }}>
                <span style={{ display: 'inline-block', width: 48, lineHeight: '32px' }}>{text.blank(i + 1)}</span>
                <Form.Item name={field.name} noStyle rules={[{ required: true, type: 'array', min: 1, message: text.answerRequired }]}>
                  <Select mode="tags" open={false} suffixIcon={null} style={{ width: 420 }} placeholder={text.blankPlaceholder} aria-label={text.blank(i + 1)} tokenSeparators={['|']} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={`${text.removeBlank} ${text.blank(i + 1)}`} onClick={() => remove(field.name)} disabled={fields.length <= 1} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add([])}>
              {text.addBlank}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Analysis (rich text, sanitised by the server) and attachments of one row. */
export function AnalysisAndFiles({ path, editorHeight = 160 }: { path: Path; editorHeight?: number }) {
  return (
    <>
      <Form.Item name={[...path, 'analysis']} label={text.analysis}>
        <RichTextEditor height={editorHeight} />
      </Form.Item>
      <Form.Item name={[...path, 'files']} label={text.attachments}>
        <AttachmentUpload />
      </Form.Item>
    </>
  );
}
