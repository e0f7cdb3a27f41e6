import { useEffect, useRef } from 'react';
import { Popup } from 'antd-mobile';
import { AnswerCard, type AnswerCardItem } from '@medteach/question-engine';
import { CARD_CLOSE_DELAY_MS } from './constants';
import { answeringText } from './messages';

interface AnswerCardPopupProps {
  visible: boolean;
  items: readonly AnswerCardItem[];
  progress: { answered: number; total: number };
  onClose: () => void;
  /** After the closing animation. */
  afterClose?: () => void;
  /** Moves to the question (lock check included); the popup closes CARD_CLOSE_DELAY_MS later either way. */
  onSelect: (index: number) => void;
}

/** 答题卡 (spec §2): a numbered cell per question; picking one jumps there and closes the card after 500 ms. */
export function AnswerCardPopup({ visible, items, progress, onClose, afterClose, onSelect }: AnswerCardPopupProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = (index: number) => {
    onSelect(index);
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, CARD_CLOSE_DELAY_MS);
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} afterClose={afterClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}>
      <div role="dialog" aria-label={answeringText.answerCard}>
        <header style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 16px 0', fontSize: 15 }}>
          <strong>{answeringText.answerCard}</strong>
          <span style={{ color: 'var(--adm-color-weak)' }}>{answeringText.progress(progress.answered, progress.total)}</span>
        </header>
        <AnswerCard items={items} onSelect={select} />
      </div>
    </Popup>
  );
}
