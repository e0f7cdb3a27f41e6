import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { teachingQueries } from '@medteach/api-client';
import type { H5Period, H5SchoolTimetable, TeachingPlanDetail, TimetableItem } from '@medteach/contract';
import { EmptyState, ListLink } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { classTime } from '../../shared/lesson-rules';
import { mondayIndex, timetableQuery, toQuery, today, weekParams } from '../schedule';
import { teacherHomeText as text } from './messages';
import styles from './teacher-home.module.css';

const DAY_LISTS = ['mondayList', 'tuesdayList', 'wednesdayList', 'thursdayList', 'fridayList', 'saturdayList', 'sundayList'] as const;

/** The class time without the date (today's lessons all share it): `08:00 ~ 09:40`. */
const timeOfDay = (d: TeachingPlanDetail) => classTime(d).slice(d.teachingDate.length + 1);

type TodayLesson = TimetableItem & { periodNum: number };
const lessonsOn = (week: H5SchoolTimetable, date: string): TodayLesson[] =>
  (week[DAY_LISTS[mondayIndex(date)]] as H5Period[]).flatMap((p) => p.contentList.map((item) => ({ ...item, periodNum: p.periodNum })));

/**
 * 今日课程: today's lessons from the week timetable (the same request /classSchedule makes), each opening /teachProcess
 * as the timetable does. A student also sees their sign-in and homework state, read from the lesson's detail.
 */
export function TodayLessons({ queryType, student }: { queryType: number; student: boolean }) {
  const date = today();
  const week = useQuery(timetableQuery(date, queryType));
  return (
    <QueryStatus query={week} isEmpty={(data) => lessonsOn(data, date).length === 0} empty={<EmptyState text={text.noLessonsToday} />}>
      {(data) => (
        <List mode="card" aria-label={text.today}>
          {lessonsOn(data, date).map((lesson) => (
            <LessonItem key={lesson.planDetailId} lesson={lesson} date={date} queryType={queryType} student={student} />
          ))}
        </List>
      )}
    </QueryStatus>
  );
}

function LessonItem({ lesson, date, queryType, student }: { lesson: TodayLesson; date: string; queryType: number; student: boolean }) {
  // The detail carries the class time and the caller's own state; the row shows without it meanwhile.
  const detail = useQuery(teachingQueries.lesson(lesson.planDetailId));
  const d = detail.data;
  const place = [text.period(lesson.periodNum), d ? timeOfDay(d) : '', lesson.addressName, lesson.classNames];
  return (
    <ListLink
      to={`/teachProcess?${toQuery({ planDetailId: lesson.planDetailId, ...weekParams(date), queryType })}`}
      description={place.filter(Boolean).join(' · ')}
      extra={
        student && d ? (
          <span className={styles.tags}>
            {d.attendanceStatus === 1 && (
              <Tag color={d.clockStatus === 1 ? 'success' : 'warning'} fill="outline">
                {d.clockStatus === 1 ? text.signedIn : text.notSignedIn}
              </Tag>
            )}
            {d.homeworkList.length > 0 && (
              <Tag color={d.homeworkStatus === 1 ? 'success' : 'default'} fill="outline">
                {d.homeworkStatus === 1 ? text.homeworkDone : text.homeworkNotDone}
              </Tag>
            )}
          </span>
        ) : undefined
      }
    >
      {lesson.content} · {lesson.lessonContent}
    </ListLink>
  );
}
