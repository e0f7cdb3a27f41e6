import type { Key, ReactNode } from 'react';
import { Button, Card, Col, Form, Row, Space, Table, type TableColumnsType } from 'antd';
import { RightToolbar } from '../../components/list/RightToolbar';
import { TablePagination } from '../../components/list/TablePagination';
import type { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import styles from './crud.module.css';
import type { CrudRowActions } from './useCrudEditing';

const crud = messages.crud;

/** The list's query: the `{rows, total}` page of a RuoYi table endpoint (a useQuery result fits). */
export interface CrudPageQuery<Row> {
  data?: { rows: Row[]; total: number };
  isFetching: boolean;
  refetch: () => unknown;
}

export interface CrudListProps<Row extends object, Filter extends object> {
  list: ReturnType<typeof useListParams<Filter>>;
  query: CrudPageQuery<Row>;
  /** Every column the RightToolbar may hide; 操作 (修改 / 删除 per row) is added last. */
  columns: TableColumnsType<Row>;
  actions: CrudRowActions<Row>;
  /** The search form: its `name` (its id in the page) and its Form.Items; 搜索 / 重置 follow them. */
  search: { name: string; fields: ReactNode };
  /** What 新增 opens the dialog with (default: nothing filled in). */
  newRow?: Partial<Row>;
  /** 导出; the button shows only when given. */
  onExport?: () => void;
  /** Opens the import dialog (shared/crud/import); 导入 shows between 删除 and 导出 as in RuoYi when given. */
  onImport?: () => void;
  /** Rows to highlight (the rows an import just wrote). */
  highlightKeys?: readonly Key[];
  /** Buttons after 导出 (e.g. 刷新缓存). */
  extraTools?: ReactNode;
  /** Per-row actions shown before 修改 / 删除 (e.g. 预览). */
  rowActions?: (row: Row) => ReactNode;
  /** false: every row on one page and no pager (tree lists such as categories). */
  paged?: boolean;
  /** Tree tables: rows carry `children`, all expanded. */
  tree?: boolean;
  /** Records nobody edits (操作日志, 登录日志): no 新增 / 修改, in the toolbar or the rows. */
  readOnly?: boolean;
  /** false: no 删除 either, and no row selection (订单管理: orders are kept; the rows' own actions remain). */
  deletable?: boolean;
  /** Wide lists scroll sideways instead of squeezing their cells; 操作 stays pinned on the right. */
  scrollX?: number | 'max-content';
  /** The add / edit dialog. */
  children?: ReactNode;
}

/**
 * A RuoYi list screen (system/config, system/dict/data): search form, toolbar with 新增 / 修改 / 删除 / 导出 and the
 * right toolbar, a table with row selection and per-row 修改 / 删除, the pager, the edit dialog.
 */
export function CrudList<Row extends object, Filter extends object>(props: CrudListProps<Row, Filter>) {
  const { list, query, columns, actions, search, newRow, onExport, onImport, highlightKeys, extraTools, rowActions, paged = true, tree = false, readOnly = false, deletable = true, scrollX, children } = props;
  const [searchForm] = Form.useForm<Filter>();
  // 重置 empties every field, even one a route parameter filled in first (RuoYi resetForm + handleQuery).
  const reset = () => {
    searchForm.setFieldsValue(Object.fromEntries(Object.keys(searchForm.getFieldsValue()).map((name) => [name, undefined])) as Filter);
    list.search({} as Filter);
  };
  const keyOf = (row: Row) => row[actions.rowKey] as Key;
  const visible = columns.filter((c) => !list.hiddenColumns.includes(String(c.key)));
  visible.push({
    key: 'actions',
    title: crud.actions,
    align: 'center',
    ...(scrollX ? { fixed: 'right' as const } : {}),
    render: (_, r) => (
      <Space size={0}>
        {rowActions?.(r)}
        {!readOnly && (
          <Button type="link" size="small" onClick={() => actions.edit(r)}>
            {crud.edit}
          </Button>
        )}
        {deletable && (
          <Button type="link" size="small" onClick={() => actions.confirmDelete([r])}>
            {crud.delete}
          </Button>
        )}
      </Space>
    ),
  });

  return (
    <Card>
      {list.showSearch && (
        <Form name={search.name} form={searchForm} layout="inline" initialValues={list.params} onFinish={list.search} style={{ marginBottom: 16, rowGap: 8 }}>
          {search.fields}
          <Space>
            <Button type="primary" htmlType="submit">
              {crud.search}
            </Button>
            <Button onClick={reset}>{crud.reset}</Button>
          </Space>
        </Form>
      )}
      <Row justify="space-between" style={{ marginBottom: 8 }}>
        <Col>
          <Space>
            {!readOnly && (
              <>
                <Button type="primary" ghost onClick={() => actions.edit(newRow ?? {})}>
                  {crud.add}
                </Button>
                <Button disabled={actions.selected.length !== 1} onClick={() => actions.edit(actions.selected[0])}>
                  {crud.edit}
                </Button>
              </>
            )}
            {deletable && (
              <Button danger disabled={!actions.selected.length} onClick={() => actions.confirmDelete(actions.selected)}>
                {crud.delete}
              </Button>
            )}
            {onImport && <Button onClick={onImport}>{crud.import}</Button>}
            {onExport && <Button onClick={onExport}>{crud.export}</Button>}
            {extraTools}
          </Space>
        </Col>
        <Col>
          <RightToolbar
            showSearch={list.showSearch}
            onToggleSearch={list.toggleSearch}
            onRefresh={() => void query.refetch()}
            columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
            hidden={list.hiddenColumns}
            onHiddenChange={list.setHiddenColumns}
          />
        </Col>
      </Row>
      <Table<Row>
        rowKey={keyOf}
        size="middle"
        loading={query.isFetching}
        columns={visible}
        scroll={scrollX ? { x: scrollX } : undefined}
        dataSource={query.data?.rows ?? []}
        pagination={false}
        rowSelection={readOnly && !deletable ? undefined : { selectedRowKeys: actions.selected.map(keyOf), onChange: (_, rows) => actions.select(rows), checkStrictly: true }}
        rowClassName={(row) => (highlightKeys?.includes(keyOf(row)) ? styles.highlight : '')}
        // A tree arrives whole: remounted when its size changes so every branch shows expanded.
        {...(tree ? { key: `tree-${query.data?.rows.length ?? 0}`, expandable: { defaultExpandAllRows: true } } : {})}
      />
      {paged && <TablePagination total={query.data?.total ?? 0} pageNum={list.params.pageNum} pageSize={list.params.pageSize} onChange={list.page} />}
      {children}
    </Card>
  );
}
