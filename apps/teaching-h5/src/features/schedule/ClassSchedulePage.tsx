import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, CalendarPicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { teachingQueries } from '@medteach/api-client';
import type { H5SchoolTimetable } from '@medteach/contract';
import { PeriodGrid, WeekStrip } from '@medteach/teaching-ui';
import { LoadingState, PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { CALENDAR_MIN_DATE, DATE_FORMAT, calendarMaxDate, mondayIndex, toQuery, today, weekHeading, weekParams } from './calendar';
import { scheduleText } from './messages';
import { STUDENT_QUERY_TYPE, useViewerQueryType } from '../../shared/useViewerQueryType';
import { timetableQuery } from './prefetch';
import styles from './schedule.module.css';

const DAY_LISTS = ['mondayList', 'tuesdayList', 'wednesdayList', 'thursdayList', 'fridayList', 'saturdayList', 'sundayList'] as const;

/**
 * /classSchedule?weekday&yearWeekDateStr&weekName&queryType — the H5 week timetable: week strip with dates, a
 * calendar, and the chosen day's periods (第N节) with content and teacher. Tapping a lesson opens /teachProcess.
 */
export default function ClassSchedulePage() {
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const date = query.get('weekday') || today();
  const queryType = useViewerQueryType(query.get('queryType'));
  const timetable = useQuery({ ...timetableQuery(date, queryType ?? STUDENT_QUERY_TYPE), enabled: queryType !== undefined });
  // Semesters number the teaching weeks; until they arrive the heading shows the calendar week.
  const semesters = useQuery(teachingQueries.semesters());
  const week = weekParams(date);

  const pick = (next: string) => {
    const params = { ...weekParams(next), queryType: query.get('queryType') };
    setQuery(toQuery(params), { replace: true });
  };

  return (
    <main className={styles.page}>
      <PageHeader title={scheduleText.h5Title} />
      <div className={styles.toolbar}>
        <span className={styles.week}>
          {weekHeading(date, semesters.data)} {week.weekName}
        </span>
        <Button size="small" color="primary" fill="outline" onClick={() => setCalendarOpen(true)}>
          {scheduleText.pickDate}
        </Button>
      </div>
      {queryType === undefined ? (
        <LoadingState />
      ) : (
        <QueryStatus query={timetable}>
          {(data: H5SchoolTimetable) => (
            <>
              <WeekStrip dates={data.weeddayList} selected={date} onSelect={pick} />
              <PeriodGrid
                periods={data[DAY_LISTS[mondayIndex(date)]]}
                onSelect={(lesson) =>
                  navigate(`/teachProcess?${toQuery({ planDetailId: lesson.planDetailId, ...week, queryType })}`)
                }
              />
            </>
          )}
        </QueryStatus>
      )}
      <CalendarPicker
        visible={calendarOpen}
        selectionMode="single"
        title={scheduleText.pickDate}
        confirmText={scheduleText.confirm}
        defaultValue={dayjs(date).toDate()}
        min={dayjs(CALENDAR_MIN_DATE).toDate()}
        max={calendarMaxDate()}
        onClose={() => setCalendarOpen(false)}
        onConfirm={(value) => value && pick(dayjs(value).format(DATE_FORMAT))}
      />
    </main>
  );
}
