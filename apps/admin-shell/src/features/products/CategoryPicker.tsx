import { useQuery } from '@tanstack/react-query';
import { Alert, TreeSelect } from 'antd';
import { MAJOR_TYPE_TITLES, type ProductCategoryOption } from '@medteach/contract';
import { productAdminQueries } from './api';
import { productText as text } from './messages';

interface CategoryNode {
  value: number | string;
  title: string;
  disableCheckbox?: boolean;
  children: CategoryNode[];
}

/**
 * The question-bank categories under their major type, first-level ones with their sub-categories; each names the
 * product that unlocks it now when that is another product (choosing it here moves it to this one).
 */
export function categoryTree(options: readonly ProductCategoryOption[], productId?: number): CategoryNode[] {
  const title = (c: ProductCategoryOption) => (c.productName && c.productInfoId !== productId ? `${c.name}${text.heldBy(c.productName)}` : c.name);
  const majors = [...new Set(options.map((c) => c.majorType))];
  return majors.map((majorType) => ({
    value: `major-${majorType}`,
    title: MAJOR_TYPE_TITLES[majorType] ?? String(majorType),
    disableCheckbox: true,
    children: options
      .filter((c) => c.majorType === majorType && c.parentId === 0)
      .map((top) => ({ value: top.id, title: title(top), children: options.filter((c) => c.parentId === top.id).map((c) => ({ value: c.id, title: title(c), children: [] })) })),
  }));
}

interface CategoryPickerProps {
  productId?: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}

/** 解锁分类: a checkable tree; checking a first-level category checks its sub-categories (the server adds them too). */
export function CategoryPicker({ productId, value, onChange, id }: CategoryPickerProps) {
  const options = useQuery(productAdminQueries.categories());
  if (options.isError) return <Alert type="error" showIcon title={text.loadFailed} />;
  return (
    <TreeSelect<number[]>
      id={id}
      value={value}
      onChange={(ids) => onChange?.(ids.filter((v): v is number => typeof v === 'number'))}
      treeData={categoryTree(options.data ?? [], productId)}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeDefaultExpandAll
      loading={options.isPending}
      placeholder={text.categoriesPlaceholder}
      maxTagCount={8}
      treeNodeFilterProp="title"
      showSearch
      style={{ width: '100%' }}
    />
  );
}
