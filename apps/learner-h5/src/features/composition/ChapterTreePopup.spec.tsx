import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChapterTreePopup, leafIdsOf, toggleChapter, toggleSubject } from './ChapterTreePopup';

const subjects = [
  { id: 1, label: '内科学', children: [{ id: 11, label: '呼吸系统' }, { id: 12, label: '循环系统' }] },
  { id: 2, label: '外科学', children: [{ id: 21, label: '普通外科' }, { id: 22, label: '骨科' }] },
  { id: 3, label: '医学伦理', children: [] },
];
const all = leafIdsOf(subjects);

describe('chapter tree rules', () => {
  it('a subject without chapters is one selectable leaf', () => {
    expect(all).toEqual([11, 12, 21, 22, 3]);
  });
  it('a subject ticks all of its chapters, then unticks them, keeping the others', () => {
    expect(toggleSubject(all, [22], [11, 12])).toEqual([11, 12, 22]);
    expect(toggleSubject(all, [11, 12, 22], [11, 12])).toEqual([22]);
    // Half-ticked subject: ticking completes it.
    expect(toggleSubject(all, [11], [11, 12])).toEqual([11, 12]);
  });
  it('a chapter toggles alone, in tree order', () => {
    expect(toggleChapter(all, [21], 11)).toEqual([11, 21]);
    expect(toggleChapter(all, [11, 21], 11)).toEqual([21]);
  });
});

describe('章节选择 popup', () => {
  function renderTree(value: number[] = []) {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ChapterTreePopup visible subjects={subjects} value={value} onClose={onClose} onConfirm={onConfirm} />);
    return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: '章节选择' }) };
  }

  it('shows chapters indented under their subject, folding out on demand', async () => {
    const user = userEvent.setup();
    const { dialog } = renderTree();
    // The first subject starts unfolded, the others folded.
    const internal = within(dialog).getByRole('group', { name: '内科学' });
    expect(within(internal).getByText('呼吸系统')).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: '外科学' })).toBeNull();
    expect(parseFloat(getComputedStyle(internal).paddingLeft)).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: '展开外科学' }));
    expect(within(dialog).getByRole('group', { name: '外科学' })).toHaveTextContent('普通外科骨科');
    expect(within(dialog).getByRole('button', { name: '收起外科学' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('ticks a subject, a chapter and 全选, and confirms the chapter ids', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onClose } = renderTree();
    await user.click(within(dialog).getByText('外科学'));
    await user.click(within(dialog).getByText('循环系统'));
    expect(within(dialog).getByRole('button', { name: '展开外科学' })).toHaveTextContent('2/2');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([12, 21, 22]);
    expect(onClose).toHaveBeenCalled();
  });

  it('全选 selects every chapter, and unselects them all when everything was chosen', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm } = renderTree([11]);
    const selectAll = within(dialog).getByText('全选');
    await user.click(selectAll);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenLastCalledWith(all);
  });
});
