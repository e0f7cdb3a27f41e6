import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Tag } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { HomeworkSubmission } from '@medteach/contract';
import { PageHeader, toast } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { numberParam } from '../../shared/link';
import { ScoreDialog } from '../students';
import { homeworkMutations, homeworkQueries } from './api';
import { homeworkText } from './messages';
import { ScoreHistory } from './ScoreHistory';
import { SubmittedFiles } from './SubmittedFiles';
import styles from './homework.module.css';

function Review({ submission }: { submission: HomeworkSubmission }) {
  const { planDetailId, userId, realName, homeWorkScore } = submission;
  const score = useMutation(homeworkMutations.score(planDetailId));
  const [scoring, setScoring] = useState(false);
  const handedIn = submission.homeworkStatus === 1;
  return (
    <>
      <section className={styles.card} aria-label={realName}>
        <div className={styles.statusLine}>
          <span className={styles.studentName}>{realName}</span>
          <span className={styles.meta}>{submission.className ?? '-'}</span>
        </div>
        {submission.submitTime && <div className={styles.meta}>{`${homeworkText.submitTime} ${submission.submitTime}`}</div>}
      </section>

      <section className={styles.card} aria-label={homeworkText.files}>
        <h2 className={styles.cardTitle}>{homeworkText.files}</h2>
        {submission.files.length ? <SubmittedFiles files={submission.files} /> : <div className={styles.empty}>{homeworkText.noFiles}</div>}
      </section>

      <section className={styles.card} aria-label={homeworkText.currentScore}>
        <h2 className={styles.cardTitle}>{homeworkText.currentScore}</h2>
        <div className={styles.statusLine}>
          {homeWorkScore === null ? <Tag fill="outline">{homeworkText.notScored}</Tag> : <span className={styles.score}>{homeworkText.score(homeWorkScore)}</span>}
          <span className={styles.spacer} />
          {/* Spec §4: only handed-in homework is scored. */}
          {handedIn && (
            <Button size="small" color="primary" onClick={() => setScoring(true)}>
              {homeWorkScore === null ? homeworkText.scoreIt : homeworkText.changeScore}
            </Button>
          )}
        </div>
      </section>

      <section className={styles.card} aria-label={homeworkText.history}>
        <h2 className={styles.cardTitle}>{homeworkText.history}</h2>
        <ScoreHistory changes={submission.scoreLog} />
      </section>

      <ScoreDialog
        studentName={scoring ? realName : null}
        initial={homeWorkScore}
        pending={score.isPending}
        onClose={() => setScoring(false)}
        onScore={(homeWorkScore) =>
          score.mutate(
            { planDetailId, userId, homeWorkScore },
            {
              onSuccess: () => {
                setScoring(false);
                toast(homeworkText.scoreSaved);
              },
            },
          )
        }
      />
    </>
  );
}

/**
 * /homeworkReview?planDetailId&userId — one student's hand-in, opened from /checkStudentHomework: photos previewed,
 * documents opened, 评分 or 修改评分 (0–100, spec §5), and the score history (who, when, old → new).
 */
export default function HomeworkReviewPage() {
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const userId = numberParam(query, 'userId') ?? 0;
  const submission = useQuery(homeworkQueries.submission(planDetailId, userId));
  return (
    <main className={styles.page}>
      <PageHeader title={homeworkText.reviewTitle} />
      <QueryStatus query={submission} isEmpty={() => false}>
        {(s) => <Review submission={s} />}
      </QueryStatus>
    </main>
  );
}
