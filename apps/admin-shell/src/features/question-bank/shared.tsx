import { Form, Select } from 'antd';
import type { CategoryAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { qbText as text } from './messages';

const crud = messages.crud;

/** Major types a bank or category belongs to (spec §9: 1 clinical thinking, other oral reasoning). */
export const MAJOR_TYPE_OPTIONS = Object.entries(text.majorTypes).map(([value, label]) => ({ value: Number(value), label }));

/** A 专业类型 pick for a search form (cleared = any). */
export function MajorTypeField({ name = 'majorType', width = 180 }: { name?: string; width?: number }) {
  return (
    <Form.Item name={name} label={text.majorType}>
      <Select style={{ width }} allowClear placeholder={crud.pleaseSelect(text.majorType)} options={MAJOR_TYPE_OPTIONS} />
    </Form.Item>
  );
}

export interface CategoryNode extends CategoryAdminRow {
  children?: CategoryNode[];
}

/** The flat list as a two-level tree (first-level categories with their leaves). */
export function categoryTree(rows: readonly CategoryAdminRow[]): CategoryNode[] {
  const tops = rows.filter((r) => r.parentId === 0).map((r): CategoryNode => ({ ...r }));
  const byId = new Map(tops.map((t) => [t.categoryId, t]));
  for (const r of rows) {
    const parent = r.parentId === 0 ? undefined : byId.get(r.parentId);
    if (!parent) continue;
    (parent.children ??= []).push({ ...r });
    // A chapter's count is its sections' (questions live in second-level categories).
    parent.questionCount += r.questionCount;
  }
  return tops;
}

/** Cascader / TreeSelect options: second-level categories under their first-level one, grouped by major type. */
export function leafTreeData(rows: readonly CategoryAdminRow[]) {
  return categoryTree(rows).map((top) => ({
    value: `top-${top.categoryId}`,
    title: `${text.majorTypes[top.majorType] ?? top.majorType} / ${top.categoryName}`,
    selectable: false,
    children: (top.children ?? []).map((leaf) => ({ value: leaf.categoryId, title: leaf.categoryName })),
  }));
}

/** The search form's category pick: a first-level category (all its leaves) or one leaf. */
export function categoryFilterTree(rows: readonly CategoryAdminRow[]) {
  return categoryTree(rows).map((top) => ({
    value: top.categoryId,
    title: `${text.majorTypes[top.majorType] ?? top.majorType} / ${top.categoryName}`,
    children: (top.children ?? []).map((leaf) => ({ value: leaf.categoryId, title: leaf.categoryName })),
  }));
}
