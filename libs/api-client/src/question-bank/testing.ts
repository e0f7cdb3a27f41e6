/**
 * MSW handlers and data builders for the question bank (exported through `@medteach/api-client/testing`).
 *
 *   const qb = createQuestionBankFake({ questions: [buildQuestion({ id: 1 }), buildQuestion({ id: 2, type: QuestionType.X })] });
 *   setupMswServer(...questionBankHandlers(qb));
 *   …  expect(qb.answers.get(1)).toBe('A');
 *
 * The fake keeps answers, favourites, notes and papers in memory and answers like the server: it grades answers,
 * marks questions past FREE_QUESTION_COUNT as locked when `unlocked` is false, pages papers 15 at a time and
 * refuses notes over NOTE_MAX_LENGTH with `{code: 400}`.
 */
import { http, HttpResponse } from 'msw';
import {
  FREE_QUESTION_COUNT,
  IsRight,
  NOTE_MAX_LENGTH,
  NOTE_TOO_LONG_MSG,
  PAPER_PAGE_SIZE,
  QUESTION_TYPE_LABELS,
  QuestionListType,
  QuestionType,
  questionBankBasePaths,
  questionBankPaths,
  type BankAnswerSheet,
  type BankNoteItem,
  type BankQuestion,
  type CategoryTreeNode,
  type PaperRecord,
  type QuestionTypeValue,
  type StudyBank,
} from '@medteach/contract';
import { apiPath, fail, ok, table } from '../core/testing';

export function buildQuestion(over: Partial<BankQuestion> = {}): BankQuestion {
  const id = over.id ?? 1;
  const type = (over.type ?? QuestionType.A1) as QuestionTypeValue;
  return {
    id,
    questionId: id,
    type,
    questionType: type,
    typeName: QUESTION_TYPE_LABELS[type],
    content: `第${id}题：社区获得性肺炎最常见的致病菌是`,
    publicContent: '',
    parentId: null,
    childedList: [],
    selectList: ['金黄色葡萄球菌', '肺炎链球菌', '铜绿假单胞菌', '肺炎克雷伯菌', '嗜肺军团菌'].map((name, i) => ({ type: 'ABCDE'[i], name, selected: 0 as const })),
    blanksList: [],
    correctList: ['B'],
    correct: 'B',
    answer: 'B',
    analysis: '肺炎链球菌是社区获得性肺炎最常见的病原体。',
    fileUrl: '',
    result: '',
    isRight: null,
    isFavorite: 0,
    mark: '',
    categoryId: 11,
    studyBankId: 1,
    bank: '临床思维能力题库',
    sort: id,
    locked: false,
    knowledgeId: null,
    ...over,
  };
}

export function buildTreeNode(over: Partial<CategoryTreeNode> = {}): CategoryTreeNode {
  return {
    id: 10,
    pid: 0,
    label: '内科学',
    studyNum: 0,
    totalNum: 12,
    children: [],
    productInfoId: 1,
    skillId: 1,
    skillName: '临床思维能力训练',
    skillIntegral: 100,
    isUnlock: false,
    isDemo: true,
    code: '1',
    ...over,
  };
}

export function buildStudyBank(over: Partial<StudyBank> = {}): StudyBank {
  return {
    studyBankId: 1,
    studyBankName: '临床思维能力题库',
    majorType: 1,
    studyBankCategories: [{ id: 11, categoryId: 11, label: '呼吸系统疾病', categoryName: '呼吸系统疾病', totalNum: 12, parentCategoryId: 10, parentCategoryName: '内科学' }],
    ...over,
  };
}

export function buildPaperRecord(over: Partial<PaperRecord> = {}): PaperRecord {
  return { studyPaperId: 1, title: '智能组题', questionNum: 20, answerNum: 0, studyBankId: 1, majorType: 1, createTime: '2026-01-06 10:00:00', ...over };
}

export interface QuestionBankFakeInput {
  questions?: BankQuestion[];
  tree?: CategoryTreeNode[];
  banks?: StudyBank[];
  /** false: questions past FREE_QUESTION_COUNT come back locked (spec §4). */
  unlocked?: boolean;
}

export function createQuestionBankFake(input: QuestionBankFakeInput = {}) {
  const questions = input.questions ?? Array.from({ length: 8 }, (_, i) => buildQuestion({ id: i + 1 }));
  return {
    questions,
    tree: input.tree ?? [buildTreeNode({ children: [buildTreeNode({ id: 11, pid: 10, label: '呼吸系统疾病', children: [] })] })],
    banks: input.banks ?? [buildStudyBank()],
    unlocked: input.unlocked ?? true,
    answers: new Map<number, string>(),
    favorites: new Set<number>(),
    notes: new Map<number, string>(),
    papers: [] as (PaperRecord & { questionIds: number[]; userAnswers: Map<number, string> })[],
  };
}
export type QuestionBankFake = ReturnType<typeof createQuestionBankFake>;

const gradeFake = (q: BankQuestion, result: string) =>
  q.type === QuestionType.ESSAY ? IsRight.NOT_GRADED : result.split(',').sort().join(',') === q.correct.split(',').sort().join(',') ? IsRight.RIGHT : IsRight.WRONG;

function present(fake: QuestionBankFake, q: BankQuestion, index: number, answer = fake.answers.get(q.id)): BankQuestion {
  const locked = !fake.unlocked && index >= FREE_QUESTION_COUNT;
  return {
    ...q,
    result: answer ?? '',
    isRight: answer === undefined ? null : gradeFake(q, answer),
    isFavorite: fake.favorites.has(q.id) ? 1 : 0,
    mark: fake.notes.get(q.id) ?? '',
    locked,
    ...(locked ? { content: '', selectList: [], correct: '', correctList: [], analysis: '', answer: '' } : {}),
  };
}

const sheetOf = (name: string, items: { questionId: number; isRight: number | null }[]): BankAnswerSheet => ({
  paperName: name,
  finishCount: items.filter((i) => i.isRight !== null).length,
  score: items.length ? Math.round((items.filter((i) => i.isRight === 1).length * 100) / items.length) : 0,
  questionList: items,
});

export function questionBankHandlers(fake: QuestionBankFake = createQuestionBankFake()) {
  const find = (id: number) => fake.questions.find((q) => q.id === id);
  /** For ids the fake itself stored (notes, favourites, papers): always present. */
  const known = (id: number): BankQuestion => {
    const q = find(id);
    if (!q) throw new Error(`question ${id} is not in the fake`);
    return q;
  };
  const paperOf = (id: number) => fake.papers.find((p) => p.studyPaperId === id);
  const body = async (request: Request) => (await request.json()) as Record<string, unknown>;
  const listFor = (type: number) =>
    fake.questions
      .map((q, i) => present(fake, q, i))
      .filter((q) => (type === QuestionListType.WRONG ? q.isRight === 0 : type === QuestionListType.FAVORITE ? q.isFavorite === 1 : true));

  return [
    http.get(apiPath(questionBankPaths.categoryTree), ({ request }) => {
      const majorType = Number(new URL(request.url).searchParams.get('majorType'));
      return HttpResponse.json(ok([buildTreeNode({ id: 0, pid: -1, label: majorType === 1 ? '临床思维能力' : '口腔临床思辨能力', children: fake.tree })]));
    }),
    http.get(apiPath(questionBankPaths.studyBankList), () => HttpResponse.json(ok(fake.banks))),
    http.get(apiPath(`${questionBankPaths.studyBankById}/:id`), ({ params }) =>
      HttpResponse.json(ok(fake.banks.find((b) => b.studyBankId === Number(params.id)))),
    ),
    http.post(apiPath(questionBankPaths.getQuestions), async ({ request }) => {
      const b = await body(request);
      return HttpResponse.json(ok(listFor(Number(b.type ?? QuestionListType.TOPIC))));
    }),
    http.get(apiPath(`${questionBankPaths.questionOne}/:id`), ({ params }) => {
      const index = fake.questions.findIndex((q) => q.id === Number(params.id));
      return HttpResponse.json(index < 0 ? fail(404, '试题不存在') : ok(present(fake, fake.questions[index], index)));
    }),
    http.post(apiPath(questionBankPaths.answerAdd), async ({ request }) => {
      const b = await body(request);
      const q = find(Number(b.questionId));
      if (!q) return HttpResponse.json(fail(404, '试题不存在'));
      const result = String(b.result ?? '');
      if (!result) return HttpResponse.json(fail(400, '请作答后提交'));
      fake.answers.set(q.id, result);
      return HttpResponse.json(ok({ questionId: q.id, isRight: gradeFake(q, result), correct: q.correct }));
    }),
    http.post(apiPath(questionBankPaths.answerSheet), async ({ request }) => {
      const b = await body(request);
      const list = listFor(b.type === QuestionListType.WRONG ? QuestionListType.WRONG : b.isFavorite === 1 ? QuestionListType.FAVORITE : QuestionListType.TOPIC);
      return HttpResponse.json(ok(sheetOf('答题卡', list.map((q) => ({ questionId: q.id, isRight: q.isRight })))));
    }),
    http.post(apiPath(questionBankPaths.resourceAdd), async ({ request }) => {
      const b = await body(request);
      const id = Number(b.questionId);
      if (!find(id)) return HttpResponse.json(fail(404, '试题不存在'));
      if (b.type === 0) {
        if (b.isFavorite === 1) fake.favorites.add(id);
        else fake.favorites.delete(id);
      } else {
        const mark = String(b.mark ?? '');
        if (mark.length > NOTE_MAX_LENGTH) return HttpResponse.json(fail(400, NOTE_TOO_LONG_MSG));
        if (mark.trim()) fake.notes.set(id, mark);
        else fake.notes.delete(id);
      }
      return HttpResponse.json(ok({ questionId: id, isFavorite: fake.favorites.has(id) ? 1 : 0, mark: fake.notes.get(id) ?? '', updateTime: '2026-01-06 10:00:00' }));
    }),
    http.get(apiPath(questionBankPaths.resourceList), ({ request }) => {
      const notes = new URL(request.url).searchParams.get('type') === '1';
      const ids = notes ? [...fake.notes.keys()] : [...fake.favorites];
      const rows = ids.map(
        (id): BankNoteItem => ({
          questionId: id,
          categoryId: known(id).categoryId,
          content: known(id).content,
          mark: fake.notes.get(id) ?? '',
          isFavorite: fake.favorites.has(id) ? 1 : 0,
          updateTime: '2026-01-06 10:00:00',
        }),
      );
      return HttpResponse.json(table(rows));
    }),
    http.get(apiPath(questionBankPaths.paperQuestionNum), () => HttpResponse.json(ok(fake.questions.length))),
    http.post(apiPath(questionBankPaths.paperAdd), async ({ request }) => {
      const b = await body(request);
      const num = Math.min(Number(b.num), fake.questions.length);
      const studyPaperId = fake.papers.length + 1;
      fake.papers.unshift({
        ...buildPaperRecord({ studyPaperId, title: String(b.title || '智能组题'), questionNum: num }),
        questionIds: fake.questions.slice(0, num).map((q) => q.id),
        userAnswers: new Map(),
      });
      return HttpResponse.json(ok(studyPaperId));
    }),
    http.get(apiPath(questionBankPaths.paperPage), ({ request }) => {
      const pageNum = Number(new URL(request.url).searchParams.get('pageNum') ?? 1);
      const rows = fake.papers.slice((pageNum - 1) * PAPER_PAGE_SIZE, pageNum * PAPER_PAGE_SIZE).map(({ questionIds: _q, userAnswers, ...r }) => ({ ...r, answerNum: userAnswers.size }));
      return HttpResponse.json(table(rows, fake.papers.length));
    }),
    http.get(apiPath(`${questionBankPaths.paperById}/:id`), ({ params }) => {
      const paper = paperOf(Number(params.id));
      if (!paper) return HttpResponse.json(fail(404, '试卷不存在'));
      const { questionIds, userAnswers, ...record } = paper;
      const questionList = questionIds.map((id, i) => present(fake, known(id), i, userAnswers.get(id)));
      return HttpResponse.json(ok({ ...record, answerNum: userAnswers.size, questionList: questionList.map((q) => ({ ...q, locked: false })) }));
    }),
    http.post(apiPath(questionBankPaths.paperAnswerAdd), async ({ request }) => {
      const b = await body(request);
      const paper = paperOf(Number(b.studyPaperId));
      const q = find(Number(b.questionId));
      if (!paper) return HttpResponse.json(fail(404, '试卷不存在'));
      if (!q || !paper.questionIds.includes(q.id)) return HttpResponse.json(fail(400, '题目不属于该试卷'));
      paper.userAnswers.set(q.id, String(b.result));
      return HttpResponse.json(ok({ questionId: q.id, isRight: gradeFake(q, String(b.result)), correct: q.correct }));
    }),
    http.get(apiPath(`${questionBankPaths.paperAnswerSheet}/:id`), ({ params }) => {
      const paper = paperOf(Number(params.id));
      if (!paper) return HttpResponse.json(fail(404, '试卷不存在'));
      const items = paper.questionIds.map((id) => {
        const a = paper.userAnswers.get(id);
        return { questionId: id, isRight: a === undefined ? null : gradeFake(known(id), a) };
      });
      return HttpResponse.json(ok(sheetOf(paper.title, items)));
    }),
    http.delete(apiPath(questionBankBasePaths.paperDelete), ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('idList') ?? '').split(',').filter(Boolean).map(Number);
      if (ids.length === 0) return HttpResponse.json(fail(400, '请选择要删除的记录'));
      fake.papers = fake.papers.filter((p) => !ids.includes(p.studyPaperId));
      return HttpResponse.json(ok(ids.length));
    }),
    http.post(apiPath(questionBankBasePaths.recordRenew), () => {
      fake.answers.clear();
      return HttpResponse.json(ok(0));
    }),
  ];
}
