import { useNavigate, useSearchParams } from 'react-router-dom';
import { ScoreRing } from '@medteach/teaching-ui';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { paperText } from './messages';
import { paperLink, readPaperParams } from './paper-params';
import { usePaperSheet } from './paper-source';
import { reportGroups, type ReportCell } from './report-groups';
import styles from './paper.module.css';

const STATUS_TEXT: Record<ReportCell['status'], string> = {
  right: paperText.legendRight,
  wrong: paperText.legendWrong,
  unanswered: paperText.legendUnanswered,
};

/**
 * /scoreReport — 试卷分析报告 (spec §2): paper name, finished/total, the 0–100 score ring, rank, the best score of
 * those ranked alongside and the time spent ('-' only when unknown), and the question grids by type; tapping a
 * question opens /courseTopic at it.
 */
export default function ScoreReportPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const source = usePaperSheet(readPaperParams(query), 'report');

  return (
    <main className={styles.reportPage}>
      <PageHeader title={paperText.reportTitle} />
      <QueryStatus query={source.sheet}>
        {(sheet) => (
          <>
            <section className={styles.summary}>
              <h2 className={styles.paperName}>{sheet.paperName}</h2>
              <div className={styles.finished}>{paperText.finished(sheet.finishCount, sheet.questionCount)}</div>
              <ScoreRing score={sheet.score} size={110} />
              <dl className={styles.stats}>
                {[
                  [paperText.rank, sheet.rank ?? paperText.none],
                  [paperText.bestScore, sheet.bestScore ?? paperText.none],
                  [paperText.bestTime, sheet.useTime === null ? paperText.none : paperText.duration(sheet.useTime)],
                ].map(([caption, value]) => (
                  <div key={caption} className={styles.stat}>
                    <dt>{caption}</dt>
                    <dd className={styles.statValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className={styles.legend}>
              <span><i className={styles.dot} style={{ background: 'var(--adm-color-success, #00b578)' }} />{paperText.legendRight}</span>
              <span><i className={styles.dot} style={{ background: 'var(--adm-color-danger, #ff3141)' }} />{paperText.legendWrong}</span>
              <span><i className={styles.dot} />{paperText.legendUnanswered}</span>
            </div>
            {reportGroups(sheet.questionList).map((group) => (
              <section key={group.key} className={styles.group} aria-label={group.label}>
                <h3 className={styles.groupTitle}>{group.label}</h3>
                <ol className={styles.cells}>
                  {group.cells.map((cell) => (
                    <li key={cell.questionId}>
                      <button
                        type="button"
                        className={styles.cell}
                        data-status={cell.status}
                        aria-label={paperText.cell(cell.number, STATUS_TEXT[cell.status])}
                        onClick={() => navigate(paperLink('/courseTopic', query, { questionId: cell.questionId }))}
                      >
                        {cell.number}
                      </button>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </QueryStatus>
    </main>
  );
}
