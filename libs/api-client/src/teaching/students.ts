/**
 * Student lists of a lesson (学员列表) in attendance, paper, rating and homework modes, and homework scoring.
 * Teacher-only on the server (403 for students).
 *
 *   useQuery(teachingQueries.paperStudents({ planDetailId, paperId, keyword }))
 *   useMutation(teachingMutations.scoreHomework(planDetailId)).mutate([{ planDetailId, userId, homeWorkScore: 95 }])
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  teachingPaths,
  type HomeworkScoreItem,
  type ListCriteriaStudentQuery,
  type ListHomeworkStudentQuery,
  type ListPaperStudentQuery,
  type ListStudentQuery,
  type PlanStudent,
} from '@medteach/contract';
import { apiPost, apiTable } from '../core/http';
import { teachingKeys } from './keys';

const rowsOf = async (url: string, params: object, signal?: AbortSignal) => (await apiTable<PlanStudent>(url, params, { signal })).rows;

export const listStudents = (q: ListStudentQuery, signal?: AbortSignal) => rowsOf(teachingPaths.listStudent, q, signal);
export const listPaperStudents = (q: ListPaperStudentQuery, signal?: AbortSignal) => rowsOf(teachingPaths.listPaperStudent, q, signal);
export const listCriteriaStudents = (q: ListCriteriaStudentQuery, signal?: AbortSignal) => rowsOf(teachingPaths.listCriteriaStudent, q, signal);
export const listHomeworkStudents = (q: ListHomeworkStudentQuery, signal?: AbortSignal) => rowsOf(teachingPaths.listHomeworkStudent, q, signal);
/** Callers check 0–100 first (spec §5: out of range → 分数范围为0-100 and nothing is sent); the server checks again. */
export const updateHomeworkScores = (items: HomeworkScoreItem[]) => apiPost(teachingPaths.homeworkScoreBatch, items);

export const studentQueries = {
  students: (q: ListStudentQuery) =>
    queryOptions({ queryKey: teachingKeys.students(Number(q.planDetailId), 'attendance', q), queryFn: ({ signal }) => listStudents(q, signal) }),
  paperStudents: (q: ListPaperStudentQuery) =>
    queryOptions({ queryKey: teachingKeys.students(Number(q.planDetailId), 'paper', q), queryFn: ({ signal }) => listPaperStudents(q, signal) }),
  criteriaStudents: (q: ListCriteriaStudentQuery) =>
    queryOptions({ queryKey: teachingKeys.students(Number(q.planDetailId), 'rating', q), queryFn: ({ signal }) => listCriteriaStudents(q, signal) }),
  homeworkStudents: (q: ListHomeworkStudentQuery) =>
    queryOptions({ queryKey: teachingKeys.students(Number(q.planDetailId), 'homework', q), queryFn: ({ signal }) => listHomeworkStudents(q, signal) }),
};

export const studentMutations = {
  scoreHomework: (planDetailId: number) =>
    mutationOptions({ mutationFn: updateHomeworkScores, meta: { invalidates: [teachingKeys.lesson(planDetailId)] } }),
};
