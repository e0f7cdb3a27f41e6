import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { teachingQueries } from '@medteach/api-client';
import { ATTENDANCE_POLL_MS, type PlanStudent } from '@medteach/contract';
import { StudentRow, studentStatus, type StudentListMode } from '@medteach/teaching-ui';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { numberParam } from '../../shared/link';
import { AttendancePanel, attendanceStatus, useMarkStudent } from '../sign-in';
import { studentsText } from './messages';
import { StudentSearch } from './StudentSearch';
import { itemAnalysisLink, ratingScaleLink, scoreReportLink } from './student-links';
import styles from './students.module.css';

export type ListMode = Extract<StudentListMode, 'attendance' | 'rating' | 'paper'>;

/** The list call of each mode (spec §7 listStudent / listCriteriaStudent / listPaperStudent). */
function useStudents(mode: ListMode, query: URLSearchParams) {
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const keyword = query.get('keyword') ?? undefined;
  const options =
    mode === 'rating'
      ? teachingQueries.criteriaStudents({ planDetailId, ratingCriteriaId: numberParam(query, 'ratingCriteriaId') ?? 0, keyword })
      : mode === 'paper'
        ? teachingQueries.paperStudents({ planDetailId, paperId: numberParam(query, 'paperId') ?? 0, keyword })
        : teachingQueries.students({ planId: numberParam(query, 'planId') ?? undefined, planDetailId, keyword });
  // The attendance list fills live while students sign in (polling; issue 17).
  return useQuery({ ...(options as ReturnType<typeof teachingQueries.students>), refetchInterval: mode === 'attendance' ? ATTENDANCE_POLL_MS : false });
}

/**
 * 学员列表 in attendance (已签到/未签到), rating (已评价/待评价 → /ratingScale) or paper mode (已完成 with the score,
 * or 待完成; a completed row → /scoreReport). Attendance adds 请假, the sign-in panel and marking by hand (sign-in/, issue 17).
 * `showCompletion` adds the finished/total line of the rating-check entry.
 */
export function StudentListScreen({ mode, showCompletion = false }: { mode: ListMode; showCompletion?: boolean }) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const students = useStudents(mode, query);
  const marking = useMarkStudent(planDetailId);

  const open = (s: PlanStudent) => {
    if (mode === 'rating') navigate(ratingScaleLink(s, planDetailId, numberParam(query, 'ratingCriteriaId') ?? 0));
    else if (mode === 'paper' && s.paperStatus === 1) navigate(scoreReportLink(s, planDetailId, numberParam(query, 'paperId') ?? 0));
  };

  return (
    <main className={styles.page}>
      <PageHeader title={studentsText.title} />
      <StudentSearch />
      <QueryStatus query={students}>
        {(rows) => (
          <>
            {mode === 'attendance' && <AttendancePanel planId={numberParam(query, 'planId')} planDetailId={planDetailId} rows={rows} />}
            {mode === 'paper' && (
              <Button block fill="outline" color="primary" className={styles.analysis} onClick={() => navigate(itemAnalysisLink(planDetailId, numberParam(query, 'paperId') ?? 0))}>
                {studentsText.itemAnalysis}
              </Button>
            )}
            {showCompletion && (
              <div className={styles.summary}>{studentsText.completion(rows.filter((s) => studentStatus(mode, s).done).length, rows.length)}</div>
            )}
            <div className={styles.list}>
              {rows.map((s) => (
                <StudentRow
                  key={s.userId}
                  realName={s.realName}
                  className={s.className}
                  status={mode === 'attendance' ? attendanceStatus(s) : studentStatus(mode, s)}
                  extra={mode === 'paper' && s.paperScore != null ? `${s.paperScore}${studentsText.scoreUnit}` : undefined}
                  onClick={mode === 'attendance' ? () => marking.open(s) : () => open(s)}
                />
              ))}
            </div>
          </>
        )}
      </QueryStatus>
      {marking.sheet}
    </main>
  );
}
