import { Fragment } from 'react';
import { teachingText } from './messages';
import { ratingTotal, type RatingNode } from './rating-tree';

export interface RatingTableProps {
  items: readonly RatingNode[];
  /** The person rated. */
  ratedName: string;
  /** Status 1: read-only, showing rater and time. */
  readOnly: boolean;
  evaluateName?: string | null;
  evaluateTime?: string | null;
  /** Tapping an unlocked leaf opens the score picker. */
  onPick?: (leaf: RatingNode) => void;
}

function Rows({ nodes, depth, readOnly, onPick }: { nodes: readonly RatingNode[]; depth: number; readOnly: boolean; onPick?: (leaf: RatingNode) => void }) {
  return (
    <>
      {nodes.map((n) => {
        const leaf = n.children.length === 0;
        const scoreText = n.ratingCriteriaScore ?? (leaf ? teachingText.pickScore : '');
        return (
          <Fragment key={n.id}>
            <tr>
              <td style={{ paddingLeft: 8 + depth * 16, fontWeight: leaf ? 400 : 600 }}>
                {n.name}
                <span style={{ color: '#999', fontSize: 12 }}>（{n.score}）</span>
              </td>
              <td style={{ textAlign: 'right', paddingRight: 8 }}>
                {leaf && !readOnly ? (
                  <button type="button" aria-label={n.name} onClick={() => onPick?.(n)} style={{ border: 'none', background: 'none', color: n.ratingCriteriaScore == null ? '#999' : 'inherit' }}>
                    {scoreText}
                  </button>
                ) : (
                  scoreText
                )}
              </td>
            </tr>
            {!leaf && <Rows nodes={n.children} depth={depth + 1} readOnly={readOnly} onPick={onPick} />}
          </Fragment>
        );
      })}
    </>
  );
}

/** The rating scale as a table: items with their score or 请选择, the person rated and the total; rater and time when read-only. */
export function RatingTable({ items, ratedName, readOnly, evaluateName, evaluateTime, onPick }: RatingTableProps) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 8 }}>{teachingText.ratingItem}</th>
          <th style={{ textAlign: 'right', padding: 8 }}>{teachingText.ratingScore}</th>
        </tr>
      </thead>
      <tbody>
        <Rows nodes={items} depth={0} readOnly={readOnly} onPick={onPick} />
      </tbody>
      <tfoot>
        <tr>
          <td style={{ padding: 8 }}>{teachingText.ratedPerson}</td>
          <td style={{ textAlign: 'right', padding: 8 }}>{ratedName}</td>
        </tr>
        <tr>
          <td style={{ padding: 8 }}>{teachingText.total}</td>
          <td style={{ textAlign: 'right', padding: 8 }} data-testid="rating-total">
            {ratingTotal(items)}
          </td>
        </tr>
        {readOnly && (
          <>
            <tr>
              <td style={{ padding: 8 }}>{teachingText.rater}</td>
              <td style={{ textAlign: 'right', padding: 8 }}>{evaluateName ?? ''}</td>
            </tr>
            <tr>
              <td style={{ padding: 8 }}>{teachingText.rateTime}</td>
              <td style={{ textAlign: 'right', padding: 8 }}>{evaluateTime ?? ''}</td>
            </tr>
          </>
        )}
      </tfoot>
    </table>
  );
}
