import {
  ResourceFileType,
  earnsCreditByStudy,
  type CertificateProgress,
  type CourseResource,
  type CourseResourcePaper,
  type OnlineCourse,
} from '@medteach/contract';
import { link } from '../../shared/link';
import { courseText } from './messages';

/** How a resource is previewed (spec §2): image, video, audio inline; everything else as a link to copy. */
export type ResourceKind = 'video' | 'image' | 'audio' | 'link' | 'document';

/** Web pages are opened outside the app (复制打开外链); other documents are downloaded (复制下载文件). */
const HTML_EXTENSION = /\.html?$/i;

export function resourceKind(resource: Pick<CourseResource, 'fileType' | 'fileName' | 'fileUrl'>): ResourceKind {
  if (resource.fileType === ResourceFileType.VIDEO) return 'video';
  if (resource.fileType === ResourceFileType.IMAGE) return 'image';
  if (resource.fileType === ResourceFileType.AUDIO) return 'audio';
  const isHtml = resource.fileType === ResourceFileType.LINK || HTML_EXTENSION.test(resource.fileName) || HTML_EXTENSION.test(resource.fileUrl);
  return isHtml ? 'link' : 'document';
}

/** What 开始测试 depends on (papers are only counted). */
type TestFacts = { paperDTOList: readonly unknown[]; isStudy: number };

/** Spec §2: 开始测试 shows when credit earning is on, the resource has papers, isStudy is 0 and the user is a student. */
export const canStartTest = (course: Pick<OnlineCourse, 'creditEarning'>, resource: TestFacts, isStudent: boolean) =>
  course.creditEarning === 1 && resource.paperDTOList.length > 0 && resource.isStudy === 0 && isStudent;

/**
 * Spec §5: viewing earns a resource's credits only for file types 1–3, only while the course earns credits, only
 * for students, and once (a resource already earned is not asked again).
 */
export const earnsCreditOnView = (course: Pick<OnlineCourse, 'creditEarning'>, resource: Pick<CourseResource, 'fileType' | 'isEarned'>, isStudent: boolean) =>
  isStudent && course.creditEarning === 1 && earnsCreditByStudy(resource.fileType) && resource.isEarned === 0;

/** /courseTopic and /scoreReport type 1 = online-course paper (spec §2). */
export const COURSE_PAPER_TYPE = 1;

export type PaperAction = { label: string; to: string } | null;

/**
 * Spec §2/§4 paper mode for one paper of a resource: a student takes an unsubmitted paper (while 开始测试 applies)
 * and views the report of a submitted one; a teacher reviews the paper with its marks.
 */
export function paperAction(
  course: Pick<OnlineCourse, 'creditEarning' | 'onlineCourseId'>,
  resource: TestFacts & Pick<CourseResource, 'onlineCourseResourceId'>,
  paper: Pick<CourseResourcePaper, 'paperId' | 'isStudy'>,
  isStudent: boolean,
): PaperAction {
  const params = (isStudy: number) => ({
    type: COURSE_PAPER_TYPE,
    isStudy,
    isStudents: String(isStudent),
    onlineCourseId: course.onlineCourseId,
    onlineCourseResourceId: resource.onlineCourseResourceId,
    paperId: paper.paperId,
  });
  if (!isStudent) return { label: courseText.reviewPaper, to: link('/courseTopic', params(resource.isStudy)) };
  if (paper.isStudy === 1) return { label: courseText.viewReport, to: link('/scoreReport', params(1)) };
  if (canStartTest(course, resource, isStudent)) return { label: courseText.startTest, to: link('/courseTopic', params(0)) };
  return null;
}

/** Spec §2 tip under the progress bar. */
export const creditTip = (p: Pick<CertificateProgress, 'earnedScore' | 'minimumScore'>) =>
  p.earnedScore >= p.minimumScore ? courseText.creditsReached : courseText.creditsNeeded(p.minimumScore - p.earnedScore);

/** Earned vs minimum as a 0–100 bar (a course with no minimum counts as reached). */
export const creditPercent = (p: Pick<CertificateProgress, 'earnedScore' | 'minimumScore'>) =>
  p.minimumScore <= 0 ? 100 : Math.min(100, Math.round((p.earnedScore / p.minimumScore) * 100));

/**
 * Spec §4 certificate: 下载证书 once collected, else 领取证书 (refused with a warning until isPass). Teachers have no
 * certificate code and get no button.
 */
export const certificateButton = (p: Pick<CertificateProgress, 'isCollect' | 'onlineCourseCertificateCode'>): 'claim' | 'download' | null =>
  !p.onlineCourseCertificateCode ? null : p.isCollect ? 'download' : 'claim';
