import { QE_MESSAGES } from './messages';

interface BlankInputsProps {
  count: number;
  values: readonly string[];
  disabled: boolean;
  fontSize: number;
  onChange: (blankIndex: number, value: string) => void;
}

/** One input per blank of a 填空题; the answer is later joined with [$]. */
export function BlankInputs({ count, values, disabled, fontSize, onChange }: BlankInputsProps) {
  return (
    <div className="qe-blanks">
      {Array.from({ length: count }, (_, i) => (
        <label key={i} style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '8px 0', fontSize }}>
          <span>{QE_MESSAGES.blank(i + 1)}</span>
          <input
            type="text"
            value={values[i] ?? ''}
            disabled={disabled}
            style={{ flex: 1, fontSize, padding: '6px 8px' }}
            onChange={(event) => onChange(i, event.target.value)}
          />
        </label>
      ))}
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
