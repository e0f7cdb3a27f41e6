import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { stationConsoleMutations, stationConsoleQueries } from '@medteach/api-client';
import type { ConsoleExaminee, ConsoleRoom, StationAction } from '@medteach/contract';
import { messages } from '../../messages';
import { DisplaysCard } from './DisplaysCard';
import { CONFIRMED_ACTIONS, confirmQuestion } from './confirm-text';
import { callableExaminees, preselectedExaminees, roomActions } from './next-examinee';

const text = messages.station;
const STATUS_COLOR: Record<ConsoleExaminee['status'], string> = { waiting: 'default', called: 'processing', inProgress: 'success', passed: 'warning', done: 'default' };

/** One station at the console: each room with its current examinee and actions, the examinee list, the displays and their pairing. */
export function StationBoard({ stationId }: { stationId: number }) {
  const { message } = App.useApp();
  // Polled (CONSOLE_PRESENCE_REFRESH_MS) so displays connecting or dropping show up live.
  const { data: station, isPending } = useQuery(stationConsoleQueries.station(stationId));
  const act = useMutation(stationConsoleMutations.action());
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});

  if (isPending || !station) return <Card loading />;
  const callable = callableExaminees(station.examinees);
  // Each free room offers its own next in line; one held by another room is shown but cannot be picked.
  const preselected = preselectedExaminees(station.rooms, station.examinees, chosen);
  const heldElsewhere = (roomId: number, examineeId: number) => [...preselected].some(([other, id]) => other !== roomId && id === examineeId);

  const run = (room: ConsoleRoom, action: StationAction) => {
    const examineeId = action === 'call' ? preselected.get(room.roomId) : room.current?.examineeId;
    if (!examineeId) return void message.warning(text.noneWaiting);
    return act.mutateAsync({ action, roomId: room.roomId, examineeId }).then(
      (r) => void message.success(text.delivered(r.delivered)),
      () => undefined, // the refusal's message is shown by the api client
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Row gutter={[16, 16]}>
        {station.rooms.map((room) => (
          <Col key={room.roomId} xs={24} md={12} xl={8}>
            <Card title={room.roomName} data-testid={`room-${room.roomId}`} extra={room.current ? <Tag color={STATUS_COLOR[room.current.status]}>{text.statusLabels[room.current.status]}</Tag> : <Tag>{text.emptyRoom}</Tag>}>
              <p>
                {text.current}：{room.current ? `${room.current.realName}（${room.current.jobNumber}）` : '-'}
              </p>
              {roomActions(room)[0] === 'call' && (
                <Select
                  style={{ width: '100%', marginBottom: 12 }}
                  placeholder={callable.length ? text.nextExaminee : text.noneWaiting}
                  value={preselected.get(room.roomId)}
                  options={callable.map((e) => ({ value: e.examineeId, label: `${e.batch}-${e.realName}（${text.statusLabels[e.status]}）`, disabled: heldElsewhere(room.roomId, e.examineeId) }))}
                  onChange={(id: number) => setChosen((c) => ({ ...c, [room.roomId]: id }))}
                  aria-label={`${room.roomName}${text.nextExaminee}`}
                />
              )}
              <Space wrap>
                {roomActions(room).map((action) => {
                  const button = (
                    <Button
                      key={action}
                      type={action === 'call' ? 'primary' : 'default'}
                      danger={action === 'pass'}
                      loading={act.isPending && act.variables?.roomId === room.roomId && act.variables.action === action}
                      onClick={CONFIRMED_ACTIONS.has(action) ? undefined : () => void run(room, action)}
                    >
                      {text[action]}
                    </Button>
                  );
                  return CONFIRMED_ACTIONS.has(action) && room.current ? (
                    <Popconfirm key={action} title={confirmQuestion(action, room.current.realName, room.roomName)} onConfirm={() => run(room, action)}>
                      {button}
                    </Popconfirm>
                  ) : (
                    button
                  );
                })}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={12}>
          <Card title={text.examinees}>
            <Table<ConsoleExaminee>
              rowKey="examineeId"
              size="small"
              pagination={false}
              scroll={{ y: 360 }}
              dataSource={station.examinees}
              columns={[
                { title: text.batch, dataIndex: 'batch', width: 70 },
                { title: text.realName, dataIndex: 'realName' },
                { title: text.jobNumber, dataIndex: 'jobNumber' },
                { title: text.rooms, render: (_, e) => station.rooms.find((r) => r.roomId === e.roomId)?.roomName ?? '-' },
                { title: messages.crud.status, render: (_, e) => <Tag color={STATUS_COLOR[e.status]}>{text.statusLabels[e.status]}</Tag> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <DisplaysCard station={station} />
        </Col>
      </Row>
    </Space>
  );
}
