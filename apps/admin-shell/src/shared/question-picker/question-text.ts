import { QUESTION_TYPE_LABELS, isQuestionTypeValue } from '@medteach/contract';

/** Stems may hold markup (rich text from the bank): the picker shows their text only. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const typeLabel = (type: number) => (isQuestionTypeValue(type) ? QUESTION_TYPE_LABELS[type] : String(type));

export const TYPE_OPTIONS = Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

export interface CategoryNode {
  value: number;
  title: string;
  children: CategoryNode[];
}

/** The bank's categories as a tree (first level under 0), for the picker's category filter. */
export function categoryTree(categories: readonly { id: number; parentId: number; name: string }[]): CategoryNode[] {
  const nodes = new Map(categories.map((c) => [c.id, { value: c.id, title: c.name, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id) as CategoryNode;
    const parent = c.parentId ? nodes.get(c.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
