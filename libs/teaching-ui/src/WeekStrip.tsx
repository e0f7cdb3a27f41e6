import { teachingText } from './messages';

export interface WeekStripProps {
  /** The 7 dates Monday..Sunday, `YYYY-MM-DD` (the timetable's weeddayList). */
  dates: readonly string[];
  selected: string;
  onSelect: (date: string) => void;
}

const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/** One week of days with their dates; the selected day is highlighted. */
export function WeekStrip({ dates, selected, onSelect }: WeekStripProps) {
  return (
    <div role="tablist" style={{ display: 'flex', justifyContent: 'space-around', padding: '8px 0' }}>
      {dates.map((date, i) => {
        const active = date === selected;
        return (
          <button
            key={date}
            type="button"
            role="tab"
            aria-selected={active}
            aria-label={date}
            onClick={() => onSelect(date)}
            style={{
              border: 'none',
              borderRadius: 8,
              padding: '4px 6px',
              minWidth: 40,
              background: active ? 'var(--adm-color-primary, #1677ff)' : 'transparent',
              color: active ? '#fff' : 'inherit',
            }}
          >
            <div style={{ fontSize: 12 }}>{teachingText.weekdayPrefix + teachingText.weekdayShort[i]}</div>
            <div style={{ fontSize: 16, fontWeight: 600 }}>{dayOfMonth(date)}</div>
          </button>
        );
      })}
    </div>
  );
}
