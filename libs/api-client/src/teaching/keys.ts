import type { TimetableQuery } from '@medteach/contract';

/**
 * Query keys of the teaching domain. Everything about one lesson sits under `lesson(planDetailId)`, so a
 * mutation on a lesson invalidates that one prefix (detail, clock, student lists, ratings, suggestions, papers).
 */
export const teachingKeys = {
  all: ['teaching'] as const,
  semesters: () => [...teachingKeys.all, 'semesters'] as const,
  majors: () => [...teachingKeys.all, 'majors'] as const,
  classes: (majorId?: number) => [...teachingKeys.all, 'classes', majorId ?? null] as const,
  timetable: (query: TimetableQuery) => [...teachingKeys.all, 'timetable', query] as const,
  h5Timetable: (query: TimetableQuery) => [...teachingKeys.all, 'h5Timetable', query] as const,
  plan: (planId: number) => [...teachingKeys.all, 'plan', planId] as const,
  ratingScale: (ratingCriteriaId: number) => [...teachingKeys.all, 'ratingScale', ratingCriteriaId] as const,
  lesson: (planDetailId: number) => [...teachingKeys.all, 'lesson', planDetailId] as const,
  lessonDetail: (planDetailId: number) => [...teachingKeys.lesson(planDetailId), 'detail'] as const,
  clock: (planDetailId: number) => [...teachingKeys.lesson(planDetailId), 'clock'] as const,
  students: (planDetailId: number, mode: 'attendance' | 'paper' | 'rating' | 'homework', params: object) =>
    [...teachingKeys.lesson(planDetailId), 'students', mode, params] as const,
  rating: (planDetailId: number, ratingCriteriaId: number, userId: number) =>
    [...teachingKeys.lesson(planDetailId), 'rating', ratingCriteriaId, userId] as const,
  suggestions: (planDetailId: number, keywords?: string) => [...teachingKeys.lesson(planDetailId), 'suggestions', keywords ?? ''] as const,
  myAnswerSheet: (planDetailId: number, paperId: number) => [...teachingKeys.lesson(planDetailId), 'paper', paperId, 'mine'] as const,
  userAnswerSheet: (planDetailId: number, paperId: number, userId: number) =>
    [...teachingKeys.lesson(planDetailId), 'paper', paperId, 'user', userId] as const,
  itemAnalysis: (planDetailId: number, paperId: number) => [...teachingKeys.lesson(planDetailId), 'paper', paperId, 'itemAnalysis'] as const,
};
