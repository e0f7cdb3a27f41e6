import { reportGroups } from './report-groups';

const q = (id: number, type: number, isRight: 0 | 1 | null, result: string | null = isRight === null ? null : 'A') => ({ id, type, content: `题${id}`, isRight, result });

describe('score report grids', () => {
  it('groups A1/A2, A3/A4, B, X, judgement in that order, numbered continuously, with marks', () => {
    const groups = reportGroups([q(1, 6, 1), q(2, 0, 0), q(3, 5, null), q(4, 1, 1), q(5, 2, 1), q(6, 4, 0)]);
    expect(groups.map((g) => g.label)).toEqual(['A1/A2型题', 'A3/A4型题', 'B型题', 'X型题', '判断题']);
    expect(groups.flatMap((g) => g.cells.map((c) => [c.number, c.questionId, c.status]))).toEqual([
      [1, '2', 'wrong'],
      [2, '4', 'right'],
      [3, '5', 'right'],
      [4, '6', 'wrong'],
      [5, '3', 'unanswered'],
      [6, '1', 'right'],
    ]);
  });

  it('counts an empty answer as unanswered even when graded wrong', () => {
    expect(reportGroups([q(1, 0, 0, '')])[0].cells[0].status).toBe('unanswered');
  });

  it('reads marks alone when the questions carry no answer text (course report summary)', () => {
    const summary = [{ id: 1, type: 0, isRight: 1 }, { id: 2, type: 0, isRight: 0 }, { id: 3, type: 0, isRight: null }];
    expect(reportGroups(summary)[0].cells.map((c) => c.status)).toEqual(['right', 'wrong', 'unanswered']);
  });
});
