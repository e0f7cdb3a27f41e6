import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { List, NoticeBar, ProgressBar, Tag } from 'antd-mobile';
import { teachingQueries } from '@medteach/api-client';
import type { ItemAnalysisRow } from '@medteach/contract';
import { EmptyState, PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { numberParam } from '../../shared/link';
import { ClassList } from './ClassList';
import { itemAnalysisText as text } from './messages';
import styles from './item-analysis.module.css';

const percent = (v: number | null) => (v === null ? text.none : `${Math.round(v * 100)}%`);
const twoPlaces = (v: number | null) => (v === null ? text.none : v.toFixed(2));

/** How often each option was chosen, as bars; the key's letters in the success colour. */
function OptionBars({ row, attempts }: { row: ItemAnalysisRow; attempts: number }) {
  const key = new Set(row.correct.split(','));
  const entries = [...Object.entries(row.optionCounts), [text.blank, row.blank] as const];
  return (
    <div role="table" aria-label={text.options} className={styles.options}>
      {entries.map(([letter, count]) => (
        <div role="row" key={letter} className={styles.option}>
          <span role="rowheader" className={styles.letter}>
            {letter}
          </span>
          <ProgressBar
            percent={attempts ? (count * 100) / attempts : 0}
            className={styles.bar}
            style={{ '--fill-color': key.has(letter) ? 'var(--adm-color-success)' : 'var(--adm-color-weak)' }}
          />
          <span role="cell" className={styles.count}>
            {count}
          </span>
        </div>
      ))}
    </div>
  );
}

function ItemRow({ row, attempts }: { row: ItemAnalysisRow; attempts: number }) {
  return (
    <List.Item
      title={
        <span>
          {text.question(row.no)}
          {row.flags.negative && (
            <Tag color="danger" fill="outline" className={styles.flag}>
              {text.flags.negative}
            </Tag>
          )}
          {row.flags.noneCorrect && (
            <Tag color="warning" fill="outline" className={styles.flag}>
              {text.flags.noneCorrect}
            </Tag>
          )}
        </span>
      }
      description={
        row.ungraded ? (
          text.ungraded
        ) : (
          <>
            <dl className={styles.figures}>
              <dt>{text.facility}</dt>
              <dd>{percent(row.facility)}</dd>
              <dt>{text.discrimination}</dt>
              <dd>{twoPlaces(row.discrimination)}</dd>
              <dt>{text.upperLower}</dt>
              <dd>{twoPlaces(row.upperLowerIndex)}</dd>
            </dl>
            {Object.keys(row.optionCounts).length > 0 && <OptionBars row={row} attempts={attempts} />}
          </>
        )
      }
    >
      <span className={styles.stem}>{row.stem}</span>
      <span className={styles.key}>{text.correct(row.correct)}</span>
    </List.Item>
  );
}

/**
 * /itemAnalysis?planDetailId&paperId (issue 18): 试题分析 of a lesson's plan paper for its teacher — per question the
 * share right, how well it separates stronger from weaker students, and how often each option was chosen, with flags
 * on questions to check; per class the attempts, mean score and weakest categories. Opened from the paper's 学员列表.
 */
export default function ItemAnalysisPage() {
  const [query] = useSearchParams();
  const analysis = useQuery(teachingQueries.itemAnalysis(numberParam(query, 'planDetailId') ?? 0, numberParam(query, 'paperId') ?? 0));
  return (
    <main className={styles.page}>
      <PageHeader title={text.title} />
      <QueryStatus query={analysis}>
        {(a) =>
          a.attempts === 0 ? (
            <EmptyState text={text.noAttempts} />
          ) : (
            <>
              <div className={styles.summary}>
                <strong>{a.paperName}</strong>
                <span>{text.summary(a.attempts, a.meanScore)}</span>
              </div>
              {a.items.some((i) => i.flags.fewAttempts) && <NoticeBar content={text.fewAttempts} color="alert" wrap />}
              <ClassList classes={a.classes} />
              <List mode="card" header={text.questionsTitle}>
                {a.items.map((row) => (
                  <ItemRow key={row.questionId} row={row} attempts={a.attempts} />
                ))}
              </List>
              <p className={styles.legend}>{text.legend}</p>
            </>
          )
        }
      </QueryStatus>
    </main>
  );
}
