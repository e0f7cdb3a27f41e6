import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CopyOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Result, Segmented, Select, Skeleton, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { teachingWeekOf, type AdminLesson, type AdminTimetableFilter, type TimetableOptions } from '@medteach/contract';
import { timetableQueries } from './api';
import { CopyWeekModal } from './CopyWeekModal';
import { LessonFormModal, type LessonTarget } from './LessonFormModal';
import { timetableText as text } from './messages';
import { WeekGrid } from './WeekGrid';

type FilterKind = 'all' | 'teacher' | 'class' | 'room';
type Semester = TimetableOptions['semesters'][number];

const DATE = 'YYYY-MM-DD';
const today = () => dayjs().format(DATE);

/** Monday..Sunday of teaching week `week` (week 1 holds the semester's first day), as the server counts them. */
function weekRange(semester: Semester, week: number): [string, string] {
  const start = dayjs(semester.startDate);
  const monday = start.subtract((start.day() + 6) % 7, 'day').add(week - 1, 'week');
  return [monday.format(DATE), monday.add(6, 'day').format(DATE)];
}

/** The semester to open on: the one covering today, else the latest. */
const initialSemester = (semesters: Semester[]) => semesters.find((s) => s.current) ?? semesters[0];
const weekOfToday = (s: Semester) => (s.current ? teachingWeekOf(s.startDate, today()) : 1);

/**
 * 课表 (issue 17): the week-by-week timetable editor. Pick a semester and a week, look at everyone's lessons or one
 * teacher's, class's or room's; click an empty cell to add a lesson there, a lesson to edit or delete it; copy the
 * week to another one. The server refuses any teacher, class or room booked twice, and the form names the clash.
 */
export default function TimetablePage() {
  const options = useQuery(timetableQueries.options());
  if (options.isPending) return <Skeleton active />;
  if (options.isError) return <Result status="error" title={text.loadFailed} extra={<Button onClick={() => void options.refetch()}>{text.retry}</Button>} />;
  if (!options.data.semesters.length) return <Empty description={text.noSemester} />;
  return <TimetableEditor options={options.data} />;
}

function TimetableEditor({ options }: { options: TimetableOptions }) {
  const first = initialSemester(options.semesters);
  const [semesterId, setSemesterId] = useState(first.semesterId);
  const [week, setWeek] = useState(weekOfToday(first));
  const [kind, setKind] = useState<FilterKind>('all');
  const [value, setValue] = useState<number | string | undefined>();
  const [target, setTarget] = useState<LessonTarget | null>(null);
  const [copying, setCopying] = useState(false);
  const semester = options.semesters.find((s) => s.semesterId === semesterId) ?? first;

  const filter: AdminTimetableFilter = useMemo(
    () => ({
      semesterId,
      week,
      teacherId: kind === 'teacher' ? (value as number | undefined) : undefined,
      classId: kind === 'class' ? (value as number | undefined) : undefined,
      addressName: kind === 'room' ? (value as string | undefined) : undefined,
    }),
    [semesterId, week, kind, value],
  );
  const timetable = useQuery(timetableQueries.week(filter));

  const weekLabel = (w: number) => text.weekOption(w, ...weekRange(semester, w));
  const pickSemester = (id: number) => {
    setSemesterId(id);
    setWeek(weekOfToday(options.semesters.find((s) => s.semesterId === id) ?? first));
  };
  const pickKind = (next: FilterKind) => {
    setKind(next);
    setValue(undefined);
  };
  const valueOptions: { placeholder: string; options: { value: number | string; label: string }[] } =
    kind === 'teacher'
      ? { placeholder: text.pickTeacher, options: options.teachers.map((t) => ({ value: t.userId, label: t.name })) }
      : kind === 'class'
        ? { placeholder: text.pickClass, options: options.classes.map((c) => ({ value: c.classId, label: c.className })) }
        : { placeholder: text.pickRoom, options: options.rooms.map((r) => ({ value: r, label: r })) };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select aria-label={text.semester} style={{ width: 220 }} value={semesterId} onChange={pickSemester} options={options.semesters.map((s) => ({ value: s.semesterId, label: s.semesterName }))} />
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label={text.prevWeek} disabled={week <= 1} onClick={() => setWeek(week - 1)} />
          <Select
            aria-label={text.week}
            style={{ width: 210 }}
            value={week}
            onChange={setWeek}
            options={Array.from({ length: semester.weekCount }, (_, i) => ({ value: i + 1, label: weekLabel(i + 1) }))}
          />
          <Button icon={<RightOutlined />} aria-label={text.nextWeek} disabled={week >= semester.weekCount} onClick={() => setWeek(week + 1)} />
        </Space.Compact>
        {semester.current ? <Button onClick={() => setWeek(weekOfToday(semester))}>{text.thisWeek}</Button> : null}
        <Segmented<FilterKind>
          aria-label={text.filterBy}
          value={kind}
          onChange={pickKind}
          options={[
            { value: 'all', label: text.filterAll },
            { value: 'teacher', label: text.filterTeacher },
            { value: 'class', label: text.filterClass },
            { value: 'room', label: text.filterRoom },
          ]}
        />
        {kind !== 'all' ? <Select aria-label={valueOptions.placeholder} style={{ width: 200 }} showSearch optionFilterProp="label" allowClear value={value} onChange={setValue} {...valueOptions} /> : null}
        <Button type="primary" icon={<CopyOutlined />} onClick={() => setCopying(true)} disabled={!timetable.data?.lessons.length}>
          {text.copyWeek}
        </Button>
      </Space>
      {timetable.isError ? (
        <Result status="error" title={text.loadFailed} extra={<Button onClick={() => void timetable.refetch()}>{text.retry}</Button>} />
      ) : !timetable.data ? (
        <Skeleton active />
      ) : (
        <Spin spinning={timetable.isFetching}>
          {timetable.data.lessons.length === 0 ? <Alert type="info" showIcon message={text.empty} style={{ marginBottom: 12 }} /> : null}
          <WeekGrid
            week={timetable.data}
            today={today()}
            onAdd={(teachingDate, periodNum) => setTarget({ teachingDate, periodNum })}
            onOpen={(lesson: AdminLesson) => setTarget({ planDetailId: lesson.planDetailId })}
          />
        </Spin>
      )}
      <LessonFormModal target={target} semesterId={semesterId} options={options} onClose={() => setTarget(null)} />
      <CopyWeekModal
        open={copying}
        semesterId={semesterId}
        fromWeek={week}
        weekLabel={weekLabel}
        weekCount={semester.weekCount}
        plans={options.plans.filter((p) => p.semesterId === semesterId)}
        onClose={() => setCopying(false)}
      />
    </Card>
  );
}
