import type { TeachingPlan } from '@medteach/contract';
import { lessonText } from './messages';
import styles from './lesson.module.css';

/** Spec §2: missing locations print as 无. */
const orNone = (value: string | null | undefined) => (value && value.trim() ? value : lessonText.none);

interface Props {
  plan: TeachingPlan;
  /** Tapping a week row opens that lesson (screen only; the printed sheet has no links). */
  onLesson?: (planDetailId: number) => void;
}

/**
 * 课表进度表 (spec §2 "Course progress table"): course, major, semester, classes, total hours (theory plus
 * experiment), textbook, location notes, the weekly table, blank signature and audit lines and two remarks.
 */
export function ProgressTable({ plan, onLesson }: Props) {
  return (
    <article className={styles.sheet} aria-label={lessonText.progressTitle}>
      <h2 className={styles.sheetTitle}>{lessonText.progressTitle}</h2>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th className={styles.metaLabel}>{lessonText.course}</th>
            <td colSpan={3}>{plan.planName}</td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.major}</th>
            <td>{plan.majorName}</td>
            <th className={styles.metaLabel}>{lessonText.semester}</th>
            <td>{plan.semesterName}</td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.gradeClass}</th>
            <td colSpan={3}>{plan.classNames}</td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.totalHours}</th>
            <td colSpan={3}>
              {plan.theoryPeriod + plan.experimentPeriod}（{lessonText.hoursDetail(plan.theoryPeriod, plan.experimentPeriod)}）
            </td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.textbook}</th>
            <td colSpan={3}>{plan.textbook}</td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.theoryAddress}</th>
            <td colSpan={3}>{orNone(plan.theoryAddressName)}</td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.experimentAddress}</th>
            <td colSpan={3}>{orNone(plan.experimentAddressName)}</td>
          </tr>
          <tr>
            <th className={styles.metaLabel}>{lessonText.internshipAddress}</th>
            <td colSpan={3}>{orNone(plan.internshipAddressName)}</td>
          </tr>
        </tbody>
      </table>

      <table className={styles.table} style={{ marginTop: 10 }}>
        <thead>
          <tr>
            <th>{lessonText.weekNum}</th>
            <th>{lessonText.dateAndWeekday}</th>
            <th>{lessonText.content}</th>
            <th>{lessonText.periods}</th>
            <th>{lessonText.teacher}</th>
          </tr>
        </thead>
        <tbody>
          {plan.scheduleList.map((row) => (
            <tr key={row.planDetailId}>
              <td>{lessonText.weekLabel(row.weekNum)}</td>
              <td>
                {row.teachingDate}
                <br />
                {row.teachWeekName}
              </td>
              <td>
                {onLesson ? (
                  <button type="button" className={styles.weekLink} onClick={() => onLesson(row.planDetailId)}>
                    {row.lessonContent}
                  </button>
                ) : (
                  row.lessonContent
                )}
              </td>
              <td>{row.periods}</td>
              <td>{row.teacherName}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className={styles.signatures}>
        <span>
          {lessonText.teacherSignature}
          <span className={styles.signLine} data-testid="signature-line" />
        </span>
        <span>
          {lessonText.auditSignature}
          <span className={styles.signLine} data-testid="audit-line" />
        </span>
        <span>
          {lessonText.signatureDate}
          <span className={styles.signLine} />
        </span>
      </div>
      <div className={styles.remarks}>
        <div>{lessonText.remarks}</div>
        <div>{lessonText.remark1}</div>
        <div>{lessonText.remark2}</div>
      </div>
    </article>
  );
}
