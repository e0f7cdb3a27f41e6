import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Badge, Button, Card, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { stationConsoleMutations } from '@medteach/api-client';
import type { ConsoleDisplay, ConsoleStation, DeviceKeyIssued } from '@medteach/contract';
import { messages } from '../../messages';
import { pairingLink } from './pairing-link';

const text = messages.station;

/**
 * The station's displays: presence, pairing (a device key issued here, shown once as a link to open on the screen,
 * revocable) and the station's name masking (issue 14 rows 4-5).
 */
export function DisplaysCard({ station }: { station: ConsoleStation }) {
  const { message } = App.useApp();
  const issue = useMutation(stationConsoleMutations.issueDeviceKey());
  const revoke = useMutation(stationConsoleMutations.revokeDeviceKey());
  const mask = useMutation(stationConsoleMutations.maskNames());
  const [issued, setIssued] = useState<(DeviceKeyIssued & { link: string }) | null>(null);

  const pair = (d: ConsoleDisplay) =>
    issue.mutate(d.codeAddress, { onSuccess: (r) => setIssued({ ...r, link: pairingLink(location.origin, d, r.deviceKey) }) });
  const busy = (d: ConsoleDisplay, m: typeof issue | typeof revoke) => m.isPending && m.variables === d.codeAddress;

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
          { title: text.pairing, render: (_, d) => (d.paired ? <Tag color="success" title={d.pairedAt ?? undefined}>{text.paired}</Tag> : <Tag>{text.unpaired}</Tag>) },
          {
            title: messages.crud.actions,
            render: (_, d) =>
              d.paired ? (
                <Space size={0} wrap>
                  <Popconfirm title={text.reissueConfirm} okText={messages.crud.confirm} cancelText={messages.crud.cancel} onConfirm={() => pair(d)}>
                    <Button type="link" size="small" loading={busy(d, issue)}>{text.reissueKey}</Button>
                  </Popconfirm>
                  <Popconfirm
                    title={text.revokeConfirm}
                    okText={messages.crud.confirm}
                    cancelText={messages.crud.cancel}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => revoke.mutate(d.codeAddress, { onSuccess: () => void message.success(text.revoked) })}
                  >
                    <Button type="link" size="small" danger loading={busy(d, revoke)}>{text.revokeKey}</Button>
                  </Popconfirm>
                </Space>
              ) : (
                <Button type="link" size="small" loading={busy(d, issue)} onClick={() => pair(d)}>{text.issueKey}</Button>
              ),
          },
        ]}
      />
      <Modal open={!!issued} title={issued && text.linkTitle(issued.codeAddress)} onCancel={() => setIssued(null)} footer={<Button type="primary" onClick={() => setIssued(null)}>{messages.crud.confirm}</Button>}>
        <Typography.Paragraph>{text.linkHint}</Typography.Paragraph>
        <Typography.Paragraph copyable code data-testid="pairing-link" style={{ wordBreak: 'break-all' }}>{issued?.link}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
