/**
 * One question, every answering surface: the nine question types written once in the console, then received and
 * answered on each surface the phone answers on — practice (topic), review (错题复习), mock exam, plan paper, course
 * paper — and in the console's phone preview. On each, the phone must get the same question (type, stem, option
 * letters, as many fill-in boxes as the key has blanks, attachments), and the answer it builds from what it got
 * (one text per box it shows) must be marked right when right and wrong when wrong.
 *
 * The phone side is mirrored from libs/question-engine: groups are flattened into their children (a child keeps
 * the group's stem, and a B child without options uses the group's), and a fill-in shows
 * max(1, blanksList.length, blanks of the key it holds) boxes. Paper copies get ids of their own, so questions are
 * matched by their text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLANK_SEPARATOR,
  CHOICE_SEPARATOR,
  IsRight,
  QuestionListType,
  QuestionType,
  ResourceFileType,
  courseAdminPaths,
  coursePaths,
  markBlanks,
  mockExamPaths,
  questionAdminPaths,
  questionBankPaths,
  sameChoices,
  teachingPaperPaths,
  teachingPaths,
  type QuestionBody,
} from '@medteach/contract';
import { testServer } from '../src/test-helpers';
import { SeedLesson } from '../src/modules/teaching/seed';

const CLINICAL = 1;
const ADMIN_ID = 1;
/** student01 and student02: class 1, which the in-progress lesson teaches. */
const STUDENTS = { a: 101, b: 102 } as const;
const CLASS_ONE = 1;

type Who = 'admin' | 'a' | 'b';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read as the phone reads them
type Json = any;

/** One answerable question as written in the console, with the answers a student gives. */
interface Leaf {
  content: string;
  type: number;
  /** The group's stem ('' for a standalone question or a B group without one). */
  stem: string;
  letters: string[];
  /** Fill-in boxes the phone must show (0: not a fill-in). */
  blanks: number;
  fileUrl: string;
  right: string[];
  wrong: string[];
}

const HEART_SOUND = 'https://example.org/media/heart-sound.mp3';
const ECG = 'https://example.org/media/ecg.png';
const FIVE = ['甲', '乙', '丙', '丁', '戊'];
const B_OPTIONS = ['心尖部', '胸骨左缘', '剑突下'];
const FILL_KEY = `模式识别[|]模式识别法${BLANK_SEPARATOR}心尖部`;

const child = (content: string, answer: string, options: string[] = [], fileUrl = '') => ({ content, options, answer, analysis: `${content}的解析`, fileUrl });
const question = (categoryId: number, body: Partial<QuestionBody>): Partial<QuestionBody> => ({ categoryId, options: [], answer: '', analysis: '解析', fileUrl: '', ...body });

/** The nine types (spec §3: 0 A1 … 8 问答), as the console writes them. */
const nineTypes = (categoryId: number): Partial<QuestionBody>[] => [
  question(categoryId, { type: QuestionType.A1, content: '同形A1题', options: FIVE, answer: 'C', fileUrl: HEART_SOUND }),
  question(categoryId, { type: QuestionType.A2, content: '同形A2病例', options: FIVE.slice(0, 3), answer: 'A' }),
  question(categoryId, { type: QuestionType.A3, content: '同形A3共用题干', children: [child('同形A3子题一', 'B', ['甲', '乙'], ECG), child('同形A3子题二', 'A', ['甲', '乙'])] }),
  question(categoryId, { type: QuestionType.A4, content: '同形A4共用题干', children: [child('同形A4子题', 'C', FIVE.slice(0, 3))] }),
  question(categoryId, { type: QuestionType.B, content: '', options: B_OPTIONS, children: [child('同形B子题一', 'A'), child('同形B子题二', 'C')] }),
  question(categoryId, { type: QuestionType.X, content: '同形X题', options: FIVE.slice(0, 4), answer: 'A,B,D' }),
  question(categoryId, { type: QuestionType.JUDGE, content: '同形判断题', answer: 'A' }),
  question(categoryId, { type: QuestionType.FILL, content: '同形填空：听诊＿＿，部位＿＿', answer: FILL_KEY }),
  question(categoryId, { type: QuestionType.ESSAY, content: '同形问答题', answer: '参考答案' }),
];

const letters = (n: number) => 'ABCDE'.slice(0, n).split('');
/** What the phone must show for each answerable question, and the answers given (one entry per letter or box). */
const LEAVES: Leaf[] = [
  { content: '同形A1题', type: QuestionType.A1, stem: '', letters: letters(5), blanks: 0, fileUrl: HEART_SOUND, right: ['C'], wrong: ['A'] },
  { content: '同形A2病例', type: QuestionType.A2, stem: '', letters: letters(3), blanks: 0, fileUrl: '', right: ['A'], wrong: ['B'] },
  { content: '同形A3子题一', type: QuestionType.A3, stem: '同形A3共用题干', letters: letters(2), blanks: 0, fileUrl: ECG, right: ['B'], wrong: ['A'] },
  { content: '同形A3子题二', type: QuestionType.A3, stem: '同形A3共用题干', letters: letters(2), blanks: 0, fileUrl: '', right: ['A'], wrong: ['B'] },
  { content: '同形A4子题', type: QuestionType.A4, stem: '同形A4共用题干', letters: letters(3), blanks: 0, fileUrl: '', right: ['C'], wrong: ['A'] },
  { content: '同形B子题一', type: QuestionType.B, stem: '', letters: letters(3), blanks: 0, fileUrl: '', right: ['A'], wrong: ['B'] },
  { content: '同形B子题二', type: QuestionType.B, stem: '', letters: letters(3), blanks: 0, fileUrl: '', right: ['C'], wrong: ['A'] },
  { content: '同形X题', type: QuestionType.X, stem: '', letters: letters(4), blanks: 0, fileUrl: '', right: ['A', 'B', 'D'], wrong: ['A'] },
  { content: '同形判断题', type: QuestionType.JUDGE, stem: '', letters: letters(2), blanks: 0, fileUrl: '', right: ['A'], wrong: ['B'] },
  { content: '同形填空：听诊＿＿，部位＿＿', type: QuestionType.FILL, stem: '', letters: [], blanks: 2, fileUrl: '', right: ['模式识别法', '心尖部'], wrong: ['心尖部', '模式识别'] },
  { content: '同形问答题', type: QuestionType.ESSAY, stem: '', letters: [], blanks: 0, fileUrl: '', right: ['参考答案'], wrong: ['不知道'] },
];
const ESSAY = '同形问答题';

// ---------------------------------------------------------------- the phone's side, mirrored from question-engine

interface PhoneLeaf {
  id: number;
  source: Json;
  type: number;
  content: string;
  stem: string;
  letters: string[];
  blanks: number;
  fileUrl: string;
}

/** The key the phone holds for a question: correctList, else answer, else correct (none while it is withheld). */
function keyOf(q: Json): string {
  if (Array.isArray(q.correctList) && q.correctList.length) return q.correctList.map(String).join(BLANK_SEPARATOR);
  if (typeof q.answer === 'string' && q.answer.trim() !== '') return q.answer;
  return q.correct == null ? '' : String(q.correct);
}

/** Boxes a fill-in shows: from blanksList, else from the key the phone holds, at least one (blankCountOf). */
function boxesOf(q: Json): number {
  const key = keyOf(q);
  return Math.max(1, Array.isArray(q.blanksList) ? q.blanksList.length : 0, key ? key.split(BLANK_SEPARATOR).length : 0);
}

/** Groups flattened into their children, which keep the group's type, stem and (B) options (flattenQuestions). */
function phoneLeaves(list: Json[]): PhoneLeaf[] {
  const leaf = (q: Json, parent: Json | null): PhoneLeaf => {
    const type = Number(q.type ?? q.questionType ?? parent?.type);
    const options: Json[] = q.selectList?.length ? q.selectList : (parent?.selectList ?? []);
    return {
      id: Number(q.id ?? q.questionId),
      source: q,
      type,
      content: q.content ?? '',
      stem: q.publicContent || (parent ? parent.publicContent || parent.content || '' : ''),
      letters: options.map((o) => o.type),
      blanks: type === QuestionType.FILL ? boxesOf(q) : 0,
      fileUrl: q.fileUrl ?? '',
    };
  };
  return list.flatMap((q) => (q.childedList?.length ? q.childedList.map((c: Json) => leaf(c, q)) : [leaf(q, null)]));
}

/** What the phone shows of a question: compared with what the console wrote. */
const shapeOf = (l: PhoneLeaf | Leaf) => ({ content: l.content, type: l.type, stem: l.stem, letters: l.letters, blanks: l.blanks, fileUrl: l.fileUrl });

/** The answer the phone sends: picked letters, or one text per box it shows (a box it lacks is never filled). */
function phoneAnswer(shown: PhoneLeaf, leaf: Leaf, right: boolean): string {
  const given = right ? leaf.right : leaf.wrong;
  if (leaf.type === QuestionType.FILL) return Array.from({ length: shown.blanks }, (_, i) => given[i] ?? '').join(BLANK_SEPARATOR);
  if (leaf.type === QuestionType.ESSAY) return given[0];
  return given.filter((l) => shown.letters.includes(l)).join(CHOICE_SEPARATOR);
}

// ---------------------------------------------------------------- the server

let s: Awaited<ReturnType<typeof testServer>>;
const headers: Partial<Record<Who, Record<string, string>>> = {};
async function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, body?: object): Promise<Json> {
  const res = await s.app.inject({
    method,
    url: `/api${url}`,
    headers: headers[who],
    ...(method === 'GET' ? { query: body as Record<string, string> | undefined } : { payload: body }),
  });
  const json = res.json();
  if (json.code !== 200 && json.rows === undefined) throw new Error(`${method} ${url} as ${who}: ${res.statusCode} ${JSON.stringify(json)}`);
  return json;
}

/** The written questions: top-level ids in console order. */
let topIds: number[];
let leafCategoryId: number;
let studyBankId: number;

beforeAll(async () => {
  s = await testServer({ tokenMinutes: 24 * 60 });
  for (const [who, userId] of [['admin', ADMIN_ID], ['a', STUDENTS.a], ['b', STUDENTS.b]] as const) {
    headers[who] = { authorization: `Bearer ${(await s.ctx.tokens.issue(userId)).token}`, 'device-type': 'app' };
  }
  const chapter = (await call('admin', 'POST', questionAdminPaths.category, { majorType: CLINICAL, categoryName: '同形章' })).data.categoryId;
  leafCategoryId = (await call('admin', 'POST', questionAdminPaths.category, { majorType: CLINICAL, parentId: chapter, categoryName: '同形节' })).data.categoryId;
  studyBankId = (await call('admin', 'POST', questionAdminPaths.studyBank, { studyBankName: '同形题库', majorType: CLINICAL, categoryIds: [chapter] })).data.studyBankId;
  topIds = [];
  for (const body of nineTypes(leafCategoryId)) topIds.push((await call('admin', 'POST', questionAdminPaths.question, body)).data.questionId);
});
afterAll(() => s.close());

// ---------------------------------------------------------------- the surfaces

/** One answering surface: what a student receives, and the marks their answers get. */
interface Surface {
  name: string;
  /** Questions this surface never holds (with the reason in the surface's own rules). */
  leaves: Leaf[];
  /** Prepares the surface for both students (a paper, a review list …); returns nothing. */
  open?: () => Promise<void>;
  receive: (who: 'a' | 'b') => Promise<Json[]>;
  /** Sends the answers the phone built (by the shown question's id) and returns the mark of each, by question text. */
  answer: (who: 'a' | 'b', answers: { shown: PhoneLeaf; result: string }[]) => Promise<Map<string, number | null>>;
  /** The mark an essay gets, right or wrong answer (each surface's own rule); other types: 1 right, 0 wrong. */
  essayMark: { right: number | null; wrong: number | null };
}

const byContent = (leaves: PhoneLeaf[], mark: (l: PhoneLeaf) => number | null) => new Map(leaves.map((l) => [l.content, mark(l)]));

/** Practice answers: one call per question, the reply carries the mark. */
async function practiceAnswers(who: 'a' | 'b', answers: { shown: PhoneLeaf; result: string }[]) {
  const marks = new Map<string, number | null>();
  for (const { shown, result } of answers) {
    const reply = await call(who, 'POST', questionBankPaths.answerAdd, { questionId: shown.id, result, majorType: CLINICAL });
    marks.set(shown.content, reply.data.isRight);
  }
  return marks;
}

const practice: Surface = {
  name: 'practice (topic)',
  leaves: LEAVES,
  receive: async (who) => (await call(who, 'POST', questionBankPaths.getQuestions, { categoryIds: [leafCategoryId], type: QuestionListType.TOPIC, majorType: CLINICAL })).data,
  answer: practiceAnswers,
  essayMark: { right: IsRight.NOT_GRADED, wrong: IsRight.NOT_GRADED },
};

const review: Surface = {
  name: 'review (错题复习)',
  leaves: LEAVES,
  // A favourite joins the review list due at once.
  open: async () => {
    const rows = await s.db.selectFrom('qb_question').select('id').where('category_id', '=', leafCategoryId).where('answerable', '=', 1).execute();
    for (const who of ['a', 'b'] as const) {
      for (const { id } of rows) await call(who, 'POST', questionBankPaths.resourceAdd, { questionId: id, type: 0, isFavorite: 1, majorType: CLINICAL });
    }
  },
  receive: async (who) => (await call(who, 'POST', questionBankPaths.getQuestions, { categoryIds: [leafCategoryId], type: QuestionListType.REVIEW, majorType: CLINICAL })).data,
  answer: practiceAnswers,
  essayMark: { right: IsRight.NOT_GRADED, wrong: IsRight.NOT_GRADED },
};

const attempts = new Map<'a' | 'b', number>();
const mockExam: Surface = {
  name: 'mock exam',
  // Essays are never drawn: nobody grades them at submission.
  leaves: LEAVES.filter((l) => l.type !== QuestionType.ESSAY),
  receive: async (who) => {
    const attempt = (await call(who, 'POST', mockExamPaths.start, { studyBankId })).data;
    attempts.set(who, attempt.attemptId);
    return attempt.questions;
  },
  answer: async (who, answers) => {
    const attemptId = attempts.get(who);
    for (const { shown, result } of answers) await call(who, 'POST', mockExamPaths.answer, { attemptId, questionId: shown.id, result });
    const report = (await call(who, 'POST', mockExamPaths.submit, { attemptId })).data;
    return byContent(phoneLeaves(report.questions), (l) => l.source.isRight);
  },
  essayMark: { right: null, wrong: null },
};

let planPaperId: number;
const planPaper: Surface = {
  name: 'plan paper',
  leaves: LEAVES,
  open: async () => {
    planPaperId = (await call('admin', 'POST', teachingPaperPaths.base, { name: '同形随堂测验', questionIds: topIds })).data.paperId;
    await s.db.insertInto('teaching_plan_detail_paper').values({ plan_detail_id: SeedLesson.IN_PROGRESS, paper_id: planPaperId }).execute();
  },
  receive: async (who) => (await call(who, 'GET', teachingPaths.paperMyAnswerSheet, { planDetailId: SeedLesson.IN_PROGRESS, paperId: planPaperId })).data.questionList,
  answer: async (who, answers) => {
    const questionResults = answers.map(({ shown, result }) => ({ questionId: shown.id, result }));
    const sheet = (await call(who, 'POST', teachingPaths.paperSubmit, { planDetailId: SeedLesson.IN_PROGRESS, paperId: planPaperId, questionResults })).data;
    return byContent(phoneLeaves(sheet.questionList), (l) => l.source.isRight);
  },
  // Plan papers compare an essay with the reference answer's text.
  essayMark: { right: IsRight.RIGHT, wrong: IsRight.WRONG },
};

let courseIds: { onlineCourseId: number; onlineCourseResourceId: number; paperId: number };
const coursePaper: Surface = {
  name: 'course paper',
  leaves: LEAVES,
  open: async () => {
    const course = { onlineCourseName: '同形课程', onlineCourseDescription: '', startTime: '2026-01-01 00:00:00', endTime: '2027-12-31 23:59:59', creditEarning: 1, minimumScore: 1, classIds: [CLASS_ONE] };
    const onlineCourseId = (await call('admin', 'POST', courseAdminPaths.base, course)).data.onlineCourseId;
    await call('admin', 'POST', courseAdminPaths.resource, { onlineCourseId, fileName: '同形指南', fileType: ResourceFileType.LINK, fileUrl: 'https://example.org/guide.html', creditScore: 1 });
    const detail = (await call('admin', 'GET', `${courseAdminPaths.base}/${onlineCourseId}`)).data;
    const onlineCourseResourceId = detail.resources[0].onlineCourseResourceId;
    const paperId = (await call('admin', 'POST', courseAdminPaths.paper, { onlineCourseResourceId, paperName: '同形课程测验', passScore: 0, questionIds: topIds })).data.paperId;
    courseIds = { onlineCourseId, onlineCourseResourceId, paperId };
  },
  receive: async (who) => (await call(who, 'GET', coursePaths.myAnswerSheet, courseIds)).data.questionList,
  answer: async (who, answers) => {
    const questionResults = answers.map(({ shown, result }) => ({ questionId: shown.id, result }));
    const sheet = (await call(who, 'POST', coursePaths.submit, { ...courseIds, questionResults })).data;
    return byContent(phoneLeaves(sheet.questionList), (l) => l.source.isRight);
  },
  // Online courses have no marker: an answered essay counts as right.
  essayMark: { right: IsRight.RIGHT, wrong: IsRight.RIGHT },
};

/**
 * The console's preview draws the question in learner-h5 itself, which marks an answer on the phone against the key
 * the payload carries, by the contract's rules (essays are left to teachers).
 */
const markOnPhone = (shown: PhoneLeaf, result: string): number => {
  if (shown.type === QuestionType.ESSAY) return IsRight.NOT_GRADED;
  const q = shown.source;
  if (shown.type === QuestionType.FILL) return markBlanks(result, keyOf(q)).every(Boolean) ? IsRight.RIGHT : IsRight.WRONG;
  const key: string[] = q.correctList?.length ? q.correctList.map(String) : String(q.answer || q.correct || '').split(CHOICE_SEPARATOR);
  return sameChoices(result.split(CHOICE_SEPARATOR), key) ? IsRight.RIGHT : IsRight.WRONG;
};
const preview: Surface = {
  name: 'console preview',
  leaves: LEAVES,
  // The preview is the console's; both "students" are the admin looking at it.
  receive: async () => (await Promise.all(topIds.map(async (id) => (await call('admin', 'GET', `${questionAdminPaths.questionPreview}/${id}`)).data as Json[]))).flat(),
  answer: async (_who, answers) => new Map(answers.map(({ shown, result }) => [shown.content, markOnPhone(shown, result)])),
  essayMark: { right: IsRight.NOT_GRADED, wrong: IsRight.NOT_GRADED },
};

// Review first: a favourite puts a question on the list due at once, unless a wrong practice answer put it there
// for tomorrow already.
const SURFACES = [review, practice, mockExam, planPaper, coursePaper, preview];

describe('every answering surface shows and marks a question the same way (nine types)', () => {
  it.each(SURFACES.map((surface) => [surface.name, surface] as const))('%s', async (_name, surface) => {
    await surface.open?.();
    for (const [who, right] of [['a', true], ['b', false]] as const) {
      const shown = phoneLeaves(await surface.receive(who));
      // Shape: every question the console wrote, each as written (the 2-blank fill-in shows two boxes).
      const byText = new Map(shown.map((l) => [l.content, l]));
      expect.soft(shown.map(shapeOf).sort((x, y) => x.content.localeCompare(y.content))).toEqual(surface.leaves.map(shapeOf).sort((x, y) => x.content.localeCompare(y.content)));
      // Marks: student a answers every question right, student b every one wrong, with what the phone showed.
      const answers = surface.leaves.flatMap((leaf) => {
        const seen = byText.get(leaf.content);
        return seen ? [{ shown: seen, result: phoneAnswer(seen, leaf, right) }] : [];
      });
      const marks = await surface.answer(who, answers);
      const expected = surface.leaves.map((l) => [l.content, l.content === ESSAY ? surface.essayMark[right ? 'right' : 'wrong'] : right ? IsRight.RIGHT : IsRight.WRONG]);
      expect(surface.leaves.map((l) => [l.content, marks.get(l.content)])).toEqual(expected);
    }
  });
});
