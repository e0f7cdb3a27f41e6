import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Flex, Form, Grid, Input, Select, Spin } from 'antd';
import {
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_TYPE_LABELS,
  KnowledgeAdminMessages,
  KnowledgeType,
  RepoType,
  knowledgeBody,
  type KnowledgeBody,
  type KnowledgeDetail,
  type KnowledgeRow,
} from '@medteach/contract';
import { VideoUpload } from '../../components/upload/VideoUpload';
import { messages } from '../../messages';
import { DrawerActions } from '../../shared/crud/DrawerActions';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { knowledgeQueries } from './api';
import { knowledgeText as text } from './messages';
import { SectionsEditor } from './SectionsEditor';

const crud = messages.crud;
/** The drawer on a console screen (lg and up); a narrower window gets all of its width. */
const DRAWER_WIDTH = 960;
/** Fields side by side on a wide drawer, one under the other on a narrow one. */
const GROW = { flex: '1 1 240px' };
/** Labels offered per repo type (the server's page-size ceiling). */
const KNOWN_LABELS_MAX = 500;
export const TYPE_OPTIONS = Object.entries(KNOWLEDGE_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** The form's values: the body, with the category labels split by repo type (two tag fields). */
type FormValues = Omit<KnowledgeBody, 'repoCategories'> & { onsetSites: string[]; departments: string[] };

/** Which of the §2 extra lines a type shows on the phone (knowledge-lines.ts in learner-h5). */
const linesOf = (type: number | undefined) => ({
  prescription: type === KnowledgeType.PRESCRIPTION,
  otherName: type === KnowledgeType.PRESCRIPTION || type === KnowledgeType.DISEASE || type === KnowledgeType.SYMPTOM,
  categories: type === KnowledgeType.DISEASE || type === KnowledgeType.SYMPTOM,
  introduction: type !== KnowledgeType.CONTENT,
});

const NEW_ARTICLE: Partial<FormValues> = { type: KnowledgeType.DISEASE, introduction: '', videoUrl: '', rxName: '', insured: '', otherName: '', onsetSites: [], departments: [], repoDetails: [] };

const toForm = (item: KnowledgeDetail): FormValues => ({
  ...item,
  onsetSites: item.repoCategories.filter((c) => c.repoType === RepoType.ONSET_SITE).map((c) => c.label),
  departments: item.repoCategories.filter((c) => c.repoType === RepoType.DEPARTMENT).map((c) => c.label),
});

const toBody = ({ onsetSites = [], departments = [], ...v }: FormValues, id: number | undefined) => ({
  ...v,
  id,
  repoDetails: v.repoDetails ?? [],
  repoCategories: [...onsetSites.map((label) => ({ repoType: RepoType.ONSET_SITE, label })), ...departments.map((label) => ({ repoType: RepoType.DEPARTMENT, label }))],
});

/** 添加医学知识 / 修改医学知识: a drawer (the sections need room); an edit loads the whole article first. */
export function KnowledgeForm({ editor }: { editor: CrudEditor<KnowledgeRow, KnowledgeBody> }) {
  const id = editor.editing?.id;
  const detail = useQuery({ ...knowledgeQueries.detail(id ?? 0), enabled: !!id });
  const open = !!editor.editing;
  const loading = !!id && detail.isPending;
  const wide = Grid.useBreakpoint().lg;

  return (
    <Drawer
      open={open}
      title={id ? text.editTitle : text.addTitle}
      size={wide ? DRAWER_WIDTH : '100%'}
      onClose={editor.close}
      destroyOnHidden
      extra={<DrawerActions onCancel={editor.close} submit={{ formId: 'knowledgeForm' }} saving={editor.saving} disabled={loading || (!!id && detail.isError)} />}
    >
      {loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : id && detail.isError ? (
        <Alert type="error" showIcon title={text.loadFailed} />
      ) : (
        open && <ArticleFields key={id ?? 'new'} initial={id && detail.data ? toForm(detail.data) : NEW_ARTICLE} onSave={(v) => editor.save(v as KnowledgeBody)} id={id} />
      )}
    </Drawer>
  );
}

/** Tags for one repo type: the labels other articles already use are offered, a new one is typed and entered. */
function LabelsSelect({ repoType, ...field }: { repoType: number; value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const known = useQuery(knowledgeQueries.categories({ repoType, pageNum: 1, pageSize: KNOWN_LABELS_MAX }));
  return (
    <Select
      {...field}
      mode="tags"
      tokenSeparators={[',', '，', '、']}
      maxCount={KNOWLEDGE_LIMITS.categories}
      placeholder={text.tagsPlaceholder}
      loading={known.isPending}
      options={(known.data?.rows ?? []).map((c) => ({ value: c.label, label: c.label }))}
    />
  );
}

/** Mounted once the article is there (keyed by id): `initial` fills the form once, typing is never overwritten. */
function ArticleFields({ initial, onSave, id }: { initial: Partial<FormValues>; onSave: (body: unknown) => void; id?: number }) {
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) ?? initial.type;
  const shows = linesOf(type);

  // The contract's rules (per type: a video article needs its video, a prescription its 处方类型) on the fields.
  const submit = (values: FormValues) => {
    const parsed = knowledgeBody.safeParse(toBody(values, id));
    if (parsed.success) return onSave(parsed.data);
    form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as never, errors: [issue.message] })));
  };

  return (
    <Form<FormValues> id="knowledgeForm" name="knowledgeForm" form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      <Flex gap={16} wrap>
        <Form.Item name="title" label={text.title} rules={requiredRule(text.title)} style={GROW}>
          <Input maxLength={KNOWLEDGE_LIMITS.title} placeholder={crud.pleaseEnter(text.title)} />
        </Form.Item>
        <Form.Item name="type" label={text.type} rules={requiredRule(text.type, { whitespace: false })} style={{ flex: '0 1 200px', minWidth: 160 }}>
          <Select options={TYPE_OPTIONS} placeholder={crud.pleaseSelect(text.type)} />
        </Form.Item>
      </Flex>
      {shows.prescription && (
        <Flex gap={16} wrap>
          <Form.Item name="rxName" label={text.rxName} rules={requiredRule(text.rxName)} style={GROW}>
            <Input maxLength={KNOWLEDGE_LIMITS.line} placeholder={crud.pleaseEnter(text.rxName)} />
          </Form.Item>
          <Form.Item name="insured" label={text.insured} style={GROW}>
            <Input maxLength={KNOWLEDGE_LIMITS.line} placeholder={crud.pleaseEnter(text.insured)} />
          </Form.Item>
        </Flex>
      )}
      {shows.otherName && (
        <Form.Item name="otherName" label={text.otherName}>
          <Input maxLength={KNOWLEDGE_LIMITS.line} placeholder={crud.pleaseEnter(text.otherName)} />
        </Form.Item>
      )}
      {shows.categories && (
        <Flex gap={16} wrap>
          <Form.Item name="onsetSites" label={text.onsetSite} style={GROW}>
            <LabelsSelect repoType={RepoType.ONSET_SITE} />
          </Form.Item>
          <Form.Item name="departments" label={text.department} style={GROW}>
            <LabelsSelect repoType={RepoType.DEPARTMENT} />
          </Form.Item>
        </Flex>
      )}
      {shows.introduction && (
        <Form.Item name="introduction" label={text.introduction}>
          <Input.TextArea rows={3} maxLength={KNOWLEDGE_LIMITS.introduction} showCount placeholder={crud.pleaseEnter(text.introduction)} />
        </Form.Item>
      )}
      <Form.Item name="videoUrl" label={text.video} rules={type === KnowledgeType.VIDEO ? [{ required: true, message: KnowledgeAdminMessages.videoRequired }] : undefined}>
        <VideoUpload
          text={{ pick: text.pickVideo, replace: text.replaceVideo, remove: text.removeVideo, tip: text.videoTip, uploading: text.uploading, failed: text.videoFailed }}
        />
      </Form.Item>
      <Form.Item label={text.sections} required={false}>
        <SectionsEditor />
      </Form.Item>
    </Form>
  );
}
