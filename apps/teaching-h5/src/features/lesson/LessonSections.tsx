import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Tag } from 'antd-mobile';
import { resolveFileUrl } from '@medteach/api-client';
import type { TeachingPlanDetail } from '@medteach/contract';
import { homeworkButton, paperTarget } from '../../shared/lesson-rules';
import { HomeworkHandIn } from '../homework';
import { lessonLinks } from './links';
import { lessonText } from './messages';
import { SuggestionBox } from './SuggestionBox';
import styles from './lesson.module.css';

/** `YYYY-MM-DD HH:mm` of a `YYYY-MM-DD HH:mm:ss` text. */
const MINUTE_TEXT_LENGTH = 16;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <span className={styles.fieldValue}>{children}</span>
    </div>
  );
}

/** Spec §2: a PDF (or any lesson file) opens from the file host plus its path. */
const openFile = (path: string) => window.open(resolveFileUrl(path), '_blank', 'noopener');

function FileRow({ name, url }: { name: string; url: string }) {
  return (
    <div className={styles.row}>
      <button type="button" className={`${styles.rowMain} ${styles.fileLink}`} onClick={() => openFile(url)}>
        {name}
      </button>
    </div>
  );
}

interface Props {
  lesson: TeachingPlanDetail;
  teacher: boolean;
  queryType: string | null;
}

/** Materials, papers, rating criteria, homework and suggestion of one lesson, teacher or student view (spec §2, §4, §6). */
export function LessonSections({ lesson, teacher, queryType }: Props) {
  const navigate = useNavigate();
  const { planDetailId } = lesson;
  const progress = (done: number, total: number, to: string) => (
    <Button size="mini" color="primary" fill="outline" onClick={() => navigate(to)}>
      {lessonText.viewCompletion(done, total)}
    </Button>
  );

  return (
    <>
      {lesson.materialList.length > 0 && (
        <Section title={lessonText.materials}>
          {lesson.materialList.map((m) => (
            <FileRow key={m.materialId} name={m.fileName} url={m.fileUrl} />
          ))}
        </Section>
      )}

      {lesson.paperList.length > 0 && (
        <Section title={lessonText.papers}>
          {lesson.paperList.map((p) => {
            const target = paperTarget(lesson.timeStatus, p.paperStatus, teacher);
            const open = () => {
              if (target) void navigate(lessonLinks.paper(target, { ...p, queryType }));
            };
            const button = homeworkButton(lesson.timeStatus, p.paperStatus);
            return (
              <div key={p.paperId} className={styles.row}>
                <button type="button" className={styles.rowMain} onClick={open} disabled={!target}>
                  {p.name}
                </button>
                {teacher ? (
                  progress(p.paperFinishCount, p.paperTotalCount, lessonLinks.paperCheck(planDetailId, p.paperId))
                ) : (
                  <Button size="mini" color="primary" disabled={button.disabled || !target} onClick={open}>
                    {button.text}
                  </Button>
                )}
              </div>
            );
          })}
        </Section>
      )}

      {lesson.ratingCriteriaList.length > 0 && (
        <Section title={lessonText.ratingCriteria}>
          {lesson.ratingCriteriaList.map((r) => (
            <div key={r.ratingCriteriaId} className={styles.row}>
              <span className={styles.rowMain}>{r.name}</span>
              {teacher ? (
                progress(r.finishCount, r.totalCount, lessonLinks.ratingCheck(planDetailId, r.ratingCriteriaId))
              ) : (
                <Tag color={r.ratingCriteriaStatus === 1 ? 'success' : 'default'} fill="outline">
                  {r.ratingCriteriaStatus === 1 ? lessonText.rated : lessonText.toRate}
                </Tag>
              )}
            </div>
          ))}
        </Section>
      )}

      {lesson.homeworkList.length > 0 && (
        <Section title={lessonText.homework}>
          {lesson.homeworkList.map((h) => (
            <div key={h.homeworkId} className={styles.row}>
              <span className={styles.rowMain}>{h.homeworkContent}</span>
              {teacher ? (
                progress(h.finishCount, h.totalCount, lessonLinks.homeworkCheck(planDetailId))
              ) : (
                <Tag color={h.homeworkStatus === 1 ? 'success' : 'default'} fill="outline">
                  {h.homeworkStatus === 1 ? lessonText.finished : lessonText.notFinished}
                </Tag>
              )}
            </div>
          ))}
          {lesson.homeworkStartTime && (
            <Field label={lessonText.homeworkTime}>
              {/* To the minute, as the class time: the seconds (23:59:59) only crowd a phone line. */}
              {lesson.homeworkStartTime?.slice(0, MINUTE_TEXT_LENGTH)} ~ {lesson.homeworkEndTime?.slice(0, MINUTE_TEXT_LENGTH)}
            </Field>
          )}
          {lesson.homeworkAttachList.map((a) => (
            <FileRow key={a.fileUrl + a.fileName} name={`${lessonText.attachments}：${a.fileName}`} url={a.fileUrl} />
          ))}
          {/* Issue 17: the hand-in itself, from the phone (it replaces the spec's notice to upload on the computer). */}
          {!teacher && <HomeworkHandIn planDetailId={planDetailId} />}
        </Section>
      )}

      <Section title={lessonText.suggestion}>
        {teacher ? (
          <div className={styles.row}>
            <Button size="small" color="primary" fill="outline" onClick={() => navigate(lessonLinks.suggestions(planDetailId))}>
              {lessonText.viewSuggestions}
            </Button>
          </div>
        ) : (
          <SuggestionBox planDetailId={planDetailId} suggest={lesson.suggest} />
        )}
      </Section>
    </>
  );
}
