/**
 * Query keys of the online-course domain. Everything about one course sits under `course(onlineCourseId)`, so a
 * mutation on a course (credits, paper, certificate) invalidates that one prefix plus the course list.
 */
export const courseKeys = {
  all: ['course'] as const,
  isStudents: () => [...courseKeys.all, 'isStudents'] as const,
  myStudy: () => [...courseKeys.all, 'myStudy'] as const,
  course: (onlineCourseId: number) => [...courseKeys.all, 'course', onlineCourseId] as const,
  detail: (onlineCourseId: number) => [...courseKeys.course(onlineCourseId), 'detail'] as const,
  progress: (onlineCourseId: number) => [...courseKeys.course(onlineCourseId), 'progress'] as const,
  paper: (onlineCourseId: number, onlineCourseResourceId: number, paperId: number) =>
    [...courseKeys.course(onlineCourseId), 'paper', onlineCourseResourceId, paperId] as const,
  myAnswerSheet: (onlineCourseId: number, onlineCourseResourceId: number, paperId: number) =>
    [...courseKeys.paper(onlineCourseId, onlineCourseResourceId, paperId), 'mine'] as const,
  answerSheetDetail: (onlineCourseId: number, onlineCourseResourceId: number, paperId: number, userId?: number) =>
    [...courseKeys.paper(onlineCourseId, onlineCourseResourceId, paperId), 'detail', userId ?? null] as const,
};

/** What any change to a course's progress makes stale: the course itself and the course list (earned credits). */
export const courseProgressKeys = (onlineCourseId: number) => [courseKeys.course(onlineCourseId), courseKeys.myStudy()] as const;
