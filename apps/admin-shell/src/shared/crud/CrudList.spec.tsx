import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { App, ConfigProvider, Form, InputNumber } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useListParams } from '../../components/list/useListParams';
import { CrudFormModal, requiredRule } from './CrudFormModal';
import { TextField } from './fields';
import { CrudList } from './CrudList';
import { useCrudEditing } from './useCrudEditing';

interface Fruit {
  fruitId: number;
  name: string;
  colour: string;
}
type FruitBody = { fruitId?: number; name: string; colour: string; weight: number };
interface FruitFilter {
  name?: string;
}
const rows: Fruit[] = [
  { fruitId: 1, name: '苹果', colour: 'red' },
  { fruitId: 2, name: '香蕉', colour: 'yellow' },
];
const NEW_FRUIT: Partial<FruitBody> = { colour: 'green', weight: 0 };

let saved: FruitBody[];
let removed: Fruit[][];
const refetch = vi.fn();

function FruitPage() {
  const list = useListParams<FruitFilter>({ name: '梨' });
  const editor = useCrudEditing<Fruit, FruitBody>({
    rowKey: 'fruitId',
    idLabel: '水果编号',
    save: useMutation({ mutationFn: async (body: FruitBody) => saved.push(body) }),
    remove: async (gone) => void removed.push(gone),
  });
  return (
    <>
      <output data-testid="params">{JSON.stringify(list.params)}</output>
      <CrudList<Fruit, FruitFilter>
        list={list}
        query={{ data: { rows, total: rows.length }, isFetching: false, refetch }}
        columns={[
          { key: 'fruitId', title: '水果编号', dataIndex: 'fruitId' },
          { key: 'name', title: '名称', dataIndex: 'name' },
        ]}
        actions={editor}
        search={{
          name: 'fruitQuery',
          fields: <TextField name="name" label="名称" allowClear />,
        }}
        newRow={{ colour: 'blue' }}
        onExport={() => undefined}
      >
        <CrudFormModal<FruitBody>
          name="fruitForm"
          title={editor.editing?.fruitId ? '修改水果' : '添加水果'}
          editing={editor.editing}
          defaults={NEW_FRUIT}
          saving={editor.saving}
          onSave={(v) => editor.save({ ...v, fruitId: editor.editing?.fruitId })}
          onCancel={editor.close}
        >
          <TextField name="name" label="品名" required />
          <TextField name="colour" label="颜色" />
          <Form.Item name="weight" label="重量" rules={requiredRule('重量', { whitespace: false })}>
            <InputNumber min={0} />
          </Form.Item>
        </CrudFormModal>
      </CrudList>
    </>
  );
}

function renderPage() {
  saved = [];
  removed = [];
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={new QueryClient()}>
          <FruitPage />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}
const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}') as Record<string, unknown>;
// Text queries: role queries over a whole antd table page take seconds each on a busy 2-core box.
// antd spaces out a two-character label on a bordered button ("删 除"), not on the rows' link buttons ("删除").
const toolbarButton = (name: string) => screen.getByText(name.split('').join(' ')).closest('button') as HTMLButtonElement;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const okButton = (dialog: HTMLElement) => within(dialog).getByText('确 定').closest('button') as HTMLButtonElement;
const tickBox = (name: string) => rowOf(name).querySelector('input[type="checkbox"]') as HTMLInputElement;
const rowButton = (name: string, label: string) => within(rowOf(name)).getByText(label).closest('button') as HTMLButtonElement;
// antd labels its dialogs with an id that is the same for all in tests ("test-id"): find them by their title text.
const dialogTitled = async (title: string) => (await screen.findAllByText(title))[0].closest('[role="dialog"]') as HTMLElement;
// Typing key by key into antd inputs takes seconds on a busy 2-core box; a change event is what the form reads.
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('<CrudList> with useCrudEditing and <CrudFormModal>', () => {
  it('searches from page 1, and 重置 empties even a field the page filled in first', async () => {
    const user = renderPage();
    const field = screen.getByPlaceholderText('请输入名称');
    expect(field).toHaveValue('梨');
    fill(field, '桃');
    await user.click(toolbarButton('搜索'));
    await waitFor(() => expect(params()).toEqual({ name: '桃', pageNum: 1, pageSize: 20 }));
    await user.click(toolbarButton('重置'));
    expect(field).toHaveValue('');
    await waitFor(() => expect(params()).toEqual({ pageNum: 1, pageSize: 20 }));
  });

  it('修改 in the toolbar needs exactly one ticked row and edits it; saving says 修改成功 and closes', async () => {
    const user = renderPage();
    expect(toolbarButton('修改')).toBeDisabled();
    expect(toolbarButton('删除')).toBeDisabled();
    await user.click(tickBox('香蕉'));
    expect(toolbarButton('修改')).toBeEnabled();
    await user.click(toolbarButton('修改'));
    const dialog = await dialogTitled('修改水果');
    expect(within(dialog).getByLabelText('品名')).toHaveValue('香蕉');
    fill(within(dialog).getByLabelText('品名'), '芭蕉');
    await user.click(okButton(dialog));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ fruitId: 2, name: '芭蕉', colour: 'yellow' })]);
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('新增 opens the dialog with the defaults and the new row, refuses a blank required field, then says 新增成功', async () => {
    const user = renderPage();
    await user.click(toolbarButton('新增'));
    const dialog = await dialogTitled('添加水果');
    expect(within(dialog).getByLabelText('颜色')).toHaveValue('blue');
    fill(within(dialog).getByLabelText('品名'), '   ');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('品名不能为空')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fill(within(dialog).getByLabelText('品名'), '橙子');
    await user.click(okButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    // A required number passes with 0 (a whitespace rule would have refused a non-string).
    expect(saved).toEqual([{ fruitId: undefined, name: '橙子', colour: 'blue', weight: 0 }]);
  });

  it('删除 on a row asks 系统提示 with the id, deletes after 确定 and says 删除成功', async () => {
    const user = renderPage();
    await user.click(rowButton('苹果', '删除'));
    const confirm = await dialogTitled('系统提示');
    expect(confirm).toHaveTextContent('是否确认删除水果编号为"1"的数据项？');
    await user.click(okButton(confirm));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual([[rows[0]]]);
  });

  it('deletes every ticked row at once and clears the ticks', async () => {
    const user = renderPage();
    await user.click(tickBox('苹果'));
    await user.click(tickBox('香蕉'));
    expect(toolbarButton('修改')).toBeDisabled();
    await user.click(toolbarButton('删除'));
    const confirm = await dialogTitled('系统提示');
    expect(confirm).toHaveTextContent('是否确认删除水果编号为"1,2"的数据项？');
    await user.click(okButton(confirm));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual([rows]);
    await waitFor(() => expect(toolbarButton('删除')).toBeDisabled());
  });

  it('the right toolbar refreshes the list and hides a chosen column (操作 stays)', async () => {
    const user = renderPage();
    await user.click(screen.getByLabelText('刷新'));
    expect(refetch).toHaveBeenCalled();
    await user.click(screen.getByLabelText('显隐列'));
    await user.click(await screen.findByText('名称', { selector: '.ant-popover .ant-checkbox-label' }));
    await waitFor(() => expect(screen.queryByText('名称', { selector: 'th' })).not.toBeInTheDocument());
    expect(screen.getByText('操作', { selector: 'th' })).toBeInTheDocument();
  });
});

describe('<CrudList readOnly deletable={false}> (订单管理)', () => {
  it('offers no 新增 / 修改 / 删除 and no ticks; the rows keep their own actions', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <CrudList<Fruit, FruitFilter>
            list={{ params: { pageNum: 1, pageSize: 20 }, search: () => undefined, page: () => undefined, showSearch: false, toggleSearch: () => undefined, hiddenColumns: [], setHiddenColumns: () => undefined }}
            query={{ data: { rows, total: rows.length }, isFetching: false, refetch }}
            columns={[{ key: 'name', title: '名称', dataIndex: 'name' }]}
            actions={{ rowKey: 'fruitId', selected: [], select: () => undefined, edit: () => undefined, confirmDelete: () => undefined }}
            search={{ name: 'fruitQuery', fields: null }}
            readOnly
            deletable={false}
            rowActions={(r) => <button type="button">{`详情${r.fruitId}`}</button>}
          />
        </App>
      </ConfigProvider>,
    );
    expect(screen.getByText('详情1')).toBeInTheDocument();
    for (const label of ['新增', '修改', '删除']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
      expect(screen.queryByText(label.split('').join(' '))).not.toBeInTheDocument();
    }
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
  });
});
