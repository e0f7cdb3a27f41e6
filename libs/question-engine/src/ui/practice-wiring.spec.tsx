import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { optionLetterAt } from '../model/question';
import { buildSampleQuestions } from '../testing/sample-questions';
import { createPracticeSession, practiceReducer } from '../model/session';
import { planNavigation, questionViewModel, type NavigationTarget } from '../model/session-view';
import { QuestionView } from './QuestionView';
import { useQuestionKeyboard } from './useQuestionKeyboard';

/** How a screen wires the model, the renderer and the keyboard; a locked move goes to the bridge instead. */
function PracticeScreen({ onLocked }: { onLocked: (index: number) => void }) {
  const [state, dispatch] = useReducer(practiceReducer, undefined, () => createPracticeSession(buildSampleQuestions(9), { unlocked: false }));
  const view = questionViewModel(state);
  const navigate = (target: NavigationTarget) => {
    const outcome = planNavigation(state, target);
    if (outcome.kind === 'locked') onLocked(outcome.index);
    if (outcome.kind === 'move') dispatch({ type: 'goTo', index: outcome.index });
  };
  useQuestionKeyboard({
    onPick: (position) => {
      const letter = view && optionLetterAt(view.item, position);
      if (letter) dispatch({ type: 'pickOption', letter });
    },
    onSubmit: () => view?.submitButton === 'answer' && dispatch({ type: 'submit' }),
    onPrev: () => navigate('prev'),
    onNext: () => navigate('next'),
  });
  return view && <QuestionView view={view} onAction={dispatch} />;
}

describe('answering with the keyboard', () => {
  it('picks by number, moves with arrows and hits the lock after the 5th question', async () => {
    const user = userEvent.setup();
    const onLocked = vi.fn();
    render(<PracticeScreen onLocked={onLocked} />);

    await user.keyboard('2');
    expect(screen.getByRole('button', { name: /^B / })).toHaveAttribute('data-state', 'correct-picked');

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('article', { name: /^第5题/ })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(onLocked).toHaveBeenCalledWith(5);
    expect(screen.getByRole('article', { name: /^第5题/ })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('article', { name: /^第4题/ })).toBeInTheDocument();
  });
});
