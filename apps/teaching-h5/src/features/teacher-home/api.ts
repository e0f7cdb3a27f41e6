/** Server state of the teaching app's home: 待处理 (teacher). Today's lessons reuse the timetable and lesson queries. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, teachingKeys } from '@medteach/api-client';
import { teacherHomePaths, type TeacherTodo } from '@medteach/contract';

export const teacherHomeKeys = {
  todo: () => [...teachingKeys.all, 'teacherHome', 'todo'] as const,
};

export const teacherHomeQueries = {
  /** Asked again whenever the teacher comes back to the app: students hand in and write meanwhile. */
  todo: () =>
    queryOptions({
      queryKey: teacherHomeKeys.todo(),
      queryFn: ({ signal }) => apiGet<TeacherTodo>(teacherHomePaths.todo, undefined, { signal }),
      refetchOnWindowFocus: 'always',
      // The home reads it, then its 待处理 section mounts and reads it again: one request, not two.
      staleTime: 30_000,
    }),
};
