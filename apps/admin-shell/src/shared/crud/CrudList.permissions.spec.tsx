import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ApiError } from '@medteach/api-client';
import { useListParams } from '../../components/list/useListParams';
import { PagePermProvider } from '../permissions';
import { CrudList, type CrudPageQuery } from './CrudList';
import type { CrudRowActions } from './useCrudEditing';

interface Fruit {
  fruitId: number;
  name: string;
}
const actions: CrudRowActions<Fruit> = {
  rowKey: 'fruitId',
  selected: [],
  select: () => undefined,
  edit: () => undefined,
  confirmDelete: () => undefined,
} as unknown as CrudRowActions<Fruit>;

function FruitList({ query }: { query: CrudPageQuery<Fruit> }) {
  const list = useListParams<object>({});
  return (
    <CrudList<Fruit, object>
      list={list}
      query={query}
      columns={[{ key: 'name', title: '名称', dataIndex: 'name' }]}
      actions={actions}
      search={{ name: 'fruitQuery', fields: null }}
      onExport={() => undefined}
      onImport={() => undefined}
    />
  );
}

/** The list inside a console page the route guard let through: the page's prefix and the account's permissions. */
function renderList(query: CrudPageQuery<Fruit>, permissions: string[], prefix = 'fruit:fruit') {
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <PagePermProvider value={{ prefix, permissions }}>
          <FruitList query={query} />
        </PagePermProvider>
      </App>
    </ConfigProvider>,
  );
}
const rows = [{ fruitId: 1, name: '苹果' }];
// antd spaces out a two-character label on a bordered button ("删 除").
const toolbarLabel = (name: string) => name.split('').join(' ');

describe('<CrudList> and permissions', () => {
  it('a list the API refused with 403 says 无权限 instead of showing an empty table', () => {
    const error = new ApiError('business', '当前操作没有权限', { code: 403, status: 403, notified: true });
    renderList({ data: undefined, error, isFetching: false, refetch: () => undefined }, []);
    expect(screen.getByText('无权限')).toBeInTheDocument();
    expect(screen.getByText(/当前操作没有权限/)).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('any other failure keeps the list (the request layer already told it)', () => {
    const error = new ApiError('business', '系统未知错误，请反馈给管理员', { code: 500 });
    renderList({ data: undefined, error, isFetching: false, refetch: () => undefined }, []);
    expect(screen.queryByText('无权限')).toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("shows the toolbar's 新增 / 修改 / 删除 / 导入 / 导出 only for the page's permissions the account holds", () => {
    renderList({ data: { rows, total: 1 }, isFetching: false, refetch: () => undefined }, ['fruit:fruit:list', 'fruit:fruit:edit', 'fruit:fruit:export']);
    expect(screen.getAllByText(toolbarLabel('修改')).length).toBe(1);
    expect(screen.getByText(toolbarLabel('导出'))).toBeInTheDocument();
    expect(screen.queryByText(toolbarLabel('新增'))).toBeNull();
    expect(screen.queryByText(toolbarLabel('删除'))).toBeNull();
    expect(screen.queryByText(toolbarLabel('导入'))).toBeNull();
    // The rows: 修改 yes, 删除 no.
    expect(screen.getByText('修改')).toBeInTheDocument();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it("'*:*:*' keeps every button", () => {
    renderList({ data: { rows, total: 1 }, isFetching: false, refetch: () => undefined }, ['*:*:*']);
    for (const label of ['新增', '修改', '删除', '导入', '导出']) expect(screen.getByText(toolbarLabel(label))).toBeInTheDocument();
  });
});
