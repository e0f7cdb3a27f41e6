import { TimeStatus } from '@medteach/contract';
import { canSignIn, homeworkButton, isTeacherView, paperTarget } from './lesson-rules';

describe('spec §4 lesson button rules', () => {
  it.each([
    [1, TimeStatus.IN_PROGRESS, true],
    [1, TimeStatus.OVER, true],
    [1, TimeStatus.NOT_STARTED, false],
    [0, TimeStatus.IN_PROGRESS, false],
  ] as const)('sign-in with attendanceStatus %i and timeStatus %i enabled: %s', (attendanceStatus, timeStatus, enabled) => {
    expect(canSignIn({ attendanceStatus, timeStatus })).toBe(enabled);
  });

  it.each([
    [TimeStatus.NOT_STARTED, 0, '开始作业', true],
    [TimeStatus.NOT_STARTED, 1, '开始作业', true],
    [TimeStatus.IN_PROGRESS, 0, '开始作业', false],
    [TimeStatus.IN_PROGRESS, 1, '已完成', false],
    [TimeStatus.OVER, 0, '未考试', true],
    [TimeStatus.OVER, 1, '已完成', false],
  ])('homework button at timeStatus %i, paperStatus %i reads %s (disabled %s)', (timeStatus, paperStatus, text, disabled) => {
    expect(homeworkButton(timeStatus, paperStatus)).toEqual({ text, disabled });
  });

  it('papers: teacher always reviews; students answer only while in progress and unfinished', () => {
    expect(paperTarget(TimeStatus.NOT_STARTED, 0, true)).toBe('review');
    expect(paperTarget(TimeStatus.IN_PROGRESS, 0, false)).toBe('answer');
    expect(paperTarget(TimeStatus.IN_PROGRESS, 1, false)).toBe('report');
    expect(paperTarget(TimeStatus.OVER, 0, false)).toBeNull();
    expect(paperTarget(TimeStatus.OVER, 1, false)).toBe('report');
    expect(paperTarget(TimeStatus.NOT_STARTED, 0, false)).toBeNull();
  });

  it('queryType 1 is the teacher view, anything else the student view', () => {
    expect(isTeacherView('1')).toBe(true);
    expect(isTeacherView('2')).toBe(false);
    expect(isTeacherView(null)).toBe(false);
  });
});
