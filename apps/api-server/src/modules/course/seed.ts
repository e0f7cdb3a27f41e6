import { ResourceFileType } from '@medteach/contract';
import { leafQuestions, loadPaper, type PaperRef } from './answer-sheets';
import { CourseAsset, courseFileUrl } from './assets';
import { collectCertificate, findCertificate } from './certificate-repository';
import { ensureCertificate } from './certificates';
import { courseLearnerIds, findCourse, findResource, grantCredit } from './course-repository';
import type { CourseRow, ResourceRow } from './courses';
import { SEED_COURSE_PAPERS, SeedCoursePaper, leafAnswers, type SeedQuestion } from './seed-papers';
import { recordSubmission } from './submissions';
import type { Queryable } from '../../db/queryable';

/** Ids the tests and the e2e run rely on. */
export const SeedCourse = { INTERNAL_MEDICINE: 1, ORAL_SURGERY: 2, COMMUNICATION: 3 } as const;
export const SeedResource = {
  HEART_EXAM_VIDEO: 1,
  ECG_IMAGE: 2,
  HEART_SOUND_AUDIO: 3,
  LECTURE_NOTES_PDF: 4,
  CLINICAL_PATHWAY_LINK: 5,
  CASE_DISCUSSION_TXT: 6,
  ORAL_EXAM_VIDEO: 7,
  DENTAL_ARCH_IMAGE: 8,
  ORAL_AUDIO: 9,
  ORAL_NOTES_PDF: 10,
  ORAL_PATHWAY_LINK: 11,
  COMMUNICATION_VIDEO: 12,
  COMMUNICATION_TXT: 13,
} as const;
/** Learners in known states for course 1 (minimum 8 of 12 credits). */
export const SeedLearner = {
  /** student01: 2 credits, not passed, no paper submitted. */
  NOT_PASSED: 101,
  /** student02: 8 credits, passed, certificate not yet collected; paper 1 submitted. */
  PASSED: 102,
  /** student03: all 12 credits and the certificate collected. */
  COLLECTED: 103,
} as const;

const { VIDEO, IMAGE, AUDIO, DOCUMENT, LINK } = ResourceFileType;
type SeedResourceRow = [id: number, courseId: number, fileName: string, fileType: number, asset: string, credit: number, paperIds: number[]];

const COURSES = [
  {
    id: SeedCourse.INTERNAL_MEDICINE,
    name: '内科学临床思维',
    description: '以常见内科急症为线索，训练从病史、体征到辅助检查的临床推理能力。',
    start: '2026-03-01 00:00:00',
    end: '2026-12-31 23:59:59',
    creditEarning: 1,
    minimumScore: 8,
    classIds: [1, 2],
  },
  {
    id: SeedCourse.ORAL_SURGERY,
    name: '口腔颌面外科基础',
    description: '口腔颌面部解剖、检查方法与常见疾病的基础知识。',
    start: '2026-03-01 00:00:00',
    end: '2026-12-31 23:59:59',
    creditEarning: 1,
    minimumScore: 5,
    classIds: [1, 3],
  },
  {
    id: SeedCourse.COMMUNICATION,
    name: '医患沟通技巧',
    description: '医患沟通的基本原则与常见场景示范（本课程不计学分）。',
    start: '2026-04-01 00:00:00',
    end: '2026-10-31 23:59:59',
    creditEarning: 0,
    minimumScore: 2,
    classIds: [1, 2, 3],
  },
] as const;

const RESOURCES: SeedResourceRow[] = [
  [SeedResource.HEART_EXAM_VIDEO, 1, '心脏听诊教学视频.mp4', VIDEO, CourseAsset.heartExamVideo, 4, [SeedCoursePaper.INTERNAL_MEDICINE]],
  [SeedResource.ECG_IMAGE, 1, '心电图判读图谱.png', IMAGE, CourseAsset.ecgImage, 2, []],
  [SeedResource.HEART_SOUND_AUDIO, 1, '心音听诊音频.mp3', AUDIO, CourseAsset.heartSoundAudio, 2, []],
  [SeedResource.LECTURE_NOTES_PDF, 1, '内科学临床思维讲义.pdf', DOCUMENT, CourseAsset.lectureNotesPdf, 4, [SeedCoursePaper.LECTURE_NOTES]],
  [SeedResource.CLINICAL_PATHWAY_LINK, 1, '急性胸痛临床路径.html', LINK, CourseAsset.clinicalPathwayHtml, 0, []],
  [SeedResource.CASE_DISCUSSION_TXT, 1, '病例讨论记录.txt', DOCUMENT, CourseAsset.caseDiscussionTxt, 0, []],
  [SeedResource.ORAL_EXAM_VIDEO, 2, '口腔颌面部检查示范.mp4', VIDEO, CourseAsset.heartExamVideo, 3, [SeedCoursePaper.ORAL_SURGERY]],
  [SeedResource.DENTAL_ARCH_IMAGE, 2, '恒牙列示意图.png', IMAGE, CourseAsset.dentalArchImage, 2, []],
  [SeedResource.ORAL_AUDIO, 2, '口腔问诊示范音频.mp3', AUDIO, CourseAsset.heartSoundAudio, 1, []],
  [SeedResource.ORAL_NOTES_PDF, 2, '口腔颌面外科讲义.pdf', DOCUMENT, CourseAsset.lectureNotesPdf, 0, []],
  [SeedResource.ORAL_PATHWAY_LINK, 2, '拔牙术临床路径.html', LINK, CourseAsset.clinicalPathwayHtml, 0, []],
  [SeedResource.COMMUNICATION_VIDEO, 3, '医患沟通示范视频.mp4', VIDEO, CourseAsset.heartExamVideo, 2, []],
  [SeedResource.COMMUNICATION_TXT, 3, '沟通要点.txt', DOCUMENT, CourseAsset.caseDiscussionTxt, 0, []],
];

const SEED_TIME = '2026-05-20 10:00:00';
const INTERNAL_MEDICINE_ANSWERS = leafAnswers(SEED_COURSE_PAPERS[0]);
/** Paper 1 answers with the questions at `wrongAt` answered wrong (all seeded answers are letters there). */
const withWrong = (answers: string[], ...wrongAt: number[]) => answers.map((a, i) => ({ answer: wrongAt.includes(i) ? 'E' : a }));

export async function seedCourse(db: Queryable) {
  await seedCatalogue(db);
  await seedPapers(db);
  await seedProgress(db);
}

async function seedCatalogue(db: Queryable) {
  await db
    .insertInto('online_course')
    .values(
      COURSES.map((c, i) => ({
        online_course_id: c.id,
        name: c.name,
        description: c.description,
        start_time: c.start,
        end_time: c.end,
        credit_earning: c.creditEarning,
        minimum_score: c.minimumScore,
        sort: i + 1,
      })),
    )
    .execute();
  await db
    .insertInto('online_course_class')
    .values(COURSES.flatMap((c) => c.classIds.map((classId) => ({ online_course_id: c.id, class_id: classId }))))
    .execute();
  await db
    .insertInto('online_course_resource')
    .values(
      RESOURCES.map(([id, courseId, fileName, fileType, asset, credit], i) => ({
        resource_id: id,
        online_course_id: courseId,
        file_name: fileName,
        file_type: fileType,
        file_url: courseFileUrl(asset),
        credit_score: credit,
        sort: i + 1,
      })),
    )
    .execute();
}

async function seedPapers(db: Queryable) {
  // One at a time: a stem's children need the id the stem was given.
  const insert = async (paperId: number, parentId: number | null, q: SeedQuestion, sort: number): Promise<void> => {
    const options = (q.options ?? []).map(([type, name]) => ({ type, name }));
    const { question_id } = await db
      .insertInto('course_paper_question')
      .values({ paper_id: paperId, parent_id: parentId, type: q.type, content: q.content, select_list: JSON.stringify(options), correct: q.correct ?? '', analysis: q.analysis ?? '', sort })
      .returning('question_id')
      .executeTakeFirstOrThrow();
    for (const [i, child] of (q.children ?? []).entries()) await insert(paperId, question_id, child, i + 1);
  };
  for (const paper of SEED_COURSE_PAPERS) {
    await db.insertInto('course_paper').values({ paper_id: paper.paperId, name: paper.name }).execute();
    for (const [i, q] of paper.questions.entries()) await insert(paper.paperId, null, q, i + 1);
  }
  await db
    .insertInto('online_course_resource_paper')
    .values(RESOURCES.flatMap(([resourceId, , , , , , paperIds]) => paperIds.map((paperId) => ({ resource_id: resourceId, paper_id: paperId }))))
    .execute();
}

async function seedProgress(db: Queryable) {
  const course = async (id: number) => (await findCourse(db, id)) as CourseRow;
  const resource = async (courseId: number, id: number) => (await findResource(db, courseId, id)) as ResourceRow;
  const paperRef = async (courseId: number, resourceId: number, paperId: number): Promise<PaperRef> =>
    loadPaper(db, await course(courseId), await resource(courseId, resourceId), paperId);
  const study = async (userId: number, courseId: number, ...resourceIds: number[]) => {
    for (const id of resourceIds) await grantCredit(db, userId, await resource(courseId, id), 'study', SEED_TIME);
  };
  // useTime: seconds spent, for the score report's 用时.
  const submit = async (userId: number, classId: number, paper: PaperRef, answers: { answer: string }[], useTime: number) => {
    const leafIds = (await leafQuestions(db, paper.paperId)).map((q) => q.questionId);
    const results = leafIds.map((questionId, i) => ({ questionId, result: answers[i]?.answer ?? '' }));
    await recordSubmission(db, paper, { userId, classId }, results, SEED_TIME, useTime);
  };

  const paper1 = await paperRef(SeedCourse.INTERNAL_MEDICINE, SeedResource.HEART_EXAM_VIDEO, SeedCoursePaper.INTERNAL_MEDICINE);
  const paper2 = await paperRef(SeedCourse.INTERNAL_MEDICINE, SeedResource.LECTURE_NOTES_PDF, SeedCoursePaper.LECTURE_NOTES);
  // student01 (not passed): the ECG image only.
  await study(SeedLearner.NOT_PASSED, SeedCourse.INTERNAL_MEDICINE, SeedResource.ECG_IMAGE);
  // student02 (passed, 8 of 8): paper 1 on the video (10 of 12 right) plus image and audio.
  await submit(SeedLearner.PASSED, 1, paper1, withWrong(INTERNAL_MEDICINE_ANSWERS, 5, 6), 1085);
  await study(SeedLearner.PASSED, SeedCourse.INTERNAL_MEDICINE, SeedResource.ECG_IMAGE, SeedResource.HEART_SOUND_AUDIO);
  // student03 (collected, 12 of 12): everything, both papers.
  await submit(SeedLearner.COLLECTED, 1, paper1, withWrong(INTERNAL_MEDICINE_ANSWERS), 932);
  await submit(SeedLearner.COLLECTED, 1, paper2, leafAnswers(SEED_COURSE_PAPERS[1]).map((answer) => ({ answer })), 610);
  await study(SeedLearner.COLLECTED, SeedCourse.INTERNAL_MEDICINE, SeedResource.ECG_IMAGE, SeedResource.HEART_SOUND_AUDIO);
  // Classmate and another class, for the rank: student04 (class 1) 7 of 12; student11 (class 2) all right.
  await submit(104, 1, paper1, withWrong(INTERNAL_MEDICINE_ANSWERS, 0, 1, 2, 3, 4), 1460);
  await submit(111, 2, paper1, withWrong(INTERNAL_MEDICINE_ANSWERS), 840);

  // Every learner's certificate code exists from the start, in course then student order.
  for (const c of COURSES) {
    const seeded = await course(c.id);
    for (const userId of await courseLearnerIds(db, c.id)) await ensureCertificate(db, seeded, userId);
  }
  const collected = await findCertificate(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.COLLECTED);
  if (collected) await collectCertificate(db, collected.certificateId, SEED_TIME);
}
