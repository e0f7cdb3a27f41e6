import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Picker } from 'antd-mobile';
import { teachingMutations, teachingQueries } from '@medteach/api-client';
import type { RatingResult } from '@medteach/contract';
import {
  RatingTable,
  firstUnscoredLeaf,
  ratingLeaves,
  ratingScores,
  ratingTotal,
  scoreChoices,
  withBatchScore,
  withScore,
  type RatingNode,
} from '@medteach/teaching-ui';
import { PageHeader, toast } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { numberParam } from '../../shared/link';
import { ratingText } from './messages';
import styles from './rating.module.css';

/** Picker columns for scores from `max` down to 1 (spec §5). */
const scoreColumns = (max: number) => [scoreChoices(max).map((n) => ({ label: String(n), value: String(n) }))];

/**
 * /ratingScale?ratingCriteriaId&planDetailId&userId&userName&ratingCriteriaStatus — 评价学员. Status 1: read-only
 * with rater and time. Status 0: pick each leaf's score, or 批量评价 one score for every leaf (capped at each
 * maximum), then 提交 — refused with 评分项项目分数不能为空 while any leaf is unscored.
 */
export default function RatingScalePage() {
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const ratingCriteriaId = numberParam(query, 'ratingCriteriaId') ?? 0;
  const userId = numberParam(query, 'userId') ?? 0;
  const rating = useQuery(teachingQueries.rating(planDetailId, ratingCriteriaId, userId));

  return (
    <main className={styles.page}>
      <PageHeader title={ratingText.title} />
      <QueryStatus query={rating}>
        {(data) => (
          <RatingForm
            // A fresh form for each server state: after saving, the refetched read-only rating replaces it.
            key={data.ratingCriteriaStatus}
            result={data}
            userName={query.get('userName') ?? ''}
            planDetailId={planDetailId}
            ratingCriteriaId={ratingCriteriaId}
            userId={userId}
          />
        )}
      </QueryStatus>
    </main>
  );
}

interface FormProps {
  result: RatingResult;
  userName: string;
  planDetailId: number;
  ratingCriteriaId: number;
  userId: number;
}

function RatingForm({ result, userName, planDetailId, ratingCriteriaId, userId }: FormProps) {
  const readOnly = result.ratingCriteriaStatus === 1;
  // The scores being given (a form draft, not a copy of server state: it starts from the server's tree once).
  const [tree, setTree] = useState<RatingNode[]>(() => result.ratingCriteriaDetails);
  const [picking, setPicking] = useState<RatingNode | 'batch' | null>(null);
  const save = useMutation(teachingMutations.saveRating(planDetailId));
  const batchMax = Math.max(0, ...ratingLeaves(tree).map((leaf) => leaf.score));

  const submit = () => {
    if (firstUnscoredLeaf(tree)) return toast(ratingText.leafEmpty);
    save.mutate(
      {
        planDetailId,
        ratingId: ratingCriteriaId,
        score: ratingTotal(tree),
        treeNodes: ratingScores(tree),
        businessDTOS: [{ evaluateObjectId: userId, planDetailId, businessId: ratingCriteriaId }],
      },
      { onSuccess: () => toast(ratingText.saved) },
    );
  };

  return (
    <>
      <div className={styles.card}>
        <div className={styles.scaleName}>{result.name}</div>
        <RatingTable
          items={tree}
          ratedName={userName}
          readOnly={readOnly}
          evaluateName={result.evaluateName}
          evaluateTime={result.evaluateTime}
          onPick={(leaf) => setPicking(leaf)}
        />
      </div>
      {!readOnly && (
        <>
          <div className={styles.bottomBar}>
            <Button color="primary" fill="outline" onClick={() => setPicking('batch')}>
              {ratingText.batch}
            </Button>
            <Button color="primary" loading={save.isPending} onClick={submit}>
              {ratingText.submit}
            </Button>
          </div>
          <Picker
            // One picker per target, so each opens on its own highest score rather than the last pick.
            key={picking === 'batch' ? 'batch' : (picking?.id ?? 'closed')}
            visible={picking !== null}
            title={picking === 'batch' ? ratingText.batch : picking?.name}
            columns={scoreColumns(picking === 'batch' ? batchMax : (picking?.score ?? 0))}
            confirmText={ratingText.confirm}
            cancelText={ratingText.cancel}
            onClose={() => setPicking(null)}
            onConfirm={([value]) => {
              const score = Number(value);
              if (!value || !picking) return;
              setTree((t) => (picking === 'batch' ? withBatchScore(t, score) : withScore(t, picking.id, score)));
            }}
          />
        </>
      )}
    </>
  );
}
