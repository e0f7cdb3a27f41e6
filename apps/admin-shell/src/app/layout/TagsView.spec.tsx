import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagsView } from './TagsView';
import { toTagView, type TagView } from './tags-view';

const views: TagView[] = [
  toTagView({ pathname: '/', search: '' }, { title: '首页', affix: true }),
  toTagView({ pathname: '/system/dict-data', search: '' }, { title: '字典数据' }),
  toTagView({ pathname: '/system/config', search: '' }, { title: '参数设置' }),
];

function renderBar() {
  const onAction = vi.fn();
  const onOpen = vi.fn();
  render(<TagsView views={views} activePath="/system/config" onOpen={onOpen} onAction={onAction} />);
  return { onAction, onOpen };
}
const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent);

describe('<TagsView>', () => {
  it('marks the active tag and gives only closable tags a close icon', () => {
    renderBar();
    expect(screen.getByRole('tab', { name: /参数设置/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tab', { name: '首页' })).queryByLabelText('关闭当前')).toBeNull();
    expect(within(screen.getByRole('tab', { name: /字典数据/ })).getByLabelText('关闭当前')).toBeInTheDocument();
  });

  it('opens the right-click menu without the entries that would do nothing, and runs the chosen one', async () => {
    const { onAction } = renderBar();
    fireEvent.contextMenu(screen.getByRole('tab', { name: '首页' }), { clientX: 20, clientY: 40 });
    expect(menuItems()).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    fireEvent.contextMenu(screen.getByRole('tab', { name: /参数设置/ }), { clientX: 200, clientY: 40 });
    expect(menuItems()).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '全部关闭']);
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭左侧' }));
    expect(onAction).toHaveBeenCalledWith('closeLeft', views[2]);
  });

  it('closes the menu on any click or scroll', () => {
    renderBar();
    fireEvent.contextMenu(screen.getByRole('tab', { name: /字典数据/ }));
    fireEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.contextMenu(screen.getByRole('tab', { name: /字典数据/ }));
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes a tag on middle-click but never the affixed one', () => {
    const { onAction } = renderBar();
    fireEvent.mouseUp(screen.getByRole('tab', { name: '首页' }), { button: 1 });
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.mouseUp(screen.getByRole('tab', { name: /字典数据/ }), { button: 1 });
    expect(onAction).toHaveBeenCalledWith('closeCurrent', views[1]);
  });

  it('opens a tag on click', async () => {
    const { onOpen } = renderBar();
    await userEvent.click(screen.getByRole('tab', { name: /字典数据/ }));
    expect(onOpen).toHaveBeenCalledWith(views[1]);
  });
});
