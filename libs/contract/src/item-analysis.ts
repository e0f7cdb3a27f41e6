import * as z from './zod';
import { idParam } from './envelope-schemas';

/**
 * 试题分析 (issue 18): per question of a paper students took — facility, standard deviation, discrimination (item–rest
 * correlation, discriminative efficiency and the upper/lower 27 % index), how often each option was chosen and how
 * often it was left blank — with flags for questions that discriminate negatively
 * or that nobody got right; per class, the weakest first-level categories. The formulas are stated in api-server
 * core/item-statistics.ts.
 */
export const itemAnalysisPaths = {
  /** `GET ?planDetailId&paperId` → `PaperItemAnalysis`: a plan paper of a lesson, for its teacher or an admin. */
  planPaper: '/teachingCenter/itemAnalysis/planPaper',
  /** `GET ?onlineCourseId&onlineCourseResourceId&paperId` → `PaperItemAnalysis`: a course paper, for admins (courses have no teachers). */
  coursePaper: '/teachingCenter/itemAnalysis/coursePaper',
  /**
   * `GET ?studyBankId` → `PaperItemAnalysis`: a bank's mock exams (模拟考试), every submitted attempt, for admins (mock
   * exams are no teacher's class). Attempts draw different questions: each question's figures are over the attempts
   * that contained it (`ItemAnalysisRow.attempts`).
   */
  mockExam: '/teachingCenter/itemAnalysis/mockExam',
  /**
   * The banks to pick from: `questionAdminPaths.studyBankList` (admin), spelt out so the console's lazy 试题分析 chunk
   * does not depend on the admin bank contract's chunk (its preload list sits in the entry chunk, which has no headroom).
   */
  banks: '/exam/studyBank/admin/list',
} as const;

export const planPaperAnalysisQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, paperId: idParam });
export type PlanPaperAnalysisQuery = z.input<typeof planPaperAnalysisQuery>;
export const coursePaperAnalysisQuery = /*#__PURE__*/ z.queryObject({ onlineCourseId: idParam, onlineCourseResourceId: idParam, paperId: idParam });
export type CoursePaperAnalysisQuery = z.input<typeof coursePaperAnalysisQuery>;
export const mockExamAnalysisQuery = /*#__PURE__*/ z.queryObject({ studyBankId: idParam });
export type MockExamAnalysisQuery = z.input<typeof mockExamAnalysisQuery>;

/** How many of a class's weakest categories the analysis names. */
export const WEAKEST_CATEGORY_COUNT = 3;

export interface ItemAnalysisRow {
  questionId: number;
  /** 1-based position in the paper. */
  no: number;
  type: number;
  /** The stem as plain text, shortened for the table. */
  stem: string;
  /**
   * The key as the phone shows it: option letters comma-joined, a fill-in's blanks separated by "；" with a blank's
   * accepted answers joined by " / " (`displayBlanks`), an essay's reference answer as plain text.
   */
  correct: string;
  /** Marked by hand (问答题): no automatic score, so no figures. */
  ungraded: boolean;
  /** Mean score as a share of full marks (0–1). */
  facility: number | null;
  /** Sample standard deviation of the attempts' scores as a share of full marks; null below 2 attempts. */
  standardDeviation: number | null;
  /** Item–rest correlation (−1…1). */
  discrimination: number | null;
  /** The discrimination as a share of the largest its facility allows (1 = 100 %; negative with the discrimination). */
  discriminativeEfficiency: number | null;
  /** Upper 27 % group's facility − lower group's (−1…1); ties at a group's boundary are all in the group. */
  upperLowerIndex: number | null;
  /** Option letter → how many chose it, in the paper's option order. */
  optionCounts: Record<string, number>;
  /** Attempts that answered nothing: no option, every blank empty, an empty essay, or no answer stored. */
  blank: number;
  flags: { negative: boolean; noneCorrect: boolean; fewAttempts: boolean };
  /** The first-level question-bank category of the bank question this copy came from; null when not from the bank. */
  category?: string | null;
  /** Mock exams: the attempts that contained the question (its figures are over these); papers: absent (every attempt). */
  attempts?: number;
}
export interface CategoryWeakness {
  /** First-level category name. */
  name: string;
  /** Right answers / answers of the class's attempts to the category's graded questions (0–1). */
  accuracy: number;
  answers: number;
}
export interface ClassItemAnalysis {
  /** The student's class (sys_user.class_id; a course record's class when submitting); null: no class. */
  className: string | null;
  attempts: number;
  /** Mean score as a share of full marks (0–1). */
  meanScore: number;
  /** Lowest accuracy first, at most WEAKEST_CATEGORY_COUNT; empty when no question comes from the bank. */
  weakestCategories: CategoryWeakness[];
}
export interface PaperItemAnalysis {
  paperName: string;
  attempts: number;
  /** Mean score as a share of full marks (0–1); null without attempts. */
  meanScore: number | null;
  items: ItemAnalysisRow[];
  /** Per class (by class name), the attempts, mean score and weakest categories. */
  classes?: ClassItemAnalysis[];
}
