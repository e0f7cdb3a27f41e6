import type { ConsoleExaminee, ConsoleRoom, StationAction } from '@medteach/contract';

/** Who a room calls next: passed (过号) examinees wait like the others; the list is already in calling order. */
export function callableExaminees(examinees: readonly ConsoleExaminee[]): ConsoleExaminee[] {
  return examinees.filter((e) => e.status === 'waiting' || e.status === 'passed');
}

/** Actions that make sense for a room's current examinee (the server still checks every transition). */
export function roomActions(room: ConsoleRoom): StationAction[] {
  switch (room.current?.status) {
    case 'called':
      return ['recall', 'start', 'pass'];
    case 'inProgress':
      return ['end'];
    default:
      return ['call'];
  }
}
