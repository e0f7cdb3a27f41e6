import type { RatingTreeNodeInput } from '@medteach/contract';

/** Pure helpers over a rating tree (spec §3: id, pid 0 = root, score = maximum, ratingCriteriaScore = given). */
export interface RatingNode {
  id: number;
  pid: number;
  name: string;
  score: number;
  ratingCriteriaScore: number | null;
  children: readonly RatingNode[];
}

export const ratingLeaves = (nodes: readonly RatingNode[]): RatingNode[] =>
  nodes.flatMap((n) => (n.children.length ? ratingLeaves(n.children) : [n]));

/** Sum of the given leaf scores (unscored leaves count 0). */
export const ratingTotal = (nodes: readonly RatingNode[]) => ratingLeaves(nodes).reduce((sum, n) => sum + (n.ratingCriteriaScore ?? 0), 0);

/** What a save sends of the tree: the ids and the scores given (the server holds names and maxima, and a save refuses fields it does not take). */
export const ratingScores = (nodes: readonly RatingNode[]): RatingTreeNodeInput[] =>
  nodes.map((n) => ({ id: n.id, ratingCriteriaScore: n.ratingCriteriaScore, children: ratingScores(n.children) }));

/** Spec §5: the first leaf without a score blocks submitting (评分项项目分数不能为空). */
export const firstUnscoredLeaf = (nodes: readonly RatingNode[]) => ratingLeaves(nodes).find((n) => n.ratingCriteriaScore == null) ?? null;

/** Score picker choices for an item: its maximum down to 1 (spec §5). */
export const scoreChoices = (max: number) => Array.from({ length: Math.max(0, max) }, (_, i) => max - i);

/** A copy of the tree with one item's score set. */
export function withScore(nodes: readonly RatingNode[], id: number, score: number): RatingNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, ratingCriteriaScore: score } : { ...n, children: withScore(n.children, id, score) }));
}

/** 批量评价: every leaf gets `score`, capped at each item's maximum (spec §5). */
export function withBatchScore(nodes: readonly RatingNode[], score: number): RatingNode[] {
  return nodes.map((n) =>
    n.children.length ? { ...n, children: withBatchScore(n.children, score) } : { ...n, ratingCriteriaScore: Math.min(score, n.score) },
  );
}
