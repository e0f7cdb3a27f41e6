import type { ConsoleExaminee, ConsoleRoom, ExamineeStatus } from '@medteach/contract';
import { preselectedExaminees } from './next-examinee';

const examinee = (examineeId: number, status: ExamineeStatus = 'waiting', roomId: number | null = null): ConsoleExaminee => ({ examineeId, batch: 1, realName: `考生${examineeId}`, jobNumber: `J${examineeId}`, status, roomId });
const room = (roomId: number, current: ConsoleExaminee | null = null): ConsoleRoom => ({ roomId, roomName: `第${roomId}考室`, current });

describe('preselectedExaminees (issue 17: every room pre-selected the same examinee)', () => {
  it('offers each free room the next in line, never one person to two rooms', () => {
    const line = [examinee(1), examinee(2), examinee(3), examinee(4)];
    expect([...preselectedExaminees([room(1), room(2), room(3)], line, {})]).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('skips rooms with someone in them and examinees already called or examined', () => {
    const called = examinee(1, 'called', 1);
    const line = [called, examinee(2, 'inProgress', 2), examinee(3, 'passed'), examinee(4)];
    expect([...preselectedExaminees([room(1, called), room(2, line[1] ?? null), room(3), room(4)], line, {})]).toEqual([
      [3, 3],
      [4, 4],
    ]);
  });

  it('keeps an admin’s pick for its room and moves the other rooms along; a pick of someone no longer callable is dropped', () => {
    const line = [examinee(1), examinee(2), examinee(3)];
    expect([...preselectedExaminees([room(1), room(2), room(3)], line, { 2: 1 })]).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
    const after = [examinee(1, 'called', 2), examinee(2), examinee(3)];
    expect(preselectedExaminees([room(1), room(3)], after, { 1: 1 }).get(1)).toBe(2);
  });

  it('the same pick in two rooms stays with the first; rooms beyond the line get nobody', () => {
    const line = [examinee(1), examinee(2)];
    expect([...preselectedExaminees([room(1), room(2), room(3)], line, { 1: 2, 2: 2 })]).toEqual([
      [1, 2],
      [2, 1],
      [3, undefined],
    ]);
  });
});
