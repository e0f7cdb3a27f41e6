import * as z from './zod';
import { idParam } from './envelope-schemas';
import type { BankQuestion } from './question-bank';

/**
 * 模拟考试 (issue 18): a timed exam composed from a study bank by its blueprint. The deadline lives on the server, so a
 * reload, a crash or another device continues the same attempt with the clock still running; no answer or analysis
 * reaches the client before the attempt is submitted (by the student, or by the server once the deadline passed).
 */
export const mockExamPaths = {
  /** `POST {studyBankId}` → `MockExamAttempt`: the running attempt of the bank, or a new one. */
  start: '/exam/mockExam/start',
  /** `GET ?studyBankId` → `MockExamCurrent`: the running attempt (null when none) and the bank's rules. */
  current: '/exam/mockExam/current',
  /** `POST {attemptId, questionId, result, flagged?}` → `{questionId, answeredCount}`; refused after the deadline. */
  answer: '/exam/mockExam/answer',
  /** `POST {attemptId}` → `MockExamReport`. */
  submit: '/exam/mockExam/submit',
  /** `GET /{attemptId}` → `MockExamReport`, only once submitted. */
  report: '/exam/mockExam/report',
  /** Admin: `GET|PUT /{studyBankId}` → `MockExamBlueprint`. */
  blueprint: '/exam/mockExam/blueprint',
} as const;

/** The default blueprint of a bank nobody has set one for (spread over its chapters by their size). */
export const MOCK_EXAM_DEFAULT_COUNT = 50;
export const MOCK_EXAM_DEFAULT_MINUTES = 60;
export const MOCK_EXAM_DEFAULT_PASS_PERCENT = 60;
export const MOCK_EXAM_MAX_COUNT = 300;
export const MOCK_EXAM_MAX_MINUTES = 600;
/** Blueprint sections at most (chapters × question types). */
const MAX_SECTIONS = 200;

export const MockExamMessages = {
  noSuchBank: '题库不存在',
  noQuestions: '该题库暂无可用于模拟考试的试题',
  noSuchAttempt: '考试记录不存在',
  notInAttempt: '题目不属于本场考试',
  timeUp: '考试时间已到，已自动交卷',
  alreadySubmitted: '本场考试已交卷',
  notSubmitted: '交卷后才能查看成绩报告',
  categoryNotInBank: '分类不属于该题库',
  /** Practice or a composed paper answering a question of the student's running exam (it would show the key). */
  heldByRunningExam: '该题在进行中的模拟考试里，交卷后再练习',
} as const;

export const mockExamBankQuery = /*#__PURE__*/ z.queryObject({ studyBankId: idParam });
export type MockExamBankQuery = z.input<typeof mockExamBankQuery>;
export const mockExamStartBody = /*#__PURE__*/ mockExamBankQuery.strict();
export const mockExamAttemptBody = /*#__PURE__*/ z.object({ attemptId: idParam });
export type MockExamAttemptBody = z.input<typeof mockExamAttemptBody>;
export const mockExamAttemptParams = mockExamAttemptBody;
export const mockExamBlueprintParams = /*#__PURE__*/ mockExamBankQuery.strict();
export const mockExamAnswerBody = /*#__PURE__*/ z.object({
  attemptId: idParam,
  questionId: idParam,
  /** The answer as the answering screen sends it; '' keeps only the flag (or clears the answer). */
  result: /*#__PURE__*/ z.string().max(5000).default(''),
  flagged: /*#__PURE__*/ z.boolean().optional(),
});
export type MockExamAnswerBody = z.input<typeof mockExamAnswerBody>;

export const mockExamSection = /*#__PURE__*/ z.object({
  /** A first-level category (chapter) of the bank. */
  categoryId: idParam,
  /** Top-level question type; null/absent for any type. */
  questionType: /*#__PURE__*/ z.number().int().min(0).max(7).nullable().optional(),
  count: /*#__PURE__*/ z.number().int().min(1, '题数至少为1').max(MOCK_EXAM_MAX_COUNT),
});
export const mockExamBlueprintBody = /*#__PURE__*/ z.object({
  durationMinutes: /*#__PURE__*/ z.number().int().min(1, '考试时长至少1分钟').max(MOCK_EXAM_MAX_MINUTES, '考试时长不能超过600分钟'),
  passPercent: /*#__PURE__*/ z.number().int().min(1, '及格线为1-100').max(100, '及格线为1-100'),
  /** Empty: the default spread over the chapters. */
  sections: /*#__PURE__*/ z.array(mockExamSection).max(MAX_SECTIONS),
});
export type MockExamBlueprintBody = z.input<typeof mockExamBlueprintBody>;

export interface MockExamSection {
  categoryId: number;
  categoryName: string;
  questionType: number | null;
  count: number;
}
export interface MockExamBlueprint {
  studyBankId: number;
  studyBankName: string;
  durationMinutes: number;
  passPercent: number;
  /** How many questions an attempt holds (at most; fewer when the bank has fewer the student may open). */
  questionCount: number;
  sections: MockExamSection[];
  /** True when nobody set one: the default spread. */
  isDefault: boolean;
  /** The bank's chapters, for the console's section editor. */
  categories: { categoryId: number; categoryName: string }[];
}

/** A question of a running attempt: content and options only (no answer, no analysis) with the student's own state. */
export type MockExamQuestion = BankQuestion & { flagged: boolean };

export interface MockExamAttempt {
  attemptId: number;
  studyBankId: number;
  studyBankName: string;
  /** Epoch ms, server clock. */
  startedAt: number;
  deadline: number;
  /** The server's clock when it answered: the client counts down `deadline - serverNow` from its own receipt time. */
  serverNow: number;
  durationMinutes: number;
  passPercent: number;
  questions: MockExamQuestion[];
}
export interface MockExamCurrent {
  attempt: MockExamAttempt | null;
  /** The bank's rules, for the start screen. */
  rules: Pick<MockExamBlueprint, 'studyBankName' | 'durationMinutes' | 'passPercent' | 'questionCount'>;
  /** The latest submitted attempt of the bank (its report), null when none. */
  lastAttemptId: number | null;
}
export interface MockExamCategoryScore {
  categoryId: number;
  categoryName: string;
  total: number;
  right: number;
  /** 0–100. */
  accuracy: number;
}
export interface MockExamReport {
  attemptId: number;
  studyBankId: number;
  studyBankName: string;
  startedAt: number;
  submittedAt: number;
  /** True when the server submitted it at the deadline. */
  autoSubmitted: boolean;
  durationMinutes: number;
  passPercent: number;
  /** 0–100: right answers over questions. */
  score: number;
  passed: boolean;
  total: number;
  right: number;
  answered: number;
  categories: MockExamCategoryScore[];
  /** Seconds spent per answered question (from the answer times), in answer order. */
  times: { questionId: number; seconds: number }[];
  /** With answers, analyses and the student's results. */
  questions: MockExamQuestion[];
}
