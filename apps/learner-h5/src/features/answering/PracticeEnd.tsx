import { memo } from 'react';
import { Button } from 'antd-mobile';
import { answeringText } from './messages';

interface PracticeEndProps {
  total: number;
  answered: number;
  /** A teacher's review or a read-only sheet: nothing to count, only the way back. */
  reviewOnly: boolean;
  onBack: () => void;
  onOpenCard: () => void;
}

/**
 * Shown under the last question once nothing is left to do on it: how many of the sheet are answered, and the way
 * back (to the screen named in `name`) — the last question is not a dead end. With questions left unanswered the
 * 答题卡 is offered too.
 */
export const PracticeEnd = memo(function PracticeEnd({ total, answered, reviewOnly, onBack, onOpenCard }: PracticeEndProps) {
  const unanswered = total - answered;
  return (
    <section aria-label={answeringText.end.title} style={{ margin: '0 8px 8px', padding: 16, background: '#fff', borderRadius: 8, textAlign: 'center' }}>
      <h2 style={{ margin: '0 0 6px', fontSize: 16 }}>{answeringText.end.title}</h2>
      <p style={{ margin: '0 0 12px', color: '#666', fontSize: 14 }}>
        {reviewOnly ? answeringText.end.total(total) : answeringText.end.summary(answered, total)}
        {!reviewOnly && unanswered > 0 && `，${answeringText.end.unanswered(unanswered)}`}
      </p>
      <div style={{ display: 'flex', gap: 12 }}>
        {!reviewOnly && unanswered > 0 && (
          <Button block shape="rounded" onClick={onOpenCard}>
            {answeringText.end.openCard}
          </Button>
        )}
        <Button block shape="rounded" color="primary" onClick={onBack}>
          {answeringText.end.back}
        </Button>
      </div>
    </section>
  );
});
