import { link } from '../../shared/link';
import { OperationType, PLAN_PAPER_TYPE, type PaperTarget } from '../../shared/lesson-rules';

/** The actions of spec §2 "Teaching process detail", with exactly the query parameters it lists. */
export const lessonLinks = {
  clocking: (planDetailId: number) => link('/clocking', { planDetailId }),
  students: (planId: number, planDetailId: number) => link('/checkStudent', { planId, planDetailId }),
  ratingCheck: (planDetailId: number, ratingCriteriaId: number) =>
    link('/checkStudentEvaluate', { planDetailId, operationType: OperationType.RATING, ratingCriteriaId }),
  paperCheck: (planDetailId: number, paperId: number) => link('/checkStudentEvaluate', { planDetailId, operationType: OperationType.PAPER, paperId }),
  homeworkCheck: (planDetailId: number) => link('/checkStudentHomework', { planDetailId }),
  suggestions: (planDetailId: number) => link('/checkStudentNotice', { planDetailId }),
  lesson: (planDetailId: number, queryType: number | string) => link('/teachProcess', { planDetailId, queryType }),
  /** A paper: answering or teacher review on /courseTopic, the score report on /scoreReport. */
  paper(target: Exclude<PaperTarget, null>, p: { paperId: number; planDetailId: number; paperStatus: number; queryType: string | number | null }) {
    const path = target === 'report' ? '/scoreReport' : '/courseTopic';
    return link(path, { type: PLAN_PAPER_TYPE, queryType: p.queryType, paperStatus: p.paperStatus, paperId: p.paperId, planDetailId: p.planDetailId });
  },
};

/** Back from /teachProcess: the timetable at the same day (spec §2). */
export const backToSchedule = (q: URLSearchParams) =>
  link('/classSchedule', { weekday: q.get('weekday'), yearWeekDateStr: q.get('yearWeekDateStr'), weekName: q.get('weekName'), queryType: q.get('queryType') });

/** Back from /teachProcessMain: the class schedule with the filters it came with (spec §2 "Back returns with the filters"). */
export const backToScheduleMain = (q: URLSearchParams) =>
  link('/classScheduleMain', {
    semesterId: q.get('semesterId'),
    majorId: q.get('majorId'),
    classId: q.get('classId'),
    weekday: q.get('weekday'),
    semesterName: q.get('semesterName'),
    majorName: q.get('majorName'),
    gradeName: q.get('gradeName'),
  });
