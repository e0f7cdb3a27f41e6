import { TeachingMessages, type RatingTreeNode, type RatingTreeNodeInput } from '@medteach/contract';
import { badRequest, warn } from '../../core/errors';

/** One item of a rating scale (pid 0 = root); `score` is its maximum. */
export interface RatingItem {
  id: number;
  pid: number;
  name: string;
  score: number;
}

export const RatingMessages = {
  outOfRange: '评分项项目分数超出范围',
  totalMismatch: '评分总分与评分项合计不一致',
} as const;

/** The scale as a tree (pid 0 = root); `given` fills ratingCriteriaScore per item. */
export function ratingTree(items: readonly RatingItem[], given: Map<number, number> = new Map()): RatingTreeNode[] {
  const build = (pid: number): RatingTreeNode[] =>
    items.filter((i) => i.pid === pid).map((i) => ({ ...i, ratingCriteriaScore: given.get(i.id) ?? null, children: build(i.id) }));
  const tree = build(0);
  // A parent's given score is the sum of its children's.
  const sumUp = (n: RatingTreeNode): number | null => {
    if (!n.children.length) return n.ratingCriteriaScore;
    const scores = n.children.map(sumUp);
    n.ratingCriteriaScore = scores.every((s) => s != null) ? (scores as number[]).reduce((a, b) => a + b, 0) : null;
    return n.ratingCriteriaScore;
  };
  tree.forEach(sumUp);
  return tree;
}

const flatten = (nodes: RatingTreeNodeInput[]): RatingTreeNodeInput[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/**
 * Spec §5: every leaf needs a score (else 评分项项目分数不能为空), from 1 up to the item's maximum (the picker's range);
 * the total is the sum of the leaves. Returns the leaf scores and the total.
 */
export function checkLeafScores(items: readonly RatingItem[], treeNodes: RatingTreeNodeInput[], claimedTotal?: number) {
  const given = new Map(flatten(treeNodes).map((n) => [n.id, n.ratingCriteriaScore ?? null]));
  const leaves = items.filter((i) => !items.some((c) => c.pid === i.id));
  const scores = new Map<number, number>();
  for (const leaf of leaves) {
    const score = given.get(leaf.id);
    if (score == null) throw warn(TeachingMessages.ratingLeafEmpty);
    if (!Number.isInteger(score) || score < 1 || score > leaf.score) throw badRequest(RatingMessages.outOfRange);
    scores.set(leaf.id, score);
  }
  const total = [...scores.values()].reduce((a, b) => a + b, 0);
  if (claimedTotal != null && claimedTotal !== total) throw badRequest(RatingMessages.totalMismatch);
  return { scores, total };
}
