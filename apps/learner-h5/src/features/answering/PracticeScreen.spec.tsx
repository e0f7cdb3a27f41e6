import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSampleQuestions } from '@medteach/question-engine/testing';
import { PracticeScreen, type PracticeScreenProps, type QuestionTools } from './PracticeScreen';

function tools(over: Partial<QuestionTools> = {}): QuestionTools {
  return {
    isFavourite: () => false,
    setFavourite: vi.fn(async () => true),
    noteOf: () => '',
    saveNote: vi.fn(async () => true),
    errorCorrection: vi.fn(),
    clearRecords: vi.fn(async () => true),
    ...over,
  };
}

function renderScreen(over: Partial<PracticeScreenProps> = {}) {
  const props: PracticeScreenProps = {
    title: '章节练习',
    questions: buildSampleQuestions(9),
    session: { unlocked: false },
    submitAnswer: vi.fn(async () => 'sent' as const),
    onLocked: vi.fn(),
    onBack: vi.fn(),
    ...over,
  };
  const { rerender } = render(<PracticeScreen {...props} />);
  return { props, rerender: (next: Partial<PracticeScreenProps>) => rerender(<PracticeScreen {...props} {...next} />) };
}

const current = () => screen.getByRole('article');

describe('practice screen', () => {
  it('submits an A1 on tap and reverts a refused answer without a message', async () => {
    const user = userEvent.setup();
    let refuse: (outcome: 'refused') => void = () => undefined;
    const submitAnswer = vi.fn(() => new Promise<'refused'>((resolve) => (refuse = resolve)));
    renderScreen({ submitAnswer });
    await user.click(screen.getByRole('button', { name: /^B / }));
    // The feedback is on screen at once; the answer goes out right after it is painted.
    expect(screen.getByRole('button', { name: /^B / })).toHaveAttribute('data-state', 'correct-picked');
    await waitFor(() => expect(submitAnswer).toHaveBeenCalledWith(expect.objectContaining({ questionId: 1, result: 'B', isRight: 1 })), { timeout: 5000 });
    act(() => refuse('refused'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^B / })).not.toHaveAttribute('data-state', 'correct-picked'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops at question 6 when locked and asks the bridge instead', async () => {
    const user = userEvent.setup();
    const onLocked = vi.fn();
    renderScreen({ onLocked });
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(current()).toHaveAccessibleName(/^第5题/);
    await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(onLocked).toHaveBeenCalledWith(5);
    expect(current()).toHaveAccessibleName(/^第5题/);
    await user.keyboard('{ArrowRight}');
    expect(onLocked).toHaveBeenCalledTimes(2);
  });

  it('swipes only when the finger moves mostly sideways', async () => {
    renderScreen();
    const area = current().parentElement as HTMLElement;
    const swipe = (dx: number, dy: number) => {
      act(() => {
        area.dispatchEvent(Object.assign(new Event('touchstart', { bubbles: true }), { touches: [{ clientX: 200, clientY: 300 }] }));
        area.dispatchEvent(Object.assign(new Event('touchend', { bubbles: true }), { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] }));
      });
    };
    swipe(-80, 100); // mostly vertical: a scroll
    expect(current()).toHaveAccessibleName(/^第1题/);
    swipe(-80, 10);
    expect(current()).toHaveAccessibleName(/^第2题/);
    swipe(90, -5);
    expect(current()).toHaveAccessibleName(/^第1题/);
  });

  it('debounces favourite taps and toasts 已收藏 after the server agreed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const setFavourite = vi.fn(async () => true);
      renderScreen({ tools: tools({ setFavourite }) });
      await user.click(screen.getByRole('button', { name: '收藏' }));
      await user.click(screen.getByRole('button', { name: '收藏' }));
      expect(setFavourite).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(500));
      expect(setFavourite).toHaveBeenCalledTimes(1);
      expect(setFavourite).toHaveBeenCalledWith('1', 1);
      expect(await screen.findByText('已收藏')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the records only after 是否清空答题记录 ? is confirmed', async () => {
    // antd-mobile dialogs animate in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const clearRecords = vi.fn(async () => true);
    renderScreen({ tools: tools({ clearRecords }) });
    await user.click(screen.getByRole('button', { name: /^B / }));
    await user.click(screen.getByRole('button', { name: '清空记录' }));
    expect(await screen.findByText('是否清空答题记录 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(clearRecords).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: /^B / })).toHaveAttribute('data-state', 'idle'));
  });

  it('sends error correction and the knowledge entry for the question on screen', async () => {
    const user = userEvent.setup();
    const errorCorrection = vi.fn();
    const onKnowledge = vi.fn();
    renderScreen({ tools: tools({ errorCorrection }), onKnowledge });
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.click(screen.getByRole('button', { name: '纠错' }));
    expect(errorCorrection).toHaveBeenCalledWith('2');
    await user.click(screen.getByRole('button', { name: '知识点' }));
    expect(onKnowledge).toHaveBeenCalledWith(expect.objectContaining({ key: '2' }));
  });

  it('shows no per-question entries outside topic practice', () => {
    renderScreen();
    for (const name of ['收藏', '笔记', '纠错', '知识点']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows a note opened from 笔记 as text under its question, never as markup', () => {
    renderScreen({ readOnlyNote: '<img src=x onerror="window.__pwned=1">记得复习' });
    const note = screen.getByRole('region', { name: '我的笔记' });
    expect(note).toHaveTextContent('<img src=x onerror="window.__pwned=1">记得复习');
    expect(note.querySelector('img')).toBeNull();
    expect(note.querySelector('textarea, input')).toBeNull();
  });
});
