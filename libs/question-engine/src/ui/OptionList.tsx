import type { OptionState } from '../model/option-state';
import type { QuestionOption } from '../model/question';
import { sanitizeHtml } from './sanitize';
import { OPTION_LINE_HEIGHT, optionStyle } from './styles';

interface OptionListProps {
  options: readonly QuestionOption[];
  states: Record<string, OptionState>;
  multiple: boolean;
  disabled: boolean;
  fontSize: number;
  onPick: (letter: string) => void;
}

const PICKED: ReadonlySet<OptionState> = new Set(['picked', 'correct-picked', 'wrong-picked']);

/**
 * Options as buttons: single choice as toggle buttons (tap submits), multi-choice as checkboxes. The letter and
 * the option text form the accessible name ("A 心肌梗死").
 */
export function OptionList({ options, states, multiple, disabled, fontSize, onPick }: OptionListProps) {
  return (
    <div role="group" className="qe-options">
      {options.map((option) => {
        const state = states[option.type] ?? 'idle';
        const picked = PICKED.has(state);
        return (
          <button
            key={option.type}
            type="button"
            role={multiple ? 'checkbox' : undefined}
            aria-checked={multiple ? picked : undefined}
            aria-pressed={multiple ? undefined : picked}
            disabled={disabled}
            data-state={state}
            className={`qe-option qe-option--${state}`}
            style={optionStyle(state, fontSize)}
            onClick={() => onPick(option.type)}
          >
            <span className="qe-option__letter" style={{ flex: 'none', minWidth: '1em', fontWeight: 500, lineHeight: OPTION_LINE_HEIGHT }}>
              {option.type}
            </span>{' '}
            <span className="qe-option__text" style={{ minWidth: 0, wordBreak: 'break-word', lineHeight: OPTION_LINE_HEIGHT }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(option.name) }} />
          </button>
        );
      })}
    </div>
  );
}
