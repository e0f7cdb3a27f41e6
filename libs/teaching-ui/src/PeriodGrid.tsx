import { teachingText } from './messages';

export interface PeriodLesson {
  content: string;
  teacherName: string;
  planDetailId: number;
}
export interface PeriodRow {
  periodNum: number;
  contentList: readonly PeriodLesson[];
}
export interface PeriodGridProps {
  periods: readonly PeriodRow[];
  /** Tapping a lesson (the screen opens /teachProcess, or a chooser when the slot has several). */
  onSelect: (lesson: PeriodLesson, row: PeriodRow) => void;
}

/** One day's periods: `第N节` rows listing each lesson's content and teacher. */
export function PeriodGrid({ periods, onSelect }: PeriodGridProps) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {periods.map((row) => (
        <li key={row.periodNum} style={{ display: 'flex', borderBottom: '1px solid #eee', minHeight: 56 }}>
          <div style={{ width: 64, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#666' }}>
            {teachingText.periodLabel(row.periodNum)}
          </div>
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 4, padding: 6 }}>
            {row.contentList.map((lesson) => (
              <button
                key={lesson.planDetailId}
                type="button"
                onClick={() => onSelect(lesson, row)}
                style={{ textAlign: 'left', border: 'none', borderRadius: 6, padding: '6px 8px', background: '#e8f3ff' }}
              >
                <div style={{ fontWeight: 600 }}>{lesson.content}</div>
                <div style={{ fontSize: 12, color: '#666' }}>{lesson.teacherName}</div>
              </button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
