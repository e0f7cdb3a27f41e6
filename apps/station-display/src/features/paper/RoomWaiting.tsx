import type { DeviceInfo, StationScreen } from '@medteach/contract';
import { roomNameOf } from '../../shared/call-board';
import { paperMessages as m } from './messages';
import styles from './paper.module.css';

export interface RoomWaitingProps {
  device: DeviceInfo | undefined;
  screen: StationScreen | undefined;
  /** The skill info is still on its way: say so instead of 等待考试开始. */
  loading?: boolean;
}

/**
 * The room screen between two examinees (issue 13): the room and the station in large type, and who is expected —
 * the examinee called to this room, so they can check at the door that they are in the right place.
 */
export function RoomWaiting({ device, screen, loading = false }: RoomWaitingProps) {
  const roomId = device?.roomId ?? null;
  const expected = roomId == null ? undefined : screen?.callList.find((c) => c.roomId === roomId);
  const stationName = screen && [...screen.examStationRoomNum, ...screen.waitList].find((x) => x.stationName)?.stationName;
  return (
    <main className={styles.waiting} aria-label={m.roomScreen}>
      <p className={styles.examName}>{screen?.examName}</p>
      <h1 className={styles.roomName}>{roomId == null ? m.roomUnknown : roomNameOf(screen, roomId)}</h1>
      {stationName && <p className={styles.stationName}>{stationName}</p>}
      <section className={styles.expected} aria-live="polite">
        {expected ? (
          <>
            <span className={styles.expectedLabel}>{m.expectedLabel}</span>
            <strong className={styles.expectedName}>{expected.realName}</strong>
          </>
        ) : (
          <span className={styles.expectedLabel}>{m.nobodyCalled}</span>
        )}
      </section>
      <p className={styles.waitingStart} role="status">
        {loading ? m.loading : m.waitingStart}
      </p>
    </main>
  );
}
