import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { teachingQueries } from '@medteach/api-client';
import type { TeachingPlanDetail } from '@medteach/contract';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { useViewerQueryType } from '../../shared/useViewerQueryType';
import { canSignIn, classTime, isTeacherView } from '../../shared/lesson-rules';
import { backToSchedule, backToScheduleMain, lessonLinks } from './links';
import { LessonSections, Field, Section } from './LessonSections';
import { lessonText } from './messages';
import { ProgressTable } from './ProgressTable';
import styles from './lesson.module.css';

const MAIN_PATH = '/teachProcessMain';

/**
 * /teachProcess?planDetailId&weekday&yearWeekDateStr&weekName&queryType — one lesson in the teacher (queryType 1)
 * or student view; /teachProcessMain?planId&…filters — the course's 课表进度表, printable.
 */
export default function TeachProcessPage() {
  const { pathname } = useLocation();
  return pathname === MAIN_PATH ? <ProgressScreen /> : <LessonScreen />;
}

function ProgressScreen() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const plan = useQuery(teachingQueries.plan(Number(query.get('planId'))));
  // A progress row opens the lesson in the viewer's own view (teacher 1, else student), not always the teacher's.
  const queryType = useViewerQueryType(query.get('queryType'));
  return (
    <main className={styles.page} style={{ paddingBottom: 12 }}>
      <div className={styles.noPrint}>
        <PageHeader title={lessonText.progressTitle} onBack={() => navigate(backToScheduleMain(query))} />
      </div>
      <QueryStatus query={plan}>
        {(data) => (
          <>
            <ProgressTable plan={data} onLesson={queryType === undefined ? undefined : (id) => navigate(lessonLinks.lesson(id, queryType))} />
            <div className={`${styles.printBar} ${styles.noPrint}`}>
              <Button block color="primary" onClick={() => window.print()}>
                {lessonText.print}
              </Button>
            </div>
          </>
        )}
      </QueryStatus>
    </main>
  );
}

function LessonScreen() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const planDetailId = Number(query.get('planDetailId'));
  const queryType = query.get('queryType');
  const teacher = isTeacherView(queryType);
  const lesson = useQuery(teachingQueries.lesson(planDetailId));

  return (
    <main className={styles.page}>
      <PageHeader title={lessonText.lessonTitle} onBack={() => navigate(backToSchedule(query))} />
      <QueryStatus query={lesson}>
        {(data: TeachingPlanDetail) => (
          <>
            <Section title={data.planName}>
              <Field label={lessonText.lessonContent}>{data.lessonContent}</Field>
              <Field label={lessonText.teacherName}>{data.teacherName}</Field>
              <Field label={lessonText.classNames}>{data.classNames}</Field>
              <Field label={lessonText.listenNumber}>{data.listenNumber}</Field>
              <Field label={lessonText.addressName}>{data.addressName}</Field>
              <Field label={lessonText.teachingTime}>{classTime(data)}</Field>
            </Section>
            <LessonSections lesson={data} teacher={teacher} queryType={queryType} />
            <div className={styles.bottomBar}>
              {teacher ? (
                <Button color="primary" onClick={() => navigate(lessonLinks.students(data.planId, planDetailId))}>
                  {lessonText.studentList}
                </Button>
              ) : (
                <Button color="primary" disabled={!canSignIn(data)} onClick={() => navigate(lessonLinks.clocking(planDetailId))}>
                  {lessonText.signIn}
                </Button>
              )}
            </div>
          </>
        )}
      </QueryStatus>
    </main>
  );
}
