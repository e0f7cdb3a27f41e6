import { useState, type ReactNode } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { stationConsoleKeys, stationConsoleMutations } from '@medteach/api-client';
import type { DeviceKeyIssued } from '@medteach/contract';
import { messages } from '../../messages';
import { pairingLink } from './pairing-link';

const text = messages.station;

/** What pairing needs to know of a display device (the call console's displays and 显示设备's rows alike). */
export interface PairableDevice {
  codeAddress: string;
  roomId: number | null;
  paired: boolean;
}

/** 已配对 (with when, on hover) or 未配对. */
export function PairingTag({ paired, pairedAt }: { paired: boolean; pairedAt: string | null }) {
  return paired ? <Tag color="success" title={pairedAt ?? undefined}>{text.paired}</Tag> : <Tag>{text.unpaired}</Tag>;
}

export interface DevicePairing {
  /** 生成配对链接, or 重新生成 / 撤销配对 (each asked first) for a paired device. */
  actions: (device: PairableDevice) => ReactNode;
  /** The issued link, shown once: render it once in the page. */
  linkModal: ReactNode;
}

/**
 * Display pairing (issue 14 rows 4-5) through the call console's routes (`/examStation/console/deviceKey` and its
 * revoke): the key is issued on the server and shown here once as the link to open on the screen. Used by 考站叫号's
 * display card and 显示设备; `invalidates` adds the caller's lists to what a pairing refreshes.
 */
export function useDevicePairing(invalidates: readonly QueryKey[] = []): DevicePairing {
  const { message } = App.useApp();
  const meta = { invalidates: [stationConsoleKeys.all, ...invalidates] };
  const issue = useMutation({ ...stationConsoleMutations.issueDeviceKey(), meta });
  const revoke = useMutation({ ...stationConsoleMutations.revokeDeviceKey(), meta });
  const [issued, setIssued] = useState<(DeviceKeyIssued & { link: string }) | null>(null);

  const pair = (d: PairableDevice) => issue.mutate(d.codeAddress, { onSuccess: (r) => setIssued({ ...r, link: pairingLink(location.origin, d, r.deviceKey) }) });
  const busy = (d: PairableDevice, m: typeof issue | typeof revoke) => m.isPending && m.variables === d.codeAddress;

  const actions = (d: PairableDevice) =>
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
    );

  const linkModal = (
    <Modal open={!!issued} title={issued && text.linkTitle(issued.codeAddress)} onCancel={() => setIssued(null)} footer={<Button type="primary" onClick={() => setIssued(null)}>{messages.crud.confirm}</Button>}>
      <Typography.Paragraph>{text.linkHint}</Typography.Paragraph>
      <Typography.Paragraph copyable code data-testid="pairing-link" style={{ wordBreak: 'break-all' }}>{issued?.link}</Typography.Paragraph>
    </Modal>
  );
  return { actions, linkModal };
}
