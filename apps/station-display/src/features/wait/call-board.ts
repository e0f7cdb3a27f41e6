import { STATION_EVENTS, type StationCallItem, type StationEventName, type StationScreen } from '@medteach/contract';

/**
 * How one socket event changes the cached screen snapshot (spec §4): a call or recall puts the examinee at the
 * top of the call list (one entry per room); a start or pass removes that room's entry. end_007 is a refetch.
 */
export function applyStationEvent(screen: StationScreen, event: StationEventName, items: StationCallItem[]): StationScreen {
  const rooms = new Set(items.map((i) => i.roomId));
  const others = screen.callList.filter((c) => !rooms.has(c.roomId));
  switch (event) {
    case STATION_EVENTS.call:
    case STATION_EVENTS.recall:
      return { ...screen, callList: [...items, ...others] };
    case STATION_EVENTS.start:
    case STATION_EVENTS.pass:
      return { ...screen, callList: others };
    default:
      return screen;
  }
}

export const isCallEvent = (event: StationEventName) => event === STATION_EVENTS.call || event === STATION_EVENTS.recall;

/** Masks the middle of a name: 张三 → 张*, 张三丰 → 张*丰, 欧阳娜娜 → 欧**娜. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length < 2) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

export const roomNameOf = (screen: StationScreen | undefined, roomId: number | null) =>
  screen?.rooms.find((r) => r.roomId === roomId)?.roomName ?? `${roomId ?? ''}`;
