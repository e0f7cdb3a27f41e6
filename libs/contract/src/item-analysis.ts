import { z } from 'zod';
import { idParam } from './envelope-schemas';

/**
 * 试题分析 (issue 18): per question of a paper students took — facility, discrimination (item–rest correlation and the
 * upper/lower 27 % index), how often each option was chosen — with flags for questions that discriminate negatively
 * or that nobody got right. The formulas are stated in api-server core/item-statistics.ts.
 */
export const itemAnalysisPaths = {
  /** `GET ?planDetailId&paperId` → `PaperItemAnalysis`: a plan paper of a lesson, for its teacher or an admin. */
  planPaper: '/teachingCenter/itemAnalysis/planPaper',
} as const;

export const planPaperAnalysisQuery = /*#__PURE__*/ z.object({ planDetailId: idParam, paperId: idParam });
export type PlanPaperAnalysisQuery = z.input<typeof planPaperAnalysisQuery>;

export interface ItemAnalysisRow {
  questionId: number;
  /** 1-based position in the paper. */
  no: number;
  type: number;
  /** The stem as plain text, shortened for the table. */
  stem: string;
  correct: string;
  /** Marked by hand (问答题): no automatic score, so no figures. */
  ungraded: boolean;
  facility: number | null;
  discrimination: number | null;
  upperLowerIndex: number | null;
  /** Option letter → how many chose it, in the paper's option order. */
  optionCounts: Record<string, number>;
  blank: number;
  flags: { negative: boolean; noneCorrect: boolean; fewAttempts: boolean };
}
export interface PaperItemAnalysis {
  paperName: string;
  attempts: number;
  /** Mean score as a share of full marks (0–1); null without attempts. */
  meanScore: number | null;
  items: ItemAnalysisRow[];
}
