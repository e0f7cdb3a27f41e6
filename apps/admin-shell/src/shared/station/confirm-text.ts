import type { StationAction } from '@medteach/contract';

/**
 * Issue 17: 开始, 结束 and 过号 acted on one click. They now ask first, naming the examinee and the room, since a wrong
 * one starts a clock on the room screen or sends someone to the back of the line.
 */
export const CONFIRMED_ACTIONS: ReadonlySet<StationAction> = new Set(['start', 'end', 'pass']);

export function confirmQuestion(action: StationAction, examinee: string, room: string): string {
  switch (action) {
    case 'start':
      return `确认${examinee}在${room}开始考试？`;
    case 'end':
      return `确认结束${examinee}在${room}的考试？`;
    case 'pass':
      return `确认${examinee}过号？${room}将空出，可叫下一位考生`;
    default:
      return '';
  }
}
