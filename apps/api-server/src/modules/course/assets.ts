import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Generated demo media of the course module (apps/api-server/assets/course), linked by the seed. */
export const COURSE_ASSET_DIR = fileURLToPath(new URL('../../../assets/course/', import.meta.url));
/** Folder under the upload dir; stored URLs are `/file/course/<name>`. */
export const COURSE_FILE_DIR = 'course';
export const courseFileUrl = (name: string) => `/file/${COURSE_FILE_DIR}/${name}`;

export const CourseAsset = {
  heartExamVideo: 'course-heart-exam.mp4',
  ecgImage: 'course-ecg.png',
  heartSoundAudio: 'course-heart-sound.mp3',
  lectureNotesPdf: 'course-internal-medicine-notes.pdf',
  clinicalPathwayHtml: 'course-clinical-pathway.html',
  caseDiscussionTxt: 'course-case-discussion.txt',
  dentalArchImage: 'course-dental-arch.png',
  certificateTemplate: 'course-certificate-template.png',
} as const;

/** Copies the course media into the upload dir when missing or changed in size, so `/file/course/...` serves them. */
export function installCourseAssets(uploadDir: string) {
  const target = join(uploadDir, COURSE_FILE_DIR);
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(COURSE_ASSET_DIR)) {
    const from = join(COURSE_ASSET_DIR, name);
    const to = join(target, name);
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to);
  }
}
