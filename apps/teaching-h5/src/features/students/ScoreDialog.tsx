import { useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { toast } from '@medteach/ui-kit';
import { defaultScoreText, digitsOnly, parseHomeworkScore } from './homework-score';
import { studentsText } from './messages';

interface Props {
  /** The student being scored; null = closed. */
  studentName: string | null;
  pending: boolean;
  onClose: () => void;
  onScore: (score: number) => void;
  /** A score already given (changing it starts from it); otherwise the spec default. */
  initial?: number | null;
}

/** 评分 dialog: digits only, placeholder 请输入分数, default 100; outside 0–100 warns 分数范围为0-100 and sends nothing. */
export function ScoreDialog({ studentName, pending, onClose, onScore, initial = null }: Props) {
  const [text, setText] = useState(defaultScoreText);
  // Each opening starts again from the default, before the user can type (not after the open animation).
  const [shownFor, setShownFor] = useState(studentName);
  if (shownFor !== studentName) {
    setShownFor(studentName);
    if (studentName !== null) setText(initial === null ? defaultScoreText() : String(initial));
  }
  const confirm = () => {
    const score = parseHomeworkScore(text);
    if (score === null) return toast(studentsText.scoreRange);
    onScore(score);
  };
  return (
    <Dialog
      visible={studentName !== null}
      title={`${studentsText.score}${studentName ? ` - ${studentName}` : ''}`}
      onClose={onClose}
      content={
        <div style={{ border: '1px solid #e5e6eb', borderRadius: 4, padding: '6px 8px' }}>
          <Input
          aria-label={studentsText.scorePlaceholder}
          placeholder={studentsText.scorePlaceholder}
          inputMode="numeric"
          value={text}
          onChange={(v) => setText(digitsOnly(v))}
          style={{ '--text-align': 'center' }}
          />
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: studentsText.cancel, onClick: onClose },
          { key: 'confirm', text: studentsText.confirm, bold: true, disabled: pending, onClick: confirm },
        ],
      ]}
    />
  );
}
