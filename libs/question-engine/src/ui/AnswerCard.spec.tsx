import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSampleQuestions } from '../testing/sample-questions';
import { createPracticeSession, practiceReducer } from '../model/session';
import { answerCard } from '../model/session-view';
import { AnswerCard } from './AnswerCard';

describe('AnswerCard', () => {
  it('lists every item with its state, marks the current one and reports taps', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    let state = createPracticeSession(buildSampleQuestions(4), { unlocked: false });
    state = practiceReducer(state, { type: 'pickOption', letter: 'B' }); // right
    state = practiceReducer(state, { type: 'goTo', index: 1 });
    state = practiceReducer(state, { type: 'pickOption', letter: 'C' }); // wrong

    render(<AnswerCard items={answerCard(state)} onSelect={onSelect} />);

    const card = screen.getByRole('navigation', { name: '答题卡' });
    expect(within(card).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: '第1题，答对' })).toHaveAttribute('data-status', 'right');
    expect(screen.getByRole('button', { name: '第2题，答错' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: '第3题，未作答' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '第6题，未作答，未解锁' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第6题，未作答，未解锁' }));
    expect(onSelect).toHaveBeenCalledWith(5);
  });
});
