import type { CSSProperties } from 'react';
import { QE_MESSAGES, type CardItemStatus } from '@medteach/question-engine';

export interface QuestionRow {
  questionId: number;
  status: CardItemStatus;
  /** The stem's first line; '' while the questions are still loading (the number alone shows). */
  stem: string;
}

/** The number's colours per result: the answer card's green / red, plain when not answered. */
const BADGE: Record<CardItemStatus, CSSProperties> = {
  right: { background: 'var(--adm-color-success)', color: '#fff', borderColor: 'var(--adm-color-success)' },
  wrong: { background: 'var(--adm-color-danger)', color: '#fff', borderColor: 'var(--adm-color-danger)' },
  answered: { background: 'var(--adm-color-primary)', color: '#fff', borderColor: 'var(--adm-color-primary)' },
  unanswered: { background: '#fff', color: 'var(--adm-color-text)', borderColor: 'var(--adm-border-color)' },
};

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: '100%',
    minHeight: 48,
    padding: '8px 12px',
    border: 0,
    borderBottom: '1px solid #f5f5f5',
    background: 'none',
    textAlign: 'left',
    fontSize: 14,
    color: 'var(--adm-color-text)',
  },
  badge: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    border: '1px solid',
    fontSize: 13,
    fontVariantNumeric: 'tabular-nums',
  },
  stem: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hidden: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;

/** 错题 / 收藏 lists: one row per question — its number coloured by the result, and the stem's first line. */
export function QuestionRows({ rows, label, onSelect }: { rows: readonly QuestionRow[]; label: string; onSelect: (questionId: number) => void }) {
  return (
    <ol aria-label={label} style={styles.list}>
      {rows.map((row, index) => (
        <li key={row.questionId}>
          <button type="button" data-status={row.status} style={styles.row} onClick={() => onSelect(row.questionId)}>
            {/* Read as 第N题，答错 before the stem; the circle shows the number alone. */}
            <span style={styles.hidden}>{QE_MESSAGES.cardCell(index + 1, QE_MESSAGES.cardStatus[row.status])}</span>
            <span aria-hidden="true" style={{ ...styles.badge, ...BADGE[row.status] }}>
              {index + 1}
            </span>
            <span style={styles.stem}>{row.stem}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
