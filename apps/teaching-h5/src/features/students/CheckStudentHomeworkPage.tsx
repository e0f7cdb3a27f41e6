import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { teachingMutations, teachingQueries } from '@medteach/api-client';
import type { PlanStudent } from '@medteach/contract';
import { StudentRow, studentStatus } from '@medteach/teaching-ui';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { numberParam } from '../../shared/link';
import { studentsText } from './messages';
import { ScoreDialog } from './ScoreDialog';
import { StudentSearch } from './StudentSearch';
import { homeworkReviewLink } from './student-links';
import styles from './students.module.css';

/**
 * /checkStudentHomework?planDetailId&keyword — homework status per student (已完成/未完成). A completed row shows
 * its score plus 分, or — completed without a score — a 评分 link opening the score dialog (spec §2, §4).
 */
export default function CheckStudentHomeworkPage() {
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const navigate = useNavigate();
  // Back in the foreground (or back from a hand-in), the list asks again: new hand-ins show without a restart.
  const students = useQuery({ ...teachingQueries.homeworkStudents({ planDetailId, keyword: query.get('keyword') ?? undefined }), refetchOnWindowFocus: true });
  const score = useMutation(teachingMutations.scoreHomework(planDetailId));
  const [scoring, setScoring] = useState<PlanStudent | null>(null);

  const scoreOf = (s: PlanStudent) => {
    if (s.homeWorkScore !== null) return <span className={styles.score}>{`${s.homeWorkScore}${studentsText.scoreUnit}`}</span>;
    return (
      <button type="button" className={styles.scoreLink} onClick={() => setScoring(s)}>
        {studentsText.score}
      </button>
    );
  };
  // Issue 17: a handed-in row also opens the hand-in itself (files, score changes, history).
  const extra = (s: PlanStudent) =>
    s.homeworkStatus !== 1 ? null : (
      <>
        {scoreOf(s)}
        <button type="button" className={styles.scoreLink} aria-label={studentsText.viewHomeworkOf(s.realName)} onClick={() => void navigate(homeworkReviewLink(planDetailId, s.userId))}>
          {studentsText.view}
        </button>
      </>
    );

  return (
    <main className={styles.page}>
      <PageHeader title={studentsText.title} />
      <StudentSearch />
      <QueryStatus query={students}>
        {(rows) => (
          <div className={styles.list}>
            {rows.map((s) => (
              <StudentRow key={s.userId} realName={s.realName} className={s.className} status={studentStatus('homework', s)} extra={extra(s)} />
            ))}
          </div>
        )}
      </QueryStatus>
      <ScoreDialog
        studentName={scoring?.realName ?? null}
        pending={score.isPending}
        onClose={() => setScoring(null)}
        onScore={(homeWorkScore) =>
          scoring && score.mutate([{ planDetailId, userId: scoring.userId, homeWorkScore }], { onSuccess: () => setScoring(null) })
        }
      />
    </main>
  );
}
