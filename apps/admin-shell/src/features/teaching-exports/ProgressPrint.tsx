import { createPortal } from 'react-dom';
import type { ProgressSheet } from '@medteach/contract';
import { exportText } from './messages';
import styles from './teaching-exports.module.css';

const text = exportText;
const col = text.columns;

/**
 * The 课表进度表 as it prints: title, the plan's facts, one bordered row per lesson (the same columns as the xlsx),
 * blank signature lines.
 */
export function ProgressPrint({ sheet }: { sheet: ProgressSheet }) {
  const title = text.sheetTitle(sheet.planName);
  return (
    <article className={styles.sheet} aria-label={title}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <div className={styles.facts}>
        <span>
          {text.major}：{sheet.majorName}
        </span>
        <span>
          {text.semester}：{sheet.semesterName}
        </span>
        <span>
          {text.teacher}：{sheet.teacherName}
        </span>
        <span>
          {text.classes}：{sheet.classNames || text.none}
        </span>
        <span>
          {text.textbook}：{sheet.textbook || text.none}
        </span>
        <span>
          {text.totalHours}：{text.hoursDetail(sheet.theoryPeriod + sheet.experimentPeriod, sheet.theoryPeriod, sheet.experimentPeriod)}
        </span>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            {[col.week, col.date, col.weekday, col.period, col.content, col.teacher, col.address, col.hoursType, col.hours, col.classes].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((r) => (
            <tr key={r.planDetailId}>
              <td className={styles.nowrap}>{text.weekLabel(r.weekNum)}</td>
              <td className={styles.nowrap}>{r.teachingDate}</td>
              <td className={styles.nowrap}>{r.teachWeekName}</td>
              <td className={styles.nowrap}>{r.periodText}</td>
              <td>{r.lessonContent}</td>
              <td className={styles.nowrap}>{r.teacherName}</td>
              <td>{r.addressName || text.none}</td>
              <td className={styles.nowrap}>{r.hoursType}</td>
              <td className={styles.nowrap}>{r.periods}</td>
              <td>{r.classNames}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.signatures}>
        <span>
          {text.teacherSignature}
          <span className={styles.signLine} />
        </span>
        <span>
          {text.auditSignature}
          <span className={styles.signLine} />
        </span>
        <span>
          {text.signatureDate}
          <span className={styles.signLine} />
        </span>
      </div>
    </article>
  );
}

/** The sheet again as a child of <body>: what 打印 prints (the print CSS leaves the console out). */
export function ProgressPrintCopy({ sheet }: { sheet: ProgressSheet }) {
  return createPortal(
    <div className={styles.printRoot}>
      <ProgressPrint sheet={sheet} />
    </div>,
    document.body,
  );
}
