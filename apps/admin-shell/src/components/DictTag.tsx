import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { dictQueries, type DictOption } from '@medteach/api-client';

/** RuoYi listClass → antd Tag colour ('default' / '' with no cssClass renders plain text). */
const LIST_CLASS_COLOR: Readonly<Record<string, string>> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

interface DictTagProps {
  options: readonly DictOption[];
  /** One value or several joined with ','. */
  value: string | number | null | undefined;
}

/** RuoYi `<dict-tag>`: each value's label in its listClass style; a value with no dictionary entry shows as text. */
export function DictTag({ options, value }: DictTagProps) {
  if (value === null || value === undefined || value === '') return null;
  const values = String(value).split(',');
  return (
    <>
      {values.map((v, i) => {
        const option = options.find((o) => o.value === v);
        if (!option) return <span key={`${v}-${i}`}>{v} </span>;
        const color = LIST_CLASS_COLOR[option.listClass];
        if (!color && !option.cssClass) return <span key={`${v}-${i}`}>{option.label}</span>;
        return (
          <Tag key={`${v}-${i}`} color={color} className={option.cssClass || undefined}>
            {option.label}
          </Tag>
        );
      })}
    </>
  );
}

/** A dictionary's options; each type is fetched once per client (dictQueries has infinite staleTime). */
export function useDict(dictType: string): DictOption[] {
  return useQuery(dictQueries.byType(dictType)).data ?? [];
}
