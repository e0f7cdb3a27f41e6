import { useRef } from 'react';
import type { StationCallItem, StationScreen } from '@medteach/contract';
import { useConnectionState } from '@medteach/exam-socket';
import { useNow } from '@medteach/ui-kit';
import { maskName, roomNameOf, waitingRows, type WaitingRow } from '../../shared/call-board';
import {
  CALL_LIST_SCROLL_INTERVAL_MS,
  CALL_LIST_SCROLL_STEP_PX,
  CLOCK_REFRESH_MS,
  POPUP_CALLING,
  TABLE_SCROLL_INTERVAL_MS,
  TABLE_SCROLL_STEP_PX,
} from './constants';
import { waitMessages as m } from './messages';
import { useAnnouncer } from './use-announcer';
import { useAutoScroll } from './use-auto-scroll';
import { useCallBoard } from './use-call-board';
import styles from './wait.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const timeText = (d: Date, seconds = false) => `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
const dateText = (d: Date) => `${d.getFullYear()}年${pad(d.getMonth() + 1)}月${pad(d.getDate())}日 ${m.weekdays[d.getDay()]}`;

export interface WaitBoardProps {
  codeAddress: string;
  maskNames: boolean;
}

/** The 1920×1080 call board of one station (spec §2 "Waiting-room display", §4 "Waiting screen"). */
export function WaitBoard({ codeAddress, maskNames }: WaitBoardProps) {
  const announcer = useAnnouncer();
  const name = (n: string) => (maskNames ? maskName(n) : n);
  const board = useCallBoard(codeAddress, (realName, roomName) => announcer.announce(m.announcement(realName, roomName)));
  const screen = board.data;
  const stationName = screen?.stationName ?? '';

  return (
    <main className={styles.board}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {screen?.examName}
          {stationName && <span className={styles.station}>{stationName}</span>}
        </h1>
        <Clock />
      </header>
      <section className={styles.columns}>
        <ExamineeTable title={m.inProgress} rows={(screen?.examStationRoomNum ?? []).map((r) => ({ ...r, room: r.roomName }))} withRoom name={name} stationName={stationName} />
        {board.popUp === POPUP_CALLING ? (
          <CallList screen={screen} name={name} />
        ) : (
          <ExamineeTable title={m.waiting} rows={waitingRows(screen)} name={name} stationName={stationName} />
        )}
      </section>
      <footer className={styles.footer}>
        <p className={styles.tip}>{m.tip}</p>
        <StatusBar updatedAt={board.dataUpdatedAt} failed={board.isError} />
        {announcer.supported &&
          (announcer.ready ? (
            <>
              <span className={styles.ready}>{m.speechReady}</span>
              <button type="button" className={styles.speech} onClick={announcer.disable}>
                {m.disableSpeech}
              </button>
            </>
          ) : (
            <button type="button" className={styles.speech} onClick={announcer.enable}>
              {m.enableSpeech}
            </button>
          ))}
      </footer>
    </main>
  );
}

function Clock() {
  const now = useNow(CLOCK_REFRESH_MS);
  return (
    <div className={styles.clock} aria-label="clock">
      <span>{dateText(now)}</span> <strong>{timeText(now)}</strong>
    </div>
  );
}

function StatusBar({ updatedAt, failed }: { updatedAt: number; failed: boolean }) {
  const connection = useConnectionState();
  const lost = connection.status !== 'connected';
  return (
    <div className={styles.status} role="status">
      <span className={lost ? styles.offline : styles.online} data-status={connection.status}>
        {m.connection[connection.status]}
        {lost && ` · ${m.lostSince(timeText(new Date(connection.since), true))}`}
      </span>
      {updatedAt > 0 && <span>{m.updatedAt(timeText(new Date(updatedAt), true))}</span>}
      {failed && <span className={styles.offline}>{m.loadFailed}</span>}
    </div>
  );
}

/** A row of either column: the in-progress column names the room, the waiting column gives each examinee's status. */
type BoardRow = WaitingRow & { room?: string };

interface TableProps {
  title: string;
  rows: BoardRow[];
  /** The in-progress column: 考室 first, no status (everyone in it is being examined). */
  withRoom?: boolean;
  name: (n: string) => string;
  stationName: string;
}

/**
 * One column of the board. Cells never cut what matters from 5 m: names and rooms wrap rather than end in "…", and a
 * called examinee's station and room get a line of their own under the row, across the whole width.
 */
function ExamineeTable({ title, rows, withRoom, name, stationName }: TableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useAutoScroll(scroller, TABLE_SCROLL_STEP_PX, TABLE_SCROLL_INTERVAL_MS);
  // Called examinees stay pinned above the scrolling list, so a missed call is on screen all the time.
  const called = rows.filter((r) => r.calledTo);
  const listed = rows.filter((r) => !r.calledTo);
  const columns = withRoom ? styles.withRoom : styles.withoutRoom;
  const row = (r: BoardRow, i: number) => (
    <div key={`${r.calledTo ?? ''}-${r.jobNumber}-${r.realName}-${r.room ?? i}`} role="row" className={`${styles.row} ${columns} ${r.calledTo ? styles.called : ''}`}>
      {withRoom && (
        <span role="cell" className={styles.whole}>
          {r.room}
        </span>
      )}
      <span role="cell" className={styles.whole}>
        {name(r.realName)}
      </span>
      <span role="cell">{r.jobNumber}</span>
      <span role="cell">{r.batch > 0 ? m.batchOf(r.batch) : ''}</span>
      {!withRoom && (
        <span role="cell" className={r.calledTo ? styles.calledTag : styles.waitingTag}>
          {r.calledTo ? m.statusCalled : m.statusWaiting}
        </span>
      )}
      {r.calledTo && <div className={styles.place}>{m.calledPlace(stationName, r.calledTo)}</div>}
    </div>
  );
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <div role="table" aria-label={title} className={styles.table}>
        <div role="row" className={`${styles.tableHead} ${columns}`}>
          {withRoom && <span role="columnheader">{m.room}</span>}
          <span role="columnheader">{m.name}</span>
          <span role="columnheader">{m.jobNumber}</span>
          <span role="columnheader">{m.batch}</span>
          {!withRoom && <span role="columnheader">{m.status}</span>}
        </div>
        {called.length > 0 && <div className={styles.pinned}>{called.map(row)}</div>}
        <div ref={scroller} className={styles.scroller}>
          {rows.length === 0 && <p className={styles.empty}>{m.empty}</p>}
          {listed.map(row)}
        </div>
      </div>
    </section>
  );
}

function CallList({ screen, name }: { screen: StationScreen | undefined; name: (n: string) => string }) {
  const scroller = useRef<HTMLDivElement>(null);
  useAutoScroll(scroller, CALL_LIST_SCROLL_STEP_PX, CALL_LIST_SCROLL_INTERVAL_MS);
  const calls: StationCallItem[] = screen?.callList ?? [];
  return (
    <section className={`${styles.panel} ${styles.calling}`} aria-label={m.calling}>
      <h2 className={styles.panelTitle}>{m.calling}</h2>
      <div ref={scroller} className={styles.scroller}>
        {calls.length === 0 && <p className={styles.empty}>{m.empty}</p>}
        {calls.map((c) => (
          <p key={c.roomId} className={styles.callLine}>
            <span className={styles.callName}>{m.callName(name(c.realName))}</span>{' '}
            <span className={styles.callPlace}>{m.callPlace(screen?.stationName ?? '', roomNameOf(screen, c.roomId))}</span>
          </p>
        ))}
      </div>
    </section>
  );
}
