import { List, ProgressBar } from 'antd-mobile';
import type { ClassItemAnalysis } from '@medteach/contract';
import { itemAnalysisText as text } from './messages';
import styles from './item-analysis.module.css';

/** An accuracy below this shows in the danger colour: most of the class gets the category wrong (as the console). */
const WEAK_ACCURACY = 0.6;

const share = (v: number) => `${Math.round(v * 100)}%`;

/** One class: attempts and mean score, then its weakest categories (lowest accuracy first) as bars. */
function ClassItem({ c }: { c: ClassItemAnalysis }) {
  const name = c.className ?? text.noClass;
  return (
    <List.Item>
      <div className={styles.className}>{name}</div>
      <div className={styles.classSummary}>{text.classSummary(c.attempts, share(c.meanScore))}</div>
      {c.weakestCategories.length === 0 ? (
        <span className={styles.noCategories}>{text.noCategories}</span>
      ) : (
        <>
          <div className={styles.weakestTitle}>{text.weakestTitle}</div>
          <ul aria-label={text.weakestOf(name)} className={styles.weakest}>
            {c.weakestCategories.map((w) => (
              <li key={w.name} className={styles.category}>
                <span className={styles.categoryName}>{w.name}</span>
                <span className={styles.categoryFigure}>{text.accuracy(share(w.accuracy), w.answers)}</span>
                <ProgressBar
                  percent={Math.round(w.accuracy * 100)}
                  className={styles.categoryBar}
                  style={{ '--fill-color': w.accuracy < WEAK_ACCURACY ? 'var(--adm-color-danger)' : 'var(--adm-color-warning)' }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </List.Item>
  );
}

/**
 * 各班情况 (issue 18): per class of the students who handed the paper in — attempts, mean score share and the weakest
 * first-level question-bank categories with their accuracy (the server report's `classes`).
 */
export function ClassList({ classes }: { classes: ClassItemAnalysis[] | undefined }) {
  return (
    <section aria-label={text.classesTitle}>
      <List mode="card" header={text.classesTitle}>
        {classes?.length ? (
          classes.map((c) => <ClassItem key={c.className ?? ''} c={c} />)
        ) : (
          <List.Item>
            <span className={styles.noCategories}>{text.noClasses}</span>
          </List.Item>
        )}
      </List>
    </section>
  );
}
