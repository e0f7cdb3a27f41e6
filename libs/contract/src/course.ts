import * as z from './zod';
import { idParam } from './envelope';
import { paperUseTime } from './teaching';
import type { QuestionShape } from './question-types';

/**
 * Online courses (spec §7 "Online courses" and the course half of "Answer sheets"): my courses, resources, credits,
 * course papers (answer sheet type 1) and the certificate. The spec abbreviates some paths (`/onlineCourse/submit`,
 * `/certificate/progress`); all live under `/teachingCenter/onlineCourse` (the api-server also answers the
 * `/onlineCourse/...` spelling).
 */
export const coursePaths = {
  myStudy: '/teachingCenter/onlineCourse/myStudy',
  /** `/{onlineCourseId}`: the course with its resources. */
  myStudyDetail: '/teachingCenter/onlineCourse/myStudyDetail',
  isStudents: '/teachingCenter/onlineCourse/isStudents',
  earnCredits: '/teachingCenter/onlineCourse/earnCredits',
  certificateProgress: '/teachingCenter/onlineCourse/certificate/progress',
  certificateCollect: '/teachingCenter/onlineCourse/certificate/collect',
  /** 我的证书 (issue 18): the caller's certificates and the progress towards them → `MyCertificate[]`. */
  myCertificates: '/teachingCenter/onlineCourse/certificate/mine',
  myAnswerSheet: '/teachingCenter/onlineCourse/myAnswerSheet',
  submit: '/teachingCenter/onlineCourse/submit',
  courseAnswerSheetDetail: '/teachingCenter/onlineCourse/courseAnswerSheetDetail',
} as const;

/** Resource file types (spec §3): 1 video, 2 image, 3 audio; anything else is a document or a link. */
export const ResourceFileType = { VIDEO: 1, IMAGE: 2, AUDIO: 3, DOCUMENT: 4, LINK: 5 } as const;
/** Spec §5: only video, image and audio resources earn credit by being studied. */
export const CREDIT_FILE_TYPES: readonly number[] = [ResourceFileType.VIDEO, ResourceFileType.IMAGE, ResourceFileType.AUDIO];
export const earnsCreditByStudy = (fileType: number) => CREDIT_FILE_TYPES.includes(fileType);

/** Certificate codes: `MT-<year>-<6-digit serial>`, unique per learner and course. */
export const CERTIFICATE_CODE_PATTERN = /^MT-\d{4}-\d{6}$/;

/**
 * Layout of the certificate background (`CertificateProgress.fileUrl`, 800 × 560 px): the client draws the
 * learner's data on it (name above the rule, then course, time and code), so the image is generated per learner.
 */
export const CERTIFICATE_TEMPLATE = { width: 800, height: 560, nameY: 285, courseY: 350, timeY: 400, codeY: 470 } as const;

export const CourseMessages = {
  /** Spec §5/§8: claim before passing (warning, code 601). */
  notPassed: '学分还没有达到，暂时不可以领取',
  collected: '领取成功',
  alreadyCollected: '证书已领取，请勿重复领取',
  certificateNotFound: '证书不存在',
  courseNotFound: '课程不存在',
  resourceNotFound: '课程资源不存在',
  paperNotFound: '试卷不存在',
  creditEarningOff: '该课程未开启学分获取',
  notCreditType: '该资源类型不能获得学分',
  alreadyEarned: '该资源学分已获得',
  alreadySubmitted: '试卷已提交，不能重复提交',
  notSubmitted: '该学员尚未提交试卷',
  userRequired: '请选择学员',
  unknownQuestion: '题目不属于该试卷',
  duplicateQuestion: '题目答案重复',
  submitted: '提交成功',
} as const;

export const courseIdParams = /*#__PURE__*/ z.object({ id: idParam });
export type CourseIdParams = z.input<typeof courseIdParams>;

export const earnCreditsBody = /*#__PURE__*/ z.object({ onlineCourseId: idParam, onlineCourseResourceId: idParam });
export type EarnCreditsBody = z.input<typeof earnCreditsBody>;

export const certificateProgressQuery = /*#__PURE__*/ z.queryObject({ onlineCourseId: idParam });
export type CertificateProgressQuery = z.input<typeof certificateProgressQuery>;

export const certificateCollectBody = /*#__PURE__*/ z.object({
  onlineCourseCertificateCode: /*#__PURE__*/ z
    .string({ error: '证书编号不能为空' })
    .trim()
    .regex(CERTIFICATE_CODE_PATTERN, '证书编号格式不正确'),
});
export type CertificateCollectBody = z.input<typeof certificateCollectBody>;

export const courseAnswerSheetQuery = /*#__PURE__*/ z.queryObject({ onlineCourseId: idParam, onlineCourseResourceId: idParam, paperId: idParam });
export type CourseAnswerSheetQuery = z.input<typeof courseAnswerSheetQuery>;

/** Teachers name the student (`userId`); a student may omit it or pass their own id. */
export const courseAnswerSheetDetailQuery = /*#__PURE__*/ courseAnswerSheetQuery.extend({ userId: /*#__PURE__*/ idParam.optional() });
export type CourseAnswerSheetDetailQuery = z.input<typeof courseAnswerSheetDetailQuery>;

/** Longest answer accepted (essays are free text). */
const COURSE_ANSWER_MAX_LENGTH = 5000;
const MAX_QUESTIONS_PER_PAPER = 500;

export const courseSubmitBody = /*#__PURE__*/ courseAnswerSheetQuery.strict().extend({
  questionResults: /*#__PURE__*/ z
    .array(
      /*#__PURE__*/ z.object({
        questionId: idParam,
        /** Letters joined by comma, fill-in blanks joined with `[$]`, essay free text (spec §5); '' = unanswered. */
        result: /*#__PURE__*/ z.string().max(COURSE_ANSWER_MAX_LENGTH, '答案过长').nullish(),
      }),
      { error: '请提交答题结果' },
    )
    .max(MAX_QUESTIONS_PER_PAPER),
  /** Seconds spent answering (shown as 用时 on the score report). */
  useTime: paperUseTime,
});
export type CourseSubmitBody = z.input<typeof courseSubmitBody>;

// ---------- outputs ----------

/** Course (spec §3) plus its credit rules. */
export interface OnlineCourse {
  onlineCourseId: number;
  onlineCourseName: string;
  onlineCourseDescription: string;
  startTime: string;
  endTime: string;
  /** 1: credit earning (and course tests) on. */
  creditEarning: 0 | 1;
  /** Credits needed for the certificate. */
  minimumScore: number;
  /** Credits the course offers in total. */
  courseScore: number;
  /** The caller's credits in this course (0 for teachers). */
  earnedScore: number;
}

export interface CourseResourcePaper {
  paperId: number;
  paperName: string;
  questionCount: number;
  /** 1 when the caller has submitted this paper for this resource. */
  isStudy: 0 | 1;
}

export interface CourseResource {
  onlineCourseResourceId: number;
  onlineCourseId: number;
  fileName: string;
  /** ResourceFileType: 1 video, 2 image, 3 audio, other document / link. */
  fileType: number;
  /** `/file/<name>` on this server (prefix the file host). */
  fileUrl: string;
  /** Credits this resource gives, once per learner. */
  creditScore: number;
  /** 1 when the caller already has this resource's credits. */
  isEarned: 0 | 1;
  /** 1 when studied: every paper submitted (a resource without papers: credits earned). Teachers: always 0. */
  isStudy: 0 | 1;
  paperDTOList: CourseResourcePaper[];
}

export interface OnlineCourseDetail extends OnlineCourse {
  resourceList: CourseResource[];
}

export interface EarnCreditsResult {
  onlineCourseResourceId: number;
  creditScore: number;
  earnedScore: number;
  isPass: boolean;
}

export interface RelatedCourse {
  onlineCourseId: number;
  onlineCourseName: string;
  onlineCourseDescription: string;
  startTime: string;
  endTime: string;
}

/** Progress (spec §3) for `/teachLearnCertificate`. */
export interface CertificateProgress {
  onlineCourseId: number;
  onlineCourseName: string;
  realName: string;
  /** The course period, e.g. `2026-03-01 至 2026-12-31`. */
  courseTime: string;
  /** Certificate background image (CERTIFICATE_TEMPLATE layout). */
  fileUrl: string;
  isPass: boolean;
  isCollect: boolean;
  /** When the certificate was collected, else null. */
  collectTime: string | null;
  earnedScore: number;
  minimumScore: number;
  courseScore: number;
  /** The learner's certificate code (null for teachers, who earn no certificate). */
  onlineCourseCertificateCode: string | null;
  /** Other courses of the caller. */
  onlineCourseList: RelatedCourse[];
}

/**
 * 我的证书 (issue 18): one course the learner earns a certificate in (offered to their class with credits on) or
 * holds one of. `code` is null until the course's certificate screen was first opened (codes are issued there).
 */
export interface MyCertificate {
  onlineCourseId: number;
  onlineCourseName: string;
  code: string | null;
  /** The credits reach the minimum: 领取 is possible (or done). */
  isPass: boolean;
  isCollect: boolean;
  collectTime: string | null;
  earnedScore: number;
  minimumScore: number;
}

export interface CourseQuestionOption {
  /** Option letter. */
  type: string;
  name: string;
  selected: boolean;
}

/**
 * A course paper's question (spec §3), shown as every surface shows it (QuestionShape). A3/A4/B questions are a
 * shared stem whose `childedList` holds the answerable questions; children inherit the parent's type and carry its
 * content as `publicContent`. Answers are given per leaf question.
 */
export interface CourseQuestion extends QuestionShape {
  questionId: number;
  id: number;
  type: number;
  typeName: string;
  publicContent: string | null;
  content: string;
  selectList: CourseQuestionOption[];
  /** Hidden (null) from a student who has not submitted. */
  correct: string | null;
  analysis: string | null;
  /** The user's answer (null when unanswered or not submitted). */
  result: string | null;
  /** 1 right, 0 wrong, null unanswered. */
  isRight: 0 | 1 | null;
  childedList: CourseQuestion[];
}

export interface CourseAnswerSheet {
  onlineCourseId: number;
  onlineCourseResourceId: number;
  paperId: number;
  paperName: string;
  /** 1 when the user has submitted (answers and marks shown). */
  isStudy: 0 | 1;
  /** Answerable (leaf) questions. */
  totalCount: number;
  finishCount: number;
  score: number | null;
  questionList: CourseQuestion[];
}

export interface AnswerSheetItem {
  questionId: number;
  /** 1 right, 0 wrong, null unanswered. */
  isRight: 0 | 1 | null;
  type: number;
}

/** Score report data (spec §3 answer sheet). */
export interface CourseAnswerSheetDetail {
  onlineCourseId: number;
  onlineCourseResourceId: number;
  paperId: number;
  paperName: string;
  userId: number;
  realName: string;
  /** Answered questions out of `totalCount`. */
  finishCount: number;
  totalCount: number;
  /** 0–100. */
  score: number;
  /** Place among the same-class students who submitted (1 = best; ties share a place). */
  rank: number;
  /** How many same-class students submitted. */
  submitCount: number;
  submitTime: string;
  /** Best score among the same-class students who submitted. */
  bestScore: number;
  /** Seconds the learner spent on the paper, null when unknown. */
  useTime: number | null;
  /** Leaf questions in paper order, numbered continuously by the client. */
  questionList: AnswerSheetItem[];
}
