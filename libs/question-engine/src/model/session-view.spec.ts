import type { Question } from './question';
import { buildSampleQuestions } from '../testing/sample-questions';
import { createPracticeSession, practiceReducer, type PracticeAction, type PracticeState } from './session';
import { answerCard, planNavigation, practiceProgress, questionViewModel } from './session-view';

const options = ['A', 'B', 'C'].map((type) => ({ type, name: type }));
const single: Question = { id: 1, type: 1, selectList: options, answer: 'B', analysis: '解析一' };
const multi: Question = { id: 2, type: 5, selectList: options, answer: 'A,C', analysis: '解析二' };
const noAnalysis: Question = { id: 3, type: 0, selectList: options, answer: 'A' };

const run = (state: PracticeState, ...actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
const view = (state: PracticeState, index?: number) => {
  const model = questionViewModel(state, index);
  if (!model) throw new Error('no question');
  return model;
};

describe('question view model', () => {
  it('hides feedback before answering and shows colours, answers and 试题详解 after', () => {
    const before = view(createPracticeSession([single, multi]));
    expect(before).toMatchObject({ reveal: 'hidden', showAnswerBlock: false, showExplanation: false, editable: true, submitButton: null });
    const after = view(run(createPracticeSession([single, multi]), { type: 'pickOption', letter: 'A' }));
    expect(after).toMatchObject({ reveal: 'graded', showAnswerBlock: true, showExplanation: true, editable: false });
    expect(after.optionStates).toEqual({ A: 'wrong-picked', B: 'correct-missed', C: 'idle' });
  });

  it('keeps feedback of a paper until the student finishes it', () => {
    const paper = run(createPracticeSession([single, multi], { revealAfterEachAnswer: false }), { type: 'pickOption', letter: 'B' });
    expect(view(paper)).toMatchObject({ reveal: 'hidden', showExplanation: false });
    expect(view(paper).optionStates.B).toBe('picked');
    const finished = practiceReducer(paper, { type: 'finish' });
    expect(view(finished)).toMatchObject({ reveal: 'graded', showExplanation: true });
    expect(view(finished).optionStates.B).toBe('correct-picked');
  });

  it('always shows the explanation to a teacher, and never without analysis', () => {
    expect(view(createPracticeSession([single], { isTeacher: true })).showExplanation).toBe(true);
    const answered = run(createPracticeSession([noAnalysis]), { type: 'pickOption', letter: 'A' });
    expect(view(answered)).toMatchObject({ showAnswerBlock: true, showExplanation: false });
  });

  it('shows the key and explanation at once in recite mode', () => {
    const model = view(createPracticeSession([multi], { mode: 'recite' }));
    expect(model).toMatchObject({ reveal: 'recite', showAnswerBlock: true, showExplanation: true, editable: false });
    expect(model.optionStates).toEqual({ A: 'correct', B: 'idle', C: 'correct' });
  });

  it('offers 提交答案 to submit an X answer, enabled only once something is picked', () => {
    const state = createPracticeSession([multi, single]);
    expect(view(state)).toMatchObject({ submitButton: 'answer', canSubmit: false });
    expect(view(practiceReducer(state, { type: 'pickOption', letter: 'A' }))).toMatchObject({ submitButton: 'answer', canSubmit: true });
  });

  it('offers 提交答案 to finish a paper on the last question for a student who has not finished', () => {
    const state = createPracticeSession([multi, single], { revealAfterEachAnswer: false });
    expect(view(state, 1)).toMatchObject({ submitButton: 'finish', canSubmit: true });
    expect(view(createPracticeSession([multi, single], { isTeacher: true, revealAfterEachAnswer: false }), 1).submitButton).toBeNull();
    expect(view(practiceReducer(state, { type: 'finish' }), 1).submitButton).toBeNull();
  });
});

describe('navigation', () => {
  const locked = createPracticeSession(buildSampleQuestions(4), { unlocked: false }); // 6 items

  it('moves, stops at the edges and reports the lock past the free questions', () => {
    expect(planNavigation(locked, 'prev')).toEqual({ kind: 'edge' });
    expect(planNavigation(locked, 'next')).toEqual({ kind: 'move', index: 1 });
    expect(planNavigation(locked, 0)).toEqual({ kind: 'stay' });
    expect(planNavigation(locked, 5)).toEqual({ kind: 'locked', index: 5 });
    const atFifth = practiceReducer(locked, { type: 'goTo', index: 4 });
    expect(planNavigation(atFifth, 'next')).toEqual({ kind: 'locked', index: 5 });
    expect(planNavigation(practiceReducer(atFifth, { type: 'unlock' }), 'next')).toEqual({ kind: 'move', index: 5 });
    expect(planNavigation(locked, 6)).toEqual({ kind: 'edge' });
  });
});

describe('答题卡', () => {
  it('gives each item its state, the current item and the lock', () => {
    let state = createPracticeSession(buildSampleQuestions(4), { unlocked: false });
    state = run(state, { type: 'pickOption', letter: 'B' }, { type: 'goTo', index: 1 }, { type: 'pickOption', letter: 'A' }, { type: 'goTo', index: 2 });
    const card = answerCard(state);
    expect(card.map((cell) => cell.status)).toEqual(['right', 'wrong', 'unanswered', 'unanswered', 'unanswered', 'unanswered']);
    expect(card.map((cell) => cell.current)).toEqual([false, false, true, false, false, false]);
    expect(card.map((cell) => cell.locked)).toEqual([false, false, false, false, false, true]);
    expect(card[2]).toMatchObject({ number: 3, typeLabel: 'A3型题', key: '301' });
    expect(practiceProgress(state)).toEqual({ total: 6, answered: 2, right: 1, wrong: 1 });
  });

  it('shows answered items without right/wrong until a paper is finished', () => {
    const state = run(createPracticeSession([single], { revealAfterEachAnswer: false }), { type: 'pickOption', letter: 'A' });
    expect(answerCard(state)[0]?.status).toBe('answered');
    expect(answerCard(practiceReducer(state, { type: 'finish' }))[0]?.status).toBe('wrong');
  });

  it('offers no 提交答案 in practice once the last question is answered (收藏 / 错题 sheets come back answered)', () => {
    const answered: Question = { ...single, result: 'B', isRight: 1 };
    const state = createPracticeSession([multi, answered]);
    expect(view(state, 1)).toMatchObject({ submitButton: null, editable: false, isLast: true, verdict: 'right' });
  });

  it('gives every graded answer a verdict, a partly right X-type answer included', () => {
    const partly = run(createPracticeSession([multi]), { type: 'pickOption', letter: 'A' }, { type: 'submit' });
    expect(view(partly)).toMatchObject({ verdict: 'wrong', blankMarks: null });
    expect(view(run(createPracticeSession([single]), { type: 'pickOption', letter: 'B' })).verdict).toBe('right');
    // Nothing before feedback shows, nor for essays (teachers score them).
    expect(view(run(createPracticeSession([multi], { revealAfterEachAnswer: false }), { type: 'pickOption', letter: 'A' }, { type: 'submit' })).verdict).toBeNull();
    const essay: Question = { id: 9, type: 8, answer: '参考', analysis: '解析' };
    expect(view(run(createPracticeSession([essay]), { type: 'setEssay', text: '我的' }, { type: 'submit' })).verdict).toBeNull();
  });

  it('marks each blank of a graded fill-in answer', () => {
    const fill: Question = { id: 10, type: 7, correctList: ['心尖部', '模式识别[|]模式识别法'], analysis: '解析' };
    const state = run(createPracticeSession([fill]), { type: 'setBlank', blankIndex: 0, value: '心底部' }, { type: 'setBlank', blankIndex: 1, value: '模式识别法' }, { type: 'submit' });
    expect(view(state)).toMatchObject({ verdict: 'wrong', blankMarks: [false, true] });
  });

  it('shows a teacher the key and 试题详解 without 你的答案 or any 提交答案', () => {
    const teacher = createPracticeSession([multi, single], { isTeacher: true, readOnly: true, revealAfterEachAnswer: false });
    expect(view(teacher)).toMatchObject({ showAnswerBlock: true, showYourAnswer: false, showExplanation: true, submitButton: null, editable: false });
    expect(view(teacher, 1).submitButton).toBeNull();
  });
});
