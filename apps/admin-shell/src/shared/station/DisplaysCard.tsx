import { useMutation } from '@tanstack/react-query';
import { Badge, Card, Space, Switch, Table, Typography } from 'antd';
import { stationConsoleMutations } from '@medteach/api-client';
import type { ConsoleDisplay, ConsoleStation } from '@medteach/contract';
import { messages } from '../../messages';
import { PairingTag, useDevicePairing } from './DevicePairing';

const text = messages.station;

/**
 * The station's displays: presence, pairing (a device key issued here, shown once as a link to open on the screen,
 * revocable) and the station's name masking (issue 14 rows 4-5).
 */
export function DisplaysCard({ station }: { station: ConsoleStation }) {
  const pairing = useDevicePairing();
  const mask = useMutation(stationConsoleMutations.maskNames());

  return (
    <Card
      title={text.displays}
      extra={
        <Space>
          <Switch
            checked={station.maskNames}
            loading={mask.isPending}
            onChange={(maskNames) => mask.mutate({ stationId: station.stationId, maskNames })}
            aria-label={text.maskNames}
          />
          <Typography.Text title={text.maskNamesHint}>{text.maskNames}</Typography.Text>
        </Space>
      }
    >
      <Table<ConsoleDisplay>
        rowKey="codeAddress"
        size="small"
        pagination={false}
        dataSource={station.displays}
        columns={[
          { title: text.codeAddress, dataIndex: 'codeAddress' },
          { title: text.rooms, render: (_, d) => station.rooms.find((r) => r.roomId === d.roomId)?.roomName ?? '-' },
          { title: messages.crud.status, render: (_, d) => <Badge status={d.connected ? 'success' : 'default'} text={d.connected ? `${text.connected}${d.connections > 1 ? ` ×${d.connections}` : ''}` : text.disconnected} /> },
          { title: text.since, dataIndex: 'since', render: (v: string | null) => v ?? '-' },
          { title: text.pairing, render: (_, d) => <PairingTag paired={d.paired} pairedAt={d.pairedAt} /> },
          { title: messages.crud.actions, render: (_, d) => pairing.actions(d) },
        ]}
      />
      {pairing.linkModal}
    </Card>
  );
}
