import { STATION_EVENTS, type StationCallItem, type StationScreen, type StationScreenEventName, type StationScreenExaminee } from '@medteach/contract';

/**
 * How one socket event changes the cached screen snapshot (spec §4): a call or recall puts the examinee at the
 * top of the call list (one entry per room); a pass (过号) removes that room's entry and the examinee from the
 * waiting list; a start removes the entry too and moves
 * the examinee into the in-progress column (from the waiting list the board already holds), so the board follows
 * without refetching everything. end_007 and station_changed refresh (a refetch, done by the caller).
 */
export function applyStationEvent(screen: StationScreen, event: StationScreenEventName, items: StationCallItem[]): StationScreen {
  const rooms = new Set(items.map((i) => i.roomId));
  const others = screen.callList.filter((c) => !rooms.has(c.roomId));
  switch (event) {
    case STATION_EVENTS.call:
    case STATION_EVENTS.recall:
      return { ...screen, callList: [...items, ...others] };
    case STATION_EVENTS.start:
      return { ...startExams(screen, items), callList: others };
    case STATION_EVENTS.pass:
      // 过号: off the board until called again, as the server's next snapshot has it (not "waiting" any more).
      return { ...screen, callList: others, waitList: withoutNames(screen.waitList, items) };
    default:
      return screen;
  }
}

/** The waiting list without one entry per named examinee (the first of that name). */
function withoutNames(waitList: StationScreenExaminee[], items: StationCallItem[]): StationScreenExaminee[] {
  const left = [...waitList];
  for (const { realName } of items) {
    const at = left.findIndex((x) => x.realName === realName);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/**
 * Puts each started examinee in the in-progress column of their room (replacing whoever the cache still had
 * there) and out of the waiting list. An examinee the board never listed gets a row with the name and room only;
 * the next refresh fills in the rest.
 */
function startExams(screen: StationScreen, items: StationCallItem[]): StationScreen {
  let waitList = screen.waitList;
  let inProgress = screen.examStationRoomNum;
  for (const { realName, roomId } of items) {
    const listed = waitList.find((x) => x.realName === realName);
    waitList = waitList.filter((x) => x !== listed);
    const row: StationScreenExaminee = {
      ...(listed ?? { batch: 0, jobNumber: '', stationName: '' }),
      realName,
      roomId,
      roomName: roomNameOf(screen, roomId),
    };
    inProgress = [...inProgress.filter((x) => x.roomId !== roomId), row];
  }
  const order = new Map(screen.rooms.map((r, i) => [r.roomId, i]));
  inProgress.sort((a, b) => (order.get(a.roomId ?? -1) ?? 0) - (order.get(b.roomId ?? -1) ?? 0));
  return { ...screen, waitList, examStationRoomNum: inProgress };
}

/** A row of the waiting column: an examinee still waiting, or one already called to a room (已叫号). */
export interface WaitingRow {
  realName: string;
  jobNumber: string;
  batch: number;
  /** The room the examinee was called to; absent while still waiting. */
  calledTo?: string;
}

/**
 * The waiting column (issue 17): examinees called but not yet arrived stay on it, first and marked 已叫号 with
 * their room, until their start or pass removes the call (the 30 s call display alone is easy to miss). The
 * server's waiting list leaves called examinees out once it refreshes, so their rows come from the call list,
 * completed from the waiting list while the board still holds them.
 */
export function waitingRows(screen: StationScreen | undefined): WaitingRow[] {
  if (!screen) return [];
  const claimed = new Set<StationScreenExaminee>();
  const called = [...screen.callList].reverse().map(({ realName, roomId }): WaitingRow => {
    const listed = screen.waitList.find((x) => x.realName === realName && !claimed.has(x));
    if (listed) claimed.add(listed);
    return { realName, jobNumber: listed?.jobNumber ?? '', batch: listed?.batch ?? 0, calledTo: roomNameOf(screen, roomId) };
  });
  return [...called, ...screen.waitList.filter((x) => !claimed.has(x))];
}

export const isCallEvent = (event: StationScreenEventName) => event === STATION_EVENTS.call || event === STATION_EVENTS.recall;

/** Masks the middle of a name: 张三 → 张*, 张三丰 → 张*丰, 欧阳娜娜 → 欧**娜. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length < 2) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

export const roomNameOf = (screen: StationScreen | undefined, roomId: number | null) =>
  screen?.rooms.find((r) => r.roomId === roomId)?.roomName ?? `${roomId ?? ''}`;
