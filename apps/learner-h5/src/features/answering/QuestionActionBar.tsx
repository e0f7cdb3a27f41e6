import { memo, type ReactNode } from 'react';
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
  /** Knowledge entry (spec §6 rules decided by the screen). */
  onKnowledge?: () => void;
}

const FAVOURITE_COLOR = '#ff8f1f';

/** One per-question entry: a glyph over a short label, never wrapping, so four fit between 上一题 and 下一题. */
function Entry({ glyph, label, onClick, pressed, ariaLabel, color }: { glyph: string; label: ReactNode; onClick: () => void; pressed?: boolean; ariaLabel?: string; color?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={ariaLabel}
      onClick={onClick}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, minWidth: 44, padding: '2px 4px', border: 0, background: 'none', color: color ?? '#333', fontSize: 11, lineHeight: 1.2, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden style={{ fontSize: 17, lineHeight: 1 }}>
        {glyph}
      </span>
      {label}
    </button>
  );
}

/** Bottom bar: previous / next and the per-question entries. */
export const QuestionActionBar = memo(function QuestionActionBar({ canPrev, canNext, onPrev, onNext, favourite, onNote, onErrorCorrection, onKnowledge }: QuestionActionBarProps) {
  return (
    <nav
      aria-label={answeringText.actions}
      style={{ position: 'sticky', bottom: 0, display: 'flex', alignItems: 'center', gap: 4, padding: '6px 12px calc(6px + env(safe-area-inset-bottom))', background: '#fff', borderTop: '1px solid #f0f0f0' }}
    >
      <Button size="small" disabled={!canPrev} onClick={onPrev} style={{ flex: 'none' }}>
        {answeringText.prev}
      </Button>
      <div style={{ flex: 1, display: 'flex', justifyContent: 'space-evenly', minWidth: 0 }}>
        {favourite && (
          <Entry
            glyph={favourite.active ? '★' : '☆'}
            label={answeringText.favourite}
            pressed={favourite.active}
            ariaLabel={favourite.active ? answeringText.unfavourite : answeringText.favourite}
            onClick={favourite.onToggle}
            color={favourite.active ? FAVOURITE_COLOR : undefined}
          />
        )}
        {onNote && <Entry glyph="✎" label={answeringText.note} onClick={onNote} />}
        {onErrorCorrection && <Entry glyph="⚠" label={answeringText.errorCorrection} onClick={onErrorCorrection} />}
        {onKnowledge && <Entry glyph="❖" label={answeringText.knowledge} onClick={onKnowledge} />}
      </div>
      <Button size="small" color="primary" disabled={!canNext} onClick={onNext} style={{ flex: 'none' }}>
        {answeringText.next}
      </Button>
    </nav>
  );
});
