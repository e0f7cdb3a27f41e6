import type { AnswerCardItem } from '../model/session-view';
import { QE_MESSAGES } from './messages';
import { cardCellStyle } from './styles';

interface AnswerCardProps {
  items: readonly AnswerCardItem[];
  /** The screen runs `planNavigation` (lock → bridge) and closes its popup. */
  onSelect: (index: number) => void;
}

function statusText(item: AnswerCardItem): string {
  const status = QE_MESSAGES.cardStatus[item.status];
  return item.locked ? `${status}，${QE_MESSAGES.cardLocked}` : status;
}

/** 答题卡: one numbered cell per answerable item, coloured by its state. */
export function AnswerCard({ items, onSelect }: AnswerCardProps) {
  return (
    <nav aria-label={QE_MESSAGES.answerCard} className="qe-card">
      <ol style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 12, listStyle: 'none', margin: 0, padding: 12 }}>
        {items.map((item) => (
          <li key={item.key} style={{ display: 'flex', justifyContent: 'center' }}>
            <button
              type="button"
              aria-label={QE_MESSAGES.cardCell(item.number, statusText(item))}
              aria-current={item.current ? 'step' : undefined}
              data-status={item.status}
              className={`qe-card__cell qe-card__cell--${item.status}`}
              style={cardCellStyle(item.status, item.current)}
              onClick={() => onSelect(item.index)}
            >
              {item.number}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
