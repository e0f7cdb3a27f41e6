/**
 * Homework both ways (issue 17): a student hands in photos and files from the phone inside the lesson's homework
 * window (resubmitting until it is scored); the lesson's teacher opens each submission, scores it and may change the
 * score later — every score change is logged (who, when, old → new). The files themselves go up through
 * `POST /file/upload` (its limits and type sniffing) and the hand-in names the stored files.
 */
import * as z from './zod';
import { idParam } from './envelope-schemas';
import { homeworkScore } from './teaching';

export const homeworkPaths = {
  /** POST {planDetailId, fileUrls} — the caller's hand-in; replaces an earlier one until it is scored. */
  submit: '/teachingCenter/teachingPlanHomework/submit',
  /** GET ?planDetailId → MyHomework: the caller's own hand-in and the window. */
  mySubmission: '/teachingCenter/teachingPlanHomework/mySubmission',
  /** GET ?planDetailId&userId → HomeworkSubmission: one student's hand-in with the score history (teacher). */
  submission: '/teachingCenter/teachingPlanHomework/submission',
  /** POST {planDetailId, userId, homeWorkScore} — score one hand-in, or change its score (logged). */
  score: '/teachingCenter/teachingPlanHomework/updateScore',
} as const;

/** What a hand-in may hold: photos (spec §5 image types plus what phone galleries produce) and documents. */
export const HOMEWORK_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const HOMEWORK_DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;
/** Files per hand-in: the spec's upload count limit (§5 "up to 5 files"). */
export const HOMEWORK_MAX_FILES = 5;

export const HomeworkMessages = {
  noHomework: '本节课没有课后作业',
  notOpen: '作业提交时间还未开始',
  closed: '作业提交时间已截止',
  scored: '作业已批改，不能再提交',
  noFiles: '请上传作业',
  tooMany: '上传文件数量不能超过 5 个!',
  wrongType: '文件格式不正确',
  unknownFile: '文件不存在，请重新上传',
  duplicateFile: '同一文件不能重复提交',
  notHandedIn: '该学员作业未完成，不能评分',
} as const;

/** Where the lesson's homework window stands right now. */
export type HomeworkWindow = 'notOpen' | 'open' | 'closed';

// ---------- inputs ----------

/** `/file/<random name>.<ext>` as `POST /file/upload` answered it. */
const storedFileUrl = /*#__PURE__*/ z
  .string({ error: HomeworkMessages.unknownFile })
  .regex(/^\/file\/[A-Za-z0-9]{1,64}\.[a-z0-9]{1,8}$/, HomeworkMessages.unknownFile);

export const homeworkSubmitBody = /*#__PURE__*/ z.object({
  planDetailId: idParam,
  fileUrls: /*#__PURE__*/ z
    .array(storedFileUrl, { error: HomeworkMessages.noFiles })
    .min(1, HomeworkMessages.noFiles)
    .max(HOMEWORK_MAX_FILES, HomeworkMessages.tooMany)
    .refine((urls) => new Set(urls).size === urls.length, HomeworkMessages.duplicateFile),
});
export type HomeworkSubmitBody = z.input<typeof homeworkSubmitBody>;

export const myHomeworkQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam });
export type MyHomeworkQuery = z.input<typeof myHomeworkQuery>;

export const homeworkSubmissionQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, userId: idParam });
export type HomeworkSubmissionQuery = z.input<typeof homeworkSubmissionQuery>;

export const homeworkScoreBody = /*#__PURE__*/ z.object({ planDetailId: idParam, userId: idParam, homeWorkScore: homeworkScore });
export type HomeworkScoreBody = { planDetailId: number; userId: number; homeWorkScore: number };

// ---------- outputs ----------

export interface HomeworkFile {
  fileId: number;
  /** The name the student's phone gave the file (data only). */
  fileName: string;
  fileUrl: string;
  fileSize: number;
  /** A photo (previewed in place) rather than a document (opened or downloaded). */
  isImage: boolean;
}

/** One score given or changed: by whom, when, from what to what (oldScore null = first score). */
export interface HomeworkScoreChange {
  oldScore: number | null;
  newScore: number;
  scorerName: string;
  scoreTime: string;
}

/** A student's own hand-in for one lesson, with the window it must fall in. */
export interface MyHomework {
  planDetailId: number;
  /** 1 handed in (spec: 已完成), 0 not yet. */
  homeworkStatus: 0 | 1;
  homeWorkScore: number | null;
  submitTime: string | null;
  scoreTime: string | null;
  homeworkStartTime: string | null;
  homeworkEndTime: string | null;
  window: HomeworkWindow;
  /** Open window and not yet scored. */
  canSubmit: boolean;
  files: HomeworkFile[];
}

/** One student's hand-in as the teacher opens it. */
export interface HomeworkSubmission {
  planDetailId: number;
  userId: number;
  realName: string;
  className: string | null;
  homeworkStatus: 0 | 1;
  homeWorkScore: number | null;
  submitTime: string | null;
  scoreTime: string | null;
  files: HomeworkFile[];
  /** Newest first. */
  scoreLog: HomeworkScoreChange[];
}
