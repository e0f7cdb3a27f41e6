import type { SchoolTimetable, TimetableItem } from '@medteach/contract';
import { scheduleText } from './messages';
import styles from './schedule.module.css';

interface Props {
  timetable: SchoolTimetable;
  selectedDate: string;
  /** A slot's lessons; the screen opens the lesson, or a chooser when there are several. */
  onSlot: (items: readonly TimetableItem[], date: string) => void;
}

/** The class schedule grid: weekdays Monday–Sunday with dates across, periods 第N节 down. */
export function WeekGrid({ timetable, selectedDate, onSlot }: Props) {
  return (
    <table className={styles.grid}>
      <thead>
        <tr>
          <th className={styles.periodCell} />
          {timetable.weeddayList.map((date, i) => (
            <th key={date} className={date === selectedDate ? styles.today : undefined}>
              <div>{scheduleText.weekNames[i]}</div>
              <div>{date.slice(5)}</div>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {timetable.periodVOList.map((row) => (
          <tr key={row.periodNum}>
            <td className={styles.periodCell}>{scheduleText.periodLabel(row.periodNum)}</td>
            {row.weekdayList.map((cell) => (
              <td key={cell.date}>
                {cell.contentList.length > 0 && (
                  <button
                    type="button"
                    className={cell.contentList.length > 1 ? `${styles.slot} ${styles.slotMany}` : styles.slot}
                    onClick={() => onSlot(cell.contentList, cell.date)}
                  >
                    {cell.contentList.map((item) => (
                      <div key={item.planDetailId}>{item.content}</div>
                    ))}
                  </button>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
