import type { Question } from './question';
import { buildSampleQuestions } from '../testing/sample-questions';
import { createPracticeSession, practiceReducer, stepPractice, type PracticeAction, type PracticeState } from './session';

const single: Question = { id: 1, type: 0, content: '单选', selectList: [{ type: 'A', name: '甲' }, { type: 'B', name: '乙' }], answer: 'B' };
const multi: Question = { id: 2, type: 5, content: '多选', selectList: ['A', 'B', 'C'].map((type) => ({ type, name: type })), answer: 'A,C' };
const fill: Question = { id: 3, type: 7, content: '填空', answer: '甲[$]乙' };
const essay: Question = { id: 4, type: 8, content: '问答' };

const run = (state: PracticeState, ...actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
const at = (state: PracticeState, index: number) => practiceReducer(state, { type: 'goTo', index });

describe('practice session', () => {
  it('submits single choice on tap, grades it and reports the submission', () => {
    const { state, submission } = stepPractice(createPracticeSession([single]), { type: 'pickOption', letter: 'a' });
    expect(submission).toEqual({ key: '1', questionId: 1, result: 'A', isRight: 0 });
    expect(state.answers['1']).toMatchObject({ result: 'A', isRight: 0 });
    // Answered questions are locked: another tap changes nothing.
    expect(stepPractice(state, { type: 'pickOption', letter: 'B' })).toEqual({ state, submission: null });
  });

  it('collects X-type picks as a draft until 提交答案', () => {
    let state = at(createPracticeSession([single, multi]), 1);
    state = run(state, { type: 'pickOption', letter: 'C' }, { type: 'pickOption', letter: 'B' }, { type: 'pickOption', letter: 'A' }, { type: 'pickOption', letter: 'B' });
    expect(state.drafts['2']).toEqual({ kind: 'choice', letters: ['A', 'C'] });
    expect(state.answers['2']).toBeUndefined();
    const { state: after, submission } = stepPractice(state, { type: 'submit' });
    expect(submission).toMatchObject({ result: 'A,C', isRight: 1 });
    expect(after.drafts['2']).toBeUndefined();
  });

  it('refuses to submit an empty answer', () => {
    const state = at(createPracticeSession([single, multi]), 1);
    expect(stepPractice(state, { type: 'submit' }).submission).toBeNull();
  });

  it('fills blanks by position and submits them joined by [$]', () => {
    const state = run(createPracticeSession([fill]), { type: 'setBlank', blankIndex: 1, value: '乙' }, { type: 'setBlank', blankIndex: 0, value: ' 甲 ' });
    expect(stepPractice(state, { type: 'submit' }).submission).toMatchObject({ result: ' 甲 [$]乙', isRight: 1 });
  });

  it('sends essays as free text without a grade', () => {
    const state = practiceReducer(createPracticeSession([essay]), { type: 'setEssay', text: '先问诊，后查体' });
    expect(stepPractice(state, { type: 'submit' }).submission).toMatchObject({ result: '先问诊，后查体', isRight: null });
  });

  it('restores answers the server already holds, trusting its isRight', () => {
    const state = createPracticeSession([{ ...single, result: 'A', isRight: 1 }, { ...multi, result: 'A,C' }, single]);
    expect(state.answers['1']).toMatchObject({ result: 'A', isRight: 1 });
    expect(state.answers['2']).toMatchObject({ isRight: 1 });
  });

  it('grades nothing in recite mode and nothing in read-only sessions', () => {
    const recite = createPracticeSession([single], { mode: 'recite' });
    expect(stepPractice(recite, { type: 'pickOption', letter: 'B' }).submission).toBeNull();
    const notes = createPracticeSession([single], { readOnly: true });
    expect(stepPractice(notes, { type: 'pickOption', letter: 'B' }).submission).toBeNull();
  });

  it('does not move past the free questions until unlocked', () => {
    const state = createPracticeSession(buildSampleQuestions(8), { unlocked: false });
    expect(at(state, 4).currentIndex).toBe(4);
    expect(at(state, 5).currentIndex).toBe(0);
    expect(at(practiceReducer(state, { type: 'unlock' }), 5).currentIndex).toBe(5);
  });

  it('starts on the requested question, or on the first child of a requested group', () => {
    const questions = buildSampleQuestions(9);
    expect(createPracticeSession(questions, { startQuestionId: '5' }).currentIndex).toBe(6);
    expect(createPracticeSession(questions, { startQuestionId: 3 }).currentIndex).toBe(2);
    // A locked start falls back to the first question.
    expect(createPracticeSession(questions, { startQuestionId: 9, unlocked: false }).currentIndex).toBe(0);
  });

  it('reverts a refused answer and clears all answers', () => {
    const answered = run(createPracticeSession([single, essay]), { type: 'pickOption', letter: 'B' }, { type: 'finish' });
    expect(practiceReducer(answered, { type: 'revertAnswer', key: '1' }).answers).toEqual({});
    const cleared = practiceReducer(answered, { type: 'clearAnswers' });
    expect(cleared).toMatchObject({ answers: {}, drafts: {}, finished: false });
  });

  it('lets a mock exam change an answer until the sheet is finished (answersChangeable), reverting to the one replaced', () => {
    const exam = createPracticeSession([single, multi], { revealAfterEachAnswer: false, answersChangeable: true });
    const first = stepPractice(exam, { type: 'pickOption', letter: 'A' });
    const changed = stepPractice(first.state, { type: 'pickOption', letter: 'B' });
    expect(changed.submission).toEqual({ key: '1', questionId: 1, result: 'B', isRight: 1 });
    // The server refused the change: the answer it holds (A) shows again.
    const refused = practiceReducer(changed.state, { type: 'revertAnswer', key: '1', previous: first.state.answers['1'] });
    expect(refused.answers['1']).toMatchObject({ result: 'A' });
    // X-type: re-picking starts from the given letters (A,C → drop C → A).
    let multiState = run(at(refused, 1), { type: 'pickOption', letter: 'A' }, { type: 'pickOption', letter: 'C' }, { type: 'submit' });
    multiState = run(multiState, { type: 'pickOption', letter: 'C' });
    expect(multiState.drafts['2']).toEqual({ kind: 'choice', letters: ['A'] });
    expect(stepPractice(multiState, { type: 'submit' }).submission).toMatchObject({ result: 'A', isRight: 0 });
    // Finished: nothing changes any more.
    const finished = practiceReducer(refused, { type: 'finish' });
    expect(stepPractice(at(finished, 0), { type: 'pickOption', letter: 'B' }).submission).toBeNull();
  });

  it('builds a 200-question session with every type', () => {
    const state = createPracticeSession(buildSampleQuestions(200));
    expect(state.items.length).toBeGreaterThan(200);
    expect(new Set(state.items.map((item) => item.typeCode))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('accepts paper questions shaped like the teaching contract (key in `correct`)', () => {
    const paperQuestion = {
      questionId: 7, id: 7, type: 5, typeName: 'X型题', publicContent: null, content: '多选',
      selectList: [{ type: 'A', name: '甲', selected: false }, { type: 'B', name: '乙', selected: false }, { type: 'C', name: '丙', selected: true }],
      correct: 'A,C', analysis: null, result: null, isRight: null,
    };
    const questions: Question[] = [paperQuestion];
    const state = run(createPracticeSession(questions), { type: 'pickOption', letter: 'A' }, { type: 'pickOption', letter: 'C' });
    expect(stepPractice(state, { type: 'submit' }).submission).toMatchObject({ questionId: 7, result: 'A,C', isRight: 1 });
  });
});
