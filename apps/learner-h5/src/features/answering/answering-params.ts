/**
 * The query of the answering screen (spec §2 "/subjectHomeWork"), parsed once: every parameter keeps its name.
 * Native apps and old links open this screen directly, so anything missing or malformed falls back quietly.
 */
import { categoryIdsText, parseCategoryIds } from '../../shared/category-ids';

export { parseCategoryIds };

/** Which screen opened the answering screen; back returns there (spec §2 "Back returns to the screen named in name"). */
export const ANSWERING_NAMES = ['topic', 'errorCorrection', 'collect', 'note', 'groupQuestion', 'testCreation', 'review'] as const;
export type AnsweringName = (typeof ANSWERING_NAMES)[number];

/** typeFlag values the screens send (spec §2): 1 a single note question, 2 wrong answers, 5 a composed paper. */
export const TypeFlag = { NOTE: 1, WRONG: 2, PAPER: 5 } as const;

/** `type` of the get-questions call (spec §7): 2 topic, 1 wrong, 0 favourite; 3 错题复习 (issue 18: due today by FSRS). */
export const QuestionsType = { FAVOURITE: 0, WRONG: 1, TOPIC: 2, REVIEW: 3 } as const;

export interface AnsweringParams {
  name: AnsweringName;
  studyBankId?: number;
  categoryId?: number;
  categoryIds: number[];
  majorType?: number;
  studyPaperId?: number;
  questionId?: number;
  isUnlock: boolean;
  code?: string;
  skillId?: string;
  skillName?: string;
  skillIntegral?: string;
  productInfoId?: string;
  label?: string;
  noteContent?: string;
  typeFlag?: number;
  setUpTypes?: number;
  type?: number;
  topicActive?: number;
}

/** Where the questions come from, decided by the query. */
export type QuestionSource =
  | { kind: 'paper'; studyPaperId: number }
  | { kind: 'single'; questionId: number }
  | { kind: 'sheet'; type: (typeof QuestionsType)[keyof typeof QuestionsType] };

function numberOf(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function textOf(value: string | null): string | undefined {
  return value === null || value === '' ? undefined : value;
}

const isName = (value: string | null): value is AnsweringName => (ANSWERING_NAMES as readonly string[]).includes(value ?? '');

/** Flags arrive as 'true' / '1'. */
const flagOf = (value: string | null) => value === 'true' || value === '1';

export function parseAnsweringParams(search: URLSearchParams): AnsweringParams {
  const name = search.get('name');
  return {
    name: isName(name) ? name : 'topic',
    studyBankId: numberOf(search.get('studyBankId')),
    categoryId: numberOf(search.get('categoryId')),
    categoryIds: parseCategoryIds(search.get('categoryIds')),
    majorType: numberOf(search.get('majorType')),
    studyPaperId: numberOf(search.get('studyPaperId')),
    questionId: numberOf(search.get('questionId')),
    isUnlock: flagOf(search.get('isUnlock')),
    code: textOf(search.get('code')),
    skillId: textOf(search.get('skillId')),
    skillName: textOf(search.get('skillName')),
    skillIntegral: textOf(search.get('skillIntegral')),
    productInfoId: textOf(search.get('productInfoId')),
    label: textOf(search.get('label')),
    noteContent: textOf(search.get('noteContent')),
    typeFlag: numberOf(search.get('typeFlag')),
    setUpTypes: numberOf(search.get('setUpTypes')),
    type: numberOf(search.get('type')),
    topicActive: numberOf(search.get('topicActive')),
  };
}

/** A paper (typeFlag 5 / studyPaperId), one note question (typeFlag 1), or a sheet of wrong / favourite / topic questions. */
export function questionSourceOf(params: AnsweringParams): QuestionSource {
  if (params.studyPaperId !== undefined) return { kind: 'paper', studyPaperId: params.studyPaperId };
  if ((params.typeFlag === TypeFlag.NOTE || params.name === 'note') && params.questionId !== undefined) {
    return { kind: 'single', questionId: params.questionId };
  }
  if (params.typeFlag === TypeFlag.WRONG || params.name === 'errorCorrection') return { kind: 'sheet', type: QuestionsType.WRONG };
  if (params.name === 'collect') return { kind: 'sheet', type: QuestionsType.FAVOURITE };
  if (params.name === 'review') return { kind: 'sheet', type: QuestionsType.REVIEW };
  return { kind: 'sheet', type: QuestionsType.TOPIC };
}

/** Spec §6: favourite, note and error-correction entries only in topic mode; only topic practice is locked. */
export const isTopicMode = (params: AnsweringParams) => params.name === 'topic' && params.studyPaperId === undefined;

/** Spec §2: a composed paper shows the "composition in progress" screen while it loads. */
export const isComposition = (params: AnsweringParams) => params.name === 'groupQuestion' || params.name === 'testCreation';

/** Spec §6: the knowledge entry shows only when code is not 6 and majorType is 1. */
export const KNOWLEDGE_HIDDEN_CODE = '6';
export const CLINICAL_MAJOR_TYPE = 1;

function query(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The screen named in `name`, with the query it needs (spec §2 routes) and the state it was left in: the bank tab
 * (studyBankId) and open chapter (topicActive) of /subject, the chosen categories of the 错题 / 收藏 lists, the bank
 * of every list. A paper composed in 智能组题 returns to its records (组题记录), not to the form.
 */
export function backTargetOf(params: AnsweringParams): string {
  const { studyBankId, majorType } = params;
  const categoryIds = params.categoryIds.length > 0 ? categoryIdsText(params.categoryIds) : undefined;
  switch (params.name) {
    case 'errorCorrection':
      return `/subjectErrorCorrection${query({ studyBankId, majorType, type: QuestionsType.WRONG, categoryIds })}`;
    case 'collect':
      return `/subjectCollect${query({ studyBankId, majorType, type: QuestionsType.FAVOURITE, categoryIds })}`;
    case 'note':
      return `/subjectNote${query({ studyBankId, majorType, type: 0 })}`;
    case 'groupQuestion':
      return `/groupQuestion${query({ studyBankId, majorType })}`;
    case 'testCreation':
      return `/subjectTestCreation${query({ studyBankId, majorType })}`;
    case 'review':
      return '/'; // 错题复习 opens from the home (issue 18), which `/` shows

    default:
      return `/subject${query({ majorType, studyBankId, topicActive: params.topicActive })}`;
  }
}
