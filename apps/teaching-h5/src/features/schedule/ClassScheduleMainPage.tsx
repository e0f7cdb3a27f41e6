import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ActionSheet, CalendarPicker, Picker } from 'antd-mobile';
import dayjs from 'dayjs';
import { teachingQueries } from '@medteach/api-client';
import { TEACHER_QUERY_TYPE, type SchoolClass, type Semester, type TimetableItem } from '@medteach/contract';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { CALENDAR_MIN_DATE, DATE_FORMAT, calendarMaxDate, toQuery, today, weekHeading, weekParams } from './calendar';
import { ClassFilterPopup } from './ClassFilterPopup';
import { scheduleText } from './messages';
import { WeekGrid } from './WeekGrid';
import styles from './schedule.module.css';

/** The semester covering `date`, else the first one. */
const semesterAt = (semesters: readonly Semester[], date: string) =>
  semesters.find((s) => s.startDate <= date && date <= s.endDate) ?? semesters[0];

/**
 * /classScheduleMain — the class schedule with semester, major and grade/class filters and a date picker. The
 * filters live in the query (semesterId, majorId, classId, weekday + their names), so coming back from
 * /teachProcessMain with the same query restores them.
 */
export default function ClassScheduleMainPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const [open, setOpen] = useState<'semester' | 'major' | 'class' | 'calendar' | null>(null);
  const [chooser, setChooser] = useState<{ items: readonly TimetableItem[]; date: string } | null>(null);

  const semesters = useQuery(teachingQueries.semesters());
  const majors = useQuery(teachingQueries.majors());
  const date = query.get('weekday') || today();
  const semester = semesters.data?.find((s) => String(s.semesterId) === query.get('semesterId')) ?? (semesters.data && semesterAt(semesters.data, date));
  const major = majors.data?.find((m) => String(m.majorId) === query.get('majorId')) ?? majors.data?.[0];
  const classes = useQuery({ ...teachingQueries.classes(major?.majorId), enabled: !!major });
  const classId = query.get('classId') ? Number(query.get('classId')) : null;
  const schoolClass = classes.data?.find((c) => c.id === classId);

  const filters = {
    semesterId: semester?.semesterId,
    majorId: major?.majorId,
    classId,
    weekday: date,
    semesterName: semester?.semesterName,
    majorName: major?.majorName,
    gradeName: schoolClass?.className ?? query.get('gradeName'),
  };
  const update = (over: Partial<typeof filters>) => setQuery(toQuery({ ...filters, ...over }), { replace: true });
  const timetable = useQuery({
    ...teachingQueries.timetable({ semesterId: filters.semesterId, majorId: filters.majorId, classId: classId ?? undefined, weekday: date, queryType: TEACHER_QUERY_TYPE }),
    enabled: !!semester && !!major,
    // Lessons the office saves in the console's 课表 show when the teacher comes back to the app (issue 17).
    refetchOnWindowFocus: 'always',
  });

  const openLesson = (item: TimetableItem, slotDate: string) =>
    navigate(`/teachProcessMain?${toQuery({ planId: item.planId, ...filters, ...weekParams(slotDate) })}`);
  const onSlot = (items: readonly TimetableItem[], slotDate: string) =>
    items.length === 1 ? openLesson(items[0], slotDate) : setChooser({ items, date: slotDate });

  return (
    <main className={styles.page}>
      <PageHeader title={scheduleText.mainTitle} />
      <div className={styles.filters}>
        <button type="button" className={styles.filter} aria-label={scheduleText.semester} onClick={() => setOpen('semester')}>
          {semester?.semesterName ?? scheduleText.semester}
        </button>
        <button type="button" className={styles.filter} aria-label={scheduleText.major} onClick={() => setOpen('major')}>
          {major?.majorName ?? scheduleText.major}
        </button>
        <button type="button" className={styles.filter} aria-label={scheduleText.gradeClass} onClick={() => setOpen('class')}>
          {schoolClass?.className ?? scheduleText.allClasses}
        </button>
      </div>
      <div className={styles.toolbar}>
        <span className={styles.week}>
          {weekHeading(date, semester ? [semester] : undefined)} {date}
        </span>
        <button type="button" className={styles.filter} style={{ flex: '0 0 auto' }} onClick={() => setOpen('calendar')}>
          {scheduleText.pickDate}
        </button>
      </div>
      <QueryStatus query={timetable}>{(data) => <WeekGrid timetable={data} selectedDate={date} onSlot={onSlot} />}</QueryStatus>

      <Picker
        visible={open === 'semester'}
        columns={[(semesters.data ?? []).map((s) => ({ label: s.semesterName, value: String(s.semesterId) }))]}
        value={[String(semester?.semesterId ?? '')]}
        confirmText={scheduleText.confirm}
        cancelText={scheduleText.cancel}
        onClose={() => setOpen(null)}
        onConfirm={([v]) => update({ semesterId: Number(v), semesterName: semesters.data?.find((s) => String(s.semesterId) === v)?.semesterName })}
      />
      <Picker
        visible={open === 'major'}
        columns={[(majors.data ?? []).map((m) => ({ label: m.majorName, value: String(m.majorId) }))]}
        value={[String(major?.majorId ?? '')]}
        confirmText={scheduleText.confirm}
        cancelText={scheduleText.cancel}
        onClose={() => setOpen(null)}
        // A class belongs to a major: changing the major clears the class filter.
        onConfirm={([v]) => update({ majorId: Number(v), majorName: majors.data?.find((m) => String(m.majorId) === v)?.majorName, classId: null, gradeName: null })}
      />
      <ClassFilterPopup
        visible={open === 'class'}
        classes={classes.data ?? []}
        classId={classId}
        onClose={() => setOpen(null)}
        onConfirm={(picked: SchoolClass | null) => {
          setOpen(null);
          update({ classId: picked?.id ?? null, gradeName: picked?.className ?? null });
        }}
      />
      <CalendarPicker
        visible={open === 'calendar'}
        selectionMode="single"
        title={scheduleText.pickDate}
        confirmText={scheduleText.confirm}
        defaultValue={dayjs(date).toDate()}
        min={dayjs(CALENDAR_MIN_DATE).toDate()}
        max={calendarMaxDate(semester?.endDate)}
        onClose={() => setOpen(null)}
        onConfirm={(value) => value && update({ weekday: dayjs(value).format(DATE_FORMAT) })}
      />
      <ActionSheet
        visible={chooser !== null}
        extra={scheduleText.chooseCourse}
        cancelText={scheduleText.cancel}
        actions={(chooser?.items ?? []).map((item) => ({ key: String(item.planDetailId), text: `${item.content}（${item.teacherName}）` }))}
        onAction={(action) => {
          const item = chooser?.items.find((i) => String(i.planDetailId) === action.key);
          if (item && chooser) openLesson(item, chooser.date);
        }}
        onClose={() => setChooser(null)}
      />
    </main>
  );
}
