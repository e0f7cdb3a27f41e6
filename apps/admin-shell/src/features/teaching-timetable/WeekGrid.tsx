import type { MouseEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import type { AdminLesson, AdminTimetable, TeachingPeriodRow } from '@medteach/contract';
import { timetableText as text } from './messages';
import styles from './timetable.module.css';

interface WeekGridProps {
  week: AdminTimetable;
  today: string;
  onAdd: (teachingDate: string, periodNum: number) => void;
  onOpen: (lesson: AdminLesson) => void;
}

/** One lesson in its cell: course, content, teacher, room and classes; opens the lesson form. */
function LessonButton({ lesson, onOpen }: { lesson: AdminLesson; onOpen: (lesson: AdminLesson) => void }) {
  return (
    <Button className={styles.lesson} onClick={() => onOpen(lesson)} aria-label={text.openLesson(lesson.planName, lesson.lessonContent)}>
      <div className={styles.lessonPlan}>{lesson.planName}</div>
      <div>{lesson.lessonContent}</div>
      <div className={styles.lessonMeta}>
        {[lesson.teacherName, lesson.addressName, lesson.classNames].filter(Boolean).join(' · ')}
      </div>
    </Button>
  );
}

/**
 * The week as a grid: a row per period (第N节 with its times), a column per day. A click in a cell's blank adds a lesson
 * there (点击空白格添加); its + button, as wide as the cell, is the same for the keyboard.
 */
export function WeekGrid({ week, today, onAdd, onOpen }: WeekGridProps) {
  const columns: TableColumnsType<TeachingPeriodRow> = [
    {
      key: 'period',
      title: text.period,
      width: 96,
      fixed: 'left',
      render: (_, p) => (
        <div className={styles.periodHead}>
          <div>{text.periodLabel(p.periodNum)}</div>
          <div className={styles.periodTime}>{text.periodTime(p.startTime, p.endTime)}</div>
        </div>
      ),
    },
    ...week.dates.map((date, day) => ({
      key: date,
      // A click anywhere in the cell that is not on a lesson adds one there (the + is the cell's keyboard target).
      onCell: (p: TeachingPeriodRow) => ({
        className: styles.slot,
        onClick: (event: MouseEvent<HTMLElement>) => {
          // Lessons and the + are buttons that act themselves.
          if ((event.target as HTMLElement).closest('button')) return;
          onAdd(date, p.periodNum);
        },
      }),
      title: (
        <span className={date === today ? styles.today : undefined}>
          {text.weekdays[day]}
          <br />
          {date.slice(5)}
        </span>
      ),
      render: (_: unknown, p: TeachingPeriodRow) => {
        const lessons = week.lessons.filter((l) => l.teachingDate === date && l.periodNum === p.periodNum);
        return (
          <div className={styles.cell}>
            {lessons.map((l) => (
              <LessonButton key={l.planDetailId} lesson={l} onOpen={onOpen} />
            ))}
            <Button type="text" className={styles.add} icon={<PlusOutlined />} aria-label={text.addHere(text.weekdays[day], p.periodNum)} onClick={() => onAdd(date, p.periodNum)} />
          </div>
        );
      },
    })),
  ];
  return <Table<TeachingPeriodRow> rowKey="periodNum" bordered size="small" columns={columns} dataSource={week.periods} pagination={false} scroll={{ x: 1100 }} tableLayout="fixed" />;
}
