import * as z from './zod';
import { pageQuery } from './envelope-schemas';
import { KnowledgeType, RepoType, type KnowledgeItem } from './commerce';

/**
 * Back office 医学知识 (issue 16): the articles the phone's /medical shows (spec §2 "Medical knowledge detail", §3
 * knowledge item) and their categories (onset site / department labels, spec §3 repo types). RuoYi shapes under
 * `/literature/knowledge`; admin only. The question form picks a question's knowledge article from `list`.
 */
export const knowledgeAdminPaths = {
  base: '/literature/knowledge',
  /** `GET` filters `title`, `type` + `pageNum`, `pageSize` → `{total, rows: KnowledgeRow[]}`. */
  list: '/literature/knowledge/list',
  /** `POST` (form fields = the list filters) → xlsx of the filtered list. */
  export: '/literature/knowledge/export',
  /** `GET` filters `repoType`, `label` → `{total, rows: KnowledgeCategoryRow[]}`; `PUT` renames; `DELETE /{repoType}/{label}`. */
  category: '/literature/knowledge/category',
  categoryList: '/literature/knowledge/category/list',
} as const;

/** The knowledge types an article may have, with their console labels (spec §3; the phone shows lines by type). */
export const KNOWLEDGE_TYPE_LABELS: Readonly<Record<number, string>> = {
  [KnowledgeType.PRESCRIPTION]: '处方',
  [KnowledgeType.DISEASE]: '疾病',
  [KnowledgeType.SYMPTOM]: '症状',
  [KnowledgeType.VIDEO]: '视频',
  [KnowledgeType.CONTENT]: '纯内容',
};
export const REPO_TYPE_LABELS: Readonly<Record<number, string>> = {
  [RepoType.ONSET_SITE]: '发病部位',
  [RepoType.DEPARTMENT]: '就诊科室',
};

/** Limits of the edit form (the phone shows these as plain lines; a section is rich text). */
// Plain constants in the messages: a template reading a property (`${LIMITS.title}`) counts as a side effect for the
// bundler, which then keeps this whole module (schemas, zod) in the entry chunk of every app.
const TITLE_MAX = 100;
const LABEL_MAX = 50;
const SECTION_TITLE_MAX = 100;
const SECTIONS_MAX = 50;
export const KNOWLEDGE_LIMITS = {
  title: TITLE_MAX,
  introduction: 2000,
  line: 200,
  label: LABEL_MAX,
  categories: 50,
  sectionTitle: SECTION_TITLE_MAX,
  sectionContent: 200_000,
  sections: SECTIONS_MAX,
  videoUrl: 500,
} as const;

export const KnowledgeAdminMessages = {
  titleRequired: '标题不能为空',
  typeInvalid: '知识类型不正确',
  videoRequired: '视频类知识请上传视频',
  rxNameRequired: '处方类知识请填写处方类型',
  sectionTitleRequired: '章节标题不能为空',
  labelRequired: '分类名称不能为空',
  repoTypeInvalid: '分类类型不正确',
  idRequired: '知识编号不能为空',
  categoryMissing: '分类不存在',
  /** RuoYi's refusal when something still uses the record. */
  titleTooLong: `标题不能超过${TITLE_MAX}个字符`,
  labelTooLong: `分类名称不能超过${LABEL_MAX}个字符`,
  sectionTitleTooLong: `章节标题不能超过${SECTION_TITLE_MAX}个字符`,
  tooManySections: `章节不能超过${SECTIONS_MAX}个`,
  linked: (title: string, n: number) => `知识点'${title}'已被${n}道试题关联，不能删除`,
  renamed: (n: number) => `已更新${n}篇知识`,
} as const;

const text = (max: number) => /*#__PURE__*/ z.string().trim().max(max, `不能超过${max}个字符`);
const knowledgeTypes = /*#__PURE__*/ Object.values(KnowledgeType) as number[];
const repoTypes = /*#__PURE__*/ Object.values(RepoType) as number[];

const knowledgeTypeField = /*#__PURE__*/ z.coerce
  .number({ error: KnowledgeAdminMessages.typeInvalid })
  .int(KnowledgeAdminMessages.typeInvalid)
  .refine((t) => knowledgeTypes.includes(t), KnowledgeAdminMessages.typeInvalid);
const repoTypeField = /*#__PURE__*/ z.coerce
  .number({ error: KnowledgeAdminMessages.repoTypeInvalid })
  .int(KnowledgeAdminMessages.repoTypeInvalid)
  .refine((t) => repoTypes.includes(t), KnowledgeAdminMessages.repoTypeInvalid);
const labelField = /*#__PURE__*/ z
  .string({ error: KnowledgeAdminMessages.labelRequired })
  .trim()
  .min(1, KnowledgeAdminMessages.labelRequired)
  .max(KNOWLEDGE_LIMITS.label, KnowledgeAdminMessages.labelTooLong);

export const knowledgeListQuery = /*#__PURE__*/ pageQuery.extend({
  title: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.title).optional(),
  type: /*#__PURE__*/ knowledgeTypeField.optional(),
});
export type KnowledgeListQuery = z.infer<typeof knowledgeListQuery>;
export const knowledgeExportQuery = /*#__PURE__*/ knowledgeListQuery.omit({ pageNum: true, pageSize: true }).strict();

export const knowledgeSection = /*#__PURE__*/ z.object({
  repoTitle: /*#__PURE__*/ z
    .string({ error: KnowledgeAdminMessages.sectionTitleRequired })
    .trim()
    .min(1, KnowledgeAdminMessages.sectionTitleRequired)
    .max(KNOWLEDGE_LIMITS.sectionTitle, KnowledgeAdminMessages.sectionTitleTooLong),
  content: /*#__PURE__*/ z.string().max(KNOWLEDGE_LIMITS.sectionContent, '章节内容过长').default(''),
});
export const knowledgeCategory = /*#__PURE__*/ z.object({ repoType: repoTypeField, label: labelField });

/**
 * Create (`POST`, no id) or update (`PUT`, with id). Per type (spec §3): a video article (11) needs its video, a
 * prescription (2) its 处方类型; lines a type does not show are kept as sent (the phone ignores them).
 */
export const knowledgeBody = /*#__PURE__*/ z
  .object({
    id: /*#__PURE__*/ z.coerce.number().int().positive().max(2 ** 31).optional(),
    title: /*#__PURE__*/ z
      .string({ error: KnowledgeAdminMessages.titleRequired })
      .trim()
      .min(1, KnowledgeAdminMessages.titleRequired)
      .max(KNOWLEDGE_LIMITS.title, KnowledgeAdminMessages.titleTooLong),
    type: knowledgeTypeField,
    introduction: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.introduction).default(''),
    videoUrl: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.videoUrl).default(''),
    rxName: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.line).default(''),
    insured: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.line).default(''),
    otherName: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.line).default(''),
    repoCategories: /*#__PURE__*/ z.array(knowledgeCategory).max(KNOWLEDGE_LIMITS.categories).default([]),
    repoDetails: /*#__PURE__*/ z.array(knowledgeSection).max(KNOWLEDGE_LIMITS.sections, KnowledgeAdminMessages.tooManySections).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.type === KnowledgeType.VIDEO && !b.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: KnowledgeAdminMessages.videoRequired });
    if (b.type === KnowledgeType.PRESCRIPTION && !b.rxName) ctx.addIssue({ code: 'custom', path: ['rxName'], message: KnowledgeAdminMessages.rxNameRequired });
  });
export type KnowledgeBody = z.infer<typeof knowledgeBody>;

export const knowledgeCategoryQuery = /*#__PURE__*/ pageQuery.extend({
  repoType: /*#__PURE__*/ repoTypeField.optional(),
  label: /*#__PURE__*/ text(KNOWLEDGE_LIMITS.label).optional(),
});
/** `DELETE /category/{repoType}/{label}`: removes the label from every article. */
export const knowledgeCategoryParams = knowledgeCategory;
/** `PUT /category`: renames a label on every article (merging into an existing label of the same name). */
export const knowledgeCategoryRename = /*#__PURE__*/ knowledgeCategory.extend({ newLabel: labelField });
export type KnowledgeCategoryRenameBody = z.infer<typeof knowledgeCategoryRename>;

/** A list row: enough for the table and for the question form's picker. */
export interface KnowledgeRow {
  id: number;
  title: string;
  type: number;
  introduction: string;
  videoUrl: string;
  /** Detail sections. */
  sectionCount: number;
  /** Questions whose 知识点 entry opens this article (0 before the question bank links any). */
  questionCount: number;
}
/** One article as the edit form loads it: the phone's item. */
export type KnowledgeDetail = KnowledgeItem;

export interface KnowledgeCategoryRow {
  repoType: number;
  label: string;
  /** Articles carrying the label. */
  itemCount: number;
}
