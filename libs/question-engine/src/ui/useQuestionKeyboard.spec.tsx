import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuestionKeyboard, type QuestionKeyboardHandlers } from './useQuestionKeyboard';

function Probe({ handlers, enabled }: { handlers: QuestionKeyboardHandlers; enabled?: boolean }) {
  useQuestionKeyboard(handlers, enabled);
  return (
    <>
      <input aria-label="第1空" />
      <textarea aria-label="作答" />
    </>
  );
}

describe('useQuestionKeyboard', () => {
  const handlers = () => ({ onPick: vi.fn(), onSubmit: vi.fn(), onPrev: vi.fn(), onNext: vi.fn() });

  it('maps 1–9 / A–I, Enter and arrows to the handlers', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(<Probe handlers={h} />);
    await user.keyboard('2c{Enter}{ArrowLeft}{ArrowRight}');
    expect(h.onPick.mock.calls).toEqual([[1], [2]]);
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
    expect(h.onPrev).toHaveBeenCalledTimes(1);
    expect(h.onNext).toHaveBeenCalledTimes(1);
  });

  it('leaves typing in fields alone, except Enter in a blank', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(<Probe handlers={h} />);
    await user.type(screen.getByRole('textbox', { name: '第1空' }), 'ab1{ArrowLeft}{Enter}');
    expect(screen.getByRole('textbox', { name: '第1空' })).toHaveValue('ab1');
    expect(h.onPick).not.toHaveBeenCalled();
    expect(h.onPrev).not.toHaveBeenCalled();
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: '作答' }), 'x{Enter}y');
    expect(screen.getByRole('textbox', { name: '作答' })).toHaveValue('x\ny');
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and uses the latest handlers', async () => {
    const user = userEvent.setup();
    const first = handlers();
    const { rerender } = render(<Probe handlers={first} enabled={false} />);
    await user.keyboard('1');
    expect(first.onPick).not.toHaveBeenCalled();
    const second = handlers();
    rerender(<Probe handlers={second} enabled />);
    await user.keyboard('1');
    expect(first.onPick).not.toHaveBeenCalled();
    expect(second.onPick).toHaveBeenCalledWith(0);
  });
});
