import { Button } from 'antd-mobile';
import { answeringText } from './messages';

interface QuestionActionBarProps {
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** Topic practice only (spec §6): favourite, note and error correction. */
  favourite?: { active: boolean; onToggle: () => void };
  onNote?: () => void;
  onErrorCorrection?: () => void;
}

/** Bottom bar: previous / next and the per-question entries. */
export function QuestionActionBar({ canPrev, canNext, onPrev, onNext, favourite, onNote, onErrorCorrection }: QuestionActionBarProps) {
  return (
    <nav
      aria-label={answeringText.actions}
      style={{ position: 'sticky', bottom: 0, display: 'flex', alignItems: 'center', gap: 4, padding: '8px 12px', background: '#fff', borderTop: '1px solid #f0f0f0' }}
    >
      <Button size="small" disabled={!canPrev} onClick={onPrev}>
        {answeringText.prev}
      </Button>
      <div style={{ flex: 1, display: 'flex', justifyContent: 'center', gap: 4 }}>
        {favourite && (
          <Button
            size="small"
            fill="none"
            aria-pressed={favourite.active}
            aria-label={favourite.active ? answeringText.unfavourite : answeringText.favourite}
            onClick={favourite.onToggle}
            style={{ color: favourite.active ? '#ff8f1f' : undefined }}
          >
            {favourite.active ? '★' : '☆'} {answeringText.favourite}
          </Button>
        )}
        {onNote && (
          <Button size="small" fill="none" onClick={onNote}>
            {answeringText.note}
          </Button>
        )}
        {onErrorCorrection && (
          <Button size="small" fill="none" onClick={onErrorCorrection}>
            {answeringText.errorCorrection}
          </Button>
        )}
      </div>
      <Button size="small" color="primary" disabled={!canNext} onClick={onNext}>
        {answeringText.next}
      </Button>
    </nav>
  );
}
