/**
 * MSW handlers and data builders for the online-course calls (exported through `@medteach/api-client/testing`).
 *
 *   setupMswServer(...courseHandlers({ progress: buildCertificateProgress({ earnedScore: 8 }) }));
 *
 * The handlers keep state per call to `courseHandlers`, like the server: credits are earned once and only for
 * video, image and audio; a paper is submitted once and then shows marks; the certificate is collected once and
 * only when the credits reach the minimum (else warning 601).
 */
import { http, HttpResponse } from 'msw';
import {
  CourseMessages,
  ResourceFileType,
  coursePaths,
  earnsCreditByStudy,
  type CertificateProgress,
  type CourseAnswerSheet,
  type CourseAnswerSheetDetail,
  type CourseQuestion,
  type CourseResource,
  type OnlineCourse,
  type OnlineCourseDetail,
} from '@medteach/contract';
import { apiPath, fail, ok } from '../core/testing';

export const buildOnlineCourse = (over: Partial<OnlineCourse> = {}): OnlineCourse => ({
  onlineCourseId: 1,
  onlineCourseName: '内科学临床思维',
  onlineCourseDescription: '以常见内科急症为线索，训练从病史、体征到辅助检查的临床推理能力。',
  startTime: '2026-03-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  creditEarning: 1,
  minimumScore: 8,
  courseScore: 12,
  earnedScore: 2,
  ...over,
});

export const buildCourseResource = (over: Partial<CourseResource> = {}): CourseResource => ({
  onlineCourseResourceId: 1,
  onlineCourseId: 1,
  fileName: '心脏听诊教学视频.mp4',
  fileType: ResourceFileType.VIDEO,
  fileUrl: '/file/course/course-heart-exam.mp4',
  creditScore: 4,
  isEarned: 0,
  isStudy: 0,
  paperDTOList: [{ paperId: 1, paperName: '内科学综合测验', questionCount: 3, isStudy: 0 }],
  ...over,
});

/** Course 1 with one resource of each kind: video (with a paper), image, audio, PDF, html link. */
export const buildOnlineCourseDetail = (over: Partial<OnlineCourseDetail> = {}): OnlineCourseDetail => ({
  ...buildOnlineCourse(),
  resourceList: [
    buildCourseResource(),
    buildCourseResource({ onlineCourseResourceId: 2, fileName: '心电图判读图谱.png', fileType: ResourceFileType.IMAGE, fileUrl: '/file/course/course-ecg.png', creditScore: 2, isEarned: 1, isStudy: 1, paperDTOList: [] }),
    buildCourseResource({ onlineCourseResourceId: 3, fileName: '心音听诊音频.mp3', fileType: ResourceFileType.AUDIO, fileUrl: '/file/course/course-heart-sound.mp3', creditScore: 2, paperDTOList: [] }),
    buildCourseResource({ onlineCourseResourceId: 4, fileName: '内科学临床思维讲义.pdf', fileType: ResourceFileType.DOCUMENT, fileUrl: '/file/course/course-internal-medicine-notes.pdf', creditScore: 4, paperDTOList: [] }),
    buildCourseResource({ onlineCourseResourceId: 5, fileName: '急性胸痛临床路径.html', fileType: ResourceFileType.LINK, fileUrl: '/file/course/course-clinical-pathway.html', creditScore: 0, paperDTOList: [] }),
  ],
  ...over,
});

export const buildCertificateProgress = (over: Partial<CertificateProgress> = {}): CertificateProgress => ({
  onlineCourseId: 1,
  onlineCourseName: '内科学临床思维',
  realName: '张伟',
  courseTime: '2026-03-01 至 2026-12-31',
  fileUrl: '/file/course/course-certificate-template.png',
  isPass: false,
  isCollect: false,
  collectTime: null,
  earnedScore: 2,
  minimumScore: 8,
  courseScore: 12,
  onlineCourseCertificateCode: 'MT-2026-000001',
  onlineCourseList: [{ onlineCourseId: 2, onlineCourseName: '口腔颌面外科基础', onlineCourseDescription: '口腔颌面部解剖、检查方法与常见疾病的基础知识。', startTime: '2026-03-01 00:00:00', endTime: '2026-12-31 23:59:59' }],
  ...over,
});

export const buildCourseQuestion = (over: Partial<CourseQuestion> = {}): CourseQuestion => ({
  questionId: 1,
  id: over.questionId ?? 1,
  type: 0,
  typeName: 'A1型题',
  publicContent: null,
  content: '诊断急性心肌梗死最有价值的血清标志物是',
  selectList: [
    { type: 'A', name: '肌红蛋白', selected: false },
    { type: 'B', name: '心肌肌钙蛋白', selected: false },
  ],
  correct: 'B',
  analysis: '心肌肌钙蛋白特异性和敏感性最高。',
  result: null,
  isRight: null,
  childedList: [],
  blanksList: [],
  fileUrl: '',
  ...over,
});

/** Paper 1 on resource 1, with the key revealed: an A1 question and an A3 stem with two children (3 answerable). */
export function buildCourseAnswerSheet(over: Partial<CourseAnswerSheet> = {}): CourseAnswerSheet {
  const stem = '女，72岁。活动后气短2年，夜间阵发性呼吸困难1周。';
  const child = (questionId: number, content: string) =>
    buildCourseQuestion({ questionId, type: 2, typeName: 'A3型题', publicContent: stem, content, selectList: [{ type: 'A', name: '左心衰竭', selected: false }, { type: 'B', name: '肺炎', selected: false }], correct: 'A' });
  return {
    onlineCourseId: 1,
    onlineCourseResourceId: 1,
    paperId: 1,
    paperName: '内科学综合测验',
    isStudy: 0,
    totalCount: 3,
    finishCount: 0,
    score: null,
    questionList: [
      buildCourseQuestion(),
      buildCourseQuestion({ questionId: 2, type: 2, typeName: 'A3型题', content: stem, selectList: [], correct: null, childedList: [child(3, '最可能的诊断是'), child(4, '首选的治疗是')] }),
    ],
    ...over,
  };
}

export const buildCourseAnswerSheetDetail = (over: Partial<CourseAnswerSheetDetail> = {}): CourseAnswerSheetDetail => ({
  onlineCourseId: 1,
  onlineCourseResourceId: 1,
  paperId: 1,
  paperName: '内科学综合测验',
  userId: 101,
  realName: '张伟',
  finishCount: 2,
  totalCount: 3,
  score: 67,
  rank: 2,
  submitCount: 4,
  submitTime: '2026-05-20 10:00:00',
  bestScore: 100,
  useTime: 1085,
  questionList: [
    { questionId: 1, isRight: 1, type: 0 },
    { questionId: 3, isRight: 1, type: 2 },
    { questionId: 4, isRight: null, type: 2 },
  ],
  ...over,
});

export interface CourseHandlerOptions {
  isStudents?: boolean;
  courses?: OnlineCourse[];
  detail?: OnlineCourseDetail;
  progress?: CertificateProgress;
  /** The paper with its key; answers and keys are hidden until submitted (keys stay visible when `isStudents` is false). */
  answerSheet?: CourseAnswerSheet;
  answerSheetDetail?: CourseAnswerSheetDetail;
}

const leavesOf = (sheet: CourseAnswerSheet) => sheet.questionList.flatMap((q) => (q.childedList.length ? q.childedList : [q]));
const mapLeaves = (sheet: CourseAnswerSheet, f: (q: CourseQuestion) => CourseQuestion): CourseAnswerSheet => ({
  ...sheet,
  questionList: sheet.questionList.map((q) => (q.childedList.length ? { ...q, childedList: q.childedList.map(f) } : f(q))),
});

export function courseHandlers(options: CourseHandlerOptions = {}) {
  const isStudents = options.isStudents ?? true;
  let detail = options.detail ?? buildOnlineCourseDetail();
  let progress = options.progress ?? buildCertificateProgress({ earnedScore: detail.earnedScore, minimumScore: detail.minimumScore });
  const keyed = options.answerSheet ?? buildCourseAnswerSheet();
  let sheet: CourseAnswerSheet = isStudents && !keyed.isStudy ? mapLeaves(keyed, (q) => ({ ...q, correct: null, analysis: null })) : keyed;
  let submitted: CourseAnswerSheetDetail | null = options.answerSheetDetail ?? null;

  const credit = (earnedScore: number) => {
    detail = { ...detail, earnedScore };
    progress = { ...progress, earnedScore, isPass: earnedScore >= progress.minimumScore };
  };
  return [
    http.get(apiPath(coursePaths.isStudents), () => HttpResponse.json(ok(isStudents))),
    http.get(apiPath(coursePaths.myStudy), () => HttpResponse.json(ok(options.courses ?? [buildOnlineCourse({ earnedScore: detail.earnedScore })]))),
    http.get(apiPath(`${coursePaths.myStudyDetail}/:id`), () => HttpResponse.json(ok(detail))),
    http.post(apiPath(coursePaths.earnCredits), async ({ request }) => {
      const { onlineCourseResourceId } = (await request.json()) as { onlineCourseResourceId: number };
      const resource = detail.resourceList.find((r) => r.onlineCourseResourceId === Number(onlineCourseResourceId));
      if (!resource) return HttpResponse.json(fail(404, CourseMessages.resourceNotFound));
      if (!detail.creditEarning) return HttpResponse.json(fail(500, CourseMessages.creditEarningOff));
      if (!earnsCreditByStudy(resource.fileType)) return HttpResponse.json(fail(500, CourseMessages.notCreditType));
      if (resource.isEarned) return HttpResponse.json(fail(500, CourseMessages.alreadyEarned));
      detail = { ...detail, resourceList: detail.resourceList.map((r) => (r === resource ? { ...r, isEarned: 1, isStudy: r.paperDTOList.length ? r.isStudy : 1 } : r)) };
      credit(detail.earnedScore + resource.creditScore);
      return HttpResponse.json(ok({ onlineCourseResourceId: resource.onlineCourseResourceId, creditScore: resource.creditScore, earnedScore: progress.earnedScore, isPass: progress.isPass }));
    }),
    http.get(apiPath(coursePaths.certificateProgress), () => HttpResponse.json(ok(progress))),
    http.post(apiPath(coursePaths.certificateCollect), () => {
      if (!progress.isPass) return HttpResponse.json(fail(601, CourseMessages.notPassed));
      if (progress.isCollect) return HttpResponse.json(fail(500, CourseMessages.alreadyCollected));
      progress = { ...progress, isCollect: true, collectTime: '2026-06-01 09:00:00' };
      return HttpResponse.json(ok(progress, CourseMessages.collected));
    }),
    http.get(apiPath(coursePaths.myAnswerSheet), () => HttpResponse.json(ok(sheet))),
    http.post(apiPath(coursePaths.submit), async ({ request }) => {
      if (sheet.isStudy) return HttpResponse.json(fail(500, CourseMessages.alreadySubmitted));
      const { questionResults } = (await request.json()) as { questionResults: { questionId: number; result?: string | null }[] };
      const given = new Map(questionResults.map((r) => [r.questionId, r.result?.trim() || null]));
      const keys = new Map(leavesOf(keyed).map((q) => [q.questionId, q]));
      sheet = mapLeaves(keyed, (q) => {
        const result = given.get(q.questionId) ?? null;
        return { ...q, result, isRight: result == null ? null : result === keys.get(q.questionId)?.correct ? 1 : 0 };
      });
      const leaves = leavesOf(sheet);
      const right = leaves.filter((q) => q.isRight === 1).length;
      sheet = { ...sheet, isStudy: 1, finishCount: leaves.filter((q) => q.result != null).length, score: Math.round((right / leaves.length) * 100) };
      submitted = buildCourseAnswerSheetDetail({
        finishCount: sheet.finishCount,
        totalCount: leaves.length,
        score: sheet.score ?? 0,
        questionList: leaves.map((q) => ({ questionId: q.questionId, isRight: q.isRight, type: q.type })),
      });
      return HttpResponse.json(ok(sheet, CourseMessages.submitted));
    }),
    http.get(apiPath(coursePaths.courseAnswerSheetDetail), () =>
      HttpResponse.json(submitted ? ok(submitted) : fail(404, CourseMessages.notSubmitted)),
    ),
  ];
}
