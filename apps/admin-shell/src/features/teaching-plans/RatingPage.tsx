import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { RatingAdminRow, RatingFilter } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportRatings, teachingPlanMutations, teachingPlanQueries } from './api';
import { ratingText as text } from './messages';
import { RatingDrawer } from './RatingDrawer';

const COLUMNS: TableColumnsType<RatingAdminRow> = [
  { key: 'ratingId', title: text.ratingId, dataIndex: 'ratingId', align: 'center', width: 120 },
  { key: 'name', title: text.name, dataIndex: 'name' },
  { key: 'itemCount', title: text.itemCount, dataIndex: 'itemCount', align: 'center', width: 100 },
  { key: 'totalScore', title: text.totalScore, dataIndex: 'totalScore', align: 'center', width: 90 },
  { key: 'lessonCount', title: text.lessonCount, dataIndex: 'lessonCount', align: 'center', width: 100 },
  { key: 'recordCount', title: text.recordCount, dataIndex: 'recordCount', align: 'center', width: 100 },
];

/** 评分标准 (/teaching/rating): rating scales; their items and sub-items are edited in the drawer. */
export default function RatingPage() {
  const list = useListParams<RatingFilter>({});
  const query = useQuery({ ...teachingPlanQueries.ratings(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(teachingPlanMutations.removeRatings);
  // The drawer saves itself; the editor's own dialog state only says which scale is open.
  const editor = useCrudEditing<RatingAdminRow, { ratingId?: number }>({
    rowKey: 'ratingId',
    idLabel: text.ratingId,
    save: { mutate: () => undefined, isPending: false },
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.ratingId)),
    deleteQuestion: (rows) => text.deleteQuestion(rows.map((r) => r.name).join('、')),
  });
  const [open, setOpen] = useState<number | null>(null);
  const { pageNum: _n, pageSize: _s, ...filter } = list.params;

  return (
    <CrudList<RatingAdminRow, RatingFilter>
      list={list}
      query={query}
      columns={COLUMNS}
      actions={{ ...editor, edit: (row) => setOpen(row.ratingId ?? 0) }}
      search={{ name: 'ratingQuery', fields: <TextField name="name" label={text.name} allowClear /> }}
      onExport={() => void exportRatings(filter)}
    >
      {open != null ? <RatingDrawer ratingId={open} onClose={() => setOpen(null)} /> : null}
    </CrudList>
  );
}
