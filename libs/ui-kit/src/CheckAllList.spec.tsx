import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckAllList, allStateOf, toggleAll, toggleOne, type CheckOption } from './CheckAllList';
import { CheckAllPopup } from './CheckAllPopup';

const options: CheckOption<number>[] = [
  { value: 1, label: '内科', count: 3 },
  { value: 2, label: '外科', count: 5 },
];

describe('CheckAllList', () => {
  it('derives the 全部 state and toggles in option order', () => {
    expect(allStateOf(options, [])).toBe('none');
    expect(allStateOf(options, [2])).toBe('some');
    expect(allStateOf(options, [2, 1])).toBe('all');
    expect(allStateOf([], [])).toBe('none');
    expect(toggleAll(options, [2])).toEqual([1, 2]);
    expect(toggleAll(options, [1, 2])).toEqual([]);
    expect(toggleOne(options, [2], 1)).toEqual([1, 2]);
    expect(toggleOne(options, [1, 2], 1)).toEqual([2]);
  });

  it('keeps 全部 in sync with the options', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<number[]>([]);
      return <CheckAllList label="分类" options={options} value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const all = () => screen.getByRole('checkbox', { name: '全部' });
    expect(screen.getByText('(5)')).toBeInTheDocument();

    await user.click(screen.getByText('内科'));
    expect(all()).not.toBeChecked();
    await user.click(screen.getByText('外科'));
    expect(all()).toBeChecked();
    await user.click(screen.getByText('全部'));
    expect(screen.getByRole('checkbox', { name: /内科/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /外科/ })).not.toBeChecked();
  });
});

describe('CheckAllPopup', () => {
  it('applies the draft on 完成 and clears it with 重置', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onDone = vi.fn();
    const { rerender } = render(<CheckAllPopup visible title="筛选" options={options} value={[1]} onClose={() => undefined} onDone={onDone} />);
    expect(screen.getByRole('checkbox', { name: /内科/ })).toBeChecked();
    await user.click(screen.getByText('外科'));
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(onDone).toHaveBeenLastCalledWith([1, 2]);

    rerender(<CheckAllPopup visible={false} title="筛选" options={options} value={[1, 2]} onClose={() => undefined} onDone={onDone} />);
    rerender(<CheckAllPopup visible title="筛选" options={options} value={[1, 2]} onClose={() => undefined} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByRole('checkbox', { name: '全部' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(onDone).toHaveBeenLastCalledWith([]);
  });
});
