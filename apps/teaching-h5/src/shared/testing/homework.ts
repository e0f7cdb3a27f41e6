/** Test helpers (only imported by *.spec.tsx): homework answers and MSW handlers. */
import { http, HttpResponse } from 'msw';
import { homeworkPaths, type HomeworkSubmission, type MyHomework } from '@medteach/contract';
import { apiPath, ok } from '@medteach/api-client/testing';

export const buildMyHomework = (over: Partial<MyHomework> = {}): MyHomework => ({
  planDetailId: 1,
  homeworkStatus: 0,
  homeWorkScore: null,
  submitTime: null,
  scoreTime: null,
  homeworkStartTime: '2026-09-01 00:00:00',
  homeworkEndTime: '2026-09-08 23:59:59',
  window: 'open',
  canSubmit: true,
  files: [],
  ...over,
});

export const buildSubmission = (over: Partial<HomeworkSubmission> = {}): HomeworkSubmission => ({
  planDetailId: 1,
  userId: 101,
  realName: '张伟',
  className: '临床医学2024级1班',
  homeworkStatus: 1,
  homeWorkScore: null,
  submitTime: '2026-09-01 10:00:00',
  scoreTime: null,
  files: [
    { fileId: 1, fileName: '作业照片.png', fileUrl: '/file/abc.png', fileSize: 1200, isImage: true },
    { fileId: 2, fileName: '病史采集报告.pdf', fileUrl: '/file/def.pdf', fileSize: 3400, isImage: false },
  ],
  scoreLog: [],
  ...over,
});

export const homeworkHandlers = (state: { mine?: MyHomework; submission?: HomeworkSubmission } = {}) => [
  http.get(apiPath(homeworkPaths.mySubmission), () => HttpResponse.json(ok(state.mine ?? buildMyHomework()))),
  http.get(apiPath(homeworkPaths.submission), () => HttpResponse.json(ok(state.submission ?? buildSubmission()))),
];
