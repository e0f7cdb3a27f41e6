import { useId } from 'react';
import { QE_MESSAGES } from './messages';
import { QE_COLORS } from './styles';

interface BlankInputsProps {
  count: number;
  values: readonly string[];
  disabled: boolean;
  /** Per-blank verdicts once the answer is graded (true = right); null before. */
  marks: readonly boolean[] | null;
  fontSize: number;
  onChange: (blankIndex: number, value: string) => void;
}

/**
 * One input per blank of a 填空题; the answer is later joined with [$]. Once graded, each blank says 正确 / 错误
 * beside it (and in its accessible description), with a green or red border.
 */
export function BlankInputs({ count, values, disabled, marks, fontSize, onChange }: BlankInputsProps) {
  const idPrefix = useId();
  return (
    <div className="qe-blanks">
      {Array.from({ length: count }, (_, i) => {
        const mark = marks?.[i];
        const verdict = mark === undefined ? null : mark ? 'right' : 'wrong';
        const colour = verdict === 'right' ? QE_COLORS.success : verdict === 'wrong' ? QE_COLORS.danger : QE_COLORS.border;
        const markId = `${idPrefix}-mark-${i}`;
        return (
          <label key={i} style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '8px 0', fontSize }}>
            {/* nowrap: at the large font size 第1空 would otherwise break into two lines beside the input. */}
            <span style={{ flex: 'none', whiteSpace: 'nowrap' }}>{QE_MESSAGES.blank(i + 1)}</span>
            <input
              type="text"
              value={values[i] ?? ''}
              disabled={disabled}
              aria-label={QE_MESSAGES.blank(i + 1)}
              aria-describedby={verdict ? markId : undefined}
              data-verdict={verdict ?? undefined}
              style={{ flex: 1, minWidth: 0, fontSize, padding: '6px 8px', borderRadius: 4, borderWidth: 1, borderStyle: 'solid', borderColor: colour }}
              onChange={(event) => onChange(i, event.target.value)}
            />
            {verdict && (
              <span id={markId} className={`qe-blank__mark qe-blank__mark--${verdict}`} style={{ flex: 'none', whiteSpace: 'nowrap', color: colour, fontWeight: 600 }}>
                {verdict === 'right' ? '✓ ' : '✗ '}
                {QE_MESSAGES.blankVerdict[verdict]}
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}

interface EssayInputProps {
  value: string;
  disabled: boolean;
  fontSize: number;
  onChange: (text: string) => void;
}

export function EssayInput({ value, disabled, fontSize, onChange }: EssayInputProps) {
  return (
    <textarea
      aria-label={QE_MESSAGES.essay}
      className="qe-essay"
      value={value}
      disabled={disabled}
      rows={6}
      style={{ width: '100%', boxSizing: 'border-box', fontSize, padding: 8 }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
