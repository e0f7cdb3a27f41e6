import { optionStates } from './option-state';

describe('option colour states', () => {
  const letters = ['A', 'B', 'C', 'D'];

  it('marks correct picks green, missed correct options with a green border and wrong picks red', () => {
    expect(optionStates(letters, ['A', 'B'], ['A', 'C'], 'graded')).toEqual({
      A: 'correct-picked',
      B: 'wrong-picked',
      C: 'correct-missed',
      D: 'idle',
    });
  });

  it('shows only the picks before feedback is revealed', () => {
    expect(optionStates(letters, ['b'], ['A'], 'hidden')).toEqual({ A: 'idle', B: 'picked', C: 'idle', D: 'idle' });
  });

  it('shows just the key in recite mode', () => {
    expect(optionStates(letters, [], ['D'], 'recite')).toEqual({ A: 'idle', B: 'idle', C: 'idle', D: 'correct' });
  });
});
