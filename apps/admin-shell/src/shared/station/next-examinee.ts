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

/**
 * The examinee each free room offers to call (issue 17: every room used to pre-select the same one). A room keeps the
 * examinee the admin picked for it while they can still be called; the other free rooms, in order, take the next in
 * line nobody else holds — so one person is never offered to two rooms. Rooms with someone in them get no entry.
 */
export function preselectedExaminees(rooms: readonly ConsoleRoom[], examinees: readonly ConsoleExaminee[], picked: Readonly<Record<number, number | undefined>>): Map<number, number | undefined> {
  const callable = callableExaminees(examinees);
  const callableIds = new Set(callable.map((e) => e.examineeId));
  const free = rooms.filter((r) => roomActions(r)[0] === 'call');
  const held = new Set<number>();
  const result = new Map<number, number | undefined>();
  // The admin's own picks first, each person to one room only (the first room that picked them).
  for (const room of free) {
    const id = picked[room.roomId];
    if (id !== undefined && callableIds.has(id) && !held.has(id)) {
      held.add(id);
      result.set(room.roomId, id);
    }
  }
  for (const room of free) {
    if (result.has(room.roomId)) continue;
    const next = callable.find((e) => !held.has(e.examineeId))?.examineeId;
    if (next !== undefined) held.add(next);
    result.set(room.roomId, next);
  }
  return result;
}
