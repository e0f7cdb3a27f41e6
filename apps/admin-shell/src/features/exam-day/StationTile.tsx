import { Badge, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ConsoleDisplay, DashboardStation, ExamineeStatus, StationRoom } from '@medteach/contract';
import { roomCurrent, stationCounts } from './dashboard-state';
import { examDayText as text } from './messages';
import { RoomClock } from './RoomClock';
import styles from './exam-day.module.css';

/** The order of the day, and each count's colour (antd tag presets). */
export const COUNT_ORDER: readonly ExamineeStatus[] = ['waiting', 'called', 'inProgress', 'done', 'passed'];
export const COUNT_COLOR: Record<ExamineeStatus, string> = { waiting: 'default', called: 'processing', inProgress: 'success', done: 'default', passed: 'warning' };

const displayPlace = (d: ConsoleDisplay, rooms: readonly StationRoom[]) => {
  const room = rooms.find((r) => r.roomId === d.roomId);
  return room ? text.roomScreen(room.roomName) : text.wall;
};

/**
 * One station on the dashboard, compact enough for 20 on a control-room screen: its five counts, one line per room
 * (current examinee, state, clock) and its displays' presence (code address; the place and 状态时间 on hover/focus).
 */
export function StationTile({ station, clockOffset, onOpen }: { station: DashboardStation; clockOffset: number; onOpen: () => void }) {
  const counts = stationCounts(station.examinees);
  const online = station.displays.filter((d) => d.connected).length;
  return (
    <Card
      size="small"
      className={styles.tile}
      title={<span title={station.stationName}>{station.stationName}</span>}
      data-testid={`station-${station.stationId}`}
      extra={
        <Button type="primary" size="small" onClick={onOpen} aria-label={text.openConsoleLabel(station.stationName)}>
          {text.openConsole}
        </Button>
      }
    >
      <div className={styles.counts} role="list" aria-label={text.countsOf(station.stationName)}>
        {COUNT_ORDER.map((status) => (
          <div key={status} role="listitem" className={styles.count} aria-label={`${text.counts[status]} ${counts[status]}`}>
            <span className={styles.countValue}>{counts[status]}</span>
            <Tag color={COUNT_COLOR[status]} variant="filled" className={styles.countTag}>{text.counts[status]}</Tag>
          </div>
        ))}
      </div>
      <ul className={styles.rooms} aria-label={text.room}>
        {station.rooms.map((room) => {
          const x = roomCurrent(station, room);
          return (
            <li key={room.roomId} className={styles.room}>
              <Typography.Text type="secondary" ellipsis className={styles.roomName}>{room.roomName}</Typography.Text>
              {x ? (
                <span className={styles.who}>
                  <Typography.Text ellipsis={{ tooltip: `${x.realName}（${x.jobNumber}）` }}>{x.realName}</Typography.Text>
                  <Tag color={COUNT_COLOR[x.status]} variant="filled" className={styles.countTag}>{text.counts[x.status]}</Tag>
                </span>
              ) : (
                <Typography.Text type="secondary" className={styles.who}>{text.idle}</Typography.Text>
              )}
              {x && <RoomClock examinee={x} examSeconds={station.examSeconds} clockOffset={clockOffset} />}
            </li>
          );
        })}
      </ul>
      <Flex className={styles.displays} wrap gap="0 8px" align="center" aria-label={text.displays}>
        <Typography.Text type={online < station.displays.length ? 'warning' : 'secondary'}>
          {station.displays.length ? text.displaysOnline(online, station.displays.length) : text.noDisplays}
        </Typography.Text>
        {station.displays.map((d) => (
          <Tooltip key={d.codeAddress} title={`${displayPlace(d, station.rooms)} ${d.connected ? text.online : text.offline}，${text.since(d.since)}`}>
            <span tabIndex={0} aria-label={`${d.codeAddress} ${displayPlace(d, station.rooms)} ${d.connected ? text.online : text.offline}`}>
              <Badge status={d.connected ? 'success' : 'error'} text={d.codeAddress} />
            </span>
          </Tooltip>
        ))}
      </Flex>
    </Card>
  );
}
