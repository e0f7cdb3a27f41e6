import { memo, type CSSProperties } from 'react';
import { Button, Selector } from 'antd-mobile';
import { FONT_SIZE_NAMES, type FontSizeName, type PracticeMode } from '@medteach/question-engine';
import { answeringText } from './messages';

interface PracticeToolbarProps {
  mode: PracticeMode;
  onMode: (mode: PracticeMode) => void;
  fontSize: FontSizeName;
  onFontSize: (size: FontSizeName) => void;
  /** Topic practice only: 清空记录 asks 是否清空答题记录 ? first. */
  onClear?: () => void;
}

const MODES: { label: string; value: PracticeMode }[] = [
  { label: answeringText.answerMode, value: 'answer' },
  { label: answeringText.reciteMode, value: 'recite' },
];
const SIZES = FONT_SIZE_NAMES.map((value) => ({ label: answeringText.fontSizes[value], value }));
const compact = { '--padding': '2px 7px', '--border-radius': '12px', '--gap': '4px', fontSize: 13 } as CSSProperties;

/** Answer / recite mode, the three font sizes of spec §9 and clearing the records. */
export const PracticeToolbar = memo(function PracticeToolbar({ mode, onMode, fontSize, onFontSize, onClear }: PracticeToolbarProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '8px 10px', background: '#fff', borderBottom: '1px solid #f0f0f0', fontSize: 12, flexWrap: 'wrap' }}>
      <div role="group" aria-label={answeringText.answerMode}>
        <Selector style={compact} showCheckMark={false} options={MODES} value={[mode]} onChange={(v) => v[0] && onMode(v[0])} />
      </div>
      <div role="group" aria-label={answeringText.fontSize} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Selector style={compact} showCheckMark={false} options={SIZES} value={[fontSize]} onChange={(v) => v[0] && onFontSize(v[0])} />
      </div>
      {onClear && (
        <Button size="mini" fill="none" onClick={onClear} style={{ marginLeft: 'auto', padding: 0, fontSize: 13, color: 'var(--adm-color-weak)' }}>
          {answeringText.clearRecords}
        </Button>
      )}
    </div>
  );
});
