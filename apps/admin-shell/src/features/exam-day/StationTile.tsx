import { Badge, Button, Card, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { ConsoleDisplay, DashboardStation, ExamineeStatus, StationRoom } from '@medteach/contract';
import { roomCurrent, stationCounts } from './dashboard-state';
import { examDayText as text } from './messages';
import { RoomClock } from './RoomClock';
import styles from './exam-day.module.css';

/** The order of the day, and each count's colour (antd tag presets). */
export const COUNT_ORDER: readonly ExamineeStatus[] = ['waiting', 'called', 'inProgress', 'done', 'passed'];
export const COUNT_COLOR: Record<ExamineeStatus, string> = { waiting: 'default', called: 'processing', inProgress: 'success', done: 'default', passed: 'warning' };

const displayName = (d: ConsoleDisplay, rooms: readonly StationRoom[]) => {
  const room = rooms.find((r) => r.roomId === d.roomId);
  return room ? text.roomScreen(room.roomName) : text.wall;
};

/** One station on the dashboard: its five counts, each room's current examinee and clock, its displays' presence. */
export function StationTile({ station, clockOffset, onOpen }: { station: DashboardStation; clockOffset: number; onOpen: () => void }) {
  const counts = stationCounts(station.examinees);
  const online = station.displays.filter((d) => d.connected).length;
  return (
    <Card
      size="small"
      className={styles.tile}
      title={station.stationName}
      data-testid={`station-${station.stationId}`}
      extra={
        <Button type="primary" size="small" onClick={onOpen} aria-label={text.openConsoleLabel(station.stationName)}>
          {text.openConsole}
        </Button>
      }
    >
      <Flex className={styles.counts} justify="space-between" role="list" aria-label={text.countsOf(station.stationName)}>
        {COUNT_ORDER.map((status) => (
          <div key={status} role="listitem" className={styles.count} aria-label={`${text.counts[status]} ${counts[status]}`}>
            <Typography.Text strong className={styles.countValue}>{counts[status]}</Typography.Text>
            <Tag color={COUNT_COLOR[status]} variant="filled">{text.counts[status]}</Tag>
          </div>
        ))}
      </Flex>
      <Table<StationRoom>
        rowKey="roomId"
        size="small"
        pagination={false}
        dataSource={station.rooms}
        columns={[
          { title: text.room, dataIndex: 'roomName', width: 84, ellipsis: true },
          {
            title: text.current,
            render: (_, room) => {
              const x = roomCurrent(station, room);
              if (!x) return <Typography.Text type="secondary">{text.idle}</Typography.Text>;
              return (
                <Flex vertical gap={2}>
                  <Typography.Text ellipsis={{ tooltip: `${x.realName}（${x.jobNumber}）` }}>{x.realName}</Typography.Text>
                  <span>
                    <Tag color={COUNT_COLOR[x.status]} variant="filled">{text.counts[x.status]}</Tag>
                  </span>
                </Flex>
              );
            },
          },
          {
            title: text.elapsed,
            width: 128,
            render: (_, room) => {
              const x = roomCurrent(station, room);
              return x ? <RoomClock examinee={x} examSeconds={station.examSeconds} clockOffset={clockOffset} /> : null;
            },
          },
        ]}
      />
      <Flex className={styles.displays} wrap gap="4px 12px" align="center" aria-label={text.displays}>
        <Typography.Text type="secondary">
          {text.displays} {station.displays.length ? text.displaysOnline(online, station.displays.length) : text.noDisplays}
        </Typography.Text>
        {station.displays.map((d) => (
          <Tooltip key={d.codeAddress} title={`${d.connected ? text.online : text.offline}，${text.since(d.since)}`}>
            <span tabIndex={0} aria-label={`${d.codeAddress} ${displayName(d, station.rooms)} ${d.connected ? text.online : text.offline}`}>
              <Badge status={d.connected ? 'success' : 'default'} text={`${d.codeAddress} ${displayName(d, station.rooms)}`} />
            </span>
          </Tooltip>
        ))}
      </Flex>
    </Card>
  );
}
