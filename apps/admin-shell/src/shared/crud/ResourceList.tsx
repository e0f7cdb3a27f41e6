import type { ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { App, type TableColumnsType } from 'antd';
import { useListParams } from '../../components/list/useListParams';
import { CrudFormModal } from './CrudFormModal';
import { CrudList } from './CrudList';
import { useCrudEditing } from './useCrudEditing';

type Page<Row> = { rows: Row[]; total: number };

export interface ResourceListProps<Row extends object, Body extends object, Filter extends object, Key extends readonly unknown[] = readonly unknown[]> {
  /** The list query of one page (a query-options factory of api.ts). */
  listQuery: (params: Filter & { pageNum: number; pageSize: number }) => UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  save: { mutationFn: (body: Body) => Promise<unknown>; meta?: Record<string, unknown> };
  remove: { mutationFn: (ids: number[]) => Promise<unknown>; meta?: Record<string, unknown> };
  rowKey: keyof Row & keyof Body & string;
  idLabel: string;
  /** What a row is called in the delete question. */
  nameOf: (row: Row) => string;
  deleteQuestion: (names: string) => string;
  columns: TableColumnsType<Row>;
  searchName: string;
  searchFields: ReactNode;
  onExport: (filter: Filter) => void;
  formName: string;
  titles: { add: string; edit: string };
  /** The dialog's starting values (a module constant). */
  defaults: Partial<Body>;
  /** The dialog's values as the body the server takes (the contract schema's parse). */
  toBody: (values: Body, id: number | undefined) => Body;
  /** The dialog's fields; `editing` says whether a row is being edited. */
  fields: (editing: boolean) => ReactNode;
  /** Per-row actions before 修改 / 删除 (考站's 考室), as CrudList's. */
  rowActions?: (row: Row) => ReactNode;
  /** More of the page after the dialog (the drawer a row action opens). */
  children?: ReactNode;
}

/**
 * A short RuoYi list wired end to end (班级管理, 专业与年级, 问答管理): search, list, add / edit dialog, delete with a question that says
 * the row must be unused, export. Each page says only what it lists and which fields it edits.
 */
export function ResourceList<Row extends object, Body extends object, Filter extends object, Key extends readonly unknown[] = readonly unknown[]>(p: ResourceListProps<Row, Body, Filter, Key>) {
  const list = useListParams<Filter>({} as Filter);
  const query = useQuery({ ...p.listQuery(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(p.remove);
  const editor = useCrudEditing<Row, Body>({
    rowKey: p.rowKey,
    idLabel: p.idLabel,
    save: useMutation(p.save),
    remove: (rows) => remove.mutateAsync(rows.map((r) => Number(r[p.rowKey]))),
    deleteQuestion: (rows) => p.deleteQuestion(rows.map(p.nameOf).join('、')),
  });
  const editingId = editor.editing?.[p.rowKey] as number | undefined;
  const { message } = App.useApp();
  // A value the dialog's rules let through but the contract refuses (a name over its length) is said, not swallowed.
  const save = (values: Body) => {
    let body: Body;
    try {
      body = p.toBody(values, editingId);
    } catch (err) {
      const issue = (err as { issues?: { message: string }[] }).issues?.[0];
      if (!issue) throw err;
      void message.error(issue.message);
      return;
    }
    editor.save(body);
  };
  const { pageNum: _page, pageSize: _size, ...filter } = list.params;

  return (
    <CrudList<Row, Filter>
      list={list}
      query={query}
      columns={p.columns}
      actions={editor}
      search={{ name: p.searchName, fields: p.searchFields }}
      onExport={() => p.onExport(filter as Filter)}
      rowActions={p.rowActions}
    >
      <CrudFormModal<Body>
        name={p.formName}
        title={editingId ? p.titles.edit : p.titles.add}
        editing={editor.editing}
        defaults={p.defaults}
        saving={editor.saving}
        onSave={save}
        onCancel={editor.close}
      >
        {p.fields(!!editingId)}
      </CrudFormModal>
      {p.children}
    </CrudList>
  );
}
