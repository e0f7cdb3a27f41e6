import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ChangeDiff } from './ChangeDiff';
import { changeRows } from './change-rows';

const before = { configId: 3, configName: '注册开关', configValue: 'true', remark: '', tags: ['a'] };
const after = { configId: 3, configName: '注册开关', configValue: 'false', remark: '关闭注册', tags: ['a'] };

const show = (b: unknown, a: unknown) =>
  render(
    <ConfigProvider locale={zhCN}>
      <ChangeDiff before={b} after={a} />
    </ConfigProvider>,
  );
const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('数据变更 (before/after of an edit)', () => {
  it('lists only the changed fields at first, with both values and a 已修改 mark', () => {
    show(before, after);
    expect(screen.getByText('5 个字段中 2 个有变化')).toBeInTheDocument();
    const rows = dataRows();
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['configValue已修改', 'remark已修改']);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['configValue已修改', 'true', 'false']);
    // An empty value is said, not left blank.
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('（空）');
  });

  it('lists every field when the switch is turned off; unchanged ones carry no mark', async () => {
    show(before, after);
    await userEvent.click(screen.getByRole('switch', { name: '只看变化的字段' }));
    const rows = dataRows();
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['configId', '3', '3']);
    expect(within(rows[4]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['tags', '["a"]', '["a"]']);
  });

  it('says when a write recorded no change', () => {
    show(null, null);
    expect(screen.getByText('本次操作没有记录数据变更')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('changeRows', () => {
  it('lists fields only one side has (a record created or deleted)', () => {
    expect(changeRows(null, { a: 1 })).toEqual([{ field: 'a', before: '', after: '1', changed: true }]);
    expect(changeRows({ a: 1, b: 'x' }, { a: 1 })).toEqual([
      { field: 'a', before: '1', after: '1', changed: false },
      { field: 'b', before: 'x', after: '', changed: true },
    ]);
  });

  it('shows a record cut at the size cap as one text row', () => {
    expect(changeRows('{"a":"lo', '{"a":"lon')).toEqual([{ field: '', before: '{"a":"lo', after: '{"a":"lon', changed: true }]);
  });
});
