import type { ItemAnalysisRow } from '@medteach/contract';
import { itemAnalysisText as text } from './messages';

const COLUMN = 26;
const BAR = 16;
const HEIGHT = 28;
const RIGHT = '#52c41a';
const WRONG = '#bfbfbf';

/**
 * How often each option (and 未答) was chosen, as a small column chart: the key in green, distractors grey, the count
 * above each column. Screen readers get the same figures as one sentence.
 */
export function OptionBars({ row, attempts }: { row: ItemAnalysisRow; attempts: number }) {
  const keys = new Set(row.correct.split(','));
  const entries = [...Object.entries(row.optionCounts).map(([label, n]) => ({ label, n, right: keys.has(label) })), { label: text.blank, n: row.blank, right: false }];
  if (entries.length === 1) return <span>{`${text.blank} ${row.blank}`}</span>;
  const width = entries.length * COLUMN;
  return (
    <svg width={width} height={HEIGHT + 26} role="img" aria-label={entries.map((e) => `${e.label} ${e.n}`).join('，')} style={{ overflow: 'visible' }}>
      {entries.map((e, i) => {
        const h = attempts ? Math.max((HEIGHT * e.n) / attempts, e.n ? 2 : 0) : 0;
        const x = i * COLUMN + (COLUMN - BAR) / 2;
        const cx = i * COLUMN + COLUMN / 2;
        return (
          <g key={e.label}>
            <rect x={x} y={12} width={BAR} height={HEIGHT} rx={2} fill="#f5f5f5" />
            <rect x={x} y={12 + HEIGHT - h} width={BAR} height={h} rx={2} fill={e.right ? RIGHT : WRONG} />
            <text x={cx} y={9} textAnchor="middle" fontSize={10} fill="rgba(0,0,0,0.65)">
              {e.n}
            </text>
            <text x={cx} y={HEIGHT + 24} textAnchor="middle" fontSize={e.label.length > 1 ? 9 : 11} fontWeight={e.right ? 600 : 400} fill={e.right ? RIGHT : 'rgba(0,0,0,0.65)'}>
              {e.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
