import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupQuestionForm } from './GroupQuestionForm';

const subjects = [
  { id: 1, label: '内科学', children: [{ id: 11, label: '呼吸系统' }, { id: 12, label: '循环系统' }] },
  { id: 2, label: '外科学', children: [{ id: 21, label: '普通外科' }] },
];
const types = [
  { value: 0, label: 'A1型题' },
  { value: 5, label: 'X型题' },
];

function renderForm(matching: number | undefined) {
  const onChoice = vi.fn();
  const onStart = vi.fn();
  const view = render(<GroupQuestionForm subjects={subjects} questionTypes={types} matching={matching} onChoice={onChoice} onStart={onStart} starting={false} />);
  return { onChoice, onStart, rerender: (m: number | undefined) => view.rerender(<GroupQuestionForm subjects={subjects} questionTypes={types} matching={m} onChoice={onChoice} onStart={onStart} starting={false} />) };
}

const quantity = () => screen.getByRole('spinbutton') as HTMLInputElement;

describe('智能组题 form', () => {
  it('caps the quantity at 200 and at the matching count', async () => {
    const user = userEvent.setup();
    const { rerender, onStart } = renderForm(450);
    expect(quantity().value).toBe('200');
    expect(screen.getByText('可组200题')).toBeInTheDocument();

    rerender(12);
    expect(quantity().value).toBe('12');
    await user.click(screen.getByRole('button', { name: '开始答题' }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ num: 12, title: '' }));
  });

  it('keeps 全部 in sync and reports the new choice', async () => {
    const user = userEvent.setup();
    const { onChoice } = renderForm(30);
    const subjectGroup = screen.getByRole('group', { name: '科目' });
    await user.click(screen.getByText('外科学'));
    expect(onChoice).toHaveBeenLastCalledWith({ categoryIds: [1], questionTypes: [0, 5], type: 1 });
    expect(subjectGroup.querySelector('input[type=checkbox]')).not.toBeChecked();

    await user.click(screen.getByText('错题'));
    expect(onChoice).toHaveBeenLastCalledWith({ categoryIds: [1], questionTypes: [0, 5], type: 2 });
  });

  it('starts nothing when no question matches', () => {
    renderForm(0);
    expect(quantity().value).toBe('0');
    expect(screen.getByRole('button', { name: '开始答题' })).toBeDisabled();
  });

  it('a failed count (silent, spec §7) offers 重试 where the available number goes', async () => {
    const onRetryCount = vi.fn();
    render(<GroupQuestionForm subjects={subjects} questionTypes={types} matching={undefined} onChoice={vi.fn()} onStart={vi.fn()} starting={false} onRetryCount={onRetryCount} />);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetryCount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '开始答题' })).toBeDisabled();
  });
});
