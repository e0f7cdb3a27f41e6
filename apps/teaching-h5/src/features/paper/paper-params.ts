import { TEACHER_QUERY_TYPE } from '@medteach/contract';

/** /courseTopic and /scoreReport type (spec §2): 1 = online course paper, 2 = teaching-plan paper. */
export const PaperType = { COURSE: 1, PLAN: 2 } as const;

/** Every query parameter of spec §2 for the paper screens, plus questionId (the report's tapped question). */
export const PAPER_PARAM_NAMES = [
  'type', 'queryType', 'paperStatus', 'paperId', 'planDetailId', 'userId',
  'isStudy', 'isStudents', 'onlineCourseId', 'onlineCourseResourceId',
] as const;

export interface PaperParams {
  type: number;
  paperId: number;
  planDetailId: number;
  userId: number | null;
  onlineCourseId: number;
  onlineCourseResourceId: number;
  /** Teacher view (queryType 1). */
  teacher: boolean;
  paperStatus: number | null;
  isStudy: number | null;
  isStudents: boolean;
  questionId: string | null;
}

const num = (q: URLSearchParams, k: string) => (q.get(k) === null || q.get(k) === '' ? null : Number(q.get(k)));

export function readPaperParams(q: URLSearchParams): PaperParams {
  return {
    type: num(q, 'type') ?? PaperType.PLAN,
    paperId: num(q, 'paperId') ?? 0,
    planDetailId: num(q, 'planDetailId') ?? 0,
    userId: num(q, 'userId'),
    onlineCourseId: num(q, 'onlineCourseId') ?? 0,
    onlineCourseResourceId: num(q, 'onlineCourseResourceId') ?? 0,
    teacher: num(q, 'queryType') === TEACHER_QUERY_TYPE,
    paperStatus: num(q, 'paperStatus'),
    isStudy: num(q, 'isStudy'),
    isStudents: q.get('isStudents') !== 'false' && q.get('isStudents') !== '0',
    questionId: q.get('questionId'),
  };
}

/** The same paper on the other screen (report ↔ answer sheet), keeping every spec parameter. */
export function paperLink(path: '/courseTopic' | '/scoreReport', q: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  for (const name of PAPER_PARAM_NAMES) {
    const v = q.get(name);
    if (v !== null && v !== '') next.set(name, v);
  }
  for (const [k, v] of Object.entries(extra)) next.set(k, v);
  return `${path}?${next.toString()}`;
}
