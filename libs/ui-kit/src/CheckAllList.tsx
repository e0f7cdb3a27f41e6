/**
 * A multi-select list with a leading 全部 (All) checkbox that stays in sync with the selection (spec §2: the
 * question-bank filter popup and the composition subject / type selects): All is checked when every option is,
 * half-checked when some are; ticking All selects everything, unticking it clears the selection.
 */
import type { ReactNode } from 'react';
import { Checkbox } from 'antd-mobile';
import { uiText } from './messages';

export type CheckValue = string | number;

export interface CheckOption<V extends CheckValue = CheckValue> {
  value: V;
  label: ReactNode;
  /** Shown after the label, e.g. the number of questions in a category. */
  count?: number;
}

export type AllState = 'all' | 'some' | 'none';

export function allStateOf<V extends CheckValue>(options: readonly CheckOption<V>[], selected: readonly V[]): AllState {
  const chosen = new Set(selected);
  const hits = options.filter((o) => chosen.has(o.value)).length;
  if (options.length > 0 && hits === options.length) return 'all';
  return hits === 0 ? 'none' : 'some';
}

/** The selection after a tap on 全部: everything, or nothing when everything was selected. */
export function toggleAll<V extends CheckValue>(options: readonly CheckOption<V>[], selected: readonly V[]): V[] {
  return allStateOf(options, selected) === 'all' ? [] : options.map((o) => o.value);
}

/** The selection after a tap on one option, kept in the options' order. */
export function toggleOne<V extends CheckValue>(options: readonly CheckOption<V>[], selected: readonly V[], value: V): V[] {
  const chosen = new Set(selected);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  return options.map((o) => o.value).filter((v) => chosen.has(v));
}

export interface CheckAllListProps<V extends CheckValue> {
  options: readonly CheckOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Accessible name of the group. */
  label: string;
  allLabel?: string;
  /** 'wrap' lays short options out in rows (type chips); default one per line. */
  layout?: 'column' | 'wrap';
}

export function CheckAllList<V extends CheckValue>({ options, value, onChange, label, allLabel = uiText.all, layout = 'column' }: CheckAllListProps<V>) {
  const all = allStateOf(options, value);
  const chosen = new Set(value);
  return (
    <div role="group" aria-label={label} className="mt-check-all" style={{ display: 'flex', flexDirection: layout === 'wrap' ? 'row' : 'column', flexWrap: 'wrap', gap: layout === 'wrap' ? '12px 18px' : 14, padding: '8px 0' }}>
      <Checkbox checked={all === 'all'} indeterminate={all === 'some'} onChange={() => onChange(toggleAll(options, value))}>
        {allLabel}
      </Checkbox>
      {options.map((option) => (
        <Checkbox key={option.value} checked={chosen.has(option.value)} onChange={() => onChange(toggleOne(options, value, option.value))}>
          {option.label}
          {option.count !== undefined && <span style={{ marginLeft: 6, color: 'var(--adm-color-weak)' }}>({option.count})</span>}
        </Checkbox>
      ))}
    </div>
  );
}
